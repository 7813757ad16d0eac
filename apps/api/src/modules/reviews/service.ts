// Reviews of finished stays, hosts' replies, reports and moderation (docs/product.md#reviews,
// docs/decisions/0025-reviews.md). The property's rating and review count follow from the reviews by a trigger
// (migration 0021): nothing here writes them.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  PROPERTY_MESSAGES,
  REVIEW_MESSAGES,
  replyEditable,
  reviewWindowClosesOn,
  reviewWindowOf,
  todayInKigali,
  type AdminReviewList,
  type AdminReviewListQuery,
  type Booking,
  type BookingReviewState,
  type HostReviewList,
  type HostReviewListQuery,
  type PropertyReviews,
  type PublicReview,
  type ReplyInput,
  type Review,
  type ReviewInput,
  type ReviewListQuery,
  type ReviewStatusUpdate,
} from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { bookings, properties, reviewReports, reviews, roomTypes, users } from '../../db/schema.ts';
import { conflict, forbidden, notFound, uniqueViolation } from '../../lib/errors.ts';
import type { Queryable } from '../../db/queryable.ts';
import { notify } from '../notifications/index.ts';
import { recordAudit } from '../audit-log/index.ts';
import { canManageProperty } from '../properties/index.ts';
import type { Account } from '../../db/accounts.ts';

const M = REVIEW_MESSAGES;
const author = alias(users, 'author');
const host = alias(users, 'host');

/** Everything a review's answers are built from, in one joined read. */
const reviewColumns = {
  review: reviews,
  authorFirstName: author.firstName,
  roomTypeTitle: roomTypes.title,
  propertyName: properties.name,
  propertyStatus: properties.reviewStatus,
  hostId: properties.hostId,
  hostActive: host.isActive,
  checkOut: bookings.checkOut,
};

function reviewView(db: Queryable) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(author, eq(author.id, reviews.userId))
    .innerJoin(roomTypes, eq(roomTypes.id, reviews.roomTypeId))
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .innerJoin(host, eq(host.id, properties.hostId))
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId));
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewView>['execute']>>[number];

const iso = (date: Date) => date.toISOString();

/** The web's review form of a stay (apps/web/src/lib/paths.ts), where its author also reads the reply. */
export const reviewFormLink = (bookingId: number, reviewId?: number) =>
  `/dashboard/user/bookings/${bookingId}/review${reviewId === undefined ? '' : `?review=${reviewId}`}`;
const reviewLink = (review: { bookingId: number; id: number }) => reviewFormLink(review.bookingId, review.id);

function toPublicReview(row: ReviewRow): PublicReview {
  const r = row.review;
  return {
    id: r.id,
    overall: r.overall,
    cleanliness: r.cleanliness,
    location: r.location,
    value: r.value,
    welcome: r.welcome,
    text: r.text,
    authorFirstName: row.authorFirstName,
    stayMonth: r.stayMonth.slice(0, 7),
    roomTypeName: row.roomTypeTitle,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
    reply:
      r.replyText === null || r.replyCreatedAt === null || r.replyUpdatedAt === null
        ? null
        : { text: r.replyText, createdAt: iso(r.replyCreatedAt), updatedAt: iso(r.replyUpdatedAt) },
  };
}

/** Who the reader is to this review: its author, the property's host, an admin, or someone else. */
function relationOf(viewer: Account | null, row: ReviewRow) {
  return {
    isAuthor: viewer !== null && viewer.id === row.review.userId,
    isHost: viewer !== null && viewer.id === row.hostId,
    isAdmin: viewer?.role === 'admin',
  };
}

function toReview(row: ReviewRow, viewer: Account | null, today = todayInKigali()): Review {
  const { isAuthor, isHost, isAdmin } = relationOf(viewer, row);
  return {
    ...toPublicReview(row),
    bookingId: row.review.bookingId,
    propertyId: row.review.propertyId,
    propertyName: row.propertyName,
    status: row.review.status,
    hiddenReason: isAuthor || isHost || isAdmin ? row.review.hiddenReason : null,
    editableUntil: reviewWindowClosesOn(row.checkOut),
    canEdit: isAuthor && reviewWindowOf(row.checkOut, today) === 'open',
    canReply:
      isHost && (row.review.replyCreatedAt === null || replyEditable(row.review.replyCreatedAt, new Date())),
  };
}

