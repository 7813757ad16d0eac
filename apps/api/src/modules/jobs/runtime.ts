// The job queue (docs/decisions/0026-jobs-outbox-and-email.md): pg-boss on the app's own database, PostgreSQL or
// the embedded PGlite. Every API process runs the same workers; pg-boss hands each job to one of them
// (SELECT … FOR UPDATE SKIP LOCKED), retries a failed one with a growing delay, and sends each schedule's job
// once per occurrence whichever processes are up. The outbox (outbox.ts) is moved in on every insert's NOTIFY
// and every few seconds.
import { PgBoss, fromPglite, type ConstructorOptions, type JobResult, type QueueOptions } from 'pg-boss';
import type { Database } from '../../db/client.ts';
import { JOB_OUTBOX_CHANNEL, relayOutbox } from './outbox.ts';

export interface JobDefinition {
  name: string;
  /** Retries, backoff, how long a run may take (pg-boss queue options). */
  options?: QueueOptions;
  /** A schedule, cron syntax in UTC: one job per occurrence across every process. */
  cron?: string;
  /** How often an idle worker asks for work, in seconds. */
  pollingIntervalSeconds?: number;
  /** Jobs fetched at once (each still run, and retried, on its own); a full batch fetches again at once. */
  batchSize?: number;
  /**
   * Runs a batch's jobs at once rather than one after another, so that a batch takes as long as its slowest job
   * and not their sum: with each job bounded well under `expireInSeconds`, so is the batch (emails,
   * docs/decisions/0036-every-email-once.md).
   */
  concurrentBatch?: boolean;
  /** Runs one job; a throw is retried as the options say. */
  run(data: unknown, job: { id: string; retryCount: number }): Promise<void>;
}

export interface JobQueue {
  boss: PgBoss;
  /** Moves the outbox into the queue now (the NOTIFY and the timer do it anyway). */
  relay(): Promise<void>;
  /**
   * Stops fetching and waits up to `timeoutMs` (10 s unless told) for the jobs running; pg-boss then fails those
   * still running, which hands them back to the queue for another process to retry (docs/operations.md).
   */
  stop(timeoutMs?: number): Promise<void>;
}

const RELAY_EVERY_MS = 5_000;
const STOP_TIMEOUT_MS = 10_000;

export interface StartOptions {
  database: Database;
  databaseUrl: string | undefined;
  definitions: readonly JobDefinition[];
  onError: (error: unknown) => void;
}

export async function startJobQueue(options: StartOptions): Promise<JobQueue> {
  const { database, definitions, onError } = options;
  const boss = new PgBoss(bossOptions(database, options.databaseUrl));
  boss.on('error', onError);
  await boss.start();
  for (const definition of definitions) {
    await boss.createQueue(definition.name, definition.options ?? {});
    // A queue made by an earlier release keeps its options unless told: the code's are the ones that hold.
    if (definition.options) await boss.updateQueue(definition.name, definition.options);
    if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
    const batchSize = definition.batchSize ?? 1;
    await boss.work<unknown>(
      definition.name,
      {
        pollingIntervalSeconds: definition.pollingIntervalSeconds ?? 2,
        batchSize,
        burstWhenBatchFull: batchSize > 1,
        perJobResults: true,
      },
      async (jobs) => {
        const runOne = async (job: (typeof jobs)[number]): Promise<JobResult> => {
          try {
            await definition.run(job.data, { id: job.id, retryCount: job.retryCount });
            return { id: job.id, status: 'completed' };
          } catch (error) {
            // Retried after the queue's delay, until its retry limit.
            onError(error);
            return { id: job.id, status: 'failed', output: { message: String(error) } };
          }
        };
        if (definition.concurrentBatch) return Promise.all(jobs.map(runOne));
        const results: JobResult[] = [];
        for (const job of jobs) results.push(await runOne(job));
        return results;
      },
    );
  }

  // One relay at a time per process; a wake-up during a run runs it again after.
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const relay = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await relayOutbox(database.db, boss).catch(onError);
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
  const unlisten = await database.listen(JOB_OUTBOX_CHANNEL, {
    message: () => void relay(),
    live: (live) => {
      if (live) void relay();
    },
  });
  const timer = setInterval(() => void relay(), RELAY_EVERY_MS);
  timer.unref();
  await relay();

  return {
    boss,
    relay,
    async stop(timeoutMs = STOP_TIMEOUT_MS) {
      stopped = true;
      clearInterval(timer);
      await unlisten().catch(onError);
      await running;
      await boss.stop({ graceful: true, timeout: timeoutMs });
    },
  };
}

function bossOptions(database: Database, databaseUrl: string | undefined): ConstructorOptions {
  const common: ConstructorOptions = { schema: 'pgboss', registerInstance: false };
  if (database.embedded) return { ...common, db: fromPglite(database.embedded), backend: 'pglite' };
  if (!databaseUrl) throw new Error('The job queue needs DATABASE_URL or the embedded database');
  return { ...common, connectionString: databaseUrl, max: 3, application_name: 'ikaze-jobs' };
}
