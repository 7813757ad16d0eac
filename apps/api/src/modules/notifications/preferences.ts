// Which emails a user receives (docs/product.md "Notifications and email"): every kind is emailed unless the
// user turned it off; essential kinds (bookings and the account) cannot be. A row exists only for a choice that
// differs from the default. Unsubscribe links turn one kind off without signing in.
import { and, eq } from 'drizzle-orm';
import {
  NOTIFICATION_MESSAGES,
  isEssentialKind,
  notificationKindsFor,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
  type Role,
} from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';

export async function readPreferences(
  db: Db,
  user: { id: number; role: Role },
): Promise<NotificationPreferences> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, user.id));
  const chosen = new Map(rows.map((row) => [row.kind, row.email]));
  return {
    preferences: notificationKindsFor(user.role).map((kind) => {
      const essential = isEssentialKind(kind);
      return { kind, email: essential || (chosen.get(kind) ?? true), essential };
    }),
  };
}

/** Saves the kinds sent; an essential kind turned off refuses the whole change (400 ESSENTIAL_NOTIFICATION). */
export async function savePreferences(
  db: Db,
  user: { id: number; role: Role },
  update: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  const refused = update.preferences.find((p) => !p.email && isEssentialKind(p.kind));
  if (refused)
    throw badRequest(NOTIFICATION_MESSAGES.essential, {
      code: 'ESSENTIAL_NOTIFICATION',
      field: 'preferences',
    });
  // The last word for a kind sent twice wins.
  const byKind = new Map(update.preferences.map((p) => [p.kind, p.email]));
  await db.transaction(async (tx) => {
    for (const [kind, email] of byKind) await setEmail(tx, user.id, kind, email);
  });
  return readPreferences(db, user);
}

/** Turns one kind's email on or off for a user (an unsubscribe link turns it off). */
export async function setEmail(
  db: Pick<Db, 'insert' | 'delete'>,
  userId: number,
  kind: NotificationKind,
  email: boolean,
) {
  if (email) {
    await db
      .delete(notificationPreferences)
      .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
    return;
  }
  await db
    .insert(notificationPreferences)
    .values({ userId, kind, email: false })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { email: false, updatedAt: new Date() },
    });
}
