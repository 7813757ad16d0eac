// Where emails go (docs/decisions/0026-jobs-outbox-and-email.md): to the SMTP server of SMTP_URL through
// nodemailer, or, without one (the embedded default), into the mail outbox table that admins read. A job retried
// after it stored its email stores nothing more (the job id is unique there).
import nodemailer from 'nodemailer';
import type { Db } from '../../../db/client.ts';
import { mailOutbox } from '../../../db/schema.ts';
import type { EmailContent } from './render.ts';

export interface OutgoingEmail extends EmailContent {
  jobId: string;
  userId: number;
  to: string;
  kind: string;
  locale: string;
  unsubscribeUrl?: string | undefined;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

export function createMailer(db: Db, options: { smtpUrl: string | undefined; from: string }): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(email) {
        await db
          .insert(mailOutbox)
          .values({
            jobId: email.jobId,
            userId: email.userId,
            toAddress: email.to,
            subject: email.subject,
            textBody: email.text,
            htmlBody: email.html,
            kind: email.kind,
            locale: email.locale,
          })
          .onConflictDoNothing({ target: mailOutbox.jobId });
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(email) {
      await transport.sendMail({
        from: options.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        // The job's id: a receiving server or a reader can tell a resend of the same email.
        messageId: `<${email.jobId}@ikaze.rw>`,
        headers: { 'X-Ikaze-Kind': email.kind, 'Content-Language': email.locale },
        ...(email.unsubscribeUrl ? { list: { unsubscribe: email.unsubscribeUrl } } : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}
