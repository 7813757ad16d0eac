// 'Delete my account' (DELETE /api/me): what is erased, what is kept without the person's identity, and what stops
// a deletion (docs/decisions/0031-your-data.md). One transaction: either the whole account goes, or nothing does.
import { and, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import {
  ACCOUNT_DATA_MESSAGES as M,
  AUTH_MESSAGES,
  BLOCKING_BOOKINGS_SHOWN,
  todayInKigali,
} from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import {
  bookings,
  contactRequests,
  conversations,
  idempotencyKeys,
  jobOutbox,
  listingApplications,
  loginFailures,
  mailOutbox,
  messages,
  notificationPreferences,
  notifications,
  properties,
  reviewReports,
  roomTypes,
  calendarImports,
  sessions,
  users,
  type StoredPicture,
} from '../../db/schema.ts';
import { badRequest, conflict, unauthorized } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { recordAudit } from '../audit-log/index.ts';
import { updateBookingStatus } from '../bookings/index.ts';
import type { Account } from '../../db/accounts.ts';

/** The address a deleted account keeps: unique (the index on lower(email) holds) and never deliverable (.invalid). */
export const deletedEmail = (id: number) => `deleted-${id}@deleted.invalid`;
export const deletedUsername = (id: number) => `deleted-${id}`;

/** The notification kinds whose params name another person, and which param holds what links them. */
const NAMING_KINDS = ['booking_requested', 'message_received', 'contact_request'] as const;

/**
 * Deletes `account` after checking its password. Answers the keys of the pictures to remove from the store once
 * the transaction has committed (a file cannot be taken back if the transaction fails).
 */
export async function deleteAccount(db: Db, account: Account, password: string): Promise<StoredPicture[]> {
  const [stored] = await db.select().from(users).where(eq(users.id, account.id));
  if (!stored || stored.deletedAt) throw unauthorized(AUTH_MESSAGES.notSignedIn);
  if (!(await verifyPassword(stored.passwordHash, password)))
    throw badRequest(M.wrongPassword, { code: 'WRONG_PASSWORD', field: 'password' });

  return db.transaction(async (tx) => {
    const [person] = await tx.select().from(users).where(eq(users.id, account.id)).for('update');
    if (!person || person.deletedAt) throw unauthorized(AUTH_MESSAGES.notSignedIn);
    const id = person.id;
    const today = todayInKigali();

    if (person.role === 'admin') {
      // Locks the admins' rows, so that two last admins deleting at once cannot both pass.
      const others = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.isActive, true), ne(users.id, id)))
        .for('update');
      if (!others.length) throw conflict(M.lastAdmin, { code: 'LAST_ADMIN' });
    }

    // A host's guests who are still coming must hear from the host first: the host declines or settles them.
    const blocking = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(properties, eq(properties.id, bookings.propertyId))
      .where(
        and(
          eq(properties.hostId, id),
          inArray(bookings.status, ['pending', 'confirmed']),
          gte(bookings.checkOut, today),
          ne(bookings.userId, id),
        ),
      )
      .orderBy(bookings.checkIn, bookings.id);
    if (blocking.length) {
      const shown = blocking.slice(0, BLOCKING_BOOKINGS_SHOWN).map((b) => `#${b.id}`);
      const list = blocking.length > shown.length ? `${shown.join(', ')}, …` : shown.join(', ');
      throw conflict(M.hostHasBookings({ n: blocking.length, bookings: list }), {
        code: 'HOST_HAS_UPCOMING_BOOKINGS',
        params: {
          n: blocking.length,
          bookings: blocking
            .slice(0, BLOCKING_BOOKINGS_SHOWN)
            .map((b) => b.id)
            .join(','),
        },
      });
    }

    // The person's own stays still ahead are cancelled the way they would cancel them, the host told.
    const ahead = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.userId, id),
          inArray(bookings.status, ['pending', 'confirmed']),
          sql`${bookings.checkIn} > ${today}`,
        ),
      );
    for (const booking of ahead) await updateBookingStatus(tx, person, booking.id, { status: 'cancelled' });

    await eraseWhatNamesThem(tx, person);

    // Their own rows that only they had a use for.
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, id));
    await tx.delete(notifications).where(eq(notifications.userId, id));
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, id));
    await tx
      .delete(loginFailures)
      .where(
        inArray(loginFailures.account, [
          `user:${id}`,
          `name:${person.username.toLowerCase()}`,
          `name:${person.email.toLowerCase()}`,
        ]),
      );
    await tx.delete(reviewReports).where(eq(reviewReports.reporterId, id));
    await tx
      .update(conversations)
      .set({ reportedAt: null, reportedBy: null, reportReason: null })
      .where(eq(conversations.reportedBy, id));
    await tx.delete(messages).where(eq(messages.senderId, id));
    await tx
      .delete(contactRequests)
      .where(
        or(eq(contactRequests.userId, id), sql`lower(${contactRequests.email}) = lower(${person.email})`),
      );
    await tx.delete(roomTypes).where(and(eq(roomTypes.createdBy, id), isNull(roomTypes.propertyId)));

    // A host's properties stay for the bookings they hold, hidden from everyone, without the host's details.
    const owned = await tx
      .select({ id: properties.id, pictures: properties.pictures })
      .from(properties)
      .where(eq(properties.hostId, id));
    const ownedIds = owned.map((p) => p.id);
    if (ownedIds.length) {
      await tx
        .update(properties)
        .set({
          reviewStatus: 'rejected',
          pictures: [],
          hostInfo: {
            hostName: '',
            hostPhone: '',
            momoCode: '',
            bankAccountNumber: '',
            hostShortDescription: '',
          },
          updatedAt: new Date(),
        })
        .where(inArray(properties.id, ownedIds));
      await tx
        .update(listingApplications)
        .set({ status: 'rejected', updatedAt: new Date() })
        .where(inArray(listingApplications.propertyId, ownedIds));
      // Other sites' calendar addresses can carry the host's own account tokens.
      const typeIds = tx
        .select({ id: roomTypes.id })
        .from(roomTypes)
        .where(inArray(roomTypes.propertyId, ownedIds));
      await tx.delete(calendarImports).where(inArray(calendarImports.roomTypeId, typeIds));
    }

    await tx
      .update(users)
      .set({
        username: deletedUsername(id),
        email: deletedEmail(id),
        firstName: '',
        lastName: '',
        phoneNumber: '',
        // No hash verifies against this: the account can never sign in again.
        passwordHash: '!',
        isActive: false,
        momoCode: null,
        bankAccountNumber: null,
        shortDescription: null,
        locale: null,
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    await recordAudit(tx, {
      actorId: id,
      action: 'account.delete',
      targetType: 'user',
      targetId: id,
      details: { role: person.role, bookingsCancelled: ahead.length, propertiesHidden: ownedIds.length },
    });
    return owned.flatMap((p) => p.pictures);
  });
}

