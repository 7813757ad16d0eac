// Bookings made through the API (POST /api/bookings), for the tests whose subject follows a booking request:
// its emails, its notifications, its expiry, its price. test-data.ts writes bookings straight to the tables
// instead, for tests that only need one to exist.
import type { BookingCreated } from '@ikaze/domain';
import { expect } from 'vitest';
import { sessionHeaders, type SignedInUser, type TestContext } from './harness.ts';

/** A stay in a room type: dates 'YYYY-MM-DD', one room unless told. */
export interface StayRequest {
  roomTypeId: number;
  propertyId: number | null;
  checkIn: string;
  checkOut: string;
  rooms?: number;
}

/**
 * A booking line as the booking form sends it, with the fields the API still accepts from older clients and
 * ignores (the room type's name, a price, a plan it does not know, dates with a time).
 */
export const formBookingLine = (stay: StayRequest) => ({
  roomTypeId: stay.roomTypeId,
  roomType: 'double',
  roomNumber: stay.rooms ?? 1,
  checkInDate: `${stay.checkIn}T00:00:00`,
  checkOutDate: `${stay.checkOut}T00:00:00`,
  price: 1,
  rate_plan: 'N/A',
  propertyId: stay.propertyId,
});

/**
 * A Non-Refundable stay is paid when booked (docs/payments.md): it is sent with an MTN number, whose request stays
 * pending in these tests (no sandbox listens); every other stay is paid at the property, the spec's payload.
 */
function paymentFor(lines: unknown[]) {
  const paysNow = lines.some(
    (line) =>
      typeof line === 'object' &&
      line !== null &&
      /^non.?refundable$/i.test(String((line as { rate_plan?: unknown }).rate_plan)),
  );
  return paysNow ? { payment: { method: 'mtn_momo', phone: '0788123456' } } : {};
}

/** POST /api/bookings by `user` (signed out when null: the body then names user 1) with `lines`. */
export function postBookings(
  ctx: TestContext,
  user: SignedInUser | null,
  lines: unknown[],
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { ...sessionHeaders(user), ...headers },
    payload: { userId: user?.id ?? 1, bookings: lines, ...paymentFor(lines) },
  });
}

/** Books `line` for `user`, expects it made (201) and returns the booking. */
export async function bookThroughApi(
  ctx: TestContext,
  user: SignedInUser,
  line: unknown,
): Promise<BookingCreated['bookings'][number]> {
  const response = await postBookings(ctx, user, [line]);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BookingCreated>().bookings[0]!;
}

/** PUT /api/bookings/{id}/status by `user`: a host's confirmation or refusal, a guest's cancellation. */
export function setBookingStatus(ctx: TestContext, user: SignedInUser, id: number, status: string) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/bookings/${id}/status`,
    headers: sessionHeaders(user),
    payload: { status },
  });
}
