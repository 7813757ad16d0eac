// Messages between a guest and a property's host (docs/decisions/0028-conversations.md). Only the two sides read
// and write a conversation; an admin reads a reported one and writes in none. Anyone else gets 404, as if it did
// not exist. A message is inserted in one transaction with the conversation's activity, the sender's read mark
// and the recipient's notification (an outbox: all or nothing).
import { and, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import {
  BOOKING_STATUS_MESSAGES,
  CONVERSATIONS_PAGE_SIZE,
  CONVERSATION_MESSAGES,
  MESSAGE_EMAIL_QUIET_MINUTES,
  PROPERTY_MESSAGES,
  dashboardPath,
  hideContactDetails,
  type Conversation,
  type ConversationCreate,
  type ConversationList,
  type ConversationListQuery,
  type ConversationStarted,
  type Message,
  type MessagePage,
  type MessagesQuery,
  type ReportedConversationList,
  type UnreadMessages,
} from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { bookings, conversations, messages, properties, users } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { Account } from '../../db/accounts.ts';
import { countMessage } from './limits.ts';
import { notifyNewMessage } from './notify-message.ts';
import {
  contactsHidden,
  conversationView,
  sideOf,
  toConversation,
  toMessage,
  type ConversationRow,
} from './view.ts';

const M = CONVERSATION_MESSAGES;
const QUIET_MS = MESSAGE_EMAIL_QUIET_MINUTES * 60_000;

const conversationNotFound = () => notFound(M.notFound);

/** Where a user reads a conversation: their dashboard's Messages screen. */
export const conversationLink = (role: Account['role'], conversationId: number) =>
  `${dashboardPath(role)}/messages/${conversationId}`;

type Access = { row: ConversationRow; side: 'guest' | 'host' | 'admin' };

/** The conversation if the user may read it: a side, or an admin when it is reported; 404 for anyone else. */
async function readable(db: Queryable, user: Account, id: number): Promise<Access> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  if (!row) throw conversationNotFound();
  const side = sideOf(row, user.id);
  if (side) return { row, side };
  if (user.role === 'admin' && row.reportedAt !== null) return { row, side: 'admin' };
  throw conversationNotFound();
}

/** The user's side in a conversation they may write in (send, mark read, report): the two sides only. */
async function ownSide(
  db: Queryable,
  user: Account,
  id: number,
): Promise<Access & { side: 'guest' | 'host' }> {
  const access = await readable(db, user, id);
  if (access.side === 'admin') throw forbidden(M.adminReadOnly);
  return access as Access & { side: 'guest' | 'host' };
}

async function viewOf(db: Queryable, user: Account, id: number): Promise<Conversation> {
  const [row] = await conversationView(db, user.id).where(eq(conversations.id, id));
  if (!row) throw conversationNotFound();
  return toConversation(row, user.id);
}

// ---------------------------------------------------------------------------------------------------------
// Lists

const mine = (userId: number) => or(eq(conversations.guestId, userId), eq(conversations.hostId, userId));

/**
 * The user's conversations, newest activity first; `bookingId` finds a booking's, `propertyId` the question the
 * user asked about a property before booking.
 */
