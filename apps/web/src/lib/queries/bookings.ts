// GET /api/bookings and PUT /api/bookings/{id}/status, shared by the admin, host and client screens. The server
// decides whose bookings a caller sees (admin all, host their properties', guest their own) and pages, filters
// and sorts them (decisions.md); the list's total comes in X-Total-Count.
import {
  bookingSchema,
  bookingStatusUpdatedSchema,
  type BookingListQuery,
  type BookingStatusUpdate,
} from '@ikaze/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { fetchPagedList } from './paged-list';

/** Any subset of the API's query: status, from, to, property_id, search, as, sort, order, page, pageSize. */
export type BookingListParams = Partial<BookingListQuery>;

export const bookingsQueryKey = ['bookings'] as const;

const bookingListSchema = z.array(bookingSchema);

/** Drops empty values so that equal filters share one cache entry. */
function cleanParams(params: BookingListParams): BookingListParams {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  );
}

export function bookingsQueryOptions(params: BookingListParams = {}) {
  const query = cleanParams(params);
  return queryOptions({
    queryKey: [...bookingsQueryKey, query] as const,
    queryFn: ({ signal }) => fetchPagedList(apiPaths.bookings(query), bookingListSchema, signal),
    // Paging and filtering keep the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

/** Moves a booking along the spec's transitions (§4); every bookings list is refetched afterwards. */
export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: BookingStatusUpdate & { id: number }) =>
      apiRequest(apiPaths.bookingStatus(id), { method: 'PUT', body, schema: bookingStatusUpdatedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
  });
}