const isPublicProperty = (row: { propertyStatus: string; hostActive: boolean }) =>
  row.propertyStatus === 'approved' && row.hostActive;

/**
 * Whether the reader may see this review: a published review of a public property, anyone; otherwise its
 * author, the property's host and admins (docs/decisions/0025-reviews.md).
 */
function mayRead(viewer: Account | null, row: ReviewRow): boolean {
  const { isAuthor, isHost, isAdmin } = relationOf(viewer, row);
  return isAuthor || isHost || isAdmin || (row.review.status === 'published' && isPublicProperty(row));
}

async function readReview(db: Queryable, id: number): Promise<ReviewRow | undefined> {
  const [row] = await reviewView(db).where(eq(reviews.id, id));
  return row;
}

/** A review the reader may see, or 404. */
async function visibleReview(db: Queryable, viewer: Account | null, id: number): Promise<ReviewRow> {
  const row = await readReview(db, id);
  if (!row || !mayRead(viewer, row)) throw notFound(M.notFound);
  return row;
}

// ---------------------------------------------------------------------------------------------------------
// Writing and editing a review: POST and PUT /api/bookings/{id}/review

const notAllowed = (status: 403 | 409, message: string) =>
  status === 403
    ? forbidden(message, { code: 'REVIEW_NOT_ALLOWED' })
    : conflict(message, { code: 'REVIEW_NOT_ALLOWED' });

/** The booking, locked, if the user is its guest: 404 without one, 403 for someone else's. */
async function guestBooking(tx: Queryable, user: Account, bookingId: number) {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!booking) throw notFound(M.bookingNotFound);
  if (booking.userId !== user.id) throw notAllowed(403, M.notYourStay);
  return booking;
}

/** The review window's refusal for today, if any (docs/product.md#reviews). */
function windowProblem(checkOut: string, today: string) {
  const window = reviewWindowOf(checkOut, today);
  if (window === 'not_open') return conflict(M.windowNotOpen, { code: 'REVIEW_WINDOW_NOT_OPEN' });
  if (window === 'closed') return conflict(M.windowClosed, { code: 'REVIEW_WINDOW_CLOSED' });
  return undefined;
}

export async function createReview(
  db: Db,
  user: Account,
  bookingId: number,
  input: ReviewInput,
): Promise<Review> {
  try {
    const id = await db.transaction(async (tx) => {
      const booking = await guestBooking(tx, user, bookingId);
      if (booking.status !== 'confirmed') throw notAllowed(409, M.notConfirmed);
      const [existing] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(eq(reviews.bookingId, bookingId));
      if (existing) throw conflict(M.exists, { code: 'REVIEW_EXISTS' });
      const problem = windowProblem(booking.checkOut, todayInKigali());
      if (problem) throw problem;
      const [inserted] = await tx
        .insert(reviews)
        .values({
          bookingId,
          propertyId: booking.propertyId,
          roomTypeId: booking.roomTypeId,
          userId: user.id,
          stayMonth: `${booking.checkIn.slice(0, 7)}-01`,
          ...input,
        })
        .returning({ id: reviews.id });
      return inserted!.id;
    });
    return toReview((await readReview(db, id))!, user);
  } catch (error) {
    if (uniqueViolation(error) === 'reviews_booking_id_key')
      throw conflict(M.exists, { code: 'REVIEW_EXISTS' });
    throw error;
  }
}

export async function updateReview(
  db: Db,
  user: Account,
  bookingId: number,
  input: ReviewInput,
): Promise<Review> {
  const id = await db.transaction(async (tx) => {
    const booking = await guestBooking(tx, user, bookingId);
    const [existing] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.bookingId, bookingId));
    if (!existing) throw notFound(M.noReviewYet);
    const problem = windowProblem(booking.checkOut, todayInKigali());
    if (problem) throw problem;
    await tx
      .update(reviews)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(reviews.id, existing.id));
    return existing.id;
  });
  return toReview((await readReview(db, id))!, user);
}

