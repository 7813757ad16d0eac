// Reservations (docs/product.md#reservation-rules and #bookings): the rules in their order, prices computed
// here, every entry held in one transaction against the per-night inventory, and the Idempotency-Key
// answered from the first answer. See docs/decisions/0003-booking-inventory.md.
import { and, asc, desc, eq, getTableColumns, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  BOOKING_MESSAGES,
  BOOKING_REQUEST_MESSAGES,
  BOOKING_STATUS_MESSAGES,
  RESERVATION_MESSAGES,
  bookingCreatedSchema,
  cancellationFee,
  nightsBetween,
  nightsOfStay,
  reservationEntrySchema,
  reservationSummary,
  todayInKigali,
  type Booking,
  type BookingCancellation,
  type BookingCreated,
  type BookingListQuery,
  type BookingPaymentInput,
  type BookingRequest,
  type BookingStatusUpdate,
  type RatePlan,
  type ReservationEntry,
  refundOnCancel,
  type RefundCause,
  type TaxRules,
} from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import { isRetryable, MAX_ATTEMPTS, pauseBeforeRetry } from '../../db/retry.ts';
import { bookings, payments, properties, roomTypes, users } from '../../db/schema.ts';
import { AppError, badRequest, conflict, findPgError, forbidden, notFound } from '../../lib/errors.ts';
import {
  claimKey,
  fingerprint as hashOf,
  KeyTaken,
  storedAnswer as storedKeyAnswer,
  storeAnswer,
} from '../../lib/idempotency.ts';
import type { Account } from '../../db/accounts.ts';
import { containing } from '../../lib/like.ts';
import { usersNamed } from '../users/index.ts';
import { refundableLeft, startRefund, stayMoney } from '../refunds/index.ts';
import { freeRooms, holdRoomsSql, releaseRooms, type Hold } from './inventory.ts';
import { isPublic, priceStay, roomTypesForStays, type PricedStay, type RoomTypeForStay } from './quote.ts';
import { tellBookingRequested, tellStatusChanged } from './notifications.ts';
import { choosePayment, newPaymentValues, type PaymentDesk } from './checkout.ts';
import { toPayment, type PaymentRow } from '../../db/payment-view.ts';

const roomsLeft = (n: number) =>
  conflict(RESERVATION_MESSAGES.onlyLeft({ n }), { code: 'ROOMS_LEFT', params: { n } });

const guest = alias(users, 'guest');
const host = alias(users, 'host');

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** The columns of the API's booking (docs/product.md#entities), read in one joined query. */
const bookingColumns = {
  booking: bookings,
  hostId: properties.hostId,
  propertyName: properties.name,
  roomTypeTitle: roomTypes.title,
  guestFirst: guest.firstName,
  guestLast: guest.lastName,
  hostFirst: host.firstName,
  hostLast: host.lastName,
  payment: payments,
};

export function bookingView(db: Queryable) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
    .innerJoin(guest, eq(guest.id, bookings.userId))
    .innerJoin(host, eq(host.id, properties.hostId))
    .leftJoin(payments, eq(payments.id, bookings.paymentId));
}

type BookingViewRow = Awaited<ReturnType<ReturnType<typeof bookingView>['execute']>>[number];

