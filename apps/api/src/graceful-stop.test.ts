// A stop as a service manager or a rolling deploy does it (docs/operations.md#stopping-a-node): the real server
// (server.ts) in a child process, as one process or as a cluster's primary and its workers, is sent SIGTERM while
// a request is in flight, its body still arriving. The request is answered in full, new connections are refused
// from the signal on, and the process ends 0. Its log lines carry the id its answers name; /metrics answers (a
// cluster's gathered by its primary).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { freePort } from './test/free-port.ts';
import { createPostgresDatabase, newUserInput, testDbTarget } from './test/harness.ts';
import { openDatabase } from './db/client.ts';
import { createUser } from './modules/users/service.ts';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../../..');
let dataDir: string;
let dropDatabase: (() => Promise<void>) | undefined;
let databaseUrl: string | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'ikaze-stop-'));
  if (testDbTarget === 'postgres') {
    const created = await createPostgresDatabase(inject('postgresTemplate'));
    databaseUrl = created.url;
    dropDatabase = () => created.drop();
  } else {
    // A copy of the migrated template with one account, so that the server seeds no demo data.
    cpSync(inject('pgliteTemplate')!, join(dataDir, 'db'), { recursive: true });
    const database = await openDatabase({ dataDir: join(dataDir, 'db') });
    await createUser(database.db, newUserInput());
    await database.close();
  }
});
afterAll(async () => {
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  port: number;
  log: () => string;
  exited: Promise<number | null>;
}

async function startServer(workers: number): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      API_WORKERS: String(workers),
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_MS: '20000',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, port, log: () => output, exited };
}

/** Opens a connection and sends `text`; resolves with the socket and everything it will read. */
async function openWith(port: number, text: string): Promise<{ socket: Socket; answer: Promise<string> }> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((done, fail) => {
    socket.once('connect', done);
    socket.once('error', fail);
  });
  let read = '';
  socket.on('data', (chunk: Buffer) => (read += chunk.toString()));
  const answer = new Promise<string>((done) => socket.on('close', () => done(read)));
  socket.write(text);
  return { socket, answer };
}

function refused(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => done(error.code === 'ECONNREFUSED'));
  });
}

// API_WORKERS shares one PostgreSQL server among processes: on PGlite, one process only.
const modes = testDbTarget === 'postgres' ? [1, 2] : [1];

describe.each(modes)('SIGTERM with API_WORKERS=%i', (workers) => {
  let server: Started | undefined;
  afterAll(() => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  });

  it('finishes the request in flight, refuses new connections, and ends 0', async () => {
    server = await startServer(workers);
    const { port } = server;
    await vi.waitFor(
      async () => {
        if (server!.child.exitCode !== null) throw new Error(`the server ended: ${server!.log()}`);
        const response = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
        expect(response.status).toBe(200);
      },
      { timeout: 50_000, interval: 200 },
    );

    // The metrics of every process (a cluster's gathered by its primary), as a scrape from this machine reads them.
    const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(/^ikaze_nights_replica_loaded 1$/m);

    // A sign-in whose body is still on its way: a request in flight when the signal comes.
    const body = JSON.stringify({ username: 'nobody-here', password: 'not-the-password' });
    const half = Math.floor(body.length / 2);
    const inFlight = await openWith(
      port,
      `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
    );
    server.child.kill('SIGTERM');
    await vi.waitFor(async () => expect(await refused(port)).toBe(true), { timeout: 10_000, interval: 50 });
    expect(server.child.exitCode).toBeNull();

    inFlight.socket.write(body.slice(half));
    const answer = await inFlight.answer;
    const [head = '', json = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 401 /);
    expect(head).toMatch(/\r\nconnection: close\r\n/i);
    const requestId = /\r\nx-request-id: ([^\r]+)/i.exec(head)?.[1];
    expect(requestId).toBeTruthy();
    expect(JSON.parse(json)).toMatchObject({ code: 'INVALID_CREDENTIALS', requestId });

    expect(await server.exited).toBe(0);
    // Its log lines name the request by the id its answer gave.
    const lines = server
      .log()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { requestId?: string; msg?: string });
    expect(lines.filter((line) => line.requestId === requestId).map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
  });
});
