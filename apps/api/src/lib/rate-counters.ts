// Fixed-window counters in the database (table rate_counters), so that every API process counts against one
// limit: the sign-in rate limits and the per-account upload quotas (docs/decisions/0015-cross-site-and-abuse-limits.md).
// One atomic upsert per hit: a new window starts when the last one has ended.
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateCounters } from '../db/schema.ts';

export interface CounterState {
  /** What was counted in the current window, this hit included. */
  total: number;
  /** When the current window ends, in epoch milliseconds. */
  resetsAt: number;
}

/** Adds `amount` to the counter `key` and answers its total within the window of `windowMs`. */
export async function countHit(
  db: Db,
  key: string,
  amount: number,
  windowMs: number,
  now = Date.now(),
): Promise<CounterState> {
  const start = new Date(now).toISOString();
  const end = new Date(now + windowMs).toISOString();
  const result = await db.execute(sql`
    insert into rate_counters as c (key, window_start, window_end, total)
    values (${key}, ${start}::timestamptz, ${end}::timestamptz, ${amount})
    on conflict (key) do update set
      window_start = case when c.window_end <= excluded.window_start then excluded.window_start else c.window_start end,
      window_end = case when c.window_end <= excluded.window_start then excluded.window_end else c.window_end end,
      total = case when c.window_end <= excluded.window_start then excluded.total else c.total + excluded.total end
    returning total::float8 as total, (extract(epoch from window_end) * 1000)::float8 as resets_at`);
  const row = (result as { rows: Array<{ total: number; resets_at: number }> }).rows[0];
  if (!row) throw new Error('the counter upsert answered no row');
  return { total: row.total, resetsAt: row.resets_at };
}

/** Takes back what a hit counted (an attempt that cost nothing), within the same window only. */
export async function takeBack(db: Db, key: string, amount: number, now = Date.now()): Promise<void> {
  await db.execute(sql`
    update rate_counters set total = greatest(total - ${amount}, 0)
    where key = ${key} and window_end > ${new Date(now).toISOString()}::timestamptz`);
}

/** Housekeeping: counters whose window has ended. */
export async function purgeEndedCounters(db: Db, now = new Date()): Promise<void> {
  await db.delete(rateCounters).where(lt(rateCounters.windowEnd, now));
}
