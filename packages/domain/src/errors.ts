// The API's error contract: every error answers { code, message, field?, params? } (and `error`, the same text,
// which the sign-up screen reads). Clients branch on `code` and `field`, never on the English of `message`.
// See docs/decisions/0017-error-codes.md.

export const ERROR_CODES = [
  // Generic, one per status, for errors that need nothing more specific.
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'NOT_SIGNED_IN',
  'FORBIDDEN',
  'NOT_FOUND',
  'NO_ROUTE',
  'MALFORMED_URL',
  // Requests Node's HTTP parser refuses before any route (docs/decisions/0037-smaller-holes.md).
  'MALFORMED_REQUEST',
  'REQUEST_HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'SERVER_ERROR',
  // Accounts and sign-in.
  'INVALID_CREDENTIALS',
  'ACCOUNT_DEACTIVATED',
  'TOO_MANY_SIGN_IN_ATTEMPTS',
  'USERNAME_TAKEN',
  'EMAIL_TAKEN',
  'PASSWORD_TOO_COMMON',
  'PASSWORD_CONTAINS_NAME',
  'PASSWORD_CONTROL_CHARACTERS',
  // Another person's profile, outside a booking with them (docs/decisions/0013-who-sees-whom.md).
  'PROFILE_NOT_SHARED',
  // Reservations and bookings.
  'ROOMS_LEFT',
  'TOO_MANY_ROOMS',
  'INVALID_ROOM_TYPE',
  'OWN_PROPERTY',
  'BOOKING_NOT_PENDING',
  'BOOKING_TRANSITION_NOT_ALLOWED',
  // Refund on a booking with no payment that went through.
  'NOTHING_TO_REFUND',
  // A host's refund of part of a stay: more than is left, or a stay not confirmed (docs/money.md#refunds).
  'REFUND_TOO_LARGE',
  'BOOKING_NOT_CONFIRMED',
  // An admin's hand on a refund that is not waiting for one.
  'REFUND_NOT_WAITING',
  // Payouts to hosts (docs/money.md#payouts): an admin's retry, hold, commission and bank batches.
  'PAYOUT_NOT_FAILED',
  'PAYOUT_ALREADY_RETRIED',
  'NOTHING_TO_PAY',
  'PAYOUTS_HELD',
  'PAYOUT_DETAILS_ON_HOLD',
  'NO_PAYOUT_DETAILS',
  'NOT_A_HOST',
  'NO_CHANGE_TO_APPROVE',
  'BANK_BATCH_SENT',
  'BANK_BATCH_EMPTY',
  // Changing where payouts go asks for the current password again.
  'PASSWORD_REQUIRED',
  // A listing rejected without a reason for its host.
  'REASON_REQUIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'REQUEST_IN_PROGRESS',
  // Paying for a reservation (docs/payments.md).
  'PAYMENT_REQUIRED',
  'ALREADY_PAID',
  'PAYMENT_PENDING',
  'PAYMENT_WINDOW_PASSED',
  'PAYMENT_NOT_RETRYABLE',
  'UNREADABLE_CALLBACK',
  // A receipt asked of a booking not paid by wallet (docs/receipts.md).
  'RECEIPT_NOT_AVAILABLE',
  // The host's calendar and rates (docs/decisions/0023-calendar-and-rates.md).
  'NIGHTS_BOOKED',
  'PAST_NIGHTS',
  'SEASON_OVERLAP',
  'NO_RATE_PLAN',
  // Reviews, replies and reports (docs/decisions/0025-reviews.md).
  'REVIEW_NOT_ALLOWED',
  'REVIEW_WINDOW_NOT_OPEN',
  'REVIEW_WINDOW_CLOSED',
  'REVIEW_EXISTS',
  'REPLY_WINDOW_CLOSED',
  'REPORT_EXISTS',
  // Listings and pictures.
  'UNSUPPORTED_PICTURE',
  'PICTURE_TOO_LARGE',
  'PICTURE_UNREADABLE',
  // The bucket that holds the pictures does not answer (docs/decisions/0058-pictures-in-a-bucket.md).
  'STORAGE_UNAVAILABLE',
  'APPLICATION_EXISTS',
  // The database cannot be reached for a moment: restarting, failing over (docs/operations.md#when-the-database-is-away).
  'DATABASE_UNAVAILABLE',
  // Cross-site requests and abuse limits (docs/decisions/0015-cross-site-and-abuse-limits.md).
  'CROSS_SITE_REQUEST',
  'LISTING_QUOTA_EXCEEDED',
  'UPLOAD_QUOTA_EXCEEDED',
  'SERVER_BUSY',
  // Messages between guests and hosts (docs/decisions/0028-conversations.md).
  'MESSAGE_RATE_LIMITED',
  // The other side deleted their account: nobody is left to read a message (docs/decisions/0036-every-email-once.md).
  'RECIPIENT_DELETED',
  // Email preferences (docs/decisions/0026-jobs-outbox-and-email.md).
  'ESSENTIAL_NOTIFICATION',
  'INVALID_UNSUBSCRIBE_LINK',
  // Your data: deleting your own account (docs/decisions/0031-your-data.md).
  'WRONG_PASSWORD',
  'LAST_ADMIN',
  'HOST_HAS_UPCOMING_BOOKINGS',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Whether a value is one of our codes (no zod here: the web client's first load imports this module). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** The code an error of this status carries when nothing more specific was given. */
export function defaultErrorCode(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'NOT_SIGNED_IN';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 422:
      return 'UNPROCESSABLE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'SERVER_BUSY';
    default:
      return status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST';
  }
}
