import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { DATABASE_CHECK_MS } from './modules/health/readiness.ts';
import { HEARTBEAT_MS } from './modules/live-events/routes.ts';

// deploy/ (docs/nodes.md, decision 0060) agrees with what the node does: its settings load, the unit waits longer
// than the node's grace, and HAProxy's timeouts leave room for the readiness check and the event stream's
// heartbeat. bench/cluster.ts runs the same files under load.
const deployFile = (name: string) =>
  readFileSync(new URL(`../../../deploy/${name}`, import.meta.url), 'utf8');

/** KEY=value lines, comments and blank lines skipped (systemd's EnvironmentFile syntax, as written there). */
const envFile = (text: string) =>
  Object.fromEntries(
    text
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

/** HAProxy's time format: 3s, 90s, 1h, 500ms, or a bare number of milliseconds. */
const haproxyMs = (value: string) => {
  const [, amount, unit = 'ms'] = /^(\d+)(ms|s|m|h)?$/.exec(value) ?? [];
  return Number(amount) * { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 }[unit as 'ms' | 's' | 'm' | 'h'];
};
const haproxyTimeout = (config: string, pattern: RegExp) => haproxyMs(pattern.exec(config)?.[1] ?? 'NaN');

describe('deploy files', () => {
  const env = envFile(deployFile('ikaze.env.example'));
  const config = loadConfig(env);
  const unit = deployFile('ikaze-api@.service');
  const haproxy = deployFile('haproxy.cfg');

  it("load as a node's settings behind a proxy: trusted headers, one public address, jobs on every node", () => {
    expect(config).toMatchObject({ trustProxy: true, publicUrl: 'https://ikaze.rw', runJobs: true });
    expect(config.workers).toBe(1);
    expect(env.PORT, 'the port is the unit instance (ikaze-api@3000)').toBeUndefined();
  });

  it('give a stopping node longer than its grace before systemd kills it', () => {
    const stopSeconds = Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1]);
    expect(/^KillSignal=SIGTERM$/m.test(unit)).toBe(true);
    expect(/^EnvironmentFile=\/etc\/ikaze\/ikaze\.env$/m.test(unit)).toBe(true);
    expect(stopSeconds * 1000).toBeGreaterThan(config.shutdownGraceMs);
  });

  it("check readiness with time for the node's database check, and keep event streams past a heartbeat", () => {
    expect(haproxy).toContain('http-check send meth GET uri /api/health/ready');
    expect(haproxyTimeout(haproxy, /^\s*timeout check (\S+)$/m)).toBeGreaterThan(DATABASE_CHECK_MS);
    expect(haproxyTimeout(haproxy, /^\s*timeout client (\S+)$/m)).toBeGreaterThan(HEARTBEAT_MS);
    expect(
      haproxyTimeout(haproxy, /^\s*http-request set-timeout server (\S+) if \{ path \/api\/stream \}$/m),
    ).toBeGreaterThan(2 * HEARTBEAT_MS);
  });
});
