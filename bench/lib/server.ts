// Starting the built API (or the constant baseline) for a benchmark, on a port the system chose, and signing in.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const children: ChildProcess[] = [];
process.on('exit', () => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL')));

/**
 * Starts `node args…` with PORT and HOST set and waits until `healthPath` answers 200 (90 s at most unless told: a
 * loaded machine).
 */
export async function startServer(
  args: string[],
  port: number,
  env: Record<string, string>,
  timeoutMs = 90_000,
  healthPath = '/api/health',
): Promise<ChildProcess> {
  // BENCH_NODE_ARGS: flags for the servers' Node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile them.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn('node', [...nodeArgs, ...args], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && child.exitCode === null) {
    const ok = await fetch(`http://127.0.0.1:${port}${healthPath}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && child.exitCode === null) return child; // still ours: not someone else's server on that port
    await sleep(200);
  }
  throw new Error(`${args[0]} did not start on port ${port}`);
}

/** The environment the benchmarks run the API with. */
export const apiEnv = (databaseUrl: string): Record<string, string> => ({
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  AUTH_REQUESTS_PER_MINUTE: '100000',
  // Every load generator's connection comes from 127.0.0.1: no cap per address (docs/decisions/0015).
  MAX_CONNECTIONS_PER_ADDRESS: '0',
});

/** A free port from the system: other people's servers run on this machine too. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Signs in through POST /api/login: the user's id and the session cookie (`ikaze_session=…`). */
export async function signIn(
  baseUrl: string,
  credentials: { username: string; password: string },
): Promise<{ id: number; cookie: string }> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok)
    throw new Error(`sign-in ${credentials.username}: ${response.status} ${await response.text()}`);
  const user = (await response.json()) as { UserID: number };
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('ikaze_session='));
  if (!cookie) throw new Error(`sign-in ${credentials.username}: no session cookie`);
  return { id: user.UserID, cookie: cookie.split(';')[0]! };
}

/** SIGKILL to the API's primary and every worker it forked: the whole API dies at once, as on a power cut. Returns the workers' pids. */
export function killApi(api: ChildProcess): number[] {
  const workers = execFileSync('ps', ['-o', 'pid=', '--ppid', String(api.pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0);
  api.kill('SIGKILL');
  for (const pid of workers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  return workers;
}
