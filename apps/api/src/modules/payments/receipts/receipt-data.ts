// What a receipt says (docs/receipts.md), read in one query: the asked booking, and every booking its payment
// covers (a reservation of several room types is paid once), with the payment, properties and room types.
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  BOOKING_STATUS_MESSAGES,
  RECEIPT_MESSAGES,
  nightsBetween,
  nightsOfStay,
  uniformPercent,
  type Taxes,
} from '@ikaze/domain';
import type { Db } from '../../../db/client.ts';
import { bookings, payments, properties, roomTypes, users } from '../../../db/schema.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import type { Account } from '../../../db/accounts.ts';
import { stayGivenBackSql } from '../../refunds/index.ts';

export interface ReceiptLine {
  bookingId: number;
  propertyName: string;
  /** The room type's stored title (a code such as `double`, or the host's words). */
  roomTypeTitle: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: number;
  plan: string;
  /** What each night cost one room, before discounts. */
  nightPrices: Array<{ night: string; price: number }>;
  /** The nights' prices times the rooms. */
  subtotal: number;
  roomDiscount: { percent: number; amount: number };
  planDiscount: { percent: number; amount: number };
  /** The booking's total as stored: subtotal less both discounts. */
  total: number;
  /** How the total divides (docs/taxes.md), and the rates when all its nights had the same. */
  taxes: Taxes;
  vatPercent: number | null;
  tourismPercent: number | null;
  /** The host's TIN, on the stays of a VAT-registered property. */
  tin: string | null;
  /** What went back to the guest (or is on its way), and the taxes in it. */
  refunded: Taxes & { amount: number };
}

export interface Receipt {
  number: number;
  paidAt: Date;
  guestName: string;
  amount: number;
  method: 'mtn_momo' | 'airtel_money';
  phone: string;
  providerTransactionId: string | null;
  /** The bookings the reader may see, by id. */
  lines: ReceiptLine[];
  /** What the payment's other bookings (another host's, hidden from this host) cost together; 0 when none. */
  otherStays: number;
}

const asked = alias(bookings, 'asked');

/**
 * The receipt of a booking's payment for its guest, its property's host or an admin (anyone else: 404). A host
 * sees the lines of their own properties; the rest of the payment is one sum, so the amounts still add up.
 * 409 RECEIPT_NOT_AVAILABLE while the booking is not paid by wallet (docs/receipts.md).
 */
export async function receiptFor(db: Db, viewer: Account, bookingId: number): Promise<Receipt> {
  const rows = await db
    .select({
      booking: bookings,
      hostId: properties.hostId,
      propertyName: properties.name,
      tin: properties.tin,
      roomTypeTitle: roomTypes.title,
      refunded: sql<{ vat: number; tourismTax: number }>`json_build_object(
        'vat', ${stayGivenBackSql('vat', sql`${bookings.id}`)},
        'tourismTax', ${stayGivenBackSql('tourism_tax', sql`${bookings.id}`)})`,
      guestFirst: users.firstName,
      guestLast: users.lastName,
      payment: payments,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(payments, eq(payments.id, bookings.paymentId))
    .where(
      or(
        eq(bookings.id, bookingId),
        and(
          isNotNull(bookings.paymentId),
          inArray(
            bookings.paymentId,
            db
              .select({ id: asked.paymentId })
              .from(asked)
              .where(and(eq(asked.id, bookingId), isNotNull(asked.paymentId))),
          ),
        ),
      ),
    )
    .orderBy(bookings.id);
  const own = rows.find((r) => r.booking.id === bookingId);
  const isGuest = own?.booking.userId === viewer.id;
  if (!own || !(viewer.role === 'admin' || isGuest || own.hostId === viewer.id))
    throw notFound(BOOKING_STATUS_MESSAGES.notFound);
  const payment = own.payment;
  if (
    !payment ||
    payment.status !== 'successful' ||
    payment.method === 'at_property' ||
    payment.receiptNumber === null ||
    payment.paidAt === null
  )
    throw conflict(RECEIPT_MESSAGES.notAvailable, { code: 'RECEIPT_NOT_AVAILABLE' });

  const seesAll = viewer.role === 'admin' || isGuest;
  const shown = rows.filter((r) => seesAll || r.hostId === viewer.id);
  const hidden = rows.filter((r) => !shown.includes(r));
  return {
    number: payment.receiptNumber,
    paidAt: payment.paidAt,
    guestName: `${own.guestFirst} ${own.guestLast}`.trim(),
    amount: payment.amount,
    method: payment.method,
    phone: payment.phone ?? '',
    providerTransactionId: payment.providerTransactionId,
    lines: shown.map((r) =>
      receiptLine({
        ...r.booking,
        propertyName: r.propertyName,
        title: r.roomTypeTitle,
        tin: r.tin,
        refundedTaxes: r.refunded,
      }),
    ),
    otherStays: hidden.reduce((sum, r) => sum + r.booking.totalPrice, 0),
  };
}

type BookingRow = typeof bookings.$inferSelect;

/**
 * One booking's lines. The discounts are worked back from the stored total (docs/decisions/0023-calendar-and-rates.md:
 * the room type's discount, then the plan's, rounded once), so subtotal − discounts = total to the franc.
 */
export function receiptLine(
  b: BookingRow & {
    propertyName: string;
    title: string;
    tin: string | null;
    refundedTaxes: { vat: number; tourismTax: number };
  },
): ReceiptLine {
  const nights = nightsOfStay(b.checkIn, b.checkOut);
  // A stay booked before night prices were kept has its one nightly price.
  const prices = b.nightPrices.length === nights.length ? b.nightPrices : nights.map(() => b.nightlyPrice);
  const subtotal = prices.reduce((sum, p) => sum + p, 0) * b.rooms;
  const afterRoomDiscount = Math.round(subtotal * (1 - b.discount / 100));
  return {
    bookingId: b.id,
    propertyName: b.propertyName,
    roomTypeTitle: b.title,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    nights: nightsBetween(b.checkIn, b.checkOut),
    rooms: b.rooms,
    plan: b.ratePlan,
    nightPrices: nights.map((night, i) => ({ night, price: prices[i]! })),
    subtotal,
    roomDiscount: { percent: b.discount, amount: subtotal - afterRoomDiscount },
    planDiscount: { percent: b.planDiscount, amount: afterRoomDiscount - b.totalPrice },
    total: b.totalPrice,
    taxes: { roomCharge: b.roomCharge, vat: b.vat, tourismTax: b.tourismTax },
    vatPercent: uniformPercent(b.taxParts, 'vatPercent'),
    tourismPercent: uniformPercent(b.taxParts, 'tourismPercent'),
    tin: b.vat > 0 ? b.tin : null,
    refunded: {
      amount: b.refunded,
      vat: Number(b.refundedTaxes.vat),
      tourismTax: Number(b.refundedTaxes.tourismTax),
      roomCharge: b.refunded - Number(b.refundedTaxes.vat) - Number(b.refundedTaxes.tourismTax),
    },
  };
}
