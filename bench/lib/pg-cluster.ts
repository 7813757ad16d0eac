// Private PostgreSQL servers for a benchmark (bench/pg-operators.ts): a primary made with initdb, a streaming
// replica made from it with pg_basebackup -R, and PgBouncer in transaction pooling mode in front of the primary,
// each on its own port, all in one temporary folder. As root they run as the `postgres` user (initdb, postgres
// and pgbouncer refuse root). The machine's own PostgreSQL is never touched.
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

const PG_BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;

/**
 * Runs a PostgreSQL tool as `postgres` when we are root; its output, or its stderr in the error. Asynchronous: the
 * load goes on while a server stops or starts.
 */
async function pgTool(tool: string, args: string[]): Promise<string> {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', tool, ...args]] : [tool, args];
  try {
    return (await promisify(execFile)(file, argv, { encoding: 'utf8' })).stdout;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`${tool} ${args.join(' ')} failed: ${stderr.trim() || String(error)}`);
  }
}

/** Makes a file or folder the `postgres` user's, for the servers run as it. */
function giveToPostgres(path: string): void {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
  chownSync(path, id('-u'), id('-g'));
}

/** `wanted` if nothing listens there, else a port the system picks (other people's servers run here too). */
export function portNear(wanted: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | undefined>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(undefined));
      server.listen(port, '127.0.0.1', () => {
        const { port: got } = server.address() as { port: number };
        server.close(() => resolve(got));
      });
    });
  return tryPort(wanted).then((port) => port ?? tryPort(0).then((free) => free!));
}

export class PgCluster {
  readonly dir = mkdtempSync(join(tmpdir(), 'ikaze-pg-operators-'));
  private pgbouncer: ChildProcess | undefined;

  constructor(
    readonly ports: { primary: number; replica: number; pgbouncer: number },
    readonly database: string,
    private readonly pgbouncerPath: string,
  ) {
    if (asRoot) giveToPostgres(this.dir);
  }

  url(server: 'primary' | 'replica' | 'pgbouncer', database = this.database): string {
    return `postgres://postgres@127.0.0.1:${this.ports[server]}/${database}`;
  }

  /** initdb, start, create the database with the settings the app's pool would send on a direct connection. */
  async startPrimary(): Promise<void> {
    await pgTool(`${PG_BIN}/initdb`, [
      '-D',
      this.path('primary'),
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '-N',
    ]);
    await this.pgCtl('primary', 'start');
    const psql = (sql: string) =>
      pgTool(`${PG_BIN}/psql`, [this.url('primary', 'postgres'), '-v', 'ON_ERROR_STOP=1', '-qc', sql]);
    await psql(`create database ${this.database}`);
    // What the app sends as startup options on a direct connection, which PgBouncer would refuse
    // (docs/operations.md#pgbouncer).
    await psql(`alter database ${this.database} set jit = off`);
    await psql(`alter database ${this.database} set max_parallel_workers_per_gather = 0`);
  }

  /** pg_basebackup -R from the primary, started as a hot standby streaming from it. */
  async startReplica(): Promise<void> {
    await pgTool(`${PG_BIN}/pg_basebackup`, [
      '-d',
      this.url('primary', 'postgres'),
      '-D',
      this.path('replica'),
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    await this.pgCtl('replica', 'start');
  }

  /** PgBouncer in front of the primary, transaction pooling, retrying a lost server every second. */
  async startPgbouncer(): Promise<void> {
    const ini = this.path('pgbouncer.ini');
    writeFileSync(this.path('userlist.txt'), '"postgres" ""\n');
    writeFileSync(
      ini,
      [
        '[databases]',
        `${this.database} = host=127.0.0.1 port=${this.ports.primary} dbname=${this.database}`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${this.ports.pgbouncer}`,
        `unix_socket_dir = ${this.dir}`,
        'auth_type = trust',
        `auth_file = ${this.path('userlist.txt')}`,
        'pool_mode = transaction',
        'max_client_conn = 500',
        'default_pool_size = 20',
        'server_login_retry = 1',
        'query_wait_timeout = 30',
        `logfile = ${this.path('pgbouncer.log')}`,
        `pidfile = ${this.path('pgbouncer.pid')}`,
        '',
      ].join('\n'),
    );
    if (asRoot) for (const file of ['pgbouncer.ini', 'userlist.txt']) giveToPostgres(this.path(file));
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', this.pgbouncerPath, ini]]
      : [this.pgbouncerPath, [ini]];
    this.pgbouncer = spawn(file, argv, { stdio: 'ignore' });
    for (let i = 0; i < 50; i++) {
      if (await isListening(this.ports.pgbouncer)) return;
      await sleep(100);
    }
    throw new Error(`pgbouncer did not listen on ${this.ports.pgbouncer}: see ${this.path('pgbouncer.log')}`);
  }

  /** Ends PgBouncer (SIGINT: at once, cutting its connections), as a crash or a restart of it would. */
  async stopPgbouncer(): Promise<void> {
    const pid = Number(readFileSync(this.path('pgbouncer.pid'), 'utf8').trim());
    const ended = new Promise((resolve) => this.pgbouncer?.once('exit', resolve));
    process.kill(pid, 'SIGINT');
    await ended;
    this.pgbouncer = undefined;
  }

  /** `pg_ctl restart -m fast`: the server ends every connection, stops cleanly and starts again. */
  restart(server: 'primary' | 'replica'): Promise<void> {
    return this.pgCtl(server, 'restart');
  }

  stop(server: 'primary' | 'replica'): Promise<void> {
    return this.pgCtl(server, 'stop');
  }

  start(server: 'primary' | 'replica'): Promise<void> {
    return this.pgCtl(server, 'start');
  }

  /** Stops all three and removes the folder. */
  async destroy(): Promise<void> {
    if (this.pgbouncer) await this.stopPgbouncer().catch(() => undefined);
    for (const server of ['replica', 'primary'] as const)
      await this.pgCtl(server, 'stop').catch(() => undefined); // not running
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async pgCtl(server: 'primary' | 'replica', action: 'start' | 'stop' | 'restart'): Promise<void> {
    const options = `-p ${this.ports[server]} -k ${this.dir} -c listen_addresses=127.0.0.1`;
    await pgTool(`${PG_BIN}/pg_ctl`, [
      '-D',
      this.path(server),
      '-l',
      this.path(`${server}.log`),
      '-w',
      '-m',
      'fast',
      ...(action === 'stop' ? [] : ['-o', options]),
      action,
    ]);
  }

  private path(name: string): string {
    return join(this.dir, name);
  }
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