// ---------------------------------------------------------------------------------------------------------
// Reading: GET /api/reviews/{id}, GET /api/properties/{id}/reviews, GET /api/host/reviews

export async function getReview(db: Db, viewer: Account | null, id: number): Promise<Review> {
  return toReview(await visibleReview(db, viewer, id), viewer);
}

const oneDecimal = (value: string | number | null) => (value === null ? null : Number(value));

const REVIEW_ORDERS: Record<ReviewListQuery['sort'], SQL[]> = {
  newest: [sql`${reviews.createdAt} desc`, sql`${reviews.id} desc`],
  highest: [sql`${reviews.overall} desc`, sql`${reviews.createdAt} desc`, sql`${reviews.id} desc`],
  lowest: [sql`${reviews.overall} asc`, sql`${reviews.createdAt} desc`, sql`${reviews.id} desc`],
};

/**
 * A property's published reviews with their summary. 404 for a property the reader may not see, as its detail
 * (approved with an active host, or the reader is its host or an admin).
 */
export async function listPropertyReviews(
  db: Db,
  viewer: Account | null,
  propertyId: number,
  query: ReviewListQuery,
): Promise<PropertyReviews> {
  const [property] = await db
    .select({ hostId: properties.hostId, status: properties.reviewStatus, hostActive: users.isActive })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.hostId))
    .where(eq(properties.id, propertyId));
  if (
    !property ||
    !(
      isPublicProperty({ propertyStatus: property.status, hostActive: property.hostActive }) ||
      canManageProperty(viewer, property.hostId)
    )
  )
    throw notFound(PROPERTY_MESSAGES.notFound);

  const published = and(eq(reviews.propertyId, propertyId), eq(reviews.status, 'published'));
  const avg = (column: SQL | typeof reviews.overall) => sql<string | null>`round(avg(${column})::numeric, 1)`;
  const count = (score: number) =>
    sql<number>`count(*) filter (where ${reviews.overall} = ${score})`.mapWith(Number);
  const [summaryRows, rows] = await Promise.all([
    db
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        average: avg(reviews.overall),
        cleanliness: avg(sql`${reviews.cleanliness}`),
        location: avg(sql`${reviews.location}`),
        value: avg(sql`${reviews.value}`),
        welcome: avg(sql`${reviews.welcome}`),
        s1: count(1),
        s2: count(2),
        s3: count(3),
        s4: count(4),
        s5: count(5),
      })
      .from(reviews)
      .where(published),
    reviewView(db)
      .where(published)
      .orderBy(...REVIEW_ORDERS[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  const summary = summaryRows[0]!;
  return {
    average: oneDecimal(summary.average),
    count: summary.count,
    distribution: { '1': summary.s1, '2': summary.s2, '3': summary.s3, '4': summary.s4, '5': summary.s5 },
    subscores: {
      cleanliness: oneDecimal(summary.cleanliness),
      location: oneDecimal(summary.location),
      value: oneDecimal(summary.value),
      welcome: oneDecimal(summary.welcome),
    },
    reviews: rows.map(toPublicReview),
    page: query.page,
    pageSize: query.pageSize,
    total: summary.count,
  };
}

/** Reviews of the host's own properties, newest first, whatever their status. */
export async function listHostReviews(
  db: Db,
  hostUser: Account,
  query: HostReviewListQuery,
): Promise<HostReviewList> {
  const own = inArray(
    reviews.propertyId,
    db.select({ id: properties.id }).from(properties).where(eq(properties.hostId, hostUser.id)),
  );
  const [rows, [counted]] = await Promise.all([
    reviewView(db)
      .where(own)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(reviews)
      .where(own),
  ]);
  const today = todayInKigali();
  return {
    reviews: rows.map((row) => toReview(row, hostUser, today)),
    page: query.page,
    pageSize: query.pageSize,
    total: counted?.n ?? 0,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The host's reply: PUT /api/reviews/{id}/reply

/**
 * The property's host writes the reply, or edits it within REPLY_EDIT_DAYS of its first writing. Admins may
 * not reply as the host.
 */
export async function setReply(db: Db, user: Account, reviewId: number, input: ReplyInput): Promise<Review> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ review: reviews, hostId: properties.hostId, propertyName: properties.name })
      .from(reviews)
      .innerJoin(properties, eq(properties.id, reviews.propertyId))
      .where(eq(reviews.id, reviewId))
      .for('update', { of: reviews });
    if (!row) throw notFound(M.notFound);
    if (row.hostId !== user.id) {
      // Someone who cannot even see the review learns nothing of it.
      const full = await readReview(tx, reviewId);
      if (!full || !mayRead(user, full)) throw notFound(M.notFound);
      throw forbidden(M.onlyHostReplies);
    }
    const now = new Date();
    const first = row.review.replyCreatedAt;
    if (first !== null && !replyEditable(first, now))
      throw conflict(M.replyWindowClosed, { code: 'REPLY_WINDOW_CLOSED' });
    await tx
      .update(reviews)
      .set({ replyText: input.text, replyCreatedAt: first ?? now, replyUpdatedAt: now })
      .where(eq(reviews.id, reviewId));
    // The author is told of the first reply, not of its edits.
    if (first === null)
      await notify(tx, {
        userId: row.review.userId,
        kind: 'review_reply',
        params: { reviewId, propertyName: row.propertyName },
        link: reviewLink(row.review),
      });
  });
  return toReview((await readReview(db, reviewId))!, user);
}

