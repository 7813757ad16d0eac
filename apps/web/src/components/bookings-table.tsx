// The bookings table of the admin, host and client screens (docs/product.md#screen-admin): the product's
// columns, one page from the server (lib/queries/bookings.ts), an optional actions column
// (approve/reject/refund, cancel) and a View column. Amounts are whole RWF (docs/product.md#money).
import { BOOKING_STATUSES, formatRwf, roomTypeLabel, type Booking, type BookingStatus } from '@ikaze/domain';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataColumn, type DataTableProps } from '@/components/ui/data-table';
import {
  DateFilter,
  FilterBar,
  SelectFilter,
  TextFilter,
  type FilterOption,
} from '@/components/ui/filter-fields';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

/** The status filter's choices: All ('') and each status. */
export const BOOKING_STATUS_OPTIONS: readonly FilterOption[] = [
  { value: '', label: 'All' },
  ...BOOKING_STATUSES.map((status) => ({
    value: status,
    label: status.charAt(0).toUpperCase() + status.slice(1),
  })),
];

/** The sorts GET /api/bookings takes that a column shows. */
export const BOOKING_TABLE_SORTS = ['id', 'check_in', 'total_price'] as const;

const statusTones: Record<BookingStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-green-100 text-green-900',
  cancelled: 'bg-slate-200 text-slate-800',
  refunded: 'bg-violet-100 text-violet-900',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize',
        statusTones[status],
      )}
    >
      {status}
    </span>
  );
}

const stayDateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Check-in and check-out are calendar dates ('7 Dec 2026'): shown as written, never shifted by a time zone. */
function formatStayDate(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : stayDateFormat.format(parsed);
}

/**
 * DataTable's paging, sort and state props; the error is e.g. 'Error: Failed to fetch bookings'
 * (docs/product.md#messages).
 */
export interface BookingsTableProps extends Omit<
  DataTableProps<Booking>,
  'caption' | 'showCaption' | 'columns' | 'getRowId' | 'emptyMessage'
> {
  emptyMessage?: ReactNode;
  caption?: string;
  /** An extra last column, kept in view at the right edge, e.g. the host's Approve/Reject/Refund or the guest's Cancel. */
  actions?: { header: string; render: (booking: Booking) => ReactNode };
  /** Where View leads: /property/{property_id} by default (admin); the host screen uses the public detail. */
  viewPath?: (booking: Booking) => string;
  /** Columns to leave out by id (e.g. 'guest' on a guest's own list). */
  hiddenColumns?: readonly string[];
}

export function BookingsTable({
  caption = 'Bookings',
  emptyMessage = 'No bookings found',
  actions,
  viewPath = propertyPath,
  hiddenColumns,
  ...table
}: BookingsTableProps) {
  const columns = useMemo(() => {
    const all: Array<DataColumn<Booking>> = [
      { id: 'id', header: 'ID', sortable: true, cell: (b) => b.id },
      { id: 'guest', header: 'Guest Name', cell: (b) => b.user_name, className: 'whitespace-nowrap' },
      { id: 'host', header: 'Host Name', cell: (b) => b.host_name, className: 'whitespace-nowrap' },
      { id: 'property', header: 'Property', cell: (b) => b.property_name, className: 'min-w-40' },
      {
        id: 'roomType',
        header: 'Room Type',
        cell: (b) => roomTypeLabel(b.room_type_title),
        className: 'whitespace-nowrap',
      },
      {
        id: 'check_in',
        header: 'Check-in',
        sortable: true,
        cell: (b) => formatStayDate(b.check_in_date),
        className: 'whitespace-nowrap',
      },
      {
        id: 'checkOut',
        header: 'Check-out',
        cell: (b) => formatStayDate(b.check_out_date),
        className: 'whitespace-nowrap',
      },
      { id: 'rooms', header: 'Rooms', cell: (b) => b.number_of_rooms, className: 'text-right' },
      {
        id: 'total_price',
        header: 'Total Price',
        sortable: true,
        cell: (b) => formatRwf(b.total_price),
        className: 'text-right whitespace-nowrap',
      },
      {
        id: 'ratePlan',
        header: 'Rate Plan',
        cell: (b) => (b.rate_plan === 'nonRefundable' ? 'Non-Refundable' : b.rate_plan),
        className: 'whitespace-nowrap',
      },
      { id: 'status', header: 'Status', cell: (b) => <BookingStatusBadge status={b.status} /> },
    ];
    all.push({
      id: 'view',
      header: 'View',
      labelOnPhones: false,
      cell: (b) => (
        <Link
          to={viewPath(b)}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          aria-label={`View ${b.property_name} (booking ${b.id})`}
        >
          View
        </Link>
      ),
    });
    // The actions stay in view at the right edge while the wide table scrolls sideways on tablets; on phones
    // each booking is a card (DataTable) and its actions end it, unlabelled.
    if (actions)
      all.push({
        id: 'actions',
        header: actions.header,
        cell: actions.render,
        className:
          'whitespace-nowrap sm:sticky sm:right-0 sm:z-10 sm:bg-white sm:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.25)]',
        labelOnPhones: false,
      });
    return hiddenColumns ? all.filter((column) => !hiddenColumns.includes(column.id)) : all;
  }, [actions, viewPath, hiddenColumns]);

  return (
    <DataTable<Booking>
      caption={caption}
      columns={columns}
      getRowId={getBookingId}
      emptyMessage={emptyMessage}
      {...table}
    />
  );
}

const getBookingId = (booking: Booking) => String(booking.id);
const propertyPath = (booking: Booking) => paths.property(booking.property_id);

export interface BookingFilterValues {
  /** '' for every status. */
  status: string;
  from: string;
  to: string;
  search: string;
}

/** Status, stay dates and a search on the property or guest name, as GET /api/bookings takes them. */
export function BookingsFilters({
  values,
  onChange,
  label = 'Filter bookings',
}: {
  values: BookingFilterValues;
  onChange: (change: Partial<BookingFilterValues>) => void;
  label?: string;
}) {
  return (
    <FilterBar label={label}>
      <TextFilter
        label="Search"
        placeholder="Property or guest name"
        value={values.search}
        onChange={(search) => onChange({ search })}
      />
      <SelectFilter
        label="Status"
        value={values.status}
        onChange={(status) => onChange({ status })}
        options={BOOKING_STATUS_OPTIONS}
      />
      <DateFilter label="From" value={values.from} max={values.to} onChange={(from) => onChange({ from })} />
      <DateFilter label="To" value={values.to} min={values.from} onChange={(to) => onChange({ to })} />
    </FilterBar>
  );
}
