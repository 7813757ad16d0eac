// API workers that die before listening are started again after a growing wait, not every second.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RestartBackoff } from './restart-backoff.ts';

describe('the restart backoff', () => {
  it('doubles while workers die before listening, up to the cap, and starts over once one has listened', () => {
    const backoff = new RestartBackoff({ firstMs: 1_000, maxMs: 60_000 });
    const waits = Array.from({ length: 9 }, () => backoff.next(false));
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
    expect(backoff.next(true)).toBe(1_000);
    expect(backoff.next(false)).toBe(2_000);
  });
});

describe('the server with API_WORKERS=2 and its database unreachable', () => {
  // Each worker start loads the whole API through tsx: seconds each on a loaded machine.
  it('starts its workers again after 1, 2, 4 then 8 s, not every second', { timeout: 120_000 }, async () => {
    const root = fileURLToPath(new URL('../../../..', import.meta.url));
    const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        API_WORKERS: '2',
        // Nothing listens on port 1: every worker fails to open the database at once.
        DATABASE_URL: 'postgres://postgres@127.0.0.1:1/ikaze',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const started = performance.now();
    const restarts: Array<{ atMs: number; waitS: number }> = [];
    let stderr = '';
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`only ${restarts.length} restarts:\n${stderr}`)),
          100_000,
        );
        server.stderr.on('data', (chunk: Buffer) => {
          stderr += chunk.toString();
          for (const match of chunk.toString().matchAll(/starting another in ([\d.]+) s/g)) {
            restarts.push({ atMs: Math.round(performance.now() - started), waitS: Number(match[1]) });
            if (restarts.length === 4) {
              clearTimeout(timer);
              resolve();
            }
          }
        });
      });
    } finally {
      server.kill('SIGTERM');
    }
    console.log('worker restarts (ms since start, announced wait):', JSON.stringify(restarts));
    expect(restarts.map((r) => r.waitS)).toEqual([1, 2, 4, 8]);
    // The waits are kept. Both workers end at start (waits 1 and 2 s, one counter for the primary); each is
    // started again only after its wait, so the third end comes 1 s or more after the first, the fourth 2 s or more.
    expect(restarts[2]!.atMs - restarts[0]!.atMs).toBeGreaterThanOrEqual(1_000);
    expect(restarts[3]!.atMs - restarts[0]!.atMs).toBeGreaterThanOrEqual(2_000);
  });
});
