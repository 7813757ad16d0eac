// Rows that only matter for a while: sessions past their expiry, failed sign-ins older than the login
// window, rate-limit counters whose window has ended, and Idempotency-Keys older than a day (a client retries
// within seconds or minutes, never a day later). Each API process purges them once at start and then every
// hour; with several processes the deletes simply overlap (they are idempotent).
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { purgeEndedCounters } from '../../lib/rate-counters.ts';
import { purgeExpiredSessions } from '../auth/sessions.ts';
import { purgeOldFailures } from '../auth/sign-in-limits.ts';

export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3600_000;
export const HOUSEKEEPING_INTERVAL_MS = 3600_000;

export async function purgeExpiredRows(db: Db, now = new Date()): Promise<void> {
  await purgeExpiredSessions(db, now);
  await purgeOldFailures(db, now);
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)));
  await purgeEndedCounters(db, now);
}

/** Runs the purge now and every interval until the returned stop function is called. Never throws. */
export function startHousekeeping(
  db: Db,
  onError: (error: unknown) => void,
  intervalMs = HOUSEKEEPING_INTERVAL_MS,
): () => void {
  const run = () => void purgeExpiredRows(db).catch(onError);
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