// ---------------------------------------------------------------------------------------------------------
// Reports and moderation

/** Anyone signed in who can see the review, but its author, reports it; one open report per person. */
export async function reportReview(db: Db, user: Account, reviewId: number, reason: string): Promise<void> {
  const row = await visibleReview(db, user, reviewId);
  if (row.review.userId === user.id) throw forbidden(M.ownReport);
  try {
    await db.insert(reviewReports).values({ reviewId, reporterId: user.id, reason });
  } catch (error) {
    if (uniqueViolation(error) === 'review_reports_open_key')
      throw conflict(M.reportExists, { code: 'REPORT_EXISTS' });
    throw error;
  }
}

/**
 * An admin hides (with a reason, shown to the author) or republishes a review; either way its open reports are
 * closed. The rating follows through the trigger.
 */
export async function setReviewStatus(
  db: Db,
  admin: Account,
  reviewId: number,
  update: ReviewStatusUpdate,
): Promise<Review> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ review: reviews, propertyName: properties.name })
      .from(reviews)
      .innerJoin(properties, eq(properties.id, reviews.propertyId))
      .where(eq(reviews.id, reviewId))
      .for('update', { of: reviews });
    if (!row) throw notFound(M.notFound);
    const reason = update.status === 'hidden' ? (update.reason ?? null) : null;
    await tx
      .update(reviews)
      .set({ status: update.status, hiddenReason: reason, updatedAt: new Date() })
      .where(eq(reviews.id, reviewId));
    await closeOpenReports(tx, reviewId, 'resolved');
    await recordAudit(tx, {
      actorId: admin.id,
      action: update.status === 'hidden' ? 'review.hide' : 'review.republish',
      targetType: 'review',
      targetId: reviewId,
      details: { propertyId: row.review.propertyId, from: row.review.status },
    });
    // The author is told why, when a published review is hidden (docs/decisions/0026-jobs-outbox-and-email.md).
    if (reason !== null && row.review.status !== 'hidden')
      await notify(tx, {
        userId: row.review.userId,
        kind: 'review_hidden',
        params: { reviewId, propertyName: row.propertyName, reason },
        link: reviewLink(row.review),
      });
  });
  return toReview((await readReview(db, reviewId))!, admin);
}

/** An admin dismisses the open reports: the review stays as it is. */
export async function dismissReports(db: Db, admin: Account, reviewId: number): Promise<Review> {
  const row = await readReview(db, reviewId);
  if (!row) throw notFound(M.notFound);
  await db.transaction(async (tx) => {
    await closeOpenReports(tx, reviewId, 'dismissed');
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'review.reports_dismissed',
      targetType: 'review',
      targetId: reviewId,
    });
  });
  return toReview(row, admin);
}

