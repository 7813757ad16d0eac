// Test data for the bookings lists: a booking as GET /api/bookings answers it (docs/product.md#bookings). By
// default Diane's pending two-night stay in Kivu Sunset Villa, flexible, at RWF 100,000 a night.
import type { Booking } from '@ikaze/domain';

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
    ...overrides,
  };
}
