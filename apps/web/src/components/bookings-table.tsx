// The bookings table of the admin, host and client screens (docs/product.md#screen-admin): the product's
// columns, one page from the server (lib/queries/bookings.ts), an optional actions column
// (approve/reject/refund, cancel) and a View column. Amounts are whole RWF (docs/product.md#money).
import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  RATE_PLAN_LABELS,
  ROOM_TYPE_TITLE_LABELS,
  type Booking,
  type BookingStatus,
  WALLET_NAMES,
  receiptPath,
  type Payment,
} from '@ikaze/domain';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
import { formatMoney, formatStayDate } from '@/lib/format';
import { i18n, labelText } from '@/lib/i18n';
import { personName } from '@/lib/person-name';

const ALL = msg({ id: 'filter.all', message: 'All' });

/** A booking status as the page's language calls it ('Pending', 'En attente', 'Bitegereje'). */
export const bookingStatusLabel = (status: string) => labelText(BOOKING_STATUS_LABELS, status);

/**
 * The status filter's choices: All ('') and each status. The labels are read when a select draws them, so they
 * are in the page's language whenever this module was loaded.
 */
const BOOKING_STATUS_OPTIONS: readonly FilterOption[] = [
  {
    value: '',
    get label() {
      return i18n._(ALL);
    },
  },
  ...BOOKING_STATUSES.map((status) => ({
    value: status,
    get label() {
      return bookingStatusLabel(status);
    },
  })),
];

/** The sorts GET /api/bookings takes that a column shows. */
export const BOOKING_TABLE_SORTS = ['id', 'check_in', 'total_price'] as const;

const statusTones: Record<BookingStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-green-100 text-green-900',
  cancelled: 'bg-slate-200 text-slate-800',
  refunded: 'bg-violet-100 text-violet-900',
  // Not decided in time (docs/product.md#bookings): nothing happened, like a cancellation, in its own tone.
  expired: 'bg-orange-100 text-orange-900',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span
      className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', statusTones[status])}
    >
      {bookingStatusLabel(status)}
    </span>
  );
}

/**
 * How a booking is paid (docs/payments.md): paid (and by which wallet), waiting for the guest's approval, to be
 * paid at the property (also every stay booked before payments: no payment), or failed / expired.
 */
export function PaymentBadge({ payment }: { payment: Payment | null }) {
  const { t } = useLingui();
  const status = payment?.status ?? 'not_required';
  const method = payment && payment.method !== 'at_property' ? WALLET_NAMES[payment.method] : '';
  const [text, tone] =
    status === 'successful'
      ? [t`Paid (${method})`, 'bg-green-100 text-green-900']
      : status === 'pending'
        ? [t`Payment pending`, 'bg-amber-100 text-amber-900']
        : status === 'failed'
          ? [t`Payment failed`, 'bg-red-100 text-red-900']
          : status === 'expired'
            ? [t`Payment expired`, 'bg-orange-100 text-orange-900']
            : [t`To be paid at the property`, 'bg-slate-100 text-slate-800'];
  return (
    <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', tone)}>{text}</span>
  );
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
  /** Where View leads: the booking page of the screen's side (paths.user.booking, host, admin). */
  viewPath: (booking: Booking) => string;
  /** Columns to leave out by id (e.g. 'guest' on a guest's own list). */
  hiddenColumns?: readonly string[];
}

