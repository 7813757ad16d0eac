// The admins' view of the money (docs/decisions/0045-who-sees-payment-details.md): GET /api/admin/payments
// (filtered, sorted, paged in X-Total-Count, X-Page, X-Page-Size; its CSV at /api/admin/payments.csv), one
// payment's detail with its ledger and the providers' answers, and the summary that shows what needs a look.
import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZES } from '../constants.ts';
import { calendarDateSchema, entityIdSchema, pageParamSchema, pageSizeParamSchema } from './common.ts';
import { PAYMENT_FAILURE_REASONS, PAYMENT_METHODS, PAYMENT_STATUSES } from '../payment-methods.ts';

export const ADMIN_PAYMENT_SORTS = ['created_at', 'amount'] as const;
export type AdminPaymentSort = (typeof ADMIN_PAYMENT_SORTS)[number];

/** The list's input messages, for API callers (the screen sends only valid values), like the bookings list's. */
export const ADMIN_PAYMENT_MESSAGES = {
  badStatus: `The status must be ${PAYMENT_STATUSES.join(', ')}.`,
  badMethod: `The method must be ${PAYMENT_METHODS.join(', ')}.`,
  badSort: `Sort by ${ADMIN_PAYMENT_SORTS.join(', ')}.`,
  badOrder: 'The order must be asc or desc.',
  searchTooLong: 'The search text is too long.',
  datesOutOfOrder: 'The start date must not be after the end date.',
} as const;
const M = ADMIN_PAYMENT_MESSAGES;

/** An empty query value is no filter (the screens send `status=` for 'All'). */
const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The filters of the list and of its CSV: status, method, creation days (Kigali, inclusive), a search text. */
const filterShape = {
  status: optionalQuery(z.enum(PAYMENT_STATUSES, { error: M.badStatus })),
  method: optionalQuery(z.enum(PAYMENT_METHODS, { error: M.badMethod })),
  from: optionalQuery(calendarDateSchema),
  to: optionalQuery(calendarDateSchema),
  /** The guest's name or username, a property's name, the reference, the provider's id, the paying number. */
  search: optionalQuery(z.string().trim().max(100, { error: M.searchTooLong })),
};
const datesInOrder = <T extends { from?: string | undefined; to?: string | undefined }>(q: T) =>
  !q.from || !q.to || q.from <= q.to;

export const adminPaymentFilterSchema = z
  .object(filterShape)
  .refine(datesInOrder, { error: M.datesOutOfOrder, path: ['to'] });
export type AdminPaymentFilter = z.infer<typeof adminPaymentFilterSchema>;

export const adminPaymentListQuerySchema = z
  .object({
    ...filterShape,
    sort: optionalQuery(z.enum(ADMIN_PAYMENT_SORTS, { error: M.badSort })).transform(
      (s) => s ?? 'created_at',
    ),
    order: optionalQuery(z.enum(['asc', 'desc'], { error: M.badOrder })).transform((o) => o ?? 'desc'),
    page: pageParamSchema,
    pageSize: pageSizeParamSchema(MAX_PAGE_SIZE, PAGE_SIZES.table),
  })
  .refine(datesInOrder, { error: M.datesOutOfOrder, path: ['to'] });
export type AdminPaymentListQuery = z.infer<typeof adminPaymentListQuerySchema>;

export const adminPaymentIdParamsSchema = z.object({ id: entityIdSchema('record') });

/** One payment as the admins' list shows it. Amounts are whole RWF. */
export const adminPaymentSchema = z.object({
  id: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number().int(),
  currency: z.literal('RWF'),
  reason: z.enum(PAYMENT_FAILURE_REASONS).nullable(),
  /** Who pays; `name` is null for a deleted account. */
  guest: z.object({ id: z.number().int(), name: z.string().nullable(), username: z.string().nullable() }),
  /** The properties of the bookings it pays (one reservation may span several bookings). */
  properties: z.array(z.object({ id: z.number().int(), name: z.string() })),
  bookingIds: z.array(z.number().int()),
  /** Our reference at the provider (X-Reference-Id at MTN, the transaction id at Airtel). */
  reference: z.string(),
  providerTransactionId: z.string().nullable(),
  /** The paying number, 07XXXXXXXX; null at the property. Admins only (decision 0045). */
  phone: z.string().nullable(),
  createdAt: z.string(),
  /** Seconds since it was created, at the time of the answer. */
  ageSeconds: z.number().int(),
  expiresAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  receiptNumber: z.number().int().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentListSchema = z.array(adminPaymentSchema);

export const adminPaymentDetailSchema = z.object({
  payment: adminPaymentSchema.extend({
    /** When the provider's answer to our request was recorded; null: not known to be sent. */
    requestedAt: z.string().nullable(),
    /** When the watcher asks the provider next; null when nothing more is to be learnt. */
    nextCheckAt: z.string().nullable(),
    /** How many times the provider was asked for the status. */
    checks: z.number().int(),
    /** The try this one replaced, and the one that replaced it (the guest's other tries). */
    previousId: z.number().int().nullable(),
    nextId: z.number().int().nullable(),
  }),
  bookings: z.array(
    z.object({
      id: z.number().int(),
      propertyId: z.number().int(),
      propertyName: z.string(),
      checkIn: z.string(),
      checkOut: z.string(),
      rooms: z.number().int(),
      totalPrice: z.number().int(),
      status: z.string(),
    }),
  ),
  /** Its ledger transactions, oldest first; each one's entries sum to 0 (debits positive, credits negative). */
  ledger: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      createdAt: z.string(),
      entries: z.array(z.object({ id: z.number().int(), account: z.string(), amount: z.number().int() })),
    }),
  ),
  /** What the provider answered (our request, status lookups, callbacks), oldest first, as received. */
  events: z.array(
    z.object({
      id: z.number().int(),
      source: z.string(),
      outcome: z.string(),
      body: z.unknown(),
      createdAt: z.string(),
    }),
  ),
  /** The earlier tries at paying the same reservation, newest first. */
  earlierTries: z.array(adminPaymentSchema),
});
export type AdminPaymentDetail = z.infer<typeof adminPaymentDetailSchema>;

export const adminPaymentSummarySchema = z.object({
  /** How many payments are in each status (every status, 0 included). */
  byStatus: z.record(z.enum(PAYMENT_STATUSES), z.number().int()),
  /** Pending payments more than a minute past their window: the watcher should have ended them. Should be 0. */
  pendingPastWindow: z.number().int(),
  /** Payments taken after their rooms were released (payment_received_late), and what of them is still on its way back. */
  lateSuccesses: z.object({ count: z.number().int(), amountOwed: z.number().int() }),
});
export type AdminPaymentSummary = z.infer<typeof adminPaymentSummarySchema>;
