// Another try for a reservation whose payment failed (docs/payments.md#trying-again): inside the window its rooms
// are still held, so the guest pays with another number or wallet (or at the property, where allowed) without
// losing them. The new try is a new payment with a new reference; the failed one stays as it was.
import { eq, inArray, sql } from 'drizzle-orm';
import { BOOKING_STATUS_MESSAGES, PAYMENT_MESSAGES, type BookingPaymentInput } from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { bookings, payments, properties } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Account } from '../../db/accounts.ts';
import {
  bookingView,
  choosePayment,
  insertPayment,
  tellBookingRequested,
  toBooking,
} from '../bookings/index.ts';
import type { PaymentService } from './payment-service.ts';

export async function retryPayment(
  db: Db,
  service: PaymentService,
  guest: Account,
  bookingId: number,
  input: BookingPaymentInput,
) {
  const now = new Date();
  const paymentId = await db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!booking) throw notFound(BOOKING_STATUS_MESSAGES.notFound);
    if (booking.userId !== guest.id) throw forbidden(PAYMENT_MESSAGES.notYours);
    if (booking.paymentId === null)
      throw conflict(PAYMENT_MESSAGES.notPaidNow, { code: 'PAYMENT_NOT_RETRYABLE' });
    const [failed] = await tx.select().from(payments).where(eq(payments.id, booking.paymentId)).for('update');
    if (!failed || failed.status === 'not_required')
      throw conflict(PAYMENT_MESSAGES.notPaidNow, { code: 'PAYMENT_NOT_RETRYABLE' });
    if (failed.status === 'successful')
      throw conflict(PAYMENT_MESSAGES.alreadyPaid, { code: 'ALREADY_PAID' });
    if (failed.status === 'pending')
      throw conflict(PAYMENT_MESSAGES.stillPending, { code: 'PAYMENT_PENDING' });
    // The reservation: every booking made with this payment, locked, still holding its rooms.
    const held = await tx
      .select({
        booking: bookings,
        payAtProperty: sql<boolean>`coalesce((${properties.rules}->>'payAtProperty')::boolean, true)`,
      })
      .from(bookings)
      .innerJoin(properties, eq(properties.id, bookings.propertyId))
      .where(eq(bookings.paymentId, failed.id))
      .orderBy(bookings.id)
      .for('update', { of: bookings });
    const windowOpen = failed.status === 'failed' && failed.expiresAt !== null && now < failed.expiresAt;
    if (!windowOpen || held.some((row) => row.booking.status !== 'pending'))
      throw conflict(PAYMENT_MESSAGES.windowPassed, { code: 'PAYMENT_WINDOW_PASSED' });
    const choice = choosePayment(
      input,
      held.map((row) => ({ payAtProperty: row.payAtProperty, ratePlan: row.booking.ratePlan })),
    );
    const next = await insertPayment(tx, {
      userId: guest.id,
      choice,
      amount: failed.amount,
      expiresAt: failed.expiresAt!,
      firstCheckAt: service.firstCheckAt(now),
      previousId: failed.id,
    });
    await tx
      .update(bookings)
      .set({ paymentId: next.id, updatedAt: now })
      .where(
        inArray(
          bookings.id,
          held.map((row) => row.booking.id),
        ),
      );
    // Nothing left for the failed try to give back: the reservation is the new one's now.
    await tx.update(payments).set({ nextCheckAt: null, updatedAt: now }).where(eq(payments.id, failed.id));
    if (next.status === 'not_required') {
      const rows = await bookingView(tx).where(
        inArray(
          bookings.id,
          held.map((row) => row.booking.id),
        ),
      );
      for (const row of rows) await tellBookingRequested(tx, toBooking(row), row.guestFirst);
    }
    return next.id;
  });
  const [created] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (created!.status === 'pending') await service.requestCollection(created!, now);
  const rows = await bookingView(db).where(eq(bookings.paymentId, paymentId)).orderBy(bookings.id);
  return rows.map(toBooking);
}
