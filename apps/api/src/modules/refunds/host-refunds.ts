// A host gives back part of a confirmed stay (docs/money.md#refunds): a goodwill, a problem on arrival. Up to
// what is left of what the guest paid through us; the booking row locked, so two refunds (or a refund and a
// cancellation, or the payout job) never give back more than was paid.
import { eq } from 'drizzle-orm';
import { BOOKING_STATUS_MESSAGES, REFUND_MESSAGES } from '@ikaze/domain';
import type { Account } from '../../db/accounts.ts';
import type { Db } from '../../db/client.ts';
import { bookings, properties } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { refundableLeft, startRefund, type RefundRow } from './start.ts';
import { stayMoney } from './stay-money.ts';

export async function refundPartOfStay(
  db: Db,
  host: Account,
  bookingId: number,
  amount: number,
): Promise<RefundRow> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: bookings.status, hostId: properties.hostId })
      .from(bookings)
      .innerJoin(properties, eq(properties.id, bookings.propertyId))
      .where(eq(bookings.id, bookingId))
      .for('update', { of: bookings });
    if (!locked) throw notFound(BOOKING_STATUS_MESSAGES.notFound);
    if (locked.hostId !== host.id) throw forbidden(REFUND_MESSAGES.onlyHost);
    if (locked.status !== 'confirmed')
      throw conflict(REFUND_MESSAGES.onlyConfirmed, { code: 'BOOKING_NOT_CONFIRMED' });
    const stay = await stayMoney(tx, bookingId);
    const left = stay ? refundableLeft(stay) : 0;
    if (!stay || left === 0)
      throw conflict(BOOKING_STATUS_MESSAGES.nothingToRefund, { code: 'NOTHING_TO_REFUND' });
    if (amount > left)
      throw conflict(REFUND_MESSAGES.tooMuch, { code: 'REFUND_TOO_LARGE', params: { left } });
    const refund = await startRefund(tx, stay, {
      amount,
      cause: 'host_goodwill',
      requestedBy: host.id,
      now: new Date(),
    });
    return refund!;
  });
}
