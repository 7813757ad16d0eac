// What users are told, in the app (the bell) and by email (docs/decisions/0026-jobs-outbox-and-email.md). Each kind
// carries the params its line and its email are written from; the API checks them when it writes a notification.
import { z } from 'zod';
import type { Role } from './constants.ts';
import { pageParamSchema } from './schemas/common.ts';
import { STATEMENT_MONTH } from './statements.ts';

export const NOTIFICATION_KINDS = [
  'booking_requested',
  'booking_requested_copy',
  'booking_confirmed',
  'booking_rejected',
  'booking_refunded',
  'booking_cancelled',
  'booking_cancelled_by_host',
  'booking_expired',
  'booking_pending_reminder',
  'payment_received',
  'refund_sent',
  'application_approved',
  'application_rejected',
  'message_received',
  'welcome',
  'review_invitation',
  'review_reply',
  'review_hidden',
  'contact_request',
  'payout_details_changed',
  'monthly_statement',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Kinds whose email cannot be turned off: what a booking became and what happened to the account or its
 * listings. Messages, reminders, review news and contact requests are the user's to mute (docs/product.md).
 */
export const ESSENTIAL_KINDS = [
  'booking_requested',
  'booking_requested_copy',
  'booking_confirmed',
  'booking_rejected',
  'booking_refunded',
  'booking_cancelled',
  'booking_cancelled_by_host',
  'booking_expired',
  'payment_received',
  'refund_sent',
  'application_approved',
  'application_rejected',
  'welcome',
  'review_hidden',
  // Where a host's money goes changed: they must hear of it, whoever changed it (docs/money.md#payouts).
  'payout_details_changed',
] as const satisfies readonly NotificationKind[];

export const isEssentialKind = (kind: NotificationKind): boolean =>
  (ESSENTIAL_KINDS as readonly NotificationKind[]).includes(kind);

/** What the notification routes answer and refuse with (translated in i18n/catalogs). */
const GUEST_KINDS: readonly NotificationKind[] = [
  'welcome',
  'booking_requested_copy',
  'booking_confirmed',
  'booking_rejected',
  'booking_refunded',
  'booking_cancelled',
  'booking_cancelled_by_host',
  'booking_expired',
  'payment_received',
  'refund_sent',
  'message_received',
  'review_invitation',
  'review_reply',
  'review_hidden',
];
const HOST_KINDS: readonly NotificationKind[] = [
  'booking_requested',
  'booking_pending_reminder',
  'booking_cancelled',
  'booking_expired',
  'application_approved',
  'application_rejected',
  'message_received',
  'payout_details_changed',
  'monthly_statement',
];

/**
 * The kinds a user of this role can receive, in NOTIFICATION_KINDS' order: a guest's; a host's and a guest's (a
 * host books stays too); every kind for admins (contact requests reach them only). Their email choices list these.
 */
export function notificationKindsFor(role: Role): NotificationKind[] {
  if (role === 'admin') return [...NOTIFICATION_KINDS];
  const kinds = new Set(role === 'host' ? [...GUEST_KINDS, ...HOST_KINDS] : GUEST_KINDS);
  return NOTIFICATION_KINDS.filter((kind) => kinds.has(kind));
}

export const NOTIFICATION_MESSAGES = {
  essential: 'Emails about your bookings and your account cannot be turned off.',
  preferencesSaved: 'Your email preferences are saved.',
  unsubscribed:
    'Done: you will no longer receive these emails. You can turn them back on in your email preferences.',
  badLink: 'This unsubscribe link is not valid. Please use the link from the email as it is.',
  badKind: 'This kind of notification does not exist.',
  badEmail: 'Say true or false for each email.',
  tooMany: 'Too many preferences at once.',
} as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const id = z.number().int().positive();
const name = z.string();

const bookingParams = z.object({
  bookingId: id,
  propertyName: name,
  checkIn: day,
  checkOut: day,
});

/** The params of each kind (dates 'YYYY-MM-DD'; names as stored: a property's name is the host's words). */
export const NOTIFICATION_PARAMS = {
  booking_requested: bookingParams.extend({ guestFirstName: name }),
  booking_requested_copy: bookingParams,
  booking_confirmed: bookingParams,
  booking_rejected: bookingParams,
  booking_refunded: bookingParams,
  booking_cancelled: bookingParams,
  /** The host cancelled a confirmed stay, saying why. */
  booking_cancelled_by_host: bookingParams.extend({ reason: name }),
  booking_expired: bookingParams,
  booking_pending_reminder: bookingParams,
  /** The guest's wallet payment went through: its amount and receipt (docs/receipts.md). */
  payment_received: bookingParams.extend({ amount: z.number().int(), receiptNumber: name }),
  /** Money went back to the number that paid (docs/money.md#refunds). */
  refund_sent: bookingParams.extend({ amount: z.number().int(), phone: name }),
  application_approved: z.object({ applicationId: id, propertyName: name, recommendation: name.optional() }),
  application_rejected: z.object({ applicationId: id, propertyName: name, recommendation: name.optional() }),
  message_received: z.object({ conversationId: id, senderFirstName: name, propertyName: name }),
  welcome: z.object({ firstName: name }),
  review_invitation: z.object({ bookingId: id, propertyName: name }),
  review_reply: z.object({ reviewId: id, propertyName: name }),
  review_hidden: z.object({ reviewId: id, propertyName: name, reason: name }),
  contact_request: z.object({ requestId: id, name, subject: name }),
  /** The MoMo code or bank account changed; `byAdmin` when an admin changed it. */
  payout_details_changed: z.object({ byAdmin: z.boolean() }),
  /** A month's statement is ready (docs/statements.md): its month, YYYY-MM. */
  monthly_statement: z.object({ month: z.string().regex(STATEMENT_MONTH) }),
} as const satisfies Record<NotificationKind, z.ZodType>;

export type NotificationParams<K extends NotificationKind> = z.infer<(typeof NOTIFICATION_PARAMS)[K]>;

/** One kind with its params, as notify() takes them and the bell reads them. */
export type NotificationOf<K extends NotificationKind = NotificationKind> = K extends NotificationKind
  ? { kind: K; params: NotificationParams<K> }
  : never;

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS, { error: NOTIFICATION_MESSAGES.badKind });