export async function listConversations(
  db: Db,
  user: Account,
  filter: ConversationListQuery,
): Promise<ConversationList> {
  const where = and(
    mine(user.id),
    filter.bookingId === undefined ? undefined : eq(conversations.bookingId, filter.bookingId),
    filter.propertyId === undefined
      ? undefined
      : and(
          eq(conversations.propertyId, filter.propertyId),
          eq(conversations.guestId, user.id),
          isNull(conversations.bookingId),
        ),
  );
  const pageSize = CONVERSATIONS_PAGE_SIZE;
  const [rows, [counted]] = await Promise.all([
    conversationView(db, user.id)
      .where(where)
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(pageSize)
      .offset((filter.page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(conversations)
      .where(where),
  ]);
  return {
    conversations: rows.map((row) => toConversation(row, user.id)),
    total: Number(counted?.total ?? 0),
    page: filter.page,
    pageSize,
  };
}

/** Unread messages across the user's conversations (the navigation's count). */
export async function unreadMessages(db: Db, user: Account): Promise<UnreadMessages> {
  const [row] = await db
    .select({
      unread: sql<number>`count(*)::int`,
      conversations: sql<number>`count(distinct ${messages.conversationId})::int`,
    })
    .from(conversations)
    .innerJoin(messages, eq(messages.conversationId, conversations.id))
    .where(
      and(
        mine(user.id),
        sql`${messages.senderId} <> ${user.id}`,
        sql`${messages.id} > case when ${conversations.guestId} = ${user.id}
          then ${conversations.guestReadId} else ${conversations.hostReadId} end`,
      ),
    );
  return { unread: Number(row?.unread ?? 0), conversations: Number(row?.conversations ?? 0) };
}

/** Admins: reported conversations, the latest report first. */
export async function listReported(db: Db, admin: Account, page: number): Promise<ReportedConversationList> {
  const pageSize = CONVERSATIONS_PAGE_SIZE;
  const where = isNotNull(conversations.reportedAt);
  const [rows, [counted]] = await Promise.all([
    conversationView(db, admin.id)
      .where(where)
      .orderBy(desc(conversations.reportedAt), desc(conversations.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(conversations)
      .where(where),
  ]);
  return {
    conversations: rows.map((row) => ({
      ...toConversation(row, admin.id),
      reportReason: row.conversation.reportReason ?? '',
      reportedAt: (row.conversation.reportedAt ?? row.conversation.createdAt).toISOString(),
      reporterFirstName: row.reporterFirstName,
    })),
    total: Number(counted?.total ?? 0),
    page,
    pageSize,
  };
}

// ---------------------------------------------------------------------------------------------------------
// One conversation

export async function readConversation(db: Db, user: Account, id: number): Promise<Conversation> {
  await readable(db, user, id);
  return viewOf(db, user, id);
}

/** A page of history: the `limit` newest messages before `before` (all when absent), answered oldest first. */
export async function listMessages(
  db: Db,
  user: Account,
  id: number,
  query: MessagesQuery,
): Promise<MessagePage> {
  await readable(db, user, id);
  const rows = await db
    .select({ message: messages, senderFirstName: users.firstName })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(
      and(
        eq(messages.conversationId, id),
        query.before === undefined ? undefined : lt(messages.id, query.before),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit).reverse();
  return {
    messages: page.map((row) => toMessage(row.message, row.senderFirstName, user.id)),
    hasEarlier: rows.length > query.limit,
  };
}

/** Marks every message of the conversation read for the user, and ends their email quiet time. */
export async function markRead(db: Db, user: Account, id: number): Promise<Conversation> {
  const { side } = await ownSide(db, user, id);
  const last = sql`coalesce((select max(${messages.id}) from ${messages} where ${messages.conversationId} = ${id}), 0)`;
  await db
    .update(conversations)
    .set(
      side === 'guest'
        ? { guestReadId: last, guestEmailedAt: null }
        : { hostReadId: last, hostEmailedAt: null },
    )
    .where(eq(conversations.id, id));
  // The reader's other pages update their unread counts (the live events' channel, decision 0027).
  await db.execute(
    sql`select pg_notify('user_events', ${JSON.stringify({ userId: user.id, type: 'message', conversationId: id, read: true })})`,
  );
  return viewOf(db, user, id);
}

export async function reportConversation(
  db: Db,
  user: Account,
  id: number,
  reason: string,
): Promise<Conversation> {
  await ownSide(db, user, id);
  await db
    .update(conversations)
    .set({ reportedAt: sql`now()`, reportedBy: user.id, reportReason: reason })
    .where(eq(conversations.id, id));
  return viewOf(db, user, id);
}

// ---------------------------------------------------------------------------------------------------------
// Writing

/** Sends a message in a conversation the user is a side of. */
export async function sendMessage(db: Db, user: Account, id: number, text: string): Promise<Message> {
  await ownSide(db, user, id);
  const takeBack = await countMessage(db, user.id);
  try {
    return await db.transaction((tx) => appendMessage(tx, user, id, text));
  } catch (error) {
    await takeBack();
    throw error;
  }
}

/**
 * Starts a conversation, or continues the one that exists: about a booking (its guest or its property's host),
 * or a question about a public property before booking (one per guest and property). `created` says which.
 */
export async function startConversation(
  db: Db,
  user: Account,
  body: ConversationCreate,
): Promise<{ created: boolean; answer: ConversationStarted }> {
  const target =
    body.bookingId === undefined
      ? await questionTarget(db, user, body.propertyId!)
      : await bookingTarget(db, user, body.bookingId);
  const takeBack = await countMessage(db, user.id);
  try {
    const { id, created, message } = await db.transaction(async (tx) => {
      const found = await findOrCreate(tx, target);
      return { ...found, message: await appendMessage(tx, user, found.id, body.text) };
    });
    return { created, answer: { conversation: await viewOf(db, user, id), message } };
  } catch (error) {
    await takeBack();
    throw error;
  }
}

type Target = { propertyId: number; guestId: number; hostId: number; bookingId: number | null };

/** A question before booking: the property must be public, and not the asker's own. */
async function questionTarget(db: Db, user: Account, propertyId: number): Promise<Target> {
  const [property] = await db
    .select({ id: properties.id, hostId: properties.hostId })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.hostId))
    .where(
      and(
        eq(properties.id, propertyId),
        sql`${properties.reviewStatus} = 'approved'`,
        eq(users.isActive, true),
      ),
    );
  if (!property) throw notFound(PROPERTY_MESSAGES.notFound);
  if (property.hostId === user.id) throw forbidden(M.ownProperty, { code: 'OWN_PROPERTY' });
  return { propertyId, guestId: user.id, hostId: property.hostId, bookingId: null };
}

/** A booking's conversation: for its guest and its property's host; 404 for anyone else. */
async function bookingTarget(db: Db, user: Account, bookingId: number): Promise<Target> {
  const [booking] = await db
    .select({ guestId: bookings.userId, propertyId: bookings.propertyId, hostId: properties.hostId })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.id, bookingId));
  if (!booking || (booking.guestId !== user.id && booking.hostId !== user.id))
    throw notFound(BOOKING_STATUS_MESSAGES.notFound);
  // A host who booked their own property (not possible today) would be both sides: nobody to write to.
  if (booking.guestId === booking.hostId) throw forbidden(M.ownProperty, { code: 'OWN_PROPERTY' });
  return { ...booking, bookingId };
}

/** The target's conversation: inserted unless it exists (a unique index per booking, and per question). */
async function findOrCreate(tx: Queryable, target: Target): Promise<{ id: number; created: boolean }> {
  const [inserted] = await tx
    .insert(conversations)
    .values(target)
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      target.bookingId === null
        ? and(
            eq(conversations.guestId, target.guestId),
            eq(conversations.propertyId, target.propertyId),
            isNull(conversations.bookingId),
          )
        : eq(conversations.bookingId, target.bookingId),
    );
  if (!existing) throw new Error('a conversation that conflicted on insert cannot be read');
  return { id: existing.id, created: false };
}

