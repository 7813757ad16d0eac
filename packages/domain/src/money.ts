// The arithmetic of a paid stay's money after payment (docs/money.md): the platform's commission, the host's
// share, and what a cancellation gives back. Whole RWF; the web shows these figures, the API books them.

/** Why money goes back to a guest. */
export const REFUND_CAUSES = [
  'host_declined',
  'host_refunded',
  'guest_cancelled',
  'host_cancelled',
  'request_expired',
  'host_goodwill',
  'late_payment',
] as const;
export type RefundCause = (typeof REFUND_CAUSES)[number];

export const REFUND_STATUSES = ['pending', 'successful', 'failed', 'needs_hand', 'settled_by_hand'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The commission a host pays on what a guest paid, rounded half up to a whole franc. */
export function commissionOf(amount: number, percent: number): number {
  return Math.floor((amount * percent + 50) / 100);
}

/** What the host earns of a stay: what the guest paid and keeps paid, less the commission on it. */
export function hostShareOf(kept: number, percent: number): number {
  return kept - commissionOf(kept, percent);
}

/**
 * What a guest gets back when a paid stay is cancelled: what they paid less the fee their plan keeps (pricing.ts
 * cancellationFee) and less what was already given back; never below 0.
 */
export function refundOnCancel(paid: number, fee: number, refundedBefore: number): number {
  return Math.max(0, paid - fee - refundedBefore);
}

/** The refunds' answers and refusals (translated by the server). */
export const REFUND_MESSAGES = {
  amountInvalid: 'Enter a whole amount in RWF, at least 1.',
  noteTooLong: 'Keep the note under 500 characters.',
  onlyHost: 'Only the host of this stay can give money back.',
  onlyConfirmed: 'Only a confirmed stay can be refunded in part.',
  tooMuch: 'This is more than what is left to refund.',
  started: 'The refund is on its way to the number that paid.',
  notFound: 'Refund not found.',
  notWaitingForHand: 'This refund is not waiting to be settled by hand.',
  settleNoteRequired: 'Say how the money went back (for example the bank’s reference).',
  settled: 'The refund is recorded as settled by hand.',
  triedAgain: 'The refund will be tried again.',
} as const;
