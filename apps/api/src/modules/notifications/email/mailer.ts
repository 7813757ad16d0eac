// Where emails go (docs/decisions/0026-jobs-outbox-and-email.md): to the SMTP server of SMTP_URL through
// nodemailer, or, without one (the embedded default), into the mail outbox table that admins read. A job retried
// after it stored its email stores nothing more (the job id is unique there).
//
// One SMTP send is bounded in time, well under the email job's expiry, and a failure says whether the server may
// have taken the email anyway (docs/decisions/0036-every-email-once.md).
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
  /** Sends one email; a failure is a SendError. Takes at most `sendBoundMs`. */
  send(email: OutgoingEmail): Promise<void>;
  sendBoundMs: number;
  close(): void;
}

/** How long each step of one SMTP send may take, in milliseconds. */
export interface SmtpBounds {
  /** Opening the connection. */
  connection: number;
  /** The server's greeting once connected. */
  greeting: number;
  /** Silence on the connection at any later step (a slow server's answer to the message itself). */
  socket: number;
  /** The whole send, whatever the steps: what the email job's claim on its email counts on. */
  send: number;
}

export const SMTP_BOUNDS: SmtpBounds = { connection: 10_000, greeting: 10_000, socket: 30_000, send: 45_000 };

/**
 * A send that failed. 'failed': the server refused the email or was never reached, so it does not hold it; 'unknown':
 * the transaction broke off (a timeout, a dropped connection) when the server may already have taken it.
 */
export class SendError extends Error {
  constructor(
    readonly outcome: 'failed' | 'unknown',
    cause: unknown,
  ) {
    super(`email not sent (${outcome}): ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}

/** Failures raised before the message was handed over: the server cannot hold the email. */
const BEFORE_HANDOVER = new Set(['EDNS', 'EAUTH', 'ENOAUTH', 'ETLS', 'EENVELOPE', 'EMESSAGE']);

/** Whether nodemailer's error leaves the email surely undelivered. */
export function surelyNotDelivered(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const e = error as Error & { code?: string; responseCode?: number; timeoutType?: string; syscall?: string };
  // The server answered with a refusal (4xx, 5xx), at whatever step.
  if (typeof e.responseCode === 'number') return true;
  if (e.code && BEFORE_HANDOVER.has(e.code)) return true;
  // Never connected, or connected but never greeted.
  if (e.syscall === 'connect' || e.message.includes('ECONNREFUSED')) return true;
  return e.timeoutType === 'CONNECTION_TIMEOUT' || e.timeoutType === 'GREETING_TIMEOUT';
}

export function createMailer(
  db: Db,
  options: { smtpUrl: string | undefined; from: string; bounds?: SmtpBounds },
): Mailer {
  if (!options.smtpUrl) {
    return {
      // One insert: it commits or it does not, and a retry inserts nothing more.
      sendBoundMs: 10_000,
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
          .onConflictDoNothing({ target: mailOutbox.jobId })
          .catch((error: unknown) => {
            throw new SendError('failed', error);
          });
      },
      close() {},
    };
  }
  const bounds = options.bounds ?? SMTP_BOUNDS;
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: bounds.connection,
    greetingTimeout: bounds.greeting,
    socketTimeout: bounds.socket,
  });
  return {
    sendBoundMs: bounds.send,
    async send(email) {
      const sending = transport.sendMail({
        from: options.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        // The job's id: a receiving server or a reader can tell a resend of the same email.
        messageId: `<${email.jobId}@ikaze.rw>`,
        headers: {
          'X-Ikaze-Kind': email.kind,
          'Content-Language': email.locale,
          // Written by the site, not a person: auto-responders must not answer it (RFC 3834).
          'Auto-Submitted': 'auto-generated',
          // The unsubscribe address takes a POST without a session (RFC 8058; docs/decisions/0051-emails-to-act-on.md).
          ...(email.unsubscribeUrl ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
        },
        ...(email.unsubscribeUrl ? { list: { unsubscribe: email.unsubscribeUrl } } : {}),
      });
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${bounds.send} ms`)), bounds.send);
      });
      try {
        await Promise.race([sending, deadline]);
      } catch (error) {
        // A send given up on may still finish: its late answer is of no use any more.
        sending.catch(() => {});
        throw new SendError(surelyNotDelivered(error) ? 'failed' : 'unknown', error);
      } finally {
        clearTimeout(timer);
      }
    },
    close() {
      transport.close();
    },
  };
}
