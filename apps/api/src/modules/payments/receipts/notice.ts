// The guest hears that their wallet payment went through, with the link to its receipt (docs/receipts.md), in the
// transaction that marks it paid: one notice per payment, however many bookings it covers.
import { formatReceiptNumber, receiptPath, type Booking } from '@ikaze/domain';
import { notify, type NotifyTx } from '../../notifications/index.ts';
import type { PaymentRow } from '../../../db/payment-view.ts';

export async function tellPaymentReceived(tx: NotifyTx, payment: PaymentRow, paid: Booking[]) {
  const first = [...paid].sort((a, b) => a.id - b.id)[0];
  if (!first || payment.receiptNumber === null) return;
  await notify(tx, {
    userId: payment.userId,
    kind: 'payment_received',
    params: {
      bookingId: first.id,
      propertyName: first.property_name,
      checkIn: first.check_in_date,
      checkOut: first.check_out_date,
      amount: payment.amount,
      receiptNumber: formatReceiptNumber(payment.receiptNumber),
    },
    link: receiptPath(first.id),
  });
}
