import { BOOKING_MESSAGES, BOOKING_STATUSES, type BookingStatus } from '@ikaze/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { BOOKING_TABLE_SORTS, BookingsFilters, BookingsTable } from '@/components/bookings-table';
import { ApiError } from '@/lib/api';
import { bookingsQueryOptions, type BookingListParams } from '@/lib/queries/bookings';
import { AdminPage } from '../components/admin-page';
import { useListParams, type ListParamsConfig } from '@/lib/use-list-params';

type Filter = 'status' | 'from' | 'to' | 'search';
type Sort = (typeof BOOKING_TABLE_SORTS)[number];

const LIST_CONFIG: ListParamsConfig<Filter, Sort> = {
  filters: { status: '', from: '', to: '', search: '' },
  sorts: BOOKING_TABLE_SORTS,
  defaultSort: 'id',
  defaultOrder: 'desc',
};

const isBookingStatus = (value: string): value is BookingStatus =>
  (BOOKING_STATUSES as readonly string[]).includes(value);

/** /dashboard/admin/bookings (spec §2): every booking on Ikaze, filtered, sorted and paged by the server. */
export default function AdminBookingsRoute() {
  const list = useListParams(LIST_CONFIG);
  const { filters } = list;
  const datesInOrder = !filters.from || !filters.to || filters.from <= filters.to;
  const params = useMemo<BookingListParams>(
    () => ({
      status: isBookingStatus(filters.status) ? filters.status : undefined,
      from: filters.from || undefined,
      to: filters.to || undefined,
      search: filters.search || undefined,
      sort: list.sort,
      order: list.order,
      page: list.page,
      pageSize: list.pageSize,
    }),
    [
      filters.status,
      filters.from,
      filters.to,
      filters.search,
      list.sort,
      list.order,
      list.page,
      list.pageSize,
    ],
  );
  const query = useQuery({ ...bookingsQueryOptions(params), enabled: datesInOrder });
  // spec §7, §8: the response's message, else 'Failed to fetch bookings', shown as 'Error: ...'.
  const failure = query.isError
    ? query.error instanceof ApiError && query.error.fromServer
      ? query.error.message
      : BOOKING_MESSAGES.fetchFailed
    : !datesInOrder
      ? 'The start date must not be after the end date.'
      : undefined;

  return (
    <AdminPage title="Bookings" description="Every booking on Ikaze. View opens the property.">
      <BookingsFilters values={filters} onChange={list.setFilters} />
      <BookingsTable
        rows={datesInOrder ? query.data?.items : []}
        total={datesInOrder ? (query.data?.total ?? 0) : 0}
        page={list.page}
        pageSize={list.pageSize}
        onPaginationChange={list.setPagination}
        sort={list.tableSort}
        onSortChange={list.setSort}
        isFetching={query.isFetching}
        error={
          failure ? (
            <span role="alert" className="font-medium text-red-700">
              Error: {failure}
            </span>
          ) : undefined
        }
      />
    </AdminPage>
  );
}
