// Refunds as the API takes and answers them (docs/money.md#refunds).
import { z } from 'zod';
import { REFUND_CAUSES, REFUND_MESSAGES, REFUND_STATUSES } from '../money.ts';
import { PAYMENT_METHODS } from '../payment-methods.ts';

/** POST /api/bookings/{id}/refunds: the host gives back part of a confirmed stay. */
export const partialRefundInputSchema = z.object({
  amount: z
    .number({ error: REFUND_MESSAGES.amountInvalid })
    .int({ error: REFUND_MESSAGES.amountInvalid })
    .min(1, { error: REFUND_MESSAGES.amountInvalid })
    .max(1_000_000_000, { error: REFUND_MESSAGES.amountInvalid }),
});
export type PartialRefundInput = z.infer<typeof partialRefundInputSchema>;

/** A refund as its guest's and host's booking shows it. */
export const refundSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  cause: z.enum(REFUND_CAUSES),
  status: z.enum(REFUND_STATUSES),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

export const refundStartedSchema = z.object({ message: z.string(), refund: refundSchema });

/** A refund as admins see it: the paying number is theirs to see (docs/decisions/0045). */
export const adminRefundSchema = refundSchema.extend({
  bookingId: z.number().int().nullable(),
  paymentId: z.number().int(),
  propertyName: z.string().nullable(),
  guestName: z.string(),
  try: z.number().int(),
  reason: z.string().nullable(),
  method: z.enum(PAYMENT_METHODS),
  phone: z.string(),
  reference: z.string(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const adminRefundListQuerySchema = z.object({
  status: z.enum(REFUND_STATUSES).optional(),
});

/** POST /api/admin/refunds/{id}/settle: how the money went back. */
export const settleRefundInputSchema = z.object({
  note: z
    .string({ error: REFUND_MESSAGES.settleNoteRequired })
    .trim()
    .min(1, { error: REFUND_MESSAGES.settleNoteRequired })
    .max(500, { error: REFUND_MESSAGES.noteTooLong }),
});