/**
 * Inserts the message (contact details hidden until the booking is confirmed), moves the conversation's activity
 * and the sender's read mark, and tells the recipient: an email too unless one went to them about this
 * conversation in the last MESSAGE_EMAIL_QUIET_MINUTES and they have not read it since.
 */
async function appendMessage(tx: Queryable, sender: Account, id: number, text: string): Promise<Message> {
  const [locked] = await tx
    .select({
      conversation: conversations,
      bookingStatus: bookings.status,
      propertyName: properties.name,
    })
    .from(conversations)
    .innerJoin(properties, eq(properties.id, conversations.propertyId))
    .leftJoin(bookings, eq(bookings.id, conversations.bookingId))
    .where(eq(conversations.id, id))
    .for('update', { of: conversations });
  if (!locked) throw conversationNotFound();
  const c = locked.conversation;
  const side = sideOf(c, sender.id);
  if (!side) throw conversationNotFound();
  const recipientId = side === 'guest' ? c.hostId : c.guestId;
  const [recipient] = await tx
    .select({ role: users.role, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, recipientId));
  // Nobody would ever read it: refused rather than kept unread for ever (docs/decisions/0036-every-email-once.md).
  if (!recipient || recipient.deletedAt) throw conflict(M.recipientDeleted, { code: 'RECIPIENT_DELETED' });
  const body = contactsHidden(locked.bookingStatus) ? hideContactDetails(text).text : text;
  const [message] = await tx
    .insert(messages)
    .values({ conversationId: id, senderId: sender.id, body })
    .returning();
  if (!message) throw new Error('the message insert answered no row');

  const emailedAt = side === 'guest' ? c.hostEmailedAt : c.guestEmailedAt;
  const now = new Date();
  const email = emailedAt === null || now.getTime() - emailedAt.getTime() >= QUIET_MS;
  await tx
    .update(conversations)
    .set({
      lastMessageAt: message.createdAt,
      ...(side === 'guest' ? { guestReadId: message.id } : { hostReadId: message.id }),
      ...(email ? (side === 'guest' ? { hostEmailedAt: now } : { guestEmailedAt: now }) : {}),
    })
    .where(eq(conversations.id, id));

  await notifyNewMessage(tx, {
    recipientId,
    link: conversationLink(recipient.role, id),
    params: { conversationId: id, senderFirstName: sender.firstName, propertyName: locked.propertyName },
    email,
  });
  return toMessage(message, sender.firstName, sender.id);
}
