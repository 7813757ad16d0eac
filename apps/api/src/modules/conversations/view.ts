// How a conversation reads to one person (docs/decisions/0028-conversations.md): the property, the booking's dates,
// both first names, the last message and the reader's unread count, in one query for a page of conversations.
import { alias } from 'drizzle-orm/pg-core';
import { eq, sql, type SQL } from 'drizzle-orm';
import { messagePreview, type Conversation, type ConversationSide, type Message } from '@ikaze/domain';
import { bookings, conversations, messages, properties, users } from '../../db/schema.ts';
import type { Queryable } from '../../db/queryable.ts';

const guest = alias(users, 'guest');
const host = alias(users, 'host');
const reporter = alias(users, 'reporter');

export type ConversationRow = typeof conversations.$inferSelect;

/** The side a user holds in a conversation, if any (a host who books elsewhere is a guest there). */
export function sideOf(row: Pick<ConversationRow, 'guestId' | 'hostId'>, userId: number) {
  if (row.guestId === userId) return 'guest' as const;
  if (row.hostId === userId) return 'host' as const;
  return undefined;
}

/** The last message of the conversation: a scalar subquery per column on messages_conversation_id_idx. */
const lastMessage = (column: SQL) =>
  sql`(select ${column} from ${messages} m where m.conversation_id = ${conversations.id} order by m.id desc limit 1)`;

/**
 * The rows of conversations as `readerId` sees them: `unread` counts the other side's messages after the
 * reader's read mark (0 for someone who is neither side, an admin).
 */
export function conversationView(db: Queryable, readerId: number) {
  return db
    .select({
      conversation: conversations,
      propertyName: properties.name,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      bookingStatus: bookings.status,
      guestFirstName: guest.firstName,
      hostFirstName: host.firstName,
      reporterFirstName: reporter.firstName,
      lastBody: sql<string | null>`${lastMessage(sql`m.body`)}`,
      lastSenderId: sql<number | null>`${lastMessage(sql`m.sender_id`)}`,
      lastCreatedAt: sql<
        string | null
      >`${lastMessage(sql`to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)}`,
      unread: sql<number>`(
        select count(*)::int from ${messages} m
        where m.conversation_id = ${conversations.id}
          and m.sender_id <> ${readerId}::int
          and m.id > case ${readerId}::int
            when ${conversations.guestId} then ${conversations.guestReadId}
            when ${conversations.hostId} then ${conversations.hostReadId}
            else 2147483647 end
      )`,
    })
    .from(conversations)
    .innerJoin(properties, eq(properties.id, conversations.propertyId))
    .innerJoin(guest, eq(guest.id, conversations.guestId))
    .innerJoin(host, eq(host.id, conversations.hostId))
    .leftJoin(bookings, eq(bookings.id, conversations.bookingId))
    .leftJoin(reporter, eq(reporter.id, conversations.reportedBy));
}

export type ConversationViewRow = Awaited<ReturnType<ReturnType<typeof conversationView>['execute']>>[number];

/** Whether contact details typed in the conversation are hidden: until its booking is confirmed. */
export const contactsHidden = (bookingStatus: string | null) => bookingStatus !== 'confirmed';

export function toConversation(row: ConversationViewRow, readerId: number): Conversation {
  const c = row.conversation;
  const side: ConversationSide = sideOf(c, readerId) ?? 'admin';
  return {
    id: c.id,
    propertyId: c.propertyId,
    propertyName: row.propertyName,
    bookingId: c.bookingId,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    bookingStatus: row.bookingStatus,
    side,
    guestFirstName: row.guestFirstName,
    hostFirstName: row.hostFirstName,
    otherFirstName: side === 'guest' ? row.hostFirstName : row.guestFirstName,
    lastMessage:
      row.lastBody === null || row.lastCreatedAt === null
        ? null
        : {
            preview: messagePreview(row.lastBody),
            mine: row.lastSenderId === readerId,
            createdAt: row.lastCreatedAt,
          },
    unread: Number(row.unread),
    lastActivityAt: c.lastMessageAt.toISOString(),
    contactsHidden: contactsHidden(row.bookingStatus),
    reported: c.reportedAt !== null,
  };
}

/** A message as `readerId` reads it. */
export function toMessage(
  row: typeof messages.$inferSelect,
  senderFirstName: string,
  readerId: number,
): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    senderFirstName,
    mine: row.senderId === readerId,
    text: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}