/** GET /api/me/notification-preferences: every kind, whether it is emailed, and whether it may be turned off. */
export const notificationPreferenceSchema = z.object({
  kind: notificationKindSchema,
  email: z.boolean(),
  essential: z.boolean(),
});
export const notificationPreferencesSchema = z.object({
  preferences: z.array(notificationPreferenceSchema),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationPreferencesSavedSchema = notificationPreferencesSchema.extend({
  message: z.string(),
});

/** PUT /api/me/notification-preferences: the kinds to change (others stay as they were). */
export const notificationPreferencesUpdateSchema = z.object({
  preferences: z
    .array(
      z.object({ kind: notificationKindSchema, email: z.boolean({ error: NOTIFICATION_MESSAGES.badEmail }) }),
    )
    .max(NOTIFICATION_KINDS.length * 2, { error: NOTIFICATION_MESSAGES.tooMany }),
});
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

/** POST /api/notifications/unsubscribe: the signed token of an email's unsubscribe link. */
export const unsubscribeRequestSchema = z.object({
  token: z
    .string({ error: NOTIFICATION_MESSAGES.badLink })
    .min(1, { error: NOTIFICATION_MESSAGES.badLink })
    .max(500, { error: NOTIFICATION_MESSAGES.badLink }),
});
export const unsubscribeAnswerSchema = z.object({ kind: notificationKindSchema, message: z.string() });

/** GET /api/admin/outbox: emails kept when no SMTP server is configured, newest first. */
export const outboxQuerySchema = z.object({ page: pageParamSchema });
export const outboxEmailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  kind: z.string(),
  locale: z.string(),
  createdAt: z.string(),
});
/**
 * Every email job's delivery, SMTP or not (docs/decisions/0036-every-email-once.md): how many are in each state, and
 * `unknownOutcomeRetries`, the emails sent again after an attempt whose outcome was unknown (the only ones a
 * mailbox may have received twice).
 */
export const emailDeliveriesSchema = z.object({
  sent: z.number().int(),
  sending: z.number().int(),
  failed: z.number().int(),
  unknown: z.number().int(),
  unknownOutcomeRetries: z.number().int(),
});
export type EmailDeliveries = z.infer<typeof emailDeliveriesSchema>;
export const outboxPageSchema = z.object({
  items: z.array(outboxEmailSchema),
  page: z.number().int(),
  total: z.number().int(),
  deliveries: emailDeliveriesSchema,
  /** Whether an SMTP server is set (SMTP_URL): emails are then sent, and those here were kept before it was. */
  smtpConfigured: z.boolean(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;
export const OUTBOX_PAGE_SIZE = 20;
