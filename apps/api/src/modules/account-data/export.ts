// 'Download my data' (GET /api/me/export): everything held about one account, as that person may see it
// (docs/decisions/0031-your-data.md). Their own rows whole; of other people, only what the app already shows
// them (docs/decisions/0013-who-sees-whom.md): the other side of a conversation by first name with the messages
// sent to them, a host's reply to their review. Never a token, a password hash or another person's contact details.
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ACCOUNT_DATA_MESSAGES as A, REPORT_MESSAGES as R, nightsBetween, type Locale } from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import {
  adminAuditLog,
  bookings,
  contactRequests,
  conversations,
  listingApplications,
  mailOutbox,
  messages,
  notificationPreferences,
  notifications,
  properties,
  reviewReports,
  reviews,
  roomTypes,
  sessions,
} from '../../db/schema.ts';
import { bookingView, toBooking } from '../bookings/index.ts';
import { publicPicture } from '../uploads/index.ts';
import { toUser, type Account } from '../../db/accounts.ts';
import { reportWords } from '../reports/index.ts';
import { toCsvHeader, toCsvLine } from '../../lib/csv.ts';
import { say } from '../../lib/translations.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function exportAccount(db: Db, account: Account, locale: Locale, currentTokenHash?: string) {
  const id = account.id;
  const guestBookings = await bookingView(db).where(eq(bookings.userId, id)).orderBy(asc(bookings.id));
  const ownProperties = await db
    .select()
    .from(properties)
    .where(eq(properties.hostId, id))
    .orderBy(asc(properties.id));
  const propertyIds = ownProperties.map((p) => p.id);
  const [
    preferenceRows,
    sessionRows,
    roomTypeRows,
    applicationRows,
    writtenReviews,
    repliedReviews,
    conversationRows,
    notificationRows,
    contactRows,
    reviewReportRows,
    reportedConversations,
    emailRows,
    auditRows,
  ] = await Promise.all([
    db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, id)),
    db
      .select({
        tokenHash: sessions.tokenHash,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, id))
      .orderBy(asc(sessions.createdAt)),
    db
      .select()
      .from(roomTypes)
      .where(
        propertyIds.length
          ? or(
              inArray(roomTypes.propertyId, propertyIds),
              and(eq(roomTypes.createdBy, id), isNull(roomTypes.propertyId)),
            )
          : and(eq(roomTypes.createdBy, id), isNull(roomTypes.propertyId)),
      )
      .orderBy(asc(roomTypes.id)),
    db.select().from(listingApplications).where(eq(listingApplications.hostId, id)),
    db
      .select({ review: reviews, propertyName: properties.name })
      .from(reviews)
      .innerJoin(properties, eq(properties.id, reviews.propertyId))
      .where(eq(reviews.userId, id))
      .orderBy(asc(reviews.id)),
    propertyIds.length
      ? db
          .select({
            reviewId: reviews.id,
            propertyId: reviews.propertyId,
            replyText: reviews.replyText,
            replyCreatedAt: reviews.replyCreatedAt,
            replyUpdatedAt: reviews.replyUpdatedAt,
          })
          .from(reviews)
          .where(and(inArray(reviews.propertyId, propertyIds), sql`${reviews.replyText} is not null`))
          .orderBy(asc(reviews.id))
      : Promise.resolve([]),
    conversationsOf(db, id),
    db.select().from(notifications).where(eq(notifications.userId, id)).orderBy(asc(notifications.id)),
    db.select().from(contactRequests).where(eq(contactRequests.userId, id)).orderBy(asc(contactRequests.id)),
    db.select().from(reviewReports).where(eq(reviewReports.reporterId, id)).orderBy(asc(reviewReports.id)),
    db
      .select({
        conversationId: conversations.id,
        reportedAt: conversations.reportedAt,
        reason: conversations.reportReason,
      })
      .from(conversations)
      .where(eq(conversations.reportedBy, id)),
    db
      .select({ subject: mailOutbox.subject, kind: mailOutbox.kind, createdAt: mailOutbox.createdAt })
      .from(mailOutbox)
      .where(eq(mailOutbox.userId, id))
      .orderBy(asc(mailOutbox.id)),
    // What admins did to this account: the action and when, not which admin (their identity is the platform's).
    db
      .select({ action: adminAuditLog.action, createdAt: adminAuditLog.createdAt })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'user'), eq(adminAuditLog.targetId, id)))
      .orderBy(asc(adminAuditLog.id)),
  ]);

  const user = toUser(account);
  return {
    exportedAt: new Date().toISOString(),
    about: say(locale, A.exportAbout),
    account: {
      id: user.UserID,
      username: user.Username,
      firstName: user.FirstName,
      lastName: user.LastName,
      email: user.Email,
      phoneNumber: user.PhoneNumber,
      role: user.Role,
      active: user.Status,
      dateJoined: user.DateJoined,
      momoCode: user.MomoCode,
      bankAccountNumber: user.BankAccountNumber,
      shortDescription: user.ShortDescription,
    },
    preferences: {
      language: account.locale,
      // Only the kinds changed from the default (every email on) are stored.
      emailChoices: preferenceRows.map((p) => ({
        kind: p.kind,
        email: p.email,
        updatedAt: iso(p.updatedAt),
      })),
    },
    // Sign-ins that are still open; the tokens themselves are never stored, only their SHA-256.
    sessions: sessionRows.map((s) => ({
      createdAt: iso(s.createdAt),
      lastSeenAt: iso(s.lastSeenAt),
      expiresAt: iso(s.expiresAt),
      thisDevice: s.tokenHash === currentTokenHash,
    })),
    bookings: guestBookings.map(toBooking),
    properties: ownProperties.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      descriptionTranslations: p.descriptionTranslations,
      accommodationType: p.accommodationType,
      address: p.address,
      city: p.city,
      country: p.country,
      latitude: p.latitude,
      longitude: p.longitude,
      amenities: p.amenities,
      services: p.services,
      languages: p.languages,
      rules: p.rules,
      ratePlans: p.ratePlans,
      hostInfo: p.hostInfo,
      reviewStatus: p.reviewStatus,
      rating: p.rating,
      reviewCount: p.reviewCount,
      pictures: p.pictures.map((picture) => publicPicture(picture).url),
      createdAt: iso(p.createdAt),
    })),
    roomTypes: roomTypeRows.map((r) => ({
      id: r.id,
      propertyId: r.propertyId,
      title: r.title,
      bedInformation: r.bedInformation,
      price: r.price,
      weekendPrice: r.weekendPrice,
      discount: r.discount,
      roomCount: r.roomCount,
      facilities: r.facilities,
      beds: { king: r.kingBed, queen: r.queenBed, twin: r.twinBed },
      minStay: r.minStay,
      maxStay: r.maxStay,
      createdAt: iso(r.createdAt),
    })),
    listingApplications: applicationRows.map((a) => ({
      id: a.id,
      propertyId: a.propertyId,
      status: a.status,
      recommendation: a.recommendation,
      createdAt: iso(a.createdAt),
    })),
    reviewsWritten: writtenReviews.map(({ review: r, propertyName }) => ({
      id: r.id,
      bookingId: r.bookingId,
      propertyName,
      stayMonth: r.stayMonth,
      scores: {
        overall: r.overall,
        cleanliness: r.cleanliness,
        location: r.location,
        value: r.value,
        welcome: r.welcome,
      },
      text: r.text,
      status: r.status,
      hiddenReason: r.hiddenReason,
      // The host's public answer to it.
      reply: r.replyText,
      createdAt: iso(r.createdAt),
    })),
    repliesWritten: repliedReviews.map((r) => ({
      reviewId: r.reviewId,
      propertyId: r.propertyId,
      text: r.replyText,
      createdAt: iso(r.replyCreatedAt),
      updatedAt: iso(r.replyUpdatedAt),
    })),
    conversations: conversationRows,
    notifications: notificationRows.map((n) => ({
      kind: n.kind,
      params: n.params,
      link: n.link,
      createdAt: iso(n.createdAt),
      readAt: iso(n.readAt),
    })),
    contactRequests: contactRows.map((c) => ({
      name: c.name,
      email: c.email,
      subject: c.subject,
      message: c.message,
      createdAt: iso(c.createdAt),
    })),
    reportsFiled: {
      reviews: reviewReportRows.map((r) => ({
        reviewId: r.reviewId,
        reason: r.reason,
        status: r.status,
        createdAt: iso(r.createdAt),
      })),
      conversations: reportedConversations.map((c) => ({
        conversationId: c.conversationId,
        reason: c.reason,
        reportedAt: iso(c.reportedAt),
      })),
    },
    emailsKept: emailRows.map((e) => ({ kind: e.kind, subject: e.subject, createdAt: iso(e.createdAt) })),
    adminActionsOnAccount: auditRows.map((a) => ({ action: a.action, createdAt: iso(a.createdAt) })),
    uploads: ownProperties.flatMap((p) => p.pictures.map((picture) => publicPicture(picture).url)),
  };
}