async function closeOpenReports(db: Queryable, reviewId: number, status: 'dismissed' | 'resolved') {
  await db
    .update(reviewReports)
    .set({ status, closedAt: new Date() })
    .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.status, 'open')));
}

/**
 * The admin's moderation list: reviews with open reports (most recently reported first), hidden reviews, or
 * every review (newest first), each with its open reports.
 */
export async function listModeratedReviews(
  db: Db,
  admin: Account,
  query: AdminReviewListQuery,
): Promise<AdminReviewList> {
  const openReports = db
    .select({
      reviewId: reviewReports.reviewId,
      latest: sql<Date>`max(${reviewReports.createdAt})`.as('latest'),
    })
    .from(reviewReports)
    .where(eq(reviewReports.status, 'open'))
    .groupBy(reviewReports.reviewId)
    .as('open_reports');
  const offset = (query.page - 1) * query.pageSize;
  let rows: ReviewRow[];
  let total: number;
  if (query.status === 'reported') {
    [rows, total] = await Promise.all([
      reviewView(db)
        .innerJoin(openReports, eq(openReports.reviewId, reviews.id))
        .orderBy(desc(openReports.latest), desc(reviews.id))
        .limit(query.pageSize)
        .offset(offset),
      db
        .select({ n: sql<number>`count(distinct ${reviewReports.reviewId})`.mapWith(Number) })
        .from(reviewReports)
        .where(eq(reviewReports.status, 'open'))
        .then(([c]) => c?.n ?? 0),
    ]);
  } else {
    const where = query.status === 'hidden' ? eq(reviews.status, 'hidden') : undefined;
    [rows, total] = await Promise.all([
      reviewView(db)
        .where(where)
        .orderBy(
          query.status === 'hidden' ? desc(reviews.updatedAt) : desc(reviews.createdAt),
          desc(reviews.id),
        )
        .limit(query.pageSize)
        .offset(offset),
      db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(reviews)
        .where(where)
        .then(([c]) => c?.n ?? 0),
    ]);
  }
  const ids = rows.map((row) => row.review.id);
  const reports =
    ids.length === 0
      ? []
      : await db
          .select({
            reviewId: reviewReports.reviewId,
            reason: reviewReports.reason,
            createdAt: reviewReports.createdAt,
          })
          .from(reviewReports)
          .where(and(inArray(reviewReports.reviewId, ids), eq(reviewReports.status, 'open')))
          .orderBy(asc(reviewReports.createdAt), asc(reviewReports.id));
  const today = todayInKigali();
  return {
    reviews: rows.map((row) => {
      const own = reports.filter((r) => r.reviewId === row.review.id);
      return {
        ...toReview(row, admin, today),
        reportCount: own.length,
        reports: own.map((r) => ({ reason: r.reason, createdAt: iso(r.createdAt) })),
      };
    }),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The booking lists: what each booking says of its review

/**
 * For each booking, its review (id, and whether the asker may still edit it) and whether the asker may write
 * one: the guest of a confirmed stay whose window is open and that has no review yet.
 */
export async function bookingReviewStates(
  db: Db,
  viewer: Account,
  list: Booking[],
): Promise<Map<number, { review: BookingReviewState | null; canReview: boolean }>> {
  const ids = list.map((b) => b.id);
  const found =
    ids.length === 0
      ? []
      : await db
          .select({ id: reviews.id, bookingId: reviews.bookingId, userId: reviews.userId })
          .from(reviews)
          .where(inArray(reviews.bookingId, ids));
  const byBooking = new Map(found.map((r) => [r.bookingId, r]));
  const today = todayInKigali();
  return new Map(
    list.map((booking) => {
      const review = byBooking.get(booking.id);
      const open = reviewWindowOf(booking.check_out_date, today) === 'open';
      const isGuest = booking.user_id === viewer.id;
      return [
        booking.id,
        {
          review: review ? { id: review.id, canEdit: review.userId === viewer.id && open } : null,
          canReview: !review && isGuest && open && booking.status === 'confirmed',
        },
      ];
    }),
  );
}
