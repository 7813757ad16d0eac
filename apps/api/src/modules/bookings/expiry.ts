// Pending bookings the host leaves undecided (docs/product.md#bookings): after a day the host is reminded once;
// after PENDING_BOOKING_EXPIRY_HOURS (48 by default) the booking becomes 'expired', what was paid goes back
// (docs/money.md#refunds), its rooms are given back night by night (docs/decisions/0003-booking-inventory.md)
// and both sides are told. Scheduled jobs (modules/jobs) run these; each booking is its own transaction, its row
// locked and still pending, so a host confirming at the same moment either wins (the booking is no longer pending here) or waits and finds it expired.
import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';
import { releaseRooms } from './inventory.ts';
import { tellExpired, tellHostReminder } from './notifications.ts';
import { bookingView, giveBackOnEnd, toBooking } from './service.ts';

export const REMINDER_AFTER_HOURS = 24;
/** Bookings handled per run: a backlog is worked through by the following runs. */
const PER_RUN = 200;
const HOUR_MS = 3_600_000;

/** Expires the pending bookings made more than `hours` ago; returns how many it expired. */
export async function expirePendingBookings(db: Db, hours: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - hours * HOUR_MS);
  let expired = 0;
  for (let i = 0; i < PER_RUN; i++) {
    const done = await db.transaction(async (tx) => {
      const [row] = await bookingView(tx)
        .where(and(eq(bookings.status, 'pending'), lt(bookings.createdAt, before)))
        .orderBy(asc(bookings.createdAt), asc(bookings.id))
        .limit(1)
        .for('update', { of: bookings, skipLocked: true });
      if (!row) return false;
      await tx
        .update(bookings)
        .set({ status: 'expired', updatedAt: now })
        .where(eq(bookings.id, row.booking.id));
      await releaseRooms(tx, {
        roomTypeId: row.booking.roomTypeId,
        checkIn: row.booking.checkIn,
        checkOut: row.booking.checkOut,
        rooms: row.booking.rooms,
      });
      // A paid request the host never answered: all of it goes back (docs/money.md#refunds).
      await giveBackOnEnd(tx, row.booking.id, 'request_expired', null, null);
      await tellExpired(tx, { ...toBooking(row), status: 'expired' });
      return true;
    });
    if (!done) break;
    expired++;
  }
  return expired;
}

/** Reminds hosts, once, of bookings pending for a day that have not expired yet; returns how many. */
export async function remindHostsOfPendingBookings(
  db: Db,
  expiryHours: number,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - REMINDER_AFTER_HOURS * HOUR_MS);
  const notExpiredSince = new Date(now.getTime() - expiryHours * HOUR_MS);
  let reminded = 0;
  for (let i = 0; i < PER_RUN; i++) {
    const done = await db.transaction(async (tx) => {
      const [row] = await bookingView(tx)
        .where(
          and(
            eq(bookings.status, 'pending'),
            isNull(bookings.hostRemindedAt),
            lt(bookings.createdAt, before),
            gte(bookings.createdAt, notExpiredSince),
          ),
        )
        .orderBy(asc(bookings.createdAt), asc(bookings.id))
        .limit(1)
        .for('update', { of: bookings, skipLocked: true });
      if (!row) return false;
      await tx.update(bookings).set({ hostRemindedAt: now }).where(eq(bookings.id, row.booking.id));
      await tellHostReminder(tx, toBooking(row));
      return true;
    });
    if (!done) break;
    reminded++;
  }
  return reminded;
}