export type AccountExport = Awaited<ReturnType<typeof exportAccount>>;

const otherSide = alias(properties, 'conversation_property');

/**
 * Every conversation the person took part in: their messages in full, and the other side's, which were sent to
 * them and which they read in the app, with the other side named by first name as the app names them.
 */
async function conversationsOf(db: Db, userId: number) {
  const rows = await db
    .select({ conversation: conversations, propertyName: otherSide.name })
    .from(conversations)
    .innerJoin(otherSide, eq(otherSide.id, conversations.propertyId))
    .where(or(eq(conversations.guestId, userId), eq(conversations.hostId, userId)))
    .orderBy(asc(conversations.id));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.conversation.id);
  const messageRows = await db
    .select({
      message: messages,
      senderFirstName: sql<string>`(select first_name from users u where u.id = ${messages.senderId})`,
    })
    .from(messages)
    .where(inArray(messages.conversationId, ids))
    .orderBy(asc(messages.id));
  return rows.map(({ conversation: c, propertyName }) => ({
    id: c.id,
    propertyName,
    bookingId: c.bookingId,
    yourSide: c.guestId === userId ? 'guest' : 'host',
    messages: messageRows
      .filter((m) => m.message.conversationId === c.id)
      .map((m) => ({
        fromYou: m.message.senderId === userId,
        from: m.message.senderId === userId ? null : m.senderFirstName || null,
        body: m.message.body,
        sentAt: iso(m.message.createdAt),
      })),
  }));
}

