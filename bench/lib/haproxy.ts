// HAProxy for the cluster benchmark (bench/cluster.ts): deploy/haproxy.cfg itself, with this machine's ports,
// certificate and nodes put in, run in the foreground; its servers' states and counters read from its stats
// socket (docs/nodes.md).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from './site.ts';

/** The haproxy binary, installed from Debian when missing (scripts/ensure-haproxy.mjs). */
export function ensureHaproxy(): string {
  return execFileSync('node', [join(repoRoot, 'scripts/ensure-haproxy.mjs')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
}

/**
 * A self-signed certificate for localhost and 127.0.0.1 made by openssl in `dir`: `pem` holds it with its key
 * (HAProxy's `crt`), `certificate` it alone (what a client trusts). Undefined without openssl.
 */
export function selfSignedCertificate(dir: string): { pem: string; certificate: string } | undefined {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
  } catch {
    return undefined;
  }
  const [key, certificate, pem] = ['key.pem', 'cert.pem', 'ikaze.pem'].map((name) => join(dir, name)) as [
    string,
    string,
    string,
  ];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  writeFileSync(pem, readFileSync(certificate, 'utf8') + readFileSync(key, 'utf8'));
  return { pem, certificate };
}

export interface ProxySetup {
  /** Where the configuration, stats socket and log go. */
  dir: string;
  httpPort: number;
  /** The https frontend, when a certificate could be made. */
  https?: { port: number; pem: string };
  nodes: Array<{ name: string; port: number }>;
  /** In place of the backend's `retry-on` keywords. */
  retryOn?: string;
}

/**
 * deploy/haproxy.cfg for this machine: no chroot, user or daemon (it runs as a child of the benchmark), its log
 * to its output (`dir`/haproxy.log), the stats socket and the binds moved to `setup`, the nodes on 127.0.0.1.
 * Plain HTTP is not redirected: the load goes over it, sparing the two cores the handshakes; the https frontend
 * shows the termination. Throws when a line it replaces is gone, so that the benchmark never quietly runs
 * another configuration.
 */
export function benchConfig(deployed: string, setup: ProxySetup): string {
  const found = new Set<string>();
  const out: string[] = [];
  for (const line of deployed.split('\n')) {
    const text = line.trim();
    const rule =
      /^(chroot|user|group|daemon|log \/dev\/log|stats socket|bind :80$|bind :443 |http-request redirect scheme https|server node|retry-on )/.exec(
        text,
      )?.[1];
    if (!rule) {
      out.push(line);
      continue;
    }
    const indent = line.slice(0, line.length - line.trimStart().length);
    if (rule === 'log /dev/log') out.push(`${indent}log stdout format raw local0`);
    if (rule === 'stats socket')
      out.push(`${indent}stats socket ${join(setup.dir, 'admin.sock')} mode 600 level admin`);
    if (rule === 'retry-on ') out.push(setup.retryOn ? `${indent}retry-on ${setup.retryOn}` : line);
    if (rule === 'bind :80') out.push(`${indent}bind 127.0.0.1:${setup.httpPort}`);
    if (rule === 'bind :443 ' && setup.https)
      out.push(
        `${indent}${text.replace(/^bind :443 (ssl crt )\S+/, `bind 127.0.0.1:${setup.https.port} $1${setup.https.pem}`)}`,
      );
    if (rule === 'server node' && !found.has(rule))
      for (const node of setup.nodes) out.push(`${indent}server ${node.name} 127.0.0.1:${node.port} check`);
    found.add(rule);
  }
  const expected = [
    'stats socket',
    'bind :80',
    'bind :443 ',
    'http-request redirect scheme https',
    'server node',
    'retry-on ',
  ];
  const missing = expected.filter((rule) => !found.has(rule));
  if (missing.length) throw new Error(`deploy/haproxy.cfg has no line starting ${missing.join(', ')}`);
  return out.join('\n');
}

export interface RunningProxy {
  process: ChildProcess;
  socket: string;
  log: string;
}

/** Checks the configuration (`haproxy -c`), then runs it in the foreground; its output goes to `dir`/haproxy.log. */
export async function startHaproxy(binary: string, config: string, dir: string): Promise<RunningProxy> {
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, config);
  execFileSync(binary, ['-c', '-q', '-f', file], { stdio: ['ignore', 'inherit', 'inherit'] });
  const log = join(dir, 'haproxy.log');
  const output = createWriteStream(log);
  const child = spawn(binary, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(output);
  child.stderr.pipe(output);
  process.on('exit', () => child.exitCode === null && child.kill('SIGKILL'));
  const socket = join(dir, 'admin.sock');
  for (let i = 0; i < 100 && !existsSync(socket); i++) {
    if (child.exitCode !== null) break;
    await sleep(100);
  }
  if (!existsSync(socket)) throw new Error(`haproxy did not start: ${readFileSync(log, 'utf8')}`);
  return { process: child, socket, log };
}

/** One row of `show stat`: a frontend, backend or server, by the CSV's column names (pxname, svname, status, wretr…). */
export type StatRow = Record<string, string>;

/** HAProxy's counters and states (`show stat` on the stats socket). */
export function showStat(socket: string): Promise<StatRow[]> {
  return new Promise((resolve, reject) => {
    let text = '';
    const connection = createConnection(socket, () => connection.write('show stat\n'));
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => (text += chunk));
    connection.on('error', reject);
    connection.on('end', () => {
      const [header, ...rows] = text.trim().split('\n');
      const names = (header ?? '').replace(/^# /, '').split(',');
      resolve(rows.map((row) => Object.fromEntries(row.split(',').map((value, i) => [names[i]!, value]))));
    });
  });
}

/** Waits until HAProxy's health checks see `server` of `backend` in `state` (UP, DOWN…), `timeoutMs` at most. */
export async function waitForServer(
  socket: string,
  backend: string,
  server: string,
  state: string,
  timeoutMs = 60_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const row = (await showStat(socket)).find((r) => r.pxname === backend && r.svname === server);
    if (row?.status === state) return;
    await sleep(200);
  }
  throw new Error(`${backend}/${server} was not ${state} within ${timeoutMs / 1000} s`);
}
