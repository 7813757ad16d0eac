// Opens the database: real PostgreSQL through `pg` when a URL is given, else embedded PGlite in a folder.
// Both speak the same dialect, so the rest of the API sees one `Db` type.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Client as PgClient, Pool, PoolConfig } from 'pg';
import type { PGlite as PGliteClient } from '@electric-sql/pglite';
import { parseLsn, ReplicaGate, replicaCannotServe } from './read-replica.ts';
import { namedStatements } from './statement-names.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';

/** What a listener hears: each notification's payload, and whether notifications reach it at all. */
export interface ListenHandlers {
  message(payload: string): void;
  live(live: boolean): void;
}

export interface Database {
  db: Db;
  /**
   * Anonymous visitors' public reads, which tolerate a replica's lag: with DATABASE_READ_URL, statements go to the
   * replica while it has replayed every change heard (db/read-replica.ts), else to the primary; otherwise `db`.
   */
  reads: Db;
  kind: DbKind;
  /** Listens to NOTIFY on `channel` until the returned function is called (lib/change-feed.ts). */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** The embedded database itself, for a library that drives it directly (the job queue, modules/jobs). */
  embedded?: PGliteClient;
  /** PostgreSQL: the pool's connections, for the metrics (docs/operations.md#metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PostgreSQL: told each statement's time in seconds, when the metrics set it. */
  onQuery?: ((seconds: number) => void) | undefined;
  /** DATABASE_READ_URL: the gate that sends reads to the replica, fed by the change feed (plugins/changes.ts). */
  replica?: ReplicaGate;
  close(): Promise<void>;
}

/**
 * Where a public read goes: an anonymous visitor's to `reads` (the replica when there is one); a signed-in
 * person's to the primary, which holds what they just wrote (docs/operations.md#read-replica).
 */
export function publicReader(database: Pick<Database, 'db' | 'reads'>, viewer: object | null): Db {
  return viewer === null ? database.reads : database.db;
}

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  /** A session connection when `databaseUrl` goes through PgBouncer in transaction pooling mode. */
  directUrl?: string | undefined;
  /** A streaming replica for public reads. */
  readUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options.dataDir);
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // DATE columns stay calendar strings ('YYYY-MM-DD'): never shifted through a JS Date and a time zone.
  pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);
  // A direct URL beside it says DATABASE_URL is a transaction pooler (PgBouncer): what needs a session (LISTEN,
  // the migrations' lock) goes to the direct one (docs/decisions/0059-pgbouncer-and-read-replica.md).
  const sessionUrl = options.directUrl ?? url;
  const pooled = options.directUrl !== undefined;
  const poolOptions = (connectionString: string): PoolConfig => ({
    connectionString,
    max: options.poolSize ?? 10,
    // Idle connections stay 5 minutes (pg's default is 10 s): each keeps its prepared statements' plans and its
    // warm catalog caches, which a new connection pays again (a first search plans 10× slower).
    idleTimeoutMillis: 300_000,
    // JIT compilation costs more than it saves on our short OLTP queries (measured: +70–770 ms on searches), and
    // so does starting parallel workers (about 10 ms, more than a whole search; docs/decisions/0024-dated-search.md).
    // PgBouncer refuses this startup parameter: behind it, the database's own settings say the same
    // (docs/operations.md#pgbouncer).
    ...(pooled ? {} : { options: '-c jit=off -c max_parallel_workers_per_gather=0' }),
  });
  const pool = new pg.Pool(poolOptions(url));
  pool.on('error', () => undefined); // an idle client that dies is replaced; its error must not crash the process
  const db = drizzle(pool, { schema });
  const readPool = options.readUrl ? new pg.Pool(poolOptions(options.readUrl)) : undefined;
  readPool?.on('error', () => undefined);
  const replica = readPool && routeReads(readPool, pool);
  const database: Database = {
    db: db,
    reads: readPool ? drizzle(readPool, { schema }) : db,
    kind: 'postgres',
    listen: (channel, handlers) => listenPostgres(pg.Client, sessionUrl, channel, handlers),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    onQuery: undefined,
    ...(replica ? { replica } : {}),
    close: async () => {
      await Promise.all([pool.end(), readPool?.end()]);
    },
  };
  for (const each of readPool ? [pool, readPool] : [pool])
    each.on('connect', (client) => {
      // A connection ended by the server (a restart: 57P01) while checked out between a transaction's statements
      // would emit an error with no listener, which ends the process: its next statement fails instead, and the
      // pool drops it (pg-pool listens only while it is idle).
      client.on('error', () => undefined);
      timeStatements(client, (seconds) => database.onQuery?.(seconds));
      // Parsed and planned once per connection (0064); behind a transaction pooler, never by name (0059).
      if (pooled) unnamedStatements(client);
      else namedStatements(client);
    });
  // Several API processes may start at once: an advisory lock, held on a session of its own, lets one migrate.
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const session = new pg.Client({ connectionString: sessionUrl });
  await session.connect();
  try {
    await session.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(session, { schema }), { migrationsFolder: migrationsFolder() });
  } finally {
    await session.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await session.end().catch(() => undefined);
  }
  return database;
}

