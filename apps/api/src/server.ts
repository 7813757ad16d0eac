// Starts the API (and the built web app) on PORT: opens the database, migrates, seeds demo data into an
// empty embedded database, then listens; with API_WORKERS above 1, as that many processes sharing the port.
// Only this file touches process lifetime.
import cluster, { type Worker } from 'node:cluster';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { databaseOptions, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { RestartBackoff } from './lib/restart-backoff.ts';
import { serveClusterMetrics } from './lib/cluster-metrics.ts';
import { markServerRunning } from './lib/server-pid.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { stopCalendarReading } from './modules/channel-sync/read-calendar.ts';
import { startCalendarSync } from './modules/channel-sync/schedule.ts';

/** After the grace, the connections left are cut; this long after, the process ends whatever still runs. */
const FORCED_EXIT_AFTER_MS = 5_000;

const config = loadConfig();
if (config.workers > 1 && cluster.isPrimary) {
  superviseWorkers(config.workers, config.shutdownGraceMs);
} else {
  await serve();
}

async function serve() {
  // A worker whose primary is gone (kill -9) can take no new connection: it ends too.
  if (cluster.isWorker) process.once('disconnect', () => process.exit(1));
  config.webDist ??= findWebDist();
  const database = await openDatabase(databaseOptions(config));
  if (database.kind === 'pglite') {
    // A backup or restore of DATA_DIR refuses while this runs (docs/operations.md#backups).
    process.once('exit', markServerRunning(config.dataDir));
    await seedIfEmpty(database.db, config);
  }
  const app = await buildApp(config, database);
  const bucket = config.pictureBucket;
  // Said once at start, never waited for: a bucket that does not answer costs pictures (503), not the site
  // (docs/decisions/0058-pictures-in-a-bucket.md).
  if (bucket)
    app.mediaStorage.check().then(
      () =>
        app.log.info(
          `pictures in the bucket ${bucket.bucket}${bucket.endpoint ? ` at ${bucket.endpoint}` : ''}`,
        ),
      (error: unknown) =>
        app.log.error(
          { err: (error as Error).cause ?? error },
          `the pictures' bucket ${bucket.bucket} does not answer: pictures answer 503 until it does`,
        ),
    );
  // Housekeeping, expiry, reminders and emails are the job queue's, started and stopped by the app (modules/jobs).
  const stopCalendarSync = startCalendarSync(
    database.db,
    { allowPrivate: config.calendarImportAllowPrivate },
    (error) => app.log.error(error, 'calendar sync failed'),
  );

  // A stop (docs/operations.md#stopping-a-node): readiness answers 503 at once; app.close() stops listening (new
  // connections are refused, idle kept-alive ones closed), ends the event streams (their browsers reconnect
  // elsewhere), waits for the requests in flight (each answered with Connection: close), then stops the job
  // queue (a running job finishes, or is handed back to the queue when the grace runs out) and the payment and
  // refund watchers. SHUTDOWN_GRACE_MS bounds it all: then the connections left are cut and the process ends 1.
  // A second signal (systemd signals every process of the unit, the cluster's primary its workers) changes nothing.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const grace = config.shutdownGraceMs;
    app.log.info(`${signal}: closing, ${grace} ms for what is in flight`);
    app.serviceState.shuttingDown = true;
    app.serviceState.shutdownDeadline = Date.now() + grace;
    const cut = setTimeout(() => {
      app.log.warn('shutdown grace passed: closing the connections left');
      app.server.closeAllConnections();
      setTimeout(() => process.exit(1), FORCED_EXIT_AFTER_MS).unref();
    }, grace);
    cut.unref();
    stopCalendarSync();
    // A calendar being read is dropped (its worker killed): its import is tried again in 15 minutes.
    stopCalendarReading();
    void app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error(error, 'closing failed');
          process.exit(1);
        },
      );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Ikaze is serving http://localhost:${config.port} on ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}, Node ${process.version}`,
  );
}

/**
 * The primary of API_WORKERS processes: it only hands connections to the workers (node:cluster), starts a new
 * one when one dies (after a wait that grows while they die before listening: lib/restart-backoff.ts), and
 * stops them all on SIGINT/SIGTERM, ending 0 once every one has ended 0. Each worker migrates under the advisory lock (db/client.ts) and listens to
 * the change feed, so they share no memory.
 */
function superviseWorkers(count: number, shutdownGraceMs: number) {
  let stopping = false;
  let failed = false;
  const backoff = new RestartBackoff();
  const listened = new WeakSet<Worker>();
  // A scrape of /metrics reaches one worker, which asks here for every worker's (lib/cluster-metrics.ts).
  serveClusterMetrics();
  cluster.on('listening', (worker) => listened.add(worker));
  for (let i = 0; i < count; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      failed ||= code !== 0;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    const delay = backoff.next(listened.has(worker));
    console.error(
      `API worker ${worker.process.pid} ended (${signal ?? code}): starting another in ${delay / 1000} s`,
    );
    setTimeout(() => {
      if (!stopping) cluster.fork();
    }, delay);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      const workers = Object.values(cluster.workers ?? {});
      // None alive (all waiting to be started again): nothing to wait for.
      if (workers.length === 0) process.exit(0);
      // Each worker stops as one process does (serve() above); the listening socket closes with the last.
      for (const worker of workers) worker?.process.kill('SIGTERM');
      // One that outlives its own grace and forced end is killed.
      setTimeout(
        () => {
          for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
        },
        shutdownGraceMs + 2 * FORCED_EXIT_AFTER_MS,
      ).unref();
    });
}

/** apps/web/dist beside this package, from src/ or from the bundle in dist/. */
function findWebDist(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidate = resolve(here, '..', '..', 'web', 'dist');
  return existsSync(resolve(candidate, 'index.html')) ? candidate : undefined;
}
