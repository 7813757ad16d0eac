// The queue's outbox (docs/decisions/0026-jobs-outbox-and-email.md): a change that owes a job (an email) writes a
// row here in its own transaction, so the job exists exactly when the change committed, even if the process dies
// right after. Each API process then moves the rows into pg-boss under the row's id: pg-boss ignores an id it
// already holds, so a row moved twice (two processes, or a crash between the send and the delete) is one job.
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../../db/client.ts';
import { jobOutbox } from '../../db/schema.ts';

/** The channel the outbox's insert trigger notifies (migration 0022), so a waiting process moves rows at once. */
export const JOB_OUTBOX_CHANNEL = 'ikaze_jobs';

/** Anything that can run a statement: the database or a transaction. */
type Executor = Pick<Db, 'insert'>;

/** Owes a job on `queue`, committed with the caller's transaction. */
export async function queueJob(tx: Executor, queue: string, data: Record<string, unknown>): Promise<void> {
  await tx.insert(jobOutbox).values({ queue, data });
}

/** queueJob() as a statement (returning the row's id), for a statement that writes it among others. */
export function queueJobSql(tx: Executor, queue: string, data: SQL): SQL {
  return tx.insert(jobOutbox).values({ queue, data }).returning({ id: jobOutbox.id }).getSQL();
}

const BATCH = 100;

/** Moves the outbox's rows into pg-boss, oldest first; returns how many were moved. */
export async function relayOutbox(db: Db, boss: PgBoss): Promise<number> {
  let moved = 0;
  for (;;) {
    const rows = await db.select().from(jobOutbox).orderBy(jobOutbox.createdAt, jobOutbox.id).limit(BATCH);
    if (rows.length === 0) return moved;
    // One insert per queue; pg-boss skips ids it already holds (ON CONFLICT DO NOTHING).
    const byQueue = Map.groupBy(rows, (row) => row.queue);
    for (const [queue, jobs] of byQueue)
      await boss.insert(
        queue,
        jobs.map((row) => ({ id: row.id, data: row.data as object })),
      );
    await db.delete(jobOutbox).where(
      inArray(
        jobOutbox.id,
        rows.map((row) => row.id),
      ),
    );
    moved += rows.length;
    if (rows.length < BATCH) return moved;
  }
}

/** Rows still waiting to be moved (tests and the crash bench read it). */
export async function outboxSize(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(jobOutbox);
  return row?.n ?? 0;
}
