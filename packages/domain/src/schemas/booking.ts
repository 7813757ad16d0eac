// Bookings: the reservation payload and its rules (docs/product.md#entities and #reservation-rules), the
// API's booking shape, lists and status changes (docs/product.md#bookings).
import { z } from 'zod';
import {
  BOOKING_SETTABLE_STATUSES,
  BOOKING_STATUSES,
  DEFAULT_BOOKING_RATE_PLAN,
  MAX_PAGE_SIZE,
  PAGE_SIZES,
  RATE_PLANS,
} from '../constants.ts';
import { ROOM_TYPE_TITLE_LABELS, labelOf } from '../labels.ts';
import { RESERVATION_MESSAGES } from '../messages.ts';
import { SPEC_RATE_PLANS, toBookingRatePlan } from '../stored-ids.ts';
import { formatRwf, nightsBetween } from '../rules.ts';
import { formatMoney } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { template, translate, translateTemplate } from '../i18n/translate.ts';
import {
  MAX_ID,
  boundedIntParam,
  calendarDateSchema,
  entityIdSchema,
  pageParamSchema,
  pageSizeParamSchema,
  storedIdSchema,
} from './common.ts';
import { stayProblem } from './property.ts';
import { bookingPaymentInputSchema, paymentSchema } from './payment.ts';
import { taxPartSchema, taxesSchema } from './tax.ts';

/** One reservation holds at most this many room types (entries). */
export const MAX_BOOKING_ENTRIES = 10;
/** The most rooms a quote prices at once (the search's bound). */
export const MAX_QUOTE_ROOMS = 100;
export const BOOKING_RATE_PLANS = [...RATE_PLANS, DEFAULT_BOOKING_RATE_PLAN] as const;

export const BOOKING_REQUEST_MESSAGES = {
  noEntries: 'Please choose a room type to reserve.',
  tooManyEntries: `At most ${MAX_BOOKING_ENTRIES} room types can be reserved at once.`,
  userIdRequired: 'userId must be your user id.',
  badDate: 'Dates must look like YYYY-MM-DD.',
  wholeRooms: 'The number of rooms must be a whole number.',
  // Named by the spec's words, which stay accepted beside the ids (docs/decisions/0022-stored-ids.md).
  ratePlan: `The rate plan must be one of ${BOOKING_RATE_PLANS.map((plan) => SPEC_RATE_PLANS[plan]).join(', ')}.`,
  ownProperty: 'You cannot book your own property.',
  idempotencyKey: 'The Idempotency-Key header must be 1 to 200 characters.',
  idempotencyMismatch:
    'This Idempotency-Key was already used for a different reservation. Use a new key for a new reservation.',
  asYourself: 'You can only reserve for yourself.',
  inProgress: 'This request is already being processed. Please try again.',
  quoteRooms: `Rooms must be a whole number from 1 to ${MAX_QUOTE_ROOMS}.`,
} as const;

/** A host's reason for cancelling a confirmed stay, at most this many characters. */
export const CANCEL_REASON_MAX = 500;

export const BOOKING_STATUS_MESSAGES = {
  notFound: 'Booking not found.',
  onlyPending: 'Only pending bookings can change status.',
  backToPending: 'A booking cannot be moved back to pending.',
  guestCanOnlyCancel: 'As a guest you can only cancel your booking.',
  notInvolved: 'Only the host of the property or the guest who booked can change this booking.',
  asYourself: 'userId must be your own user id.',
  // A guest cancels under the booking's rate plan (docs/decisions/0023-calendar-and-rates.md).
  onlyActiveCancel: 'Only a pending or confirmed booking can be cancelled.',
  cancelBeforeCheckIn: 'A booking can only be cancelled before its check-in day.',
  onlyGuestSeesCancellation: 'Only the guest who booked can see what cancelling this booking costs.',
  // Refund gives money back: a booking to be paid at the property, or not paid yet, has none.
  nothingToRefund: 'This booking has no payment to refund.',
  // A host may cancel a confirmed stay that is not over, saying why (docs/product.md#bookings).
  reasonRequired: 'Say why you cancel this stay: the guest is told.',
  reasonText: 'The reason must be text.',
  reasonTooLong: `The reason can be at most ${CANCEL_REASON_MAX} characters.`,
  stayOver: 'This stay is over: it can no longer be cancelled.',
} as const;

