// The guest hears that money went back to their number (docs/money.md#refunds), in the transaction that records
// it sent: one notice per refund, naming the stay (for a late payment given back whole, its first booking).
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/queryable.ts';
import { bookings, payments, properties } from '../../db/schema.ts';
import { BOOKING_LINKS } from '../bookings/index.ts';
import { notify } from '../notifications/index.ts';
import type { RefundRow } from './start.ts';

export async function tellRefundSent(tx: Tx, refund: RefundRow): Promise<void> {
  const [stay] = await tx
    .select({
      bookingId: bookings.id,
      userId: payments.userId,
      phone: payments.phone,
      propertyName: properties.name,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(payments, eq(payments.id, refund.paymentId))
    .where(
      refund.bookingId === null
        ? eq(bookings.paymentId, refund.paymentId)
        : eq(bookings.id, refund.bookingId),
    )
    .orderBy(asc(bookings.id))
    .limit(1);
  if (!stay) return;
  await notify(tx, {
    userId: stay.userId,
    kind: 'refund_sent',
    params: {
      bookingId: stay.bookingId,
      propertyName: stay.propertyName,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      amount: refund.amount,
      phone: stay.phone ?? '',
    },
    link: BOOKING_LINKS.guest({ id: stay.bookingId }),
  });
}
