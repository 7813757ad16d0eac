import type { Booking } from '@ikaze/domain';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { BOOKING_TABLE_SORTS, BookingsFilters, BookingsTable } from '@/components/bookings-table';
import { bookingListQuery, bookingsFailure, type BookingFilter } from '@/lib/booking-list';
import { listTableProps } from '@/lib/list-table';
import { paths } from '@/lib/paths';
import { bookingsQueryOptions } from '@/lib/queries/bookings';
import { AdminPage } from '../components/admin-page';
import { useListParams, type ListParamsConfig } from '@/lib/use-list-params';

type Sort = (typeof BOOKING_TABLE_SORTS)[number];

const viewPath = (booking: Booking) => paths.admin.booking(booking.id);

const LIST_CONFIG: ListParamsConfig<BookingFilter, Sort> = {
  filters: { status: '', from: '', to: '', search: '' },
  sorts: BOOKING_TABLE_SORTS,
  defaultSort: 'id',
  defaultOrder: 'desc',
};

/**
 * /dashboard/admin/bookings (docs/product.md#screen-admin): every booking on Ikaze, filtered, sorted and
 * paged by the server.
 */
export default function AdminBookingsRoute() {
  const { t } = useLingui();
  const list = useListParams(LIST_CONFIG);
  const { filters } = list;
  const datesInOrder = !filters.from || !filters.to || filters.from <= filters.to;
  const query = useQuery({ ...bookingsQueryOptions(bookingListQuery(list)), enabled: datesInOrder });
  // docs/product.md#calls and #messages: the response's message, else 'Failed to fetch bookings', shown as
  // 'Error: ...'.
  const table = listTableProps(list, query, { failure: bookingsFailure, shown: datesInOrder });

  return (
    <AdminPage title={t`Bookings`} description={t`Every booking on Ikaze. View opens the booking.`}>
      <BookingsFilters values={filters} onChange={list.setFilters} />
      <BookingsTable
        {...table}
        viewPath={viewPath}
        error={
          table.error ?? (datesInOrder ? undefined : t`Error: The start date must not be after the end date.`)
        }
      />
    </AdminPage>
  );
}