export function toBooking(row: BookingViewRow): Booking {
  const b = row.booking;
  return {
    id: b.id,
    user_id: b.userId,
    host_id: row.hostId,
    property_id: b.propertyId,
    room_type_id: b.roomTypeId,
    user_name: fullName({ firstName: row.guestFirst, lastName: row.guestLast }),
    host_name: fullName({ firstName: row.hostFirst, lastName: row.hostLast }),
    property_name: row.propertyName,
    room_type_title: row.roomTypeTitle,
    check_in_date: b.checkIn,
    check_out_date: b.checkOut,
    number_of_rooms: b.rooms,
    nights: nightsBetween(b.checkIn, b.checkOut),
    price_per_night: b.nightlyPrice,
    discount: b.discount,
    total_price: b.totalPrice,
    rate_plan: b.ratePlan,
    status: b.status,
    created_at: b.createdAt.toISOString(),
    nightPrices: b.nightPrices,
    planDiscount: b.planDiscount,
    freeCancellationUntil: b.freeCancellationUntil,
    cancellationFee: b.cancellationFee,
    payment: row.payment ? toPayment(row.payment, b.refunded) : null,
    commissionPercent: b.commissionPercent,
    taxes: { roomCharge: b.roomCharge, vat: b.vat, tourismTax: b.tourismTax },
    // Field by field, in the schema's order: jsonb keeps its own key order (plugins/serialize.ts).
    taxParts: b.taxParts.map((part) => ({
      weight: part.weight,
      vatPercent: part.vatPercent,
      tourismPercent: part.tourismPercent,
      base: part.base,
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------
// POST /api/bookings

export type ReservationAnswer = { statusCode: number; body: BookingCreated; replayed: boolean };

const CAPACITY_CHECK = 'room_nights_within_capacity';

/** A canonical fingerprint of a request: a retry must carry the very same payload. */
const fingerprint = (request: BookingRequest) => hashOf(JSON.stringify(request));

export async function createBookings(
  db: Db,
  paymentService: PaymentDesk,
  taxRules: TaxRules,
  user: Account,
  request: BookingRequest,
  idempotencyKey?: string,
): Promise<ReservationAnswer> {
  // Admins too book as themselves: the payload's userId is the session's (docs/product.md#accounts).
  if (request.userId !== user.id) throw forbidden(BOOKING_REQUEST_MESSAGES.asYourself);
  const requestHash = fingerprint(request);
  if (idempotencyKey !== undefined) {
    const stored = await storedAnswer(db, user.id, idempotencyKey, requestHash);
    if (stored) return stored;
  }

  for (let attempt = 1; ; attempt++) {
    let reserved: Reserved;
    try {
      // The payment, the bookings and their nights' holds in one statement; with a key its claim and answer,
      // at the property the notifications and emails owed (docs/decisions/0026-jobs-outbox-and-email.md), in
      // the same transaction (reserve).
      const now = new Date();
      reserved = await reserve(db, user, request, taxRules, idempotencyKey, requestHash, {
        expiresAt: new Date(now.getTime() + paymentService.windowMs),
        firstCheckAt: paymentService.firstCheckAt(now),
      });
    } catch (error) {
      if (error instanceof KeyTaken) {
        // The other request with this key committed first (the primary key made us wait for it).
        const stored = await storedAnswer(db, user.id, idempotencyKey!, requestHash);
        if (stored) return stored;
        if (attempt < MAX_ATTEMPTS) continue; // it rolled back after all: our turn
        throw conflict(BOOKING_REQUEST_MESSAGES.inProgress, {
          code: 'REQUEST_IN_PROGRESS',
        });
      }
      if (error instanceof AppError) throw error;
      const pgError = findPgError(error);
      const code = pgError?.code;
      const constraint = pgError?.constraint ?? pgError?.constraint_name ?? CAPACITY_CHECK;
      if (code === '23514' && constraint === CAPACITY_CHECK) {
        // A night would hold more than its capacity: someone else took the rooms first (lost race).
        const shortage = await firstShortage(db, request);
        if (shortage) throw roomsLeft(shortage.free);
        if (attempt < MAX_ATTEMPTS) continue; // the rooms came free again meanwhile: try once more
        throw roomsLeft(0);
      }
      if (await pauseBeforeRetry(error, attempt)) continue;
      if (isRetryable(error)) {
        const shortage = await firstShortage(db, request);
        throw roomsLeft(shortage?.free ?? 0);
      }
      throw error;
    }
    return { statusCode: 201, body: await requestPayment(paymentService, reserved), replayed: false };
  }
}

/**
 * Committed: the reservation and its pending payment exist, with the payment's reference. Now the provider is asked
 * to collect; whatever happens to this process from here, the payment watcher finishes the work.
 */
async function requestPayment(
  paymentService: PaymentDesk,
  { body, payment }: Reserved,
): Promise<BookingCreated> {
  if (payment.status !== 'pending') return body;
  const requested = toPayment(await paymentService.requestCollection(payment));
  return { ...body, bookings: body.bookings.map((booking) => ({ ...booking, payment: requested })) };
}

/** A replayed answer with its payment as it is now (the stored answer keeps the payment as it was then). */
async function withCurrentPayment(db: Db, body: BookingCreated): Promise<BookingCreated> {
  const paymentId = body.bookings[0]?.payment?.id;
  if (paymentId === undefined) return body;
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!row) return body;
  return { ...body, bookings: body.bookings.map((booking) => ({ ...booking, payment: toPayment(row) })) };
}

async function storedAnswer(
  db: Db,
  userId: number,
  key: string,
  requestHash: string,
): Promise<ReservationAnswer | undefined> {
  const stored = await storedKeyAnswer(
    db,
    userId,
    key,
    requestHash,
    BOOKING_REQUEST_MESSAGES.idempotencyMismatch,
  );
  if (!stored) return undefined;
  const body = await withCurrentPayment(db, bookingCreatedSchema.parse(stored.response));
  return { statusCode: stored.statusCode, body, replayed: true };
}

type CheckedEntry = ReservationEntry & { roomType: RoomTypeForStay; priced: PricedStay };

/**
 * Every entry through every rule, in order (docs/product.md#reservation-rules, then ours): an entry's failure
 * is reported before any later entry is looked at. Rooms asked by earlier entries of the same request count
 * as held for later ones.
 */
async function checkEntries(
  db: Queryable,
  user: Account,
  request: BookingRequest,
  taxRules: TaxRules,
): Promise<CheckedEntry[]> {
  const parsed = request.bookings.map((entry) => reservationEntrySchema.safeParse(entry));
  const valid = parsed.flatMap((p) => (p.success ? [p.data] : []));
  const ids = [...new Set(valid.map((e) => e.roomTypeId))];
  const from = valid.reduce((min, e) => (e.checkIn < min ? e.checkIn : min), '9999-12-31');
  const to = valid.reduce((max, e) => (e.checkOut > max ? e.checkOut : max), '0000-01-01');
  const rows = ids.length === 0 ? [] : await roomTypesForStays(db, { ids, from, to });
  const types = new Map(rows.map((r) => [r.id, r]));
  // The rooms taken per night (held, closed, synced), key `${roomTypeId}|${night}`.
  const taken = new Map<string, number>(
    rows.flatMap((r) => r.nights.map(([night, n]) => [`${r.id}|${night}`, n])),
  );
  const today = todayInKigali();

  const checked: CheckedEntry[] = [];
  for (const result of parsed) {
    if (!result.success)
      throw badRequest(result.error.issues[0]?.message ?? RESERVATION_MESSAGES.invalidRoomType);
    const entry = result.data;
    const roomType = types.get(entry.roomTypeId);
    if (
      !roomType ||
      !isPublic(roomType) ||
      (entry.propertyId !== undefined && entry.propertyId !== roomType.propertyId)
    )
      throw badRequest(RESERVATION_MESSAGES.invalidRoomType, { code: 'INVALID_ROOM_TYPE' });
    if (roomType.hostId === user.id)
      throw forbidden(BOOKING_REQUEST_MESSAGES.ownProperty, { code: 'OWN_PROPERTY' });
    // The host's stay rules, then the plan, then the rooms free (docs/decisions/0023-calendar-and-rates.md).
    const priced = priceStay(
      roomType,
      entry,
      today,
      taxRules,
      (night) => taken.get(`${roomType.id}|${night}`) ?? 0,
    );
    if (priced.problem?.kind === 'rule' || priced.problem?.kind === 'plan')
      throw new AppError(422, priced.problem.message);
    if (priced.problem?.kind === 'rooms')
      throw conflict(RESERVATION_MESSAGES.tooManyRooms({ n: priced.freeRooms }), {
        code: 'TOO_MANY_ROOMS',
        params: { n: priced.freeRooms },
      });
    for (const night of nightsOfStay(entry.checkIn, entry.checkOut)) {
      const key = `${roomType.id}|${night}`;
      taken.set(key, (taken.get(key) ?? 0) + entry.rooms);
    }
    checked.push({ ...entry, roomType, priced });
  }
  return checked;
}

/** The database or a transaction. */
type Writer = Pick<Db, 'select' | 'insert' | 'update' | 'execute' | '$with' | 'with'>;

/** What a reservation writes, once every entry passed every rule: the stays, priced, and how they are paid. */
type Plan = { entries: CheckedEntry[]; choice: BookingPaymentInput };

async function planReservation(
  db: Queryable,
  user: Account,
  request: BookingRequest,
  taxRules: TaxRules,
): Promise<Plan> {
  const entries = await checkEntries(db, user, request, taxRules);
  // How it is paid, once every stay passed its rules.
  const choice = choosePayment(
    request.payment,
    entries.map((e) => ({ payAtProperty: e.roomType.payAtProperty, ratePlan: e.priced.ratePlan })),
  );
  return { entries, choice };
}

/**
 * The reservation in as few round trips as its guarantees allow (docs/decisions/0003-booking-inventory.md,
 * 0050-booking-round-trips.md). With a key: one transaction (the claim first, the answer stored before commit).
 * Without one, paid with a wallet: the single statement of writeReservation, which is all or nothing by itself.
 * At the property: a transaction, so that the notices owed commit with the bookings.
 */
async function reserve(
  db: Db,
  user: Account,
  request: BookingRequest,
  taxRules: TaxRules,
  idempotencyKey: string | undefined,
  requestHash: string,
  window: PaymentWindow,
): Promise<Reserved> {
  if (idempotencyKey !== undefined)
    return db.transaction(async (tx) => {
      // Claim the key first: a concurrent request with the same key waits here until we commit, then
      // finds the key taken and answers our stored answer instead of booking again.
      await claimKey(tx, user.id, idempotencyKey, requestHash);
      const reserved = await writeReservation(
        tx,
        user,
        await planReservation(tx, user, request, taxRules),
        window,
      );
      await storeAnswer(tx, user.id, idempotencyKey, { statusCode: 201, response: reserved.body });
      return reserved;
    });
  const plan = await planReservation(db, user, request, taxRules);
  if (plan.choice.method !== 'at_property') return writeReservation(db, user, plan, window);
  return db.transaction((tx) => writeReservation(tx, user, plan, window));
}

type PaymentWindow = { expiresAt: Date; firstCheckAt: Date };
/** The answer, and the payment row it was written with (asked of the provider after the commit). */
type Reserved = { body: BookingCreated; payment: PaymentRow };

/**
 * The payment (its reference with it, before any provider is asked), the bookings and the holds on their nights
 * in ONE statement: data-modifying WITHs run to completion whether or not they are read, so one round trip
 * writes all three or none. A night over its capacity fails the statement with the CHECK
 * (docs/decisions/0003-booking-inventory.md). Then, at the property, the notices (in the caller's transaction).
 */
async function writeReservation(
  tx: Writer,
  user: Account,
  { entries, choice }: Plan,
  window: PaymentWindow,
): Promise<Reserved> {
  const paymentValues = newPaymentValues({
    userId: user.id,
    choice,
    amount: entries.reduce((sum, e) => sum + e.priced.total, 0),
    ...window,
  });
  const holds = tx.$with('holds', { n: sql<number>`n` }).as(
    holdRoomsSql(
      entries.map((e) => ({
        roomTypeId: e.roomTypeId,
        checkIn: e.checkIn,
        checkOut: e.checkOut,
        rooms: e.rooms,
      })),
    ),
  );
  const paid = tx
    .$with('paid', { id: sql<number>`id`, createdAt: sql`created_at`, updatedAt: sql`updated_at` })
    .as(
      tx
        .insert(payments)
        .values(paymentValues)
        .returning({ id: payments.id, createdAt: payments.createdAt, updatedAt: payments.updatedAt })
        .getSQL(),
    );
  const inserted = await tx
    .with(holds, paid)
    .insert(bookings)
    .values(
      entries.map((e) => ({
        userId: user.id,
        propertyId: e.roomType.propertyId!,
        roomTypeId: e.roomTypeId,
        checkIn: e.checkIn,
        checkOut: e.checkOut,
        rooms: e.rooms,
        // The server's price, never the client's (docs/product.md#bookings), night by night
        // (docs/decisions/0023-calendar-and-rates.md).
        nightlyPrice: e.priced.nightlyPrice,
        discount: e.priced.discount,
        totalPrice: e.priced.total,
        roomCharge: e.priced.taxes.roomCharge,
        vat: e.priced.taxes.vat,
        tourismTax: e.priced.taxes.tourismTax,
        taxParts: e.priced.taxParts,
        ratePlan: e.priced.ratePlan,
        nightPrices: e.priced.nights.map((n) => n.price),
        planDiscount: e.priced.planDiscount,
        freeCancellationUntil: e.priced.freeCancellationUntil,
        paymentId: sql`(select "id" from "paid")`,
      })),
    )
    .returning({
      ...getTableColumns(bookings),
      paymentCreatedAt: sql`(select "created_at" from "paid")`.mapWith(payments.createdAt),
      paymentUpdatedAt: sql`(select "updated_at" from "paid")`.mapWith(payments.updatedAt),
    });
  const first = inserted[0]!;
  const payment: PaymentRow = {
    ...paymentValues,
    id: first.paymentId!,
    reason: null,
    providerTransactionId: null,
    requestedAt: null,
    checks: 0,
    paidAt: null,
    receiptNumber: null,
    createdAt: first.paymentCreatedAt,
    updatedAt: first.paymentUpdatedAt,
  };

  const created = inserted.map(({ paymentCreatedAt: _c, paymentUpdatedAt: _u, ...row }, i) => {
    const rt = entries[i]!.roomType;
    return toBooking({
      booking: row,
      hostId: rt.hostId!,
      propertyName: rt.propertyName!,
      roomTypeTitle: rt.title,
      guestFirst: user.firstName,
      guestLast: user.lastName,
      hostFirst: rt.hostFirst!,
      hostLast: rt.hostLast!,
      payment,
    });
  });
  // Paid now: the host hears of it once paid (payments/settlement.ts); at the property: now.
  if (payment.status === 'not_required')
    for (const booking of created) await tellBookingRequested(tx, booking, user.firstName);
  return { body: { message: reservationSummary(created), bookings: created }, payment };
}

/** After a lost race: the first entry that no longer fits, and how many rooms it could still have. */
async function firstShortage(db: Db, request: BookingRequest): Promise<{ free: number } | undefined> {
  const asked = new Map<string, number>();
  for (const raw of request.bookings) {
    const parsed = reservationEntrySchema.safeParse(raw);
    if (!parsed.success) continue;
    const e = parsed.data;
    const stayKey = `${e.roomTypeId}|${e.checkIn}|${e.checkOut}`;
    const before = asked.get(stayKey) ?? 0;
    const free = Math.max(0, (await freeRooms(db, e.roomTypeId, e)) - before);
    if (e.rooms > free) return { free };
    asked.set(stayKey, before + e.rooms);
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/bookings

const SORTS = {
  id: bookings.id,
  check_in: bookings.checkIn,
  created_at: bookings.createdAt,
  total_price: bookings.totalPrice,
} as const;

/**
 * Admins see every booking, hosts the bookings of their properties (or, with as=guest, their own trips),
 * guests their own. Filtered, sorted and paged in the database: the page's ids first (bookings alone, joined
 * only to what the filters read, in the order of an index on the sort column, so the scan stops after the
 * page), then those bookings with their names; the total is counted apart, and only when the page does not
 * tell it. A window count over the joined rows would read every match (1M bookings: tens of seconds;
 * docs/benchmarks.md "Admin lists at scale").
 */
export async function listBookings(db: Db, viewer: Account, query: BookingListQuery) {
  // Conditions on bookings alone (properties and guests through `in (select …)`): the page and the count read
  // no other table, and the planner may start from either side.
  const conditions: SQL[] = [];
  const side = query.as ?? (viewer.role === 'host' ? 'host' : viewer.role === 'admin' ? 'all' : 'guest');
  if (side === 'host')
    conditions.push(
      inArray(
        bookings.propertyId,
        db.select({ id: properties.id }).from(properties).where(eq(properties.hostId, viewer.id)),
      ),
    );
  else if (side === 'guest') conditions.push(eq(bookings.userId, viewer.id));
  if (query.status) conditions.push(eq(bookings.status, query.status));
  // A stay matches a range when one of its nights is in it: check-in ≤ to and check-out > from.
  if (query.to) conditions.push(lte(bookings.checkIn, query.to));
  if (query.from) conditions.push(gt(bookings.checkOut, query.from));
  if (query.property_id !== undefined) conditions.push(eq(bookings.propertyId, query.property_id));
  if (query.search) {
    // The property's name, or the guest's full name or username: the matching properties and guests first
    // (trigram index on names; users is small), then their bookings through the property and guest indexes
    // (`= any(array(…))` is an index condition, so the two sides combine in a bitmap, whatever the sort).
    const pattern = containing(query.search);
    const matchingProperties = db
      .select({ id: properties.id })
      .from(properties)
      .where(sql`lower(${properties.name}) like ${pattern}`);
    conditions.push(
      sql`(${bookings.propertyId} = any(array(${matchingProperties})) or ${bookings.userId} = any(array(${usersNamed(db, pattern)})))`,
    );
  }
  const where = and(...conditions);
  const order = query.order === 'asc' ? asc : desc;
  const ordering = [order(SORTS[query.sort]), order(bookings.id)];
  const offset = (query.page - 1) * query.pageSize;
  const pageIds = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(where)
    .orderBy(...ordering)
    .limit(query.pageSize)
    .offset(offset);
  const rows = await bookingView(db)
    .where(inArray(bookings.id, pageIds))
    .orderBy(...ordering);
  // A page that is not full (and not past the end) is the last one: it tells the total.
  let total = offset + rows.length;
  if (rows.length === query.pageSize || (rows.length === 0 && offset > 0)) {
    const [count] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(bookings)
      .where(where);
    total = count?.n ?? 0;
  }
  return { items: rows.map(toBooking), total, page: query.page, pageSize: query.pageSize };
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/bookings/{id}

/** One booking for its guest, its property's host, or an admin; anyone else hears it does not exist. */
export async function bookingFor(db: Db, viewer: Account, bookingId: number): Promise<Booking> {
  const [row] = await bookingView(db).where(eq(bookings.id, bookingId));
  const mayRead =
    row && (viewer.role === 'admin' || row.booking.userId === viewer.id || row.hostId === viewer.id);
  if (!mayRead) throw notFound(BOOKING_STATUS_MESSAGES.notFound);
  return toBooking(row);
}

// ---------------------------------------------------------------------------------------------------------
// PUT /api/bookings/{id}/status

type BookingRow = typeof bookings.$inferSelect;

/** Whether the booking's payment went through: only then has Refund money to give back. */
/**
 * What a booking's end gives back of a paid stay (docs/money.md#refunds), in the transaction that ends it: all
 * that is left when the host declines, refunds or cancels it; what the plan leaves when the guest cancels.
 */
export async function giveBackOnEnd(
  tx: Queryable,
  bookingId: number,
  cause: RefundCause,
  fee: number | null,
  requestedBy: number | null,
): Promise<void> {
  const stay = await stayMoney(tx, bookingId);
  if (!stay) return;
  const amount =
    cause === 'guest_cancelled' ? refundOnCancel(stay.paid, fee ?? 0, stay.refunded) : refundableLeft(stay);
  await startRefund(tx, stay, { amount, cause, requestedBy, now: new Date() });
}

/** Whether the guest may still cancel: pending or confirmed, and today (Kigali) before the check-in day. */
const guestMayCancel = (booking: BookingRow, today: string) =>
  (booking.status === 'pending' || booking.status === 'confirmed') && today < booking.checkIn;

/**
 * What the guest's cancellation costs on `today`, under the booking's plan (pricing.ts cancellationFee). A booking
 * stored before night prices (none recorded) was made before plans had rules: it cancels free, as plan 'none'.
 */
function guestCancellationFee(booking: BookingRow, today: string): number {
  return cancellationFee({
    plan: booking.nightPrices.length === 0 ? 'none' : (booking.ratePlan as RatePlan | 'none'),
    freeCancellationUntil: booking.freeCancellationUntil,
    today,
    nightPrices: booking.nightPrices,
    rooms: booking.rooms,
    discount: booking.discount,
    planDiscount: booking.planDiscount,
    total: booking.totalPrice,
  });
}

/**
 * docs/product.md#bookings and docs/decisions/0023-calendar-and-rates.md: the host of the property moves a
 * pending booking to confirmed, cancelled or refunded (no fee); the guest who booked cancels a pending or
 * confirmed booking until the day before check-in, and the fee under its plan is recorded. Anyone else (admins
 * included) is refused. Cancelling and refunding give the rooms back in the same transaction, with the booking
 * row locked.
 */
export async function updateBookingStatus(
  db: Db,
  actor: Account,
  bookingId: number,
  update: BookingStatusUpdate,
) {
  if (update.userId !== undefined && update.userId !== actor.id)
    throw forbidden(BOOKING_STATUS_MESSAGES.asYourself);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ booking: bookings, hostId: properties.hostId })
          .from(bookings)
          .innerJoin(properties, eq(properties.id, bookings.propertyId))
          .where(eq(bookings.id, bookingId))
          .for('update', { of: bookings });
        if (!locked) throw notFound(BOOKING_STATUS_MESSAGES.notFound);
        const { booking } = locked;
        const isHost = locked.hostId === actor.id;
        const isGuest = booking.userId === actor.id;
        if (!isHost && !isGuest) throw forbidden(BOOKING_STATUS_MESSAGES.notInvolved);
        const notAllowed = (message: string) => conflict(message, { code: 'BOOKING_TRANSITION_NOT_ALLOWED' });
        let fee: number | null = null;
        if (update.status === 'pending') throw notAllowed(BOOKING_STATUS_MESSAGES.backToPending);
        // A host cancelling a confirmed stay that is not over, with the reason the guest is told.
        const hostCancelsStay = isHost && booking.status === 'confirmed' && update.status === 'cancelled';
        if (hostCancelsStay) {
          if (todayInKigali() >= booking.checkOut) throw notAllowed(BOOKING_STATUS_MESSAGES.stayOver);
          if (!update.reason)
            throw badRequest(BOOKING_STATUS_MESSAGES.reasonRequired, {
              code: 'REASON_REQUIRED',
              field: 'reason',
            });
        } else if (isHost) {
          if (booking.status !== 'pending')
            throw conflict(BOOKING_STATUS_MESSAGES.onlyPending, { code: 'BOOKING_NOT_PENDING' });
          if (update.status === 'refunded') {
            const stay = await stayMoney(tx, booking.id);
            if (!stay || refundableLeft(stay) === 0)
              throw conflict(BOOKING_STATUS_MESSAGES.nothingToRefund, { code: 'NOTHING_TO_REFUND' });
          }
        } else {
          if (update.status !== 'cancelled') throw notAllowed(BOOKING_STATUS_MESSAGES.guestCanOnlyCancel);
          if (booking.status !== 'pending' && booking.status !== 'confirmed')
            throw notAllowed(BOOKING_STATUS_MESSAGES.onlyActiveCancel);
          const today = todayInKigali();
          if (!guestMayCancel(booking, today)) throw notAllowed(BOOKING_STATUS_MESSAGES.cancelBeforeCheckIn);
          fee = guestCancellationFee(booking, today);
        }

        await tx
          .update(bookings)
          .set({
            status: update.status,
            cancellationFee: fee,
            cancelReason: hostCancelsStay ? update.reason : null,
            updatedAt: new Date(),
          })
          .where(eq(bookings.id, bookingId));
        if (update.status === 'cancelled' || update.status === 'refunded') {
          await giveBackOnEnd(
            tx,
            booking.id,
            !isHost
              ? 'guest_cancelled'
              : hostCancelsStay
                ? 'host_cancelled'
                : update.status === 'refunded'
                  ? 'host_refunded'
                  : 'host_declined',
            fee,
            actor.id,
          );
          const hold: Hold = {
            roomTypeId: booking.roomTypeId,
            checkIn: booking.checkIn,
            checkOut: booking.checkOut,
            rooms: booking.rooms,
          };
          await releaseRooms(tx, hold);
        }
        const [row] = await bookingView(tx).where(eq(bookings.id, bookingId));
        const updated = toBooking(row!);
        await tellStatusChanged(
          tx,
          updated,
          update.status,
          isHost,
          hostCancelsStay ? update.reason : undefined,
        );
        return {
          message: BOOKING_MESSAGES.statusUpdated({ status: update.status }),
          booking: updated,
        };
      });
    } catch (error) {
      if (await pauseBeforeRetry(error, attempt)) continue;
      throw error;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/bookings/{id}/cancellation

/**
 * What cancelling costs the guest who booked, today, so the web can say it before the guest confirms
 * (docs/decisions/0023-calendar-and-rates.md). Only that guest may ask (the host and admins too are refused).
 * A booking already ended answers the fee that was recorded.
 */
export async function bookingCancellation(
  db: Db,
  actor: Account,
  bookingId: number,
): Promise<BookingCancellation> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw notFound(BOOKING_STATUS_MESSAGES.notFound);
  if (booking.userId !== actor.id) throw forbidden(BOOKING_STATUS_MESSAGES.onlyGuestSeesCancellation);
  const today = todayInKigali();
  const canCancel = guestMayCancel(booking, today);
  // Cancelled or refunded already: what the guest's cancellation recorded (nothing when the host ended it).
  const ended = booking.status === 'cancelled' || booking.status === 'refunded';
  const fee = ended ? (booking.cancellationFee ?? 0) : guestCancellationFee(booking, today);
  // What went back already once ended; what would go back if cancelled now.
  const stay = await stayMoney(db, booking.id);
  const refund = !stay ? 0 : ended ? stay.refunded : refundOnCancel(stay.paid, fee, stay.refunded);
  return {
    ratePlan: booking.ratePlan,
    free: fee === 0,
    fee,
    freeCancellationUntil: booking.freeCancellationUntil,
    canCancel,
    refund,
    refundTo: stay && stay.paid > 0 ? stay.phone : null,
  };
}
