// Test data for the bookings lists: a booking as GET /api/bookings answers it (docs/product.md#bookings). By
// default Diane's pending two-night stay in Kivu Sunset Villa, flexible, at RWF 100,000 a night.
import { divideByLaw, type Booking, type BookingCancellation, type Payment } from '@ikaze/domain';

/** A stay of a host who is not VAT-registered: 3 % tourism tax on the room charge (docs/taxes.md). */
export const NOT_REGISTERED = [{ weight: 1, vatPercent: 0, tourismPercent: 3, base: 'room_charge' as const }];

/** How a price divides for a host who is not VAT-registered: the room charge and the 3 % tourism tax in it. */
export const taxesIn = (total: number) => divideByLaw(total, NOT_REGISTERED[0]!);

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 1,
    user_id: 7,
    host_id: 2,
    property_id: 5,
    room_type_id: 11,
    user_name: 'Diane Mutesi',
    host_name: 'Jean Habimana',
    property_name: 'Kivu Sunset Villa',
    room_type_title: 'double',
    check_in_date: '2099-01-10',
    check_out_date: '2099-01-12',
    number_of_rooms: 1,
    nights: 2,
    price_per_night: 100_000,
    discount: 0,
    total_price: 200_000,
    rate_plan: 'flexible',
    status: 'pending',
    created_at: '2026-01-01T00:00:00.000Z',
    nightPrices: [100_000, 100_000],
    planDiscount: 0,
    freeCancellationUntil: null,
    cancellationFee: null,
    payment: null,
    commissionPercent: null,
    taxes: taxesIn(overrides.total_price ?? 200_000),
    taxParts: NOT_REGISTERED,
    ...overrides,
  };
}

/** A reservation paid with MTN MoMo, as a booking's `payment` answers it: RWF 300,000, nothing given back yet. */
export function makePaidPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 70,
    method: 'mtn_momo',
    status: 'successful',
    amount: 300_000,
    currency: 'RWF',
    reason: null,
    expiresAt: null,
    paidAt: '2026-11-01T08:01:00.000Z',
    providerTransactionId: 'MP261101.0801.A00001',
    receiptNumber: 12,
    refunded: 0,
    ...overrides,
  };
}

/** GET /api/bookings/{id}/cancellation: free, paid at the property (nothing to give back) unless told. */
export function makeCancellation(overrides: Partial<BookingCancellation> = {}): BookingCancellation {
  return {
    ratePlan: 'flexible',
    free: true,
    fee: 0,
    freeCancellationUntil: '2099-01-07',
    canCancel: true,
    refund: 0,
    refundTo: null,
    ...overrides,
  };
}
