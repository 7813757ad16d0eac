// What a booking email tells beyond its sentence (docs/decisions/0051-emails-to-act-on.md): the booking number,
// the stay, the rooms, the total and what is paid or owed at the property, the address and the property's times,
// and, in the guest's confirmation, how to reach the host. Read when the email is written, not when it is owed: the
// booking's own facts never change, and the host's contact is given only while decision 0013 allows it.
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  nightsBetween,
  todayInKigali,
  type NotificationKind,
  type PaymentMethod,
  type WalletMethod,
} from '@ikaze/domain';
import type { Db } from '../../../db/client.ts';
import { bookings, payments, properties, roomTypes, users } from '../../../db/schema.ts';

/** The kinds whose email names one booking and shows its facts: every `booking_*` kind. */
export const hasBookingFacts = (kind: NotificationKind): boolean => kind.startsWith('booking_');

/** Money of the booking beyond its total: owed at the property, or paid with a wallet. */
export type BookingMoney =
  { kind: 'owedAtProperty'; amount: number } | { kind: 'paid'; amount: number; wallet: WalletMethod };

export interface BookingFacts {
  bookingId: number;
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: number;
  /** The room type's stored id ('double', 'whole_property'). */
  roomTypeTitle: string;
  total: number;
  money: BookingMoney | undefined;
  address: string;
  /** The property's rules, 'HH:MM'. */
  checkInTime: string;
  checkOutTime: string;
  /** Only in the guest's confirmation of a stay that is still confirmed and not over (decision 0013). */
  host: { name: string; phone: string; email: string } | undefined;
}

const hosts = alias(users, 'hosts');

/** The facts of one booking for the email of `kind` to `recipientId`; undefined when the booking is gone. */
export async function readBookingFacts(
  db: Db,
  bookingId: number,
  kind: NotificationKind,
  recipientId: number,
): Promise<BookingFacts | undefined> {
  const [row] = await db
    .select({
      guestId: bookings.userId,
      status: bookings.status,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      rooms: bookings.rooms,
      total: bookings.totalPrice,
      roomTypeTitle: roomTypes.title,
      address: properties.address,
      city: properties.city,
      rules: properties.rules,
      paymentMethod: payments.method,
      paymentStatus: payments.status,
      hostFirstName: hosts.firstName,
      hostLastName: hosts.lastName,
      hostPhone: hosts.phoneNumber,
      hostEmail: hosts.email,
      hostDeletedAt: hosts.deletedAt,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
    .innerJoin(hosts, eq(hosts.id, properties.hostId))
    .leftJoin(payments, eq(payments.id, bookings.paymentId))
    .where(eq(bookings.id, bookingId));
  if (!row) return undefined;
  const showsHost =
    kind === 'booking_confirmed' &&
    recipientId === row.guestId &&
    row.status === 'confirmed' &&
    row.checkOut >= todayInKigali() &&
    !row.hostDeletedAt;
  return {
    bookingId,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    nights: nightsBetween(row.checkIn, row.checkOut),
    rooms: row.rooms,
    roomTypeTitle: row.roomTypeTitle,
    total: row.total,
    money: moneyOf(row.paymentMethod, row.paymentStatus, row.status, row.total),
    address: fullAddress(row.address, row.city),
    checkInTime: row.rules.checkInTime,
    checkOutTime: row.rules.checkOutTime,
    host: showsHost
      ? {
          name: `${row.hostFirstName} ${row.hostLastName}`.trim(),
          phone: row.hostPhone,
          email: row.hostEmail,
        }
      : undefined,
  };
}

/**
 * At the property, the total is owed while the stay still stands; a wallet's payment is told once it went
 * through. A stay booked before payments, or a payment not (yet) made, says nothing more than the total.
 */
function moneyOf(
  method: PaymentMethod | null,
  paymentStatus: string | null,
  bookingStatus: string,
  total: number,
): BookingMoney | undefined {
  if (method === 'at_property')
    return bookingStatus === 'pending' || bookingStatus === 'confirmed'
      ? { kind: 'owedAtProperty', amount: total }
      : undefined;
  if (method && paymentStatus === 'successful') return { kind: 'paid', amount: total, wallet: method };
  return undefined;
}

/** The street address, with the city when the host did not write it in. */
function fullAddress(address: string, city: string): string {
  const street = address.trim();
  if (!city.trim() || street.toLowerCase().includes(city.trim().toLowerCase())) return street;
  return street ? `${street}, ${city.trim()}` : city.trim();
}
