// The gauges /metrics reads when it is scraped (docs/operations.md#metrics): what waits in the job queue and how
// long, payments pending past their window, the event streams open, the per-night inventory's lag, and the
// database pool's connections. The database-wide ones are read by every process alike: across API_WORKERS they
// are aggregated by their maximum, the per-process ones summed (lib/cluster-metrics.ts).
import { Counter, Gauge, type Registry } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

/** A scrape must not hang on a slow database: its figures are then left out of that scrape. */
const QUERY_MS = 2_000;

export function registerGauges(app: FastifyInstance, registry: Registry): void {
  const { database, serviceState } = app;
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
    const result = await Promise.race([
      database.db.execute(query),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('slow')), QUERY_MS).unref()),
    ]);
    return (result as { rows: T[] }).rows;
  };
  const registers = [registry];

  // Both queue gauges come from one read while it runs: the registry asks its gauges at once.
  type Waiting = { queue: string; n: number; oldest: number };
  let reading: Promise<Waiting[]> | undefined;
  const waitingJobs = () =>
    (reading ??= rows<Waiting>(sql`
      select name as queue, count(*)::int as n, extract(epoch from now() - min(start_after))::float8 as oldest
      from pgboss.job where state in ('created', 'retry') and start_after <= now() group by name`).finally(
      () => {
        reading = undefined;
      },
    ));
  const perQueue = (name: string, help: string, value: (waiting: Waiting) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      aggregator: 'max',
      registers,
      async collect() {
        const waiting = await waitingJobs().catch(() => undefined);
        if (!waiting) return;
        this.reset();
        for (const row of waiting) this.set({ queue: row.queue }, value(row));
      },
    });
  perQueue(
    'ikaze_job_queue_depth',
    'Jobs ready to run and not yet taken, per queue (emails, expiry, housekeeping…)',
    (row) => row.n,
  );
  perQueue(
    'ikaze_job_oldest_age_seconds',
    'How long the oldest job ready to run has waited, per queue',
    (row) => Math.max(0, row.oldest),
  );
  new Gauge({
    name: 'ikaze_job_outbox_rows',
    help: 'Jobs owed by committed changes and not yet moved into the queue (job_outbox)',
    aggregator: 'max',
    registers,
    async collect() {
      const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from job_outbox`).catch(() => []);
      if (row) this.set(row.n);
    },
  });
  new Gauge({
    name: 'ikaze_payments_pending_past_window',
    help: 'Payments still pending after their window ended (the watcher should have settled them)',
    aggregator: 'max',
    registers,
    async collect() {
      const [row] = await rows<{ n: number }>(
        sql`select count(*)::int as n from payments where status = 'pending' and expires_at < now()`,
      ).catch(() => []);
      if (row) this.set(row.n);
    },
  });
  new Gauge({
    name: 'ikaze_event_streams_open',
    help: 'Live event streams (GET /api/stream) open',
    registers,
    collect() {
      this.set(serviceState.openStreams?.() ?? 0);
    },
  });
  new Gauge({
    name: 'ikaze_nights_replica_loaded',
    help: '1 when the per-night inventory is loaded in memory (dated searches read it)',
    aggregator: 'min',
    registers,
    collect() {
      this.set(serviceState.nightsReplica?.().loaded ? 1 : 0);
    },
  });
  new Gauge({
    name: 'ikaze_nights_replica_lag_seconds',
    help: 'How long the oldest change heard has waited to be read into the per-night inventory',
    aggregator: 'max',
    registers,
    collect() {
      this.set(serviceState.nightsReplica?.().lagSeconds ?? 0);
    },
  });
  new Gauge({
    name: 'ikaze_shutting_down',
    help: '1 while the process is stopping (readiness answers 503)',
    aggregator: 'max',
    registers,
    collect() {
      this.set(serviceState.shuttingDown ? 1 : 0);
    },
  });
  const poolStats = database.poolStats?.bind(database);
  if (poolStats)
    new Gauge({
      name: 'ikaze_db_pool_connections',
      help: 'The PostgreSQL pool: connections open, idle, and requests waiting for one',
      labelNames: ['state'],
      registers,
      collect() {
        const { total, idle, waiting } = poolStats();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  const replica = database.replica;
  if (replica) {
    // DATABASE_READ_URL: where public reads ran, and whether the replica is in use (db/read-replica.ts).
    new Counter({
      name: 'ikaze_db_public_reads_total',
      help: 'Statements of public reads, by where they ran: the replica, or the primary (the replica behind or failing)',
      labelNames: ['ran_on'],
      registers,
      collect() {
        this.reset();
        this.inc({ ran_on: 'replica' }, replica.stats.replica - replica.stats.retried);
        this.inc({ ran_on: 'primary' }, replica.stats.primary + replica.stats.retried);
      },
    });
    new Gauge({
      name: 'ikaze_read_replica_usable',
      help: '1 while public reads go to the replica (reachable, and it has replayed every change heard)',
      aggregator: 'min',
      registers,
      collect() {
        this.set(replica.usable ? 1 : 0);
      },
    });
  }
}
