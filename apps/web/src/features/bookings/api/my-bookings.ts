// Every booking of the signed-in guest (GET /api/bookings?as=guest, page after page), for My bookings, whose tabs,
// search and sort work on this one answer (lib/trips.ts). A guest's list is short; it is read whole so that the
// service worker keeps all of it and each tab reads offline as last seen (docs/decisions/0030-offline-app.md).
import { MAX_PAGE_SIZE, type Booking } from '@ikaze/domain';
import { queryOptions } from '@tanstack/react-query';
import { bookingsQueryKey } from '@/lib/queries/bookings';
import { fetchPagedList } from '@/lib/queries/paged-list';

/** More than this many pages (over a thousand stays) are not read: the oldest stays are then left out. */
const MAX_PAGES = 40;

export function myBookingsQueryOptions() {
  return queryOptions({
    queryKey: [...bookingsQueryKey, 'mine'] as const,
    queryFn: async ({ signal }) => {
      const all: Booking[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        // Newest check-in first, so that what a cap leaves out is the oldest.
        const query = {
          as: 'guest',
          sort: 'check_in',
          order: 'desc',
          page,
          pageSize: MAX_PAGE_SIZE,
        } as const;
        const { items, total } = await fetchPagedList('/api/bookings', query, signal);
        all.push(...items);
        if (items.length < MAX_PAGE_SIZE || all.length >= total) break;
      }
      return all;
    },
  });
}