/** 'Download my bookings (CSV)': the bookings as guest, one a line, headers and words in the asker's language. */
export async function bookingsCsv(db: Db, account: Account, locale: Locale): Promise<string> {
  const words = reportWords(locale);
  const rows = await bookingView(db).where(eq(bookings.userId, account.id)).orderBy(asc(bookings.id));
  const header = [
    R.id,
    R.property,
    R.roomType,
    R.checkIn,
    R.checkOut,
    A.nights,
    R.rooms,
    A.pricePerNight,
    A.discount,
    R.ratePlan,
    A.planDiscount,
    R.totalPrice,
    R.status,
    A.cancellationFee,
    R.createdAt,
  ].map(words.say);
  const lines = rows
    .map(toBooking)
    .map((b) =>
      toCsvLine([
        b.id,
        b.property_name,
        words.roomType(b.room_type_title),
        b.check_in_date,
        b.check_out_date,
        nightsBetween(b.check_in_date, b.check_out_date),
        b.number_of_rooms,
        b.price_per_night,
        b.discount,
        words.ratePlan(b.rate_plan),
        b.planDiscount,
        b.total_price,
        words.bookingStatus(b.status),
        b.cancellationFee,
        b.created_at,
      ]),
    );
  return `${toCsvHeader(header)}${lines.join('')}`;
}
