// GET /api/bookings/{id}/details: the booking page (docs/product.md#bookings) for its guest, its property's
// host and admins: the booking, its history, where and when to arrive, and the other side's contact only where
// docs/decisions/0013-who-sees-whom.md allows it.
import { asc, eq } from 'drizzle-orm';
import { BOOKING_STATUS_MESSAGES, type BookingContact, type BookingDetails } from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { bookingStatusChanges, bookings, payments, properties, users } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { Account } from '../../db/accounts.ts';
import { profileAccess } from '../users/index.ts';
import { bookingCancellation, bookingView, toBooking } from './service.ts';

export async function bookingDetailsFor(db: Db, viewer: Account, bookingId: number): Promise<BookingDetails> {
  const [row] = await bookingView(db).where(eq(bookings.id, bookingId));
  const role =
    row?.booking.userId === viewer.id
      ? 'guest'
      : row?.hostId === viewer.id
        ? 'host'
        : viewer.role === 'admin'
          ? 'admin'
          : undefined;
  // Anyone else hears that it does not exist, as GET /api/bookings/{id} answers.
  if (!row || !role) throw notFound(BOOKING_STATUS_MESSAGES.notFound);
  const booking = toBooking(row);
  const paymentId = booking.payment?.id;
  const [history, [place], hostContact, guestContact, cancellation, paidFrom] = await Promise.all([
    db
      .select({ status: bookingStatusChanges.status, at: bookingStatusChanges.changedAt })
      .from(bookingStatusChanges)
      .where(eq(bookingStatusChanges.bookingId, bookingId))
      .orderBy(asc(bookingStatusChanges.id)),
    db
      .select({
        address: properties.address,
        city: properties.city,
        country: properties.country,
        latitude: properties.latitude,
        longitude: properties.longitude,
        rules: properties.rules,
      })
      .from(properties)
      .where(eq(properties.id, booking.property_id)),
    role === 'host' ? null : contactFor(db, viewer, booking.host_id, booking.host_name),
    role === 'guest' ? null : contactFor(db, viewer, booking.user_id, booking.user_name),
    role === 'guest' ? bookingCancellation(db, viewer, bookingId) : null,
    role === 'host' || paymentId === undefined ? null : payerNumber(db, paymentId),
  ]);
  if (!place) throw notFound(BOOKING_STATUS_MESSAGES.notFound);
  return {
    booking,
    viewer: role,
    history: history.map((entry) => ({ status: entry.status, at: entry.at.toISOString() })),
    cancelReason: row.booking.cancelReason,
    property: {
      id: booking.property_id,
      name: booking.property_name,
      address: place.address,
      city: place.city,
      country: place.country,
      markerPosition: { lat: place.latitude, lng: place.longitude },
      checkInTime: place.rules.checkInTime,
      checkOutTime: place.rules.checkOutTime,
    },
    hostContact,
    guestContact,
    paidFrom,
    cancellation,
  };
}

/** The number a payment is asked from; null at the property. */
async function payerNumber(db: Db, paymentId: number): Promise<string | null> {
  const [row] = await db.select({ phone: payments.phone }).from(payments).where(eq(payments.id, paymentId));
  return row?.phone ?? null;
}

/** A person's name, phone and email when `viewer` may reach them (decision 0013); a deleted account has none. */
async function contactFor(
  db: Db,
  viewer: Account,
  personId: number,
  name: string,
): Promise<BookingContact | null> {
  if ((await profileAccess(db, viewer, personId)) === 'none') return null;
  const [person] = await db
    .select({ phone: users.phoneNumber, email: users.email, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, personId));
  if (!person || person.deletedAt) return null;
  return { name, phone: person.phone, email: person.email };
}
