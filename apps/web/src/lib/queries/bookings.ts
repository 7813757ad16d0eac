// GET /api/bookings and PUT /api/bookings/{id}/status, shared by the admin, host and client screens. The server
// decides whose bookings a caller sees (admin all, host their properties', guest their own) and pages, filters
// and sorts them (docs/product.md#filters); the list's total comes in X-Total-Count.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiBody, type ApiQuery } from '@/lib/api-client';
import { pagedListQueryOptions } from './paged-list';

/** Any subset of the API's query: status, from, to, property_id, search, as, sort, order, page, pageSize. */
export type BookingListParams = ApiQuery<'/api/bookings'>;

export const bookingsQueryKey = ['bookings'] as const;

export function bookingsQueryOptions(params: BookingListParams = {}) {
  return pagedListQueryOptions(bookingsQueryKey, '/api/bookings', params);
}

/**
 * Moves a booking along the product's transitions (docs/product.md#bookings); every bookings list is
 * refetched afterwards.
 */
export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ApiBody<'/api/bookings/{id}/status', 'put'> & { id: number }) =>
      api.put('/api/bookings/{id}/status', { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
  });
}
