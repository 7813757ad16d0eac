// A user's notifications as the bell lists them, and marking them read (docs/decisions/0027-notifications-in-
// the-app.md). Rows are written by notify() (modules/notifications); only their user reads or marks them.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  NOTIFICATION_KINDS,
  type NotificationFeed,
  type NotificationFeedQuery,
  type NotificationItem,
  type NotificationKind,
  type NotificationsRead,
} from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { USER_EVENTS_CHANNEL } from '../live-events/index.ts';

const isKind = (kind: string): kind is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(kind);

async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Newest first; `before` is the id of the last one already shown (the next page starts after it). */
export async function readFeed(
  db: Db,
  userId: number,
  query: NotificationFeedQuery,
): Promise<NotificationFeed> {
  const after =
    query.before === undefined
      ? undefined
      : sql`(${notifications.createdAt}, ${notifications.id}) < (
          select n.created_at, n.id from ${notifications} n where n.id = ${query.before} and n.user_id = ${userId}
        )`;
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), after))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.limit);
  const items: NotificationItem[] = rows.flatMap((row) =>
    // A kind this version no longer knows is left out rather than shown as nothing.
    isKind(row.kind)
      ? [
          {
            id: row.id,
            kind: row.kind,
            params: (row.params ?? {}) as Record<string, unknown>,
            link: row.link,
            createdAt: row.createdAt.toISOString(),
            readAt: row.readAt?.toISOString() ?? null,
          },
        ]
      : [],
  );
  return { items, unread: await unreadCount(db, userId) };
}

/**
 * Marks the user's own notifications among `ids` (or all of them) read; others' ids change nothing. The user's
 * other tabs hear it on 'user_events', so that their bells count again.
 */
export async function markRead(db: Db, userId: number, request: NotificationsRead): Promise<number> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          'ids' in request ? inArray(notifications.id, request.ids) : undefined,
        ),
      )
      .returning({ id: notifications.id });
    if (marked.length > 0) {
      const payload = JSON.stringify({ userId, type: 'notification', read: true });
      await tx.execute(sql`select pg_notify(${USER_EVENTS_CHANNEL}, ${payload})`);
    }
    return unreadCount(tx, userId);
  });
}
