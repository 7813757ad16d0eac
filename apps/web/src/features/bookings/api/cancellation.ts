// GET /api/bookings/{id}/cancellation (docs/decisions/0023-calendar-and-rates.md): what cancelling a booking
// costs the guest today under its rate plan, asked each time the cancel dialog opens (the answer changes with
// the day).
import { bookingCancellationSchema } from '@ikaze/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

export function bookingCancellationQueryOptions(bookingId: number) {
  return queryOptions({
    queryKey: ['bookings', String(bookingId), 'cancellation'] as const,
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.bookingCancellation(bookingId), { signal, schema: bookingCancellationSchema }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
