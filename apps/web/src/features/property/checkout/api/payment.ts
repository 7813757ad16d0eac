// A reservation's payment after 'Reserve Now' (docs/payments.md): GET /api/bookings/{id} reads it again,
// POST /api/bookings/{id}/payment tries again with another number or wallet. Typed by the API's schemas
// (validated on the server); zod stays off this page.
import type { Booking, BookingPaymentInput } from '@ikaze/domain';
import { ApiError, apiRequest, GENERIC_ERROR } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

function withPayment(booking: Partial<Booking> | undefined): Booking {
  if (typeof booking?.id !== 'number' || booking.payment === undefined)
    throw new ApiError(200, GENERIC_ERROR, undefined, false);
  return booking as Booking;
}

export async function fetchBooking(id: number, signal?: AbortSignal): Promise<Booking> {
  return withPayment(await apiRequest<Partial<Booking>>(apiPaths.booking(id), signal ? { signal } : {}));
}

export async function payAgain(id: number, payment: BookingPaymentInput): Promise<Booking> {
  const answer = await apiRequest<{ bookings?: Array<Partial<Booking>> }>(apiPaths.bookingPayment(id), {
    method: 'POST',
    body: payment,
  });
  return withPayment(answer.bookings?.find((booking) => booking.id === id) ?? answer.bookings?.[0]);
}
