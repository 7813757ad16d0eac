// GET /api/bookings and PUT /api/bookings/{id}/status, shared by the admin, host and client screens. The server
// decides whose bookings a caller sees (admin all, host their properties', guest their own) and pages, filters
// and sorts them (docs/product.md#filters); the list's total comes in X-Total-Count.
import {
  bookingSchema,
  bookingStatusUpdatedSchema,
  type BookingListQuery,
  type BookingStatusUpdate,
} from '@ikaze/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { pagedListQueryOptions } from './paged-list';

/** Any subset of the API's query: status, from, to, property_id, search, as, sort, order, page, pageSize. */
export type BookingListParams = Partial<BookingListQuery>;

export const bookingsQueryKey = ['bookings'] as const;

const bookingListSchema = z.array(bookingSchema);

export function bookingsQueryOptions(params: BookingListParams = {}) {
  return pagedListQueryOptions(bookingsQueryKey, params, apiPaths.bookings, bookingListSchema);
}

/**
 * Moves a booking along the product's transitions (docs/product.md#bookings); every bookings list is
 * refetched afterwards.
 */
export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: BookingStatusUpdate & { id: number }) =>
      apiRequest(apiPaths.bookingStatus(id), { method: 'PUT', body, schema: bookingStatusUpdatedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
  });
}