export function BookingsTable({
  caption,
  emptyMessage,
  actions,
  viewPath,
  hiddenColumns,
  ...table
}: BookingsTableProps) {
  const { t } = useLingui();
  const columns = useMemo(() => {
    const all: Array<DataColumn<Booking>> = [
      { id: 'id', header: t`ID`, sortable: true, cell: (b) => b.id },
      {
        id: 'guest',
        header: t`Guest Name`,
        cell: (b) => personName(b.user_name),
        className: 'whitespace-nowrap',
      },
      {
        id: 'host',
        header: t`Host Name`,
        cell: (b) => personName(b.host_name),
        className: 'whitespace-nowrap',
      },
      { id: 'property', header: t`Property`, cell: (b) => b.property_name, className: 'min-w-40' },
      {
        id: 'roomType',
        header: t`Room Type`,
        cell: (b) => labelText(ROOM_TYPE_TITLE_LABELS, b.room_type_title),
        className: 'whitespace-nowrap',
      },
      {
        id: 'check_in',
        header: t`Check-in`,
        sortable: true,
        cell: (b) => formatStayDate(b.check_in_date),
        className: 'whitespace-nowrap',
      },
      {
        id: 'checkOut',
        header: t`Check-out`,
        cell: (b) => formatStayDate(b.check_out_date),
        className: 'whitespace-nowrap',
      },
      { id: 'rooms', header: t`Rooms`, cell: (b) => b.number_of_rooms, className: 'text-right' },
      {
        id: 'total_price',
        header: t`Total Price`,
        sortable: true,
        cell: (b) => formatMoney(b.total_price),
        className: 'text-right whitespace-nowrap',
      },
      {
        id: 'ratePlan',
        header: t`Rate Plan`,
        cell: (b) => ratePlanText(b.rate_plan),
        className: 'whitespace-nowrap',
      },
      { id: 'status', header: t`Status`, cell: (b) => <BookingStatusBadge status={b.status} /> },
      {
        id: 'payment',
        header: t`Payment`,
        cell: (b) => {
          const booking = b.id;
          return (
            <span className="flex flex-wrap items-center gap-2">
              <PaymentBadge payment={b.payment} />
              {b.payment?.status === 'successful' && (
                // A page the server renders in the reader's language (docs/receipts.md), not one of the app's.
                <a
                  href={receiptPath(b.id)}
                  className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                  aria-label={t`Receipt of booking ${booking}`}
                >
                  {t`Receipt`}
                </a>
              )}
            </span>
          );
        },
      },
    ];
    all.push({
      id: 'view',
      header: t`View`,
      labelOnPhones: false,
      cell: (b) => {
        const property = b.property_name;
        const booking = b.id;
        return (
          <Link
            to={viewPath(b)}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            aria-label={t`View ${property} (booking ${booking})`}
          >
            {t`View`}
          </Link>
        );
      },
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
  }, [actions, viewPath, hiddenColumns, t]);

  return (
    <DataTable<Booking>
      caption={caption ?? t`Bookings`}
      columns={columns}
      getRowId={getBookingId}
      emptyMessage={emptyMessage ?? t`No bookings found`}
      {...table}
    />
  );
}

/** A booking's rate plan by its label; a booking sent without one reads 'N/A' (its label too). */
const ratePlanText = (ratePlan: string) => labelText(RATE_PLAN_LABELS, ratePlan);

const getBookingId = (booking: Booking) => String(booking.id);

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
  label,
}: {
  values: BookingFilterValues;
  onChange: (change: Partial<BookingFilterValues>) => void;
  label?: string;
}) {
  const { t } = useLingui();
  return (
    <FilterBar label={label ?? t`Filter bookings`}>
      <TextFilter
        label={t`Search`}
        placeholder={t`Property or guest name`}
        value={values.search}
        onChange={(search) => onChange({ search })}
      />
      <SelectFilter
        label={t`Status`}
        value={values.status}
        onChange={(status) => onChange({ status })}
        options={BOOKING_STATUS_OPTIONS}
      />
      <DateFilter
        label={t({ id: 'filter.from', message: 'From' })}
        value={values.from}
        max={values.to}
        onChange={(from) => onChange({ from })}
      />
      <DateFilter
        label={t({ id: 'filter.to', message: 'To' })}
        value={values.to}
        min={values.from}
        onChange={(to) => onChange({ to })}
      />
    </FilterBar>
  );
}
