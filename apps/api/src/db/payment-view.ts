// A payment as the API answers it (packages/domain/src/schemas/payment.ts, docs/payments.md).
import type { Payment, PaymentFailureReason } from '@ikaze/domain';
import type { payments } from './schema.ts';

export type PaymentRow = typeof payments.$inferSelect;

export function toPayment(row: PaymentRow): Payment {
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
  };
}
