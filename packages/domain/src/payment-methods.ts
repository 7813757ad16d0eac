// How the guest pays and what becomes of it (docs/payments.md), without zod: the web's property page reads
// these (a module calling zod at its top keeps zod whole in any chunk importing it, docs/benchmarks.md).

export const PAYMENT_METHODS = ['mtn_momo', 'airtel_money', 'at_property'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The methods paid now, from the guest's phone. */
export const WALLET_METHODS = ['mtn_momo', 'airtel_money'] as const;
export type WalletMethod = (typeof WALLET_METHODS)[number];

/**
 * - `pending`: asked of the payer's phone, not final yet (the rooms are held until `expiresAt`).
 * - `successful`: the provider says it is paid. `failed`: a definite no (`reason` says why).
 * - `expired`: no success before `expiresAt`; the rooms were given back.
 * - `not_required`: paid at the property; no money moves through us.
 */
export const PAYMENT_STATUSES = ['pending', 'successful', 'failed', 'expired', 'not_required'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Why a payment failed, in our words (each provider's codes map onto these: docs/payments-providers.md). */
export const PAYMENT_FAILURE_REASONS = [
  'not_enough_funds',
  'declined',
  'payer_not_found',
  'timed_out',
  'other',
] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

/** The wallets by their brand names, the same in every language. */
export const WALLET_NAMES: Readonly<Record<WalletMethod, string>> = {
  mtn_momo: 'MTN MoMo',
  airtel_money: 'Airtel Money',
};

/** The payment window's default: the rooms are held this long for a pending payment. */
export const DEFAULT_PAYMENT_WINDOW_MINUTES = 15;

/** A Rwandan mobile number as people type it at checkout: 07 and 8 digits. */
export const MOBILE_NUMBER_PATTERN = /^07[2389]\d{7}$/;

/** The wallet a Rwandan number belongs to: 078/079 MTN, 072/073 Airtel; undefined for any other number. */
export function walletOfNumber(phone: string): WalletMethod | undefined {
  const digits = phone.replace(/[\s\-().]/g, '').replace(/^\+?250/, '0');
  if (/^07[89]\d{7}$/.test(digits)) return 'mtn_momo';
  if (/^07[23]\d{7}$/.test(digits)) return 'airtel_money';
  return undefined;
}

/** The number in the form the checkout stores and shows: 07XXXXXXXX (spaces, +250 and 250 taken off). */
export const normalizedMobileNumber = (phone: string) =>
  phone.replace(/[\s\-().]/g, '').replace(/^\+?250/, '0');

export const PAYMENT_MESSAGES = {
  methodInvalid: 'Choose how to pay: MTN MoMo, Airtel Money or at the property.',
  phoneRequired: 'Enter the mobile number that will pay.',
  phoneInvalid: 'Enter a Rwandan mobile number: 078, 079, 072 or 073 followed by 7 digits.',
  paymentRequired: 'This stay must be paid now: choose MTN MoMo or Airtel Money.',
  nonRefundablePaysNow: 'The Non-Refundable plan is paid when you book: choose MTN MoMo or Airtel Money.',
  propertyTakesNoCash: 'This property takes payment when you book: choose MTN MoMo or Airtel Money.',
  alreadyPaid: 'This booking is already paid.',
  stillPending: 'The payment is still waiting for approval on the phone.',
  windowPassed: 'The time to pay for this booking has passed. Please book again.',
  notYours: 'Only the guest who booked can pay for this booking.',
  notPaidNow: 'This booking is paid at the property.',
  paymentNotFound: 'Payment not found.',
  callbackUnreadable: 'This is not a payment notification we can read.',
} as const;