/**
 * Sends the read pool's statements to the replica while the gate allows it, else to the primary's pool; a
 * statement the replica cannot serve now is run on the primary. Only single statements are routed: a
 * transaction asked of the read pool (`connect()`) runs on the primary.
 */
function routeReads(readPool: Pool, primary: Pool): ReplicaGate {
  const onReplica = readPool.query.bind(readPool) as (...args: unknown[]) => Promise<unknown>;
  const onPrimary = primary.query.bind(primary) as (...args: unknown[]) => Promise<unknown>;
  const gate = new ReplicaGate({
    primary: async () => {
      const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      return parseLsn(rows[0]!.lsn);
    },
    replica: async () => {
      const { rows } = (await onReplica(
        'select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as lsn',
      )) as { rows: Array<{ standby: boolean; lsn: string | null }> };
      const row = rows[0]!;
      return { standby: row.standby, replayed: row.lsn ? parseLsn(row.lsn) : 0n };
    },
  });
  const { stats } = gate;
  (readPool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args) => {
    // pg's callback form is its own (the pool's internals): left as it is.
    if (typeof args.at(-1) === 'function') return onReplica(...args);
    if (!gate.useReplica()) {
      stats.primary++;
      return onPrimary(...args);
    }
    stats.replica++;
    return onReplica(...args).catch((error: unknown) => {
      if (!replicaCannotServe(error)) throw error;
      gate.replicaFailed();
      stats.retried++;
      return onPrimary(...args);
    });
  };
  const connect = readPool.connect.bind(readPool) as (...args: unknown[]) => unknown;
  (readPool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args) =>
    args.length > 0 ? connect(...args) : primary.connect();
  return gate;
}

/**
 * Behind a transaction pooler, each statement may run on another server connection, where a statement prepared
 * by name on the last one does not exist (PgBouncer before 1.21 does not carry them): every statement goes
 * unnamed, parsed and planned each time.
 */
function unnamedStatements(client: PgClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest) =>
    query(
      config !== null && typeof config === 'object' && 'name' in config && 'text' in config
        ? { ...config, name: undefined }
        : config,
      ...rest,
    );
}

/**
 * Tells `observe` how long each statement of this connection took. pg calls query() with a callback (the pool's
 * own queries) or for a promise (drizzle's transactions): both are timed, and nothing else changes.
 */
function timeStatements(client: PgClient, observe: (seconds: number) => void): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const started = performance.now();
    const done = () => observe((performance.now() - started) / 1000);
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        return (last as (...r: unknown[]) => unknown)(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) void result.then(done, done);
    return result;
  };
}

const RELISTEN_AFTER_MS = 1_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). When that connection fails, the
 * handlers hear `live(false)` and it is opened again a second later, until stopped.
 */
async function listenPostgres(
  Client: typeof PgClient,
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  let current: PgClient | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const connect = async () => {
    const client = new Client({ connectionString: url });
    current = client;
    let down = false;
    const lost = () => {
      if (down) return;
      down = true;
      handlers.live(false);
      void client.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(), RELISTEN_AFTER_MS);
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.message(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      if (!down) handlers.live(true);
    } catch {
      lost();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => undefined);
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm, btree_gist } });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  return {
    db: db as unknown as Db,
    reads: db as unknown as Db,
    kind: 'pglite',
    embedded: client,
    // One embedded connection: every write goes through it, so it always hears them.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, (payload) => handlers.message(payload));
      handlers.live(true);
      return unlisten;
    },
    close: () => client.close(),
  };
}

/** The committed migrations live beside the package, whether we run from src/ or from the bundle in dist/. */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'drizzle', 'meta'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the drizzle migrations folder');
    dir = parent;
  }
  return resolve(dir, 'drizzle');
}

const MIGRATION_LOCK = 7_310_042;
