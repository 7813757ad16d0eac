// notify(): what a change tells a user (docs/decisions/0026-jobs-outbox-and-email.md). Called INSIDE the
// transaction of the change: the bell's row and the email's job (through the queue's outbox) are committed with
// the change or not at all, so a booking acknowledged is an email owed, even if the process dies right after.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  DEFAULT_LOCALE,
  LOCALES,
  NOTIFICATION_KINDS,
  NOTIFICATION_PARAMS,
  isEssentialKind,
  type Locale,
  type NotificationKind,
  type NotificationParams,
} from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { notificationPreferences, notifications, users } from '../../db/schema.ts';
import { queueJob } from '../jobs/index.ts';

/** A transaction or the database. */
export type NotifyTx = Pick<Db, 'select' | 'insert'>;

export type NotifyInput<K extends NotificationKind = NotificationKind> = K extends NotificationKind
  ? {
      userId: number;
      kind: K;
      params: NotificationParams<K>;
      /** A path in the site ('/dashboard/host/bookings/12'); emails make it absolute. */
      link: string;
      /** false: the bell only (e.g. a conversation already emailed a moment ago). */
      email?: boolean;
      /** The email's language when the account has chosen none (the language of the request that signed it up). */
      locale?: Locale | undefined;
    }
  : never;

export const EMAIL_QUEUE = 'email';

/** What the email job carries: everything to write the email, fixed when the change committed. */
export const emailJobSchema = z.object({
  userId: z.number().int(),
  to: z.string(),
  firstName: z.string(),
  locale: z.enum(LOCALES),
  kind: z.enum(NOTIFICATION_KINDS),
  params: z.record(z.string(), z.unknown()),
  link: z.string(),
});
export type EmailJob = z.infer<typeof emailJobSchema>;

/** What telling a user writes: the bell's row and, when one is owed, the email's job. */
export interface Notice {
  notification: { userId: number; kind: NotificationKind; params: Record<string, unknown>; link: string };
  email: EmailJob | undefined;
}

/**
 * Tells one user: the in-app notification, and, unless `email` is false or the user turned this kind off (an
 * essential kind cannot be), an email in the user's language. A deleted account is told nothing; a deactivated one
 * (it cannot sign in until an admin restores it) keeps its bell and only the essential emails
 * (docs/decisions/0036-every-email-once.md).
 */
export async function notify(tx: NotifyTx, input: NotifyInput): Promise<void> {
  const notice = await noticeFor(tx, input);
  if (!notice) return;
  await tx.insert(notifications).values(notice.notification);
  if (notice.email) await queueJob(tx, EMAIL_QUEUE, notice.email);
}

/** What notify() would write for `input`, without writing it; undefined for a deleted account. */
export async function noticeFor(tx: Pick<Db, 'select'>, input: NotifyInput): Promise<Notice | undefined> {
  const params = NOTIFICATION_PARAMS[input.kind].parse(input.params) as Record<string, unknown>;
  const [user] = await tx
    .select({
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      isActive: users.isActive,
      deletedAt: users.deletedAt,
      wants: notificationPreferences.email,
    })
    .from(users)
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.kind, input.kind)),
    )
    .where(eq(users.id, input.userId));
  if (!user || user.deletedAt) return undefined;
  const notification = { userId: input.userId, kind: input.kind, params, link: input.link };
  const essential = isEssentialKind(input.kind);
  const emailed = input.email !== false && (essential || (user.wants !== false && user.isActive));
  return {
    notification,
    email: emailed
      ? {
          userId: input.userId,
          to: user.email,
          firstName: user.firstName,
          locale: user.locale ?? input.locale ?? DEFAULT_LOCALE,
          kind: input.kind,
          params,
          link: input.link,
        }
      : undefined,
  };
}

/** Tells every active admin (a contact request). */
export async function notifyAdmins<K extends NotificationKind>(
  tx: NotifyTx,
  input: { kind: K; params: NotificationParams<K>; link: string; email?: boolean },
): Promise<void> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .orderBy(users.id);
  for (const admin of admins) await notify(tx, { ...input, userId: admin.id } as NotifyInput);
}
