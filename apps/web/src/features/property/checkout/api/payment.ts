// A reservation's payment after 'Reserve Now' (docs/payments.md): GET /api/bookings/{id} reads it again,
// POST /api/bookings/{id}/payment tries again with another number or wallet. Typed by the API's contract
// (validated on the server); zod stays off this page.
import { ApiError, GENERIC_ERROR } from '@/lib/api';
import { api, type ApiAnswer, type ApiBody } from '@/lib/api-client';

export type Booking = ApiAnswer<'/api/bookings/{id}'>;

function withPayment(booking: Partial<Booking> | undefined): Booking {
  if (typeof booking?.id !== 'number' || booking.payment === undefined)
    throw new ApiError(200, GENERIC_ERROR, undefined, false);
  return booking as Booking;
}

export async function fetchBooking(id: number, signal?: AbortSignal): Promise<Booking> {
  return withPayment(await api.get('/api/bookings/{id}', { params: { id }, signal }));
}

export async function payAgain(
  id: number,
  payment: ApiBody<'/api/bookings/{id}/payment', 'post'>,
): Promise<Booking> {
  const answer = await api.post('/api/bookings/{id}/payment', { params: { id }, body: payment });
  return withPayment(answer.bookings.find((booking) => booking.id === id) ?? answer.bookings[0]);
}
