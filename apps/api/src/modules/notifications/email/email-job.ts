// The 'email' job: writes the email a notification owes (render.ts) in the language fixed when it was owed, with
// absolute links on PUBLIC_URL, and hands it to the mailer. A failure (the SMTP server down) is retried with a
// growing delay for about a day. Each email is claimed before it is sent and its result recorded as soon as it is
// known (delivery.ts), so a job run twice sends once (docs/decisions/0036-every-email-once.md).
import { eq } from 'drizzle-orm';
import { isEssentialKind } from '@ikaze/domain';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { JobDefinition } from '../../jobs/index.ts';
import { EMAIL_QUEUE, emailJobSchema } from '../notify.ts';
import { signUnsubscribeToken, unsubscribeKey } from '../unsubscribe-token.ts';
import { users } from '../../../db/schema.ts';
import { hasBookingFacts, readBookingFacts } from './booking-facts.ts';
import { claimDelivery, recordDelivery } from './delivery.ts';
import { SendError, type Mailer } from './mailer.ts';
import { renderEmail } from './render.ts';

/** The site's address for links in emails: PUBLIC_URL, else this server on localhost. */
export const siteAddress = (config: Pick<Config, 'publicUrl' | 'port'>) =>
  config.publicUrl ?? `http://localhost:${config.port}`;

/** Beyond the mailer's bound on one send, before an attempt that recorded nothing is taken to have died. */
const LEASE_MARGIN_SECONDS = 15;

/** Another run holds this email and may still be sending it: the job is tried again after the queue's delay. */
export class EmailBusyError extends Error {
  constructor(jobId: string) {
    super(`the email of job ${jobId} is being sent by another run`);
  }
}

export function emailJob(db: Db, config: Config, mailer: Mailer): JobDefinition {
  const leaseSeconds = Math.ceil(mailer.sendBoundMs / 1000) + LEASE_MARGIN_SECONDS;
  return {
    name: EMAIL_QUEUE,
    options: {
      retryLimit: 12,
      retryDelay: 30,
      retryBackoff: true,
      retryDelayMax: 3 * 3600,
      // Well over a send's lease: a run is handed out again only once its claim has lapsed.
      expireInSeconds: 120,
    },
    pollingIntervalSeconds: 1,
    batchSize: 10,
    concurrentBatch: true,
    async run(data, job) {
      const email = emailJobSchema.parse(data);
      // An account deleted after the email was owed receives nothing (docs/decisions/0036-every-email-once.md).
      const [user] = await db
        .select({ deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, email.userId));
      if (!user || user.deletedAt) return;
      const site = siteAddress(config);
      const unsubscribeUrl = isEssentialKind(email.kind)
        ? undefined
        : `${site}/unsubscribe?token=${encodeURIComponent(
            signUnsubscribeToken(await unsubscribeKey(db), email.userId, email.kind),
          )}`;
      // A booking's email carries the booking's facts, read now (booking-facts.ts).
      const bookingId = email.params['bookingId'];
      const facts =
        hasBookingFacts(email.kind) && typeof bookingId === 'number'
          ? await readBookingFacts(db, bookingId, email.kind, email.userId)
          : undefined;
      const content = renderEmail({
        kind: email.kind,
        params: email.params,
        locale: email.locale,
        firstName: email.firstName,
        url: `${site}${email.link}`,
        unsubscribeUrl,
        expiryHours: config.pendingBookingExpiryHours,
        facts,
      });
      const claim = await claimDelivery(
        db,
        { jobId: job.id, userId: email.userId, kind: email.kind },
        leaseSeconds,
      );
      if (claim.kind === 'sent') return;
      if (claim.kind === 'busy') throw new EmailBusyError(job.id);
      try {
        await mailer.send({
          ...content,
          jobId: job.id,
          userId: email.userId,
          to: email.to,
          kind: email.kind,
          locale: email.locale,
          unsubscribeUrl,
        });
      } catch (error) {
        const outcome = error instanceof SendError ? error.outcome : 'unknown';
        await recordDelivery(db, job.id, claim.attemptId, { state: outcome, error: String(error) });
        throw error;
      }
      await recordDelivery(db, job.id, claim.attemptId, { state: 'sent' });
    },
  };
}
