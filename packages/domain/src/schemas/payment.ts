// Paying for a reservation (docs/payments.md): how the guest pays (a mobile-money wallet now, or at the
// property where the host allows it), the payment as every booking answer carries it, and the messages of both.
import { z } from 'zod';
import {
  MOBILE_NUMBER_PATTERN,
  normalizedMobileNumber,
  PAYMENT_FAILURE_REASONS,
  PAYMENT_MESSAGES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from '../payment-methods.ts';

// The domain's catalog groups read the messages here (i18n/domain-messages.ts).
export { PAYMENT_MESSAGES } from '../payment-methods.ts';

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.methodInvalid });

/**
 * How the guest pays, as POST /api/bookings takes it. A wallet needs the number that pays (any operator: the
 * guest may pick it, the provider says no to a number it does not serve).
 */
export const bookingPaymentInputSchema = z
  .object({
    method: paymentMethodSchema,
    phone: z.string().max(30, { error: PAYMENT_MESSAGES.phoneInvalid }).optional(),
  })
  .transform((input, ctx) => {
    if (input.method === 'at_property') return { method: input.method };
    if (!input.phone?.trim()) {
      ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.phoneRequired, path: ['phone'] });
      return z.NEVER;
    }
    const phone = normalizedMobileNumber(input.phone);
    if (!MOBILE_NUMBER_PATTERN.test(phone)) {
      ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.phoneInvalid, path: ['phone'] });
      return z.NEVER;
    }
    return { method: input.method, phone };
  });
export type BookingPaymentInput = z.output<typeof bookingPaymentInputSchema>;

/** A booking's payment as the API answers it. Amounts are whole RWF. */
export const paymentSchema = z.object({
  id: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  /** What the whole reservation costs (every booking made with it), whole RWF. */
  amount: z.number().int(),
  currency: z.literal('RWF'),
  /** Why it failed; null unless failed (or expired after a failure). */
  reason: z.enum(PAYMENT_FAILURE_REASONS).nullable(),
  /** Until when the rooms are held for this payment; null when nothing is due now. */
  expiresAt: z.string().nullable(),
  /** When the provider took the money; null until then. */
  paidAt: z.string().nullable(),
  /** The provider's id of the money movement (shown on the receipt); null until paid. */
  providerTransactionId: z.string().nullable(),
  /** The receipt's number once paid (gap-free, from 1); null until then. */
  receiptNumber: z.number().int().nullable(),
  /** What of this stay's share went back to the payer or is on its way back, whole RWF (docs/money.md#refunds). */
  refunded: z.number().int(),
});
export type Payment = z.infer<typeof paymentSchema>;