/** Numbers may arrive as numbers or numeric strings; anything else is judged by the rules below. */
const looseNumber = z.union([z.number(), z.string().max(40)]).nullish();
const looseText = (max: number) => z.string().max(max).nullish();

/**
 * One entry of the booking request payload (docs/product.md#entities), as it arrives: loosely typed, so that
 * the product's rules can report their own messages in their own order (reservationEntrySchema). `price` is
 * accepted and ignored: the server computes every price (docs/product.md#money).
 */
export const bookingEntryInputSchema = z.object({
  roomTypeId: looseNumber,
  roomType: looseText(200),
  roomNumber: looseNumber,
  checkInDate: looseText(40),
  checkOutDate: looseText(40),
  price: looseNumber,
  rate_plan: looseText(50),
  propertyId: looseNumber,
});
export type BookingEntryInput = z.infer<typeof bookingEntryInputSchema>;

/** POST /api/bookings payload (docs/product.md#entities): the session user's id and 1..10 entries. */
export const bookingRequestSchema = z.object({
  userId: entityIdSchema('user'),
  bookings: z
    .array(bookingEntryInputSchema, { error: BOOKING_REQUEST_MESSAGES.noEntries })
    .min(1, { error: BOOKING_REQUEST_MESSAGES.noEntries })
    .max(MAX_BOOKING_ENTRIES, { error: BOOKING_REQUEST_MESSAGES.tooManyEntries }),
  /** How the guest pays; absent: at the property where every stay allows it (docs/payments.md). */
  payment: bookingPaymentInputSchema.optional(),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

const asNumber = (value: number | string | null | undefined): number | undefined => {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = value.trim();
  return text === '' || !/^-?\d+(\.\d+)?$/.test(text) ? undefined : Number(text);
};
const asId = (value: number | string | null | undefined) => {
  const n = asNumber(value);
  return n !== undefined && Number.isInteger(n) && n >= 1 && n <= MAX_ID ? n : undefined;
};

/**
 * An entry checked by the rules that need no database, in the order of docs/product.md#reservation-rules:
 * (1) both dates, (2) check-out after check-in, then ours: check-in not in the past, at most 90 nights, at
 * most 2 years ahead; (3) at least one room; (5) a room type id that can exist. Rule 4 (rooms free) and the
 * rest of rule 5 (the room type exists, belongs to the property, is public) need the database: the server
 * checks them next.
 */
export const reservationEntrySchema = bookingEntryInputSchema.transform((entry, ctx) => {
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (!entry.checkInDate?.trim() || !entry.checkOutDate?.trim())
    return fail(RESERVATION_MESSAGES.datesRequired);
  const checkIn = calendarDateSchema.safeParse(entry.checkInDate.trim());
  const checkOut = calendarDateSchema.safeParse(entry.checkOutDate.trim());
  if (!checkIn.success) return fail(checkIn.error.issues[0]?.message ?? BOOKING_REQUEST_MESSAGES.badDate);
  if (!checkOut.success) return fail(checkOut.error.issues[0]?.message ?? BOOKING_REQUEST_MESSAGES.badDate);
  const problem = stayProblem(checkIn.data, checkOut.data);
  if (problem) return fail(problem);
  const rooms = asNumber(entry.roomNumber);
  if (rooms === undefined || rooms < 1) return fail(RESERVATION_MESSAGES.atLeastOneRoom);
  if (!Number.isInteger(rooms)) return fail(BOOKING_REQUEST_MESSAGES.wholeRooms);
  const roomTypeId = asId(entry.roomTypeId);
  if (roomTypeId === undefined) return fail(RESERVATION_MESSAGES.invalidRoomType);
  // An id or the spec's word ('nonRefundable', 'N/A'); none sent is 'none' (docs/decisions/0022-stored-ids.md).
  const ratePlan = entry.rate_plan?.trim() ? toBookingRatePlan(entry.rate_plan) : DEFAULT_BOOKING_RATE_PLAN;
  if (ratePlan === undefined) return fail(BOOKING_REQUEST_MESSAGES.ratePlan);
  // A property id that is sent must be a real id; one that is absent is not checked (the room type decides).
  const propertyId = asId(entry.propertyId);
  if (entry.propertyId !== null && entry.propertyId !== undefined && propertyId === undefined)
    return fail(RESERVATION_MESSAGES.invalidRoomType);
  return {
    roomTypeId,
    propertyId,
    rooms,
    checkIn: checkIn.data,
    checkOut: checkOut.data,
    nights: nightsBetween(checkIn.data, checkOut.data),
    ratePlan,
  };
});
export type ReservationEntry = z.output<typeof reservationEntrySchema>;

export const bookingStatusSchema = z.enum(BOOKING_STATUSES);

/**
 * A booking as the API answers it (docs/product.md#entities), with the price it was made at. Amounts are
 * whole RWF.
 */
export const bookingSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  host_id: z.number().int(),
  property_id: z.number().int(),
  room_type_id: z.number().int(),
  user_name: z.string(),
  host_name: z.string(),
  property_name: z.string(),
  room_type_title: z.string(),
  check_in_date: z.string(),
  check_out_date: z.string(),
  number_of_rooms: z.number().int(),
  nights: z.number().int(),
  price_per_night: z.number().int(),
  discount: z.number().int(),
  total_price: z.number().int(),
  rate_plan: z.string(),
  status: bookingStatusSchema,
  created_at: z.string(),
  /** What each night cost one room, before discounts (empty for bookings made before night prices). */
  nightPrices: z.array(z.number().int()),
  /** The rate plan's discount, percent, applied after the room type's `discount`. */
  planDiscount: z.number().int(),
  /** The last day the guest may cancel without a fee; null: never free. */
  freeCancellationUntil: z.string().nullable(),
  /** What the guest's cancellation cost; null unless the guest cancelled. */
  cancellationFee: z.number().int().nullable(),
  /** How the reservation this booking belongs to is paid (docs/payments.md); null for stays booked before payments. */
  payment: paymentSchema.nullable(),
  /** The platform's commission on this stay, percent, fixed when it was paid through us; null until then. */
  commissionPercent: z.number().int().nullable(),
  /** How total_price divides, fixed when the stay was booked, and the rates it was taxed by (docs/taxes.md). */
  taxes: taxesSchema,
  taxParts: z.array(taxPartSchema),
  /**
   * The stay's review (docs/product.md#reviews): its id and whether the asker may still edit it; null without
   * one. Answered by the booking lists (absent from a reservation's answer).
   */
  review: z.object({ id: z.number().int(), canEdit: z.boolean() }).nullable().optional(),
  /** The asker is the guest of this confirmed stay, its review window is open and it has no review yet. */
  canReview: z.boolean().optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

/**
 * 201 of POST /api/bookings: the client shows 'Reservation successful! ' + message (docs/product.md#calls).
 */
export const bookingCreatedSchema = z.object({ message: z.string(), bookings: z.array(bookingSchema) });
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;

export const idempotencyKeySchema = z
  .string()
  .min(1, { error: BOOKING_REQUEST_MESSAGES.idempotencyKey })
  .max(200, { error: BOOKING_REQUEST_MESSAGES.idempotencyKey });

export const BOOKING_SORTS = ['id', 'check_in', 'created_at', 'total_price'] as const;

/**
 * GET /api/bookings. `from`/`to` keep bookings whose stay has a night in [from, to]: check-in ≤ to and
 * check-out > from (so a stay that starts inside the range always matches). `search` matches the property
 * name or the guest's name. `as` picks a side for a host who also travels: `host` (their properties'
 * bookings, the default for hosts) or `guest` (their own trips).
 */
export const bookingListQuerySchema = z
  .object({
    status: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(BOOKING_STATUSES, { error: `The status must be ${BOOKING_STATUSES.join(', ')}.` }))
      .optional(),
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
    property_id: entityIdSchema('property').optional(),
    search: z.string().trim().max(100, { error: 'The search text is too long.' }).optional(),
    as: z.enum(['guest', 'host'], { error: 'as must be guest or host.' }).optional(),
    sort: z.enum(BOOKING_SORTS, { error: `Sort by ${BOOKING_SORTS.join(', ')}.` }).default('id'),
    order: z.enum(['asc', 'desc'], { error: 'The order must be asc or desc.' }).default('desc'),
    page: pageParamSchema,
    pageSize: pageSizeParamSchema(MAX_PAGE_SIZE, PAGE_SIZES.table),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: 'The start date must not be after the end date.',
    path: ['to'],
  });
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;

export const bookingIdParamsSchema = z.object({ id: entityIdSchema('booking') });

/** PUT /api/bookings/{id}/status (docs/product.md#calls). `userId`, when sent, must be the session user. */
export const bookingStatusUpdateSchema = z.object({
  userId: entityIdSchema('user').optional(),
  /** Why the host cancels a confirmed stay (required then; the guest is told it). */
  reason: z
    .string({ error: BOOKING_STATUS_MESSAGES.reasonText })
    .trim()
    .max(CANCEL_REASON_MAX, { error: BOOKING_STATUS_MESSAGES.reasonTooLong })
    .optional(),
  // 'expired' is the expiry job's alone (docs/product.md#bookings): nobody sets it by hand.
  status: z.enum(BOOKING_SETTABLE_STATUSES, {
    error: `The status must be ${BOOKING_SETTABLE_STATUSES.filter((s) => s !== 'pending').join(', ')}.`,
  }),
});
export type BookingStatusUpdate = z.infer<typeof bookingStatusUpdateSchema>;

export const bookingStatusUpdatedSchema = z.object({ message: z.string(), booking: bookingSchema });

/**
 * GET /api/bookings/{id}/cancellation: what cancelling costs the guest today, under the booking's plan
 * (docs/decisions/0023-calendar-and-rates.md). `fee` is whole RWF owed to the host (0 when `free`);
 * `canCancel` is false once the booking is no longer pending or confirmed, or from its check-in day.
 */
export const bookingCancellationSchema = z.object({
  ratePlan: z.string(),
  free: z.boolean(),
  fee: z.number().int(),
  freeCancellationUntil: z.string().nullable(),
  canCancel: z.boolean(),
  /** What the guest gets back if they cancel now (of what they paid through us), whole RWF. */
  refund: z.number().int(),
  /** The number the refund goes back to (the one that paid); null when nothing was paid through us. */
  refundTo: z.string().nullable(),
});
export type BookingCancellation = z.infer<typeof bookingCancellationSchema>;

/**
 * GET /api/room_types/{id}/quote: both dates (the stay rules of every stay: check-out after check-in, not in
 * the past, at most 90 nights, at most 2 years ahead), rooms (1 unless told) and a rate plan (an id or the
 * spec's word; absent or N/A: the property's first offered plan).
 */
export const roomTypeQuoteQuerySchema = z
  .object({
    checkIn: calendarDateSchema.optional(),
    checkOut: calendarDateSchema.optional(),
    rooms: boundedIntParam(1, MAX_QUOTE_ROOMS, BOOKING_REQUEST_MESSAGES.quoteRooms).default(1),
    ratePlan: storedIdSchema(
      BOOKING_RATE_PLANS,
      toBookingRatePlan,
      BOOKING_REQUEST_MESSAGES.ratePlan,
    ).optional(),
  })
  .transform((query, ctx) => {
    const fail = (message: string, path: string) => {
      ctx.addIssue({ code: 'custom', message, path: [path] });
      return z.NEVER;
    };
    if (query.checkIn === undefined || query.checkOut === undefined)
      return fail(RESERVATION_MESSAGES.datesRequired, query.checkIn === undefined ? 'checkIn' : 'checkOut');
    const problem = stayProblem(query.checkIn, query.checkOut);
    if (problem) return fail(problem, 'checkOut');
    return {
      checkIn: query.checkIn,
      checkOut: query.checkOut,
      rooms: query.rooms,
      ratePlan: query.ratePlan ?? DEFAULT_BOOKING_RATE_PLAN,
    };
  });
export type RoomTypeQuoteQuery = z.output<typeof roomTypeQuoteQuerySchema>;

/**
 * A stay's price for one room type (docs/decisions/0023-calendar-and-rates.md): each night's price for one room
 * before discounts, `subtotal` = their sum × rooms, the room type's `discount` and the plan's `planDiscount`
 * (percent), `total` (rounded once), `nightlyAverage` = total / nights / rooms (rounded), the rooms free on every
 * night, the plan priced, its last free-cancellation day, and `problem`: null, or why this stay cannot be booked.
 */
export const roomTypeQuoteSchema = z.object({
  nights: z.array(z.object({ date: z.string(), price: z.number().int() })),
  subtotal: z.number().int(),
  discount: z.number().int(),
  planDiscount: z.number().int(),
  total: z.number().int(),
  /** How the total divides: it includes the taxes (docs/taxes.md). */
  taxes: taxesSchema,
  nightlyAverage: z.number().int(),
  freeRooms: z.number().int(),
  ratePlan: z.enum(RATE_PLANS),
  freeCancellationUntil: z.string().nullable(),
  problem: z.string().nullable(),
  /**
   * Sold out or refused by a stay rule: the nearest stays of the same length the room type can sell for the rooms
   * asked (nearestOpenStays); otherwise empty.
   */
  otherStays: z.array(z.object({ checkIn: z.string(), checkOut: z.string() })),
});
export type RoomTypeQuote = z.infer<typeof roomTypeQuoteSchema>;

/** A room type's title in English: 'Double' for 'double', 'Whole Property' for the code -100x. */
export const roomTypeLabel = (title: string) => labelOf(ROOM_TYPE_TITLE_LABELS, title);

/** The reservation's success sentence, in pieces: the client appends it to 'Reservation successful! '. */
export const RESERVATION_SUMMARY_MESSAGES = {
  booking: template('Booking #{id} for {roomType}, {rooms}, {nights}: {total}'),
  oneRoom: '1 room',
  rooms: template('{n} rooms'),
  oneNight: '1 night',
  nights: template('{n} nights'),
  one: template('{booking}. The host will confirm it soon.'),
  several: template('{bookings}. Total {total}. The host will confirm them soon.'),
} as const;

/**
 * The sentence the client appends to 'Reservation successful! ', in the asker's language, e.g.
 * 'Booking #12 for Double, 2 rooms, 3 nights: RWF 270,000. The host will confirm it soon.'
 */
export function reservationSummary(
  bookings: Array<Pick<Booking, 'id' | 'room_type_title' | 'number_of_rooms' | 'nights' | 'total_price'>>,
  locale: Locale = 'en',
): string {
  const M = RESERVATION_SUMMARY_MESSAGES;
  // English keeps the product's 'RWF 270,000' to the letter; the other languages write money their way.
  const money = (amount: number) => (locale === 'en' ? formatRwf(amount) : formatMoney(amount, locale));
  const count = (n: number, one: string, many: typeof M.rooms | typeof M.nights) =>
    n === 1 ? translate(locale, one) : translateTemplate(locale, many, { n });
  const parts = bookings.map((b) =>
    translateTemplate(locale, M.booking, {
      id: String(b.id),
      roomType: translate(locale, roomTypeLabel(b.room_type_title)),
      rooms: count(b.number_of_rooms, M.oneRoom, M.rooms),
      nights: count(b.nights, M.oneNight, M.nights),
      total: money(b.total_price),
    }),
  );
  if (bookings.length === 1) return translateTemplate(locale, M.one, { booking: parts[0]! });
  const total = bookings.reduce((sum, b) => sum + b.total_price, 0);
  return translateTemplate(locale, M.several, { bookings: parts.join('; '), total: money(total) });
}
