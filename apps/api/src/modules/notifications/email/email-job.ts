// The 'email' job: writes the email a notification owes (render.ts) in the language fixed when it was owed, with
// absolute links on PUBLIC_URL, and hands it to the mailer. A failure (the SMTP server down) is retried with a
// growing delay for about a day.
import { isEssentialKind } from '@ikaze/domain';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { JobDefinition } from '../../jobs/runtime.ts';
import { EMAIL_QUEUE, emailJobSchema } from '../notify.ts';
import { signUnsubscribeToken, unsubscribeKey } from '../unsubscribe-token.ts';
import type { Mailer } from './mailer.ts';
import { renderEmail } from './render.ts';

/** The site's address for links in emails: PUBLIC_URL, else this server on localhost. */
export const siteAddress = (config: Pick<Config, 'publicUrl' | 'port'>) =>
  config.publicUrl ?? `http://localhost:${config.port}`;

export function emailJob(db: Db, config: Config, mailer: Mailer): JobDefinition {
  return {
    name: EMAIL_QUEUE,
    options: {
      retryLimit: 12,
      retryDelay: 30,
      retryBackoff: true,
      retryDelayMax: 3 * 3600,
      expireInSeconds: 120,
    },
    pollingIntervalSeconds: 1,
    batchSize: 10,
    async run(data, job) {
      const email = emailJobSchema.parse(data);
      const site = siteAddress(config);
      const unsubscribeUrl = isEssentialKind(email.kind)
        ? undefined
        : `${site}/unsubscribe?token=${encodeURIComponent(
            signUnsubscribeToken(await unsubscribeKey(db), email.userId, email.kind),
          )}`;
      const content = renderEmail({
        kind: email.kind,
        params: email.params,
        locale: email.locale,
        firstName: email.firstName,
        url: `${site}${email.link}`,
        unsubscribeUrl,
        expiryHours: config.pendingBookingExpiryHours,
      });
      await mailer.send({
        ...content,
        jobId: job.id,
        userId: email.userId,
        to: email.to,
        kind: email.kind,
        locale: email.locale,
        unsubscribeUrl,
      });
    },
  };
}
