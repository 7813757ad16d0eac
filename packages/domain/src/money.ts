// The arithmetic of a paid stay's money after payment (docs/money.md): the platform's commission, the host's
// share, and what a cancellation gives back. Whole RWF; the web shows these figures, the API books them.
import { percentOf, taxesOf, type TaxPart } from './taxes.ts';

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
  return percentOf(amount, percent);
}

/**
 * What a stay's kept money is made of (docs/taxes.md): what the guest paid and keeps paid divides into the room
 * charge and taxes by the stay's tax parts; the commission is on the room charge; the host is paid the rest, the
 * taxes they declare included.
 */
export function keptShares(kept: number, parts: readonly TaxPart[], percent: number) {
  const taxes = taxesOf(kept, parts);
  const commission = commissionOf(taxes.roomCharge, percent);
  return { taxes, commission, hostEarns: kept - commission };
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

/** How long after a change of payout details no payout goes there, unless an admin approved it (docs/money.md). */
export const PAYOUT_DETAILS_HOLD_HOURS = 48;

/** The payouts' answers, refusals and the earnings CSV's words (translated by the server). */
export const PAYOUT_MESSAGES = {
  notFound: 'Payout not found.',
  notFailed: 'Only a failed payout can be tried again.',
  alreadyRetried: 'This payout was already tried again.',
  nothingToPay: 'Nothing is left to pay this host: their balance was paid since.',
  held: 'This host’s payouts are on hold.',
  detailsOnHold: 'This host’s payout details changed less than 48 hours ago; approve the change first.',
  noDetails: 'This host has no mobile money number or bank account to pay.',
  triedAgain: 'The payout will be tried again.',
  runDone: 'Today’s payouts are started.',
  hostNotFound: 'Host not found.',
  notAHost: 'This account is not a host.',
  holdSaved: 'The host’s payouts are on hold.',
  holdLifted: 'The host’s payouts are no longer on hold.',
  commissionSaved: 'The host’s commission is saved.',
  commissionInvalid: 'Enter a commission from 0 to 50 percent, or nothing for the usual one.',
  nothingToApprove: 'This host’s payout details have no change waiting for approval.',
  changeApproved: 'The change of payout details is approved: payouts may go there now.',
  batchNotFound: 'Bank batch not found.',
  batchAlreadySent: 'This bank batch is already marked as sent.',
  batchEmpty: 'This bank batch has no payout to send.',
  batchSent: 'The bank batch is marked as sent.',
  bankReferenceRequired: 'Enter the bank’s reference of the transfer (up to 100 characters).',
  monthInvalid: 'Choose a month as YYYY-MM.',
  passwordRequired: 'Enter your current password to change where your payouts go.',
  wrongPassword: 'That password is not right. Your payout details were not changed.',
  // The earnings CSV's header row.
  csvBooking: 'Booking',
  csvProperty: 'Property',
  csvRoomType: 'Room type',
  csvCheckIn: 'Check-in',
  csvCheckOut: 'Check-out',
  csvStatus: 'Status',
  csvPaid: 'Paid (RWF)',
  csvCommissionPercent: 'Commission (%)',
  csvCommission: 'Commission (RWF)',
  csvTaxes: 'VAT and tourism tax (RWF)',
  csvRefunded: 'Refunded (RWF)',
  csvNet: 'Net (RWF)',
  csvPayableFrom: 'Payable from',
} as const;
