// GET /api/bookings/{id}/cancellation (docs/decisions/0023-calendar-and-rates.md): what cancelling a booking
// costs the guest today under its rate plan, asked each time the cancel dialog opens (the answer changes with
// the day).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function bookingCancellationQueryOptions(bookingId: number) {
  return queryOptions({
    queryKey: ['bookings', String(bookingId), 'cancellation'] as const,
    queryFn: ({ signal }) =>
      api.get('/api/bookings/{id}/cancellation', { params: { id: bookingId }, signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
