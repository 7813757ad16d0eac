// The built site for the browser benchmarks: builds it if asked, serves it from apps/api/dist/server.js on a
// fresh embedded database (seeded with the demo data on first start), and names the three guest pages.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The flags every browser run here needs (shared machine, no GPU, no network but localhost). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type Site = {
  origin: string;
  propertyId: number;
  pages: Array<{ name: 'home' | 'search' | 'detail'; path: string }>;
  stop: () => Promise<void>;
};

/** `npm run build`: the web app, its .br/.gz copies and the API bundle. Throws when the build fails. */
export function build(): void {
  console.log('Building (npm run build)…');
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: repoRoot,
    env: { ...process.env, npm_config_loglevel: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
  console.log(`  built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** Serves the built site on `port` with a fresh DATA_DIR; resolves once GET /api/health answers 200. */
export async function startSite(port: number): Promise<Site> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ikaze-bench-web-'));
  // SITE_SERVER serves another build of the API (e.g. one made apart from the shared dist).
  const server = process.env.SITE_SERVER ?? 'apps/api/dist/server.js';
  const child: ChildProcess = spawn('node', [server], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  const stop = async () => {
    process.off('exit', kill);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited (code ${child.exitCode}) before answering /api/health`);
    }
    try {
      if ((await fetch(`${origin}/api/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) {
      await stop();
      throw new Error(`the server on ${port} did not answer /api/health within 120 s`);
    }
    await sleep(250);
  }
  console.log(
    `Site up on ${origin} in ${((Date.now() - started) / 1000).toFixed(1)} s (DATA_DIR ${dataDir})`,
  );

  const propertyId = await firstPropertyId(origin);
  return {
    origin,
    propertyId,
    pages: [
      { name: 'home', path: '/' },
      { name: 'search', path: '/search-results?destination=Kigali' },
      { name: 'detail', path: `/accommodation-detail/${propertyId}` },
    ],
    stop,
  };
}

/** A real public (approved, active host) property from the seeded data, or 1 when the list is empty. */
async function firstPropertyId(origin: string): Promise<number> {
  try {
    const response = await fetch(`${origin}/api/properties`);
    const list = await response.json();
    if (response.ok && Array.isArray(list)) {
      const id = (list as Array<{ id?: unknown }>).map((p) => p.id).find((v) => typeof v === 'number');
      if (id !== undefined) return id;
    }
  } catch {
    // fall through
  }
  console.warn('GET /api/properties gave no property: using id 1 for the detail page');
  return 1;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const kib = (bytes: number) => (bytes / 1024).toFixed(1);
