// GET /api/bookings/{id}/details: the booking page's one answer (docs/product.md#bookings). Its key sits under
// the bookings lists' key, so a status changed anywhere (cancel, approve) reads the page again; the service
// worker keeps the answer for reading offline (docs/decisions/0030-offline-app.md).
import { bookingDetailsSchema } from '@ikaze/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { bookingsQueryKey } from '@/lib/queries/bookings';

export const bookingDetailsQueryKey = (id: number | string) =>
  [...bookingsQueryKey, 'details', String(id)] as const;

export function bookingDetailsQueryOptions(id: number | string) {
  return queryOptions({
    queryKey: bookingDetailsQueryKey(id),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.bookingDetails(id), { signal, schema: bookingDetailsSchema }),
  });
}
