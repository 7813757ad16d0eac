// Every email once (docs/decisions/0036-every-email-once.md): before an email job talks to the SMTP server it claims
// its email in `email_deliveries`, committed, with an attempt id and the database's time; it records the result as
// soon as it knows it. So a job run again while a first run is still sending (pg-boss handed it out again after its
// expiry) sends nothing, and a run after a known refusal sends again safely. Only an attempt whose outcome is unknown
// (the process died, or the transaction timed out, while the server may have taken the email) is sent again; that
// retry is counted in `unknown_outcome_retries`, which admins read with the mail outbox.
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { EmailDeliveries } from '@ikaze/domain';
import type { Db } from '../../../db/client.ts';
import { emailDeliveries } from '../../../db/schema.ts';

export type DeliveryState = (typeof emailDeliveries.$inferSelect)['state'];

export type Claim =
  /** This run holds the email: send it, then record the result under `attemptId`. */
  | { kind: 'send'; attemptId: string; afterUnknownOutcome: boolean }
  /** The email was sent: nothing to do. */
  | { kind: 'sent' }
  /** Another run holds the email and may still be sending it. */
  | { kind: 'busy' };

export interface DeliveryKey {
  jobId: string;
  userId: number;
  kind: string;
}

/**
 * Claims the email of `key.jobId`. An attempt older than `leaseSeconds` (longer than any send may take, see the
 * mailer's bounds) that recorded nothing is taken to have died mid-send: its outcome is unknown.
 */
export async function claimDelivery(db: Db, key: DeliveryKey, leaseSeconds: number): Promise<Claim> {
  const attemptId = randomUUID();
  const [fresh] = await db
    .insert(emailDeliveries)
    .values({
      jobId: key.jobId,
      userId: key.userId,
      kind: key.kind,
      state: 'sending',
      attemptId,
      attemptStartedAt: sql`now()`,
    })
    .onConflictDoNothing({ target: emailDeliveries.jobId })
    .returning({ jobId: emailDeliveries.jobId });
  if (fresh) return { kind: 'send', attemptId, afterUnknownOutcome: false };

  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        state: emailDeliveries.state,
        stale: sql<boolean>`${emailDeliveries.attemptStartedAt} < now() - make_interval(secs => ${leaseSeconds})`,
      })
      .from(emailDeliveries)
      .where(eq(emailDeliveries.jobId, key.jobId))
      .for('update');
    if (!row) throw new Error(`the delivery of job ${key.jobId} conflicted on insert but cannot be read`);
    if (row.state === 'sent') return { kind: 'sent' } as const;
    if (row.state === 'sending' && !row.stale) return { kind: 'busy' } as const;
    // 'failed': the server refused it or was never reached, safe to send again. 'unknown', or 'sending' past its
    // lease (its process died): the server may hold it already.
    const afterUnknownOutcome = row.state !== 'failed';
    await tx
      .update(emailDeliveries)
      .set({
        state: 'sending',
        attemptId,
        attemptStartedAt: sql`now()`,
        attempts: sql`${emailDeliveries.attempts} + 1`,
        ...(afterUnknownOutcome
          ? { unknownOutcomeRetries: sql`${emailDeliveries.unknownOutcomeRetries} + 1` }
          : {}),
      })
      .where(eq(emailDeliveries.jobId, key.jobId));
    return { kind: 'send', attemptId, afterUnknownOutcome } as const;
  });
}

/** Records what the attempt `attemptId` learned; an attempt that lost its claim records nothing. */
export async function recordDelivery(
  db: Db,
  jobId: string,
  attemptId: string,
  result: { state: 'sent' } | { state: 'failed' | 'unknown'; error: string },
): Promise<void> {
  await db
    .update(emailDeliveries)
    .set(
      result.state === 'sent'
        ? { state: 'sent', sentAt: sql`now()`, lastError: null }
        : { state: result.state, lastError: result.error.slice(0, 500) },
    )
    .where(and(eq(emailDeliveries.jobId, jobId), eq(emailDeliveries.attemptId, attemptId)));
}

/** Counts for admins (GET /api/admin/outbox): how many emails are in each state, and the retries after an unknown outcome. */
export async function deliverySummary(db: Db): Promise<EmailDeliveries> {
  const [row] = await db
    .select({
      sent: sql<number>`count(*) filter (where ${emailDeliveries.state} = 'sent')::int`,
      sending: sql<number>`count(*) filter (where ${emailDeliveries.state} = 'sending')::int`,
      failed: sql<number>`count(*) filter (where ${emailDeliveries.state} = 'failed')::int`,
      unknown: sql<number>`count(*) filter (where ${emailDeliveries.state} = 'unknown')::int`,
      unknownOutcomeRetries: sql<number>`coalesce(sum(${emailDeliveries.unknownOutcomeRetries}), 0)::int`,
    })
    .from(emailDeliveries);
  return row ?? { sent: 0, sending: 0, failed: 0, unknown: 0, unknownOutcomeRetries: 0 };
}
