// Claiming rows due a look (payments, refunds, payouts: docs/payments.md#exactly-once): the rows whose
// next_check_at has come are locked with SKIP LOCKED and their next look pushed a lease away in one statement, so
// two processes never look at one row at once and a process killed mid-look leaves it to another after the lease.
import { inArray, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** A table whose rows are looked at by a watcher. */
export type Watched = PgTable & {
  id: AnyPgColumn;
  reference: AnyPgColumn;
  nextCheckAt: AnyPgColumn;
  checks: AnyPgColumn;
};

/** How long a claimed row is left to the process that claimed it: twice a provider call's bound, and 10 s. */
export const claimLeaseMs = (providerTimeoutMs: number) => providerTimeoutMs * 2 + 10_000;

/** Claims up to `limit` rows due by `now`; each answered with its look count before this claim. */
export async function claimDue<Row extends { checks: number }>(
  db: Db,
  table: Watched,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<Row[]> {
  const due = db
    .select({ id: table.id })
    .from(table)
    .where(lte(table.nextCheckAt, now))
    .orderBy(table.nextCheckAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = (await db
    .update(table)
    .set({ nextCheckAt: new Date(now.getTime() + leaseMs), checks: sql`${table.checks} + 1` })
    .where(inArray(table.id, due))
    .returning()) as unknown as Row[];
  return claimed.map((row) => ({ ...row, checks: row.checks - 1 }));
}
