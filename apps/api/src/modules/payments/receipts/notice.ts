// The guest hears that their wallet payment went through, with the link to its receipt (docs/receipts.md), in the
// transaction that marks it paid: one notice per payment, however many bookings it covers. The notice is read
// before the receipt number exists and written by the statement that takes it (receipt-number.ts).
import { formatReceiptNumber, receiptPath, type Booking } from '@ikaze/domain';
import { noticeFor, type Notice, type NotifyTx } from '../../notifications/index.ts';
import type { PaymentRow } from '../../../db/payment-view.ts';

/** What stands for the receipt number in a notice until the statement that takes the number writes it. */
const NUMBER_TO_COME = formatReceiptNumber(0);

/** The guest's 'payment received' notice of `payment`, its receipt number still to come. */
export async function paymentReceivedNotice(
  tx: NotifyTx,
  payment: PaymentRow,
  paid: Booking[],
): Promise<Notice | undefined> {
  const first = [...paid].sort((a, b) => a.id - b.id)[0];
  if (!first) return undefined;
  return noticeFor(tx, {
    userId: payment.userId,
    kind: 'payment_received',
    params: {
      bookingId: first.id,
      propertyName: first.property_name,
      checkIn: first.check_in_date,
      checkOut: first.check_out_date,
      amount: payment.amount,
      receiptNumber: NUMBER_TO_COME,
    },
    link: receiptPath(first.id),
  });
}
