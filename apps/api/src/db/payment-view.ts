// A payment as the API answers it (packages/domain/src/schemas/payment.ts, docs/payments.md).
import type { Payment, PaymentFailureReason } from '@ikaze/domain';
import type { payments } from './schema.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** `refunded`: what of the asking stay's share went back (bookings.refunded); 0 for a reservation's answer. */
export function toPayment(row: PaymentRow, refunded = 0): Payment {
  return {
    id: row.id,
    method: row.method,
    status: row.status,
    amount: row.amount,
    currency: 'RWF',
    reason: (row.reason as PaymentFailureReason | null) ?? null,
    expiresAt:
      row.status === 'pending' || row.status === 'failed' ? (row.expiresAt?.toISOString() ?? null) : null,
    paidAt: row.paidAt?.toISOString() ?? null,
    providerTransactionId: row.providerTransactionId,
    receiptNumber: row.receiptNumber,
    refunded,
  };
}
