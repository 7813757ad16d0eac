// GET /api/bookings/{id}/details: the booking page's one answer (docs/product.md#bookings). Its key sits under
// the bookings lists' key, so a status changed anywhere (cancel, approve) reads the page again; the service
// worker keeps the answer for reading offline (docs/decisions/0030-offline-app.md).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bookingsQueryKey } from '@/lib/queries/bookings';

export const bookingDetailsQueryKey = (id: number | string) =>
  [...bookingsQueryKey, 'details', String(id)] as const;

/** `id` as the page's address has it: the server judges it (an unknown or malformed one is its 404 or 400). */
export function bookingDetailsQueryOptions(id: number | string) {
  return queryOptions({
    queryKey: bookingDetailsQueryKey(id),
    queryFn: ({ signal }) =>
      // The contract types the id as a number; the address's text goes as it is, for the server to judge.
      api.get('/api/bookings/{id}/details', { params: { id: id as number }, signal }),
  });
}