/**
 * Other people's copies that name the person: the bell's 'Diane would like to stay', 'New message from Diane'
 * and the admins' 'contact request from Diane', the emails of these kinds still waiting to be sent, and the
 * copies kept in the mail outbox; and every email to the person themselves.
 */
async function eraseWhatNamesThem(tx: Db, person: typeof users.$inferSelect) {
  const id = person.id;
  const [bookingIds, conversationIds, requestIds] = await Promise.all([
    tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.userId, id)),
    tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(or(eq(conversations.guestId, id), eq(conversations.hostId, id))),
    tx.select({ id: contactRequests.id }).from(contactRequests).where(eq(contactRequests.userId, id)),
  ]).then((lists) => lists.map((rows) => `{${rows.map((r) => r.id).join(',')}}`));
  const naming = (kind: ReturnType<typeof sql>, params: ReturnType<typeof sql>) => sql`(
    (${kind} = 'booking_requested' and ${params} ->> 'bookingId' = any(${bookingIds}::text[]))
    or (${kind} = 'message_received' and ${params} ->> 'conversationId' = any(${conversationIds}::text[])
      and ${params} ->> 'senderFirstName' = ${person.firstName})
    or (${kind} = 'contact_request' and ${params} ->> 'requestId' = any(${requestIds}::text[]))
  )`;
  await tx
    .delete(notifications)
    .where(
      and(ne(notifications.userId, id), naming(sql`${notifications.kind}`, sql`${notifications.params}`)),
    );
  const emailJob = (data: ReturnType<typeof sql>) =>
    sql`(${data} ->> 'userId' = ${String(id)} or ${naming(sql`${data} ->> 'kind'`, sql`(${data} -> 'params')`)})`;
  await tx.delete(jobOutbox).where(emailJob(sql`${jobOutbox.data}`));
  // Jobs already moved into the queue (pg-boss keeps them, done or not, for a while: docs/decisions/0026).
  const queueTable = await tx.execute(sql`select to_regclass('pgboss.job')::text as name`);
  if (firstRow<{ name: string | null }>(queueTable)?.name)
    await tx.execute(sql`delete from pgboss.job where state <> 'active' and ${emailJob(sql`data`)}`);
  await tx.delete(mailOutbox).where(
    or(
      eq(mailOutbox.userId, id),
      sql`lower(${mailOutbox.toAddress}) = lower(${person.email})`,
      and(
        inArray(mailOutbox.kind, [...NAMING_KINDS]),
        sql`position(${person.firstName} in ${mailOutbox.textBody}) > 0`,
        sql`${mailOutbox.userId} in (
            select p.host_id from bookings b join properties p on p.id = b.property_id where b.user_id = ${id}
            union select c.host_id from conversations c where c.guest_id = ${id}
            union select c.guest_id from conversations c where c.host_id = ${id}
            union select u.id from users u where u.role = 'admin')`,
      ),
    ),
  );
}

/** PGlite answers { rows }, node-postgres a result with rows too: the first of them. */
function firstRow<T>(result: unknown): T | undefined {
  const rows = (result as { rows?: T[] }).rows ?? (result as T[]);
  return Array.isArray(rows) ? rows[0] : undefined;
}

/** Of the pictures a deleted host's listings held, those no other listing uses (demo data shares some). */
export async function unusedPictures(db: Db, pictures: StoredPicture[]): Promise<StoredPicture[]> {
  if (!pictures.length) return [];
  const used = await db
    .select({ key: sql<string>`picture ->> 'key'` })
    .from(sql`${properties}, jsonb_array_elements(${properties.pictures}) as picture`)
    .where(
      sql`picture ->> 'key' = any(${`{${pictures.map((p) => JSON.stringify(p.key)).join(',')}}`}::text[])`,
    );
  const usedKeys = new Set(used.map((u) => u.key));
  return pictures.filter((p) => !usedKeys.has(p.key));
}
