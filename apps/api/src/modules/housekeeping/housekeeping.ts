// Rows that only matter for a while: sessions past their expiry, failed sign-ins older than the login
// window, rate-limit counters whose window has ended, Idempotency-Keys older than a day (a client retries
// within seconds or minutes, never a day later), and the admins' audit log past the 5 years the privacy page
// states (docs/decisions/0031-your-data.md). A scheduled job of the queue purges them every hour, once
// whichever API processes are up (docs/decisions/0026-jobs-outbox-and-email.md); the deletes are idempotent.
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminAuditLog, idempotencyKeys } from '../../db/schema.ts';
import { purgeEndedCounters } from '../../lib/rate-counters.ts';
import { purgeExpiredSessions } from '../../db/sessions.ts';
import { purgeOldFailures } from '../auth/index.ts';
import type { JobDefinition } from '../jobs/index.ts';

export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3600_000;
/** How long the admins' audit log is kept (the privacy page says 5 years). */
const AUDIT_LOG_YEARS = 5;

export async function purgeExpiredRows(db: Db, now = new Date()): Promise<void> {
  await purgeExpiredSessions(db, now);
  await purgeOldFailures(db, now);
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)));
  await purgeEndedCounters(db, now);
  const auditFrom = new Date(now);
  auditFrom.setUTCFullYear(auditFrom.getUTCFullYear() - AUDIT_LOG_YEARS);
  await db.delete(adminAuditLog).where(lt(adminAuditLog.createdAt, auditFrom));
}

/** The hourly job (modules/jobs). */
export function housekeepingJob(db: Db): JobDefinition {
  return {
    name: 'housekeeping',
    cron: '17 * * * *',
    options: { retryLimit: 2, retryDelay: 60, expireInSeconds: 600 },
    pollingIntervalSeconds: 30,
    run: () => purgeExpiredRows(db),
  };
}
