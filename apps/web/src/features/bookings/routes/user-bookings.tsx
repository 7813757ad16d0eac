// /dashboard/user/bookings (docs/product.md#screen-client and #messages): the guest's own bookings, paged,
// filtered and sorted by the server. The status filter starts at pending; the ID column's sort button toggles
// ascending and descending; a pending or confirmed booking can be cancelled before its check-in day
// (docs/decisions/0023-calendar-and-rates.md), any other shows 'Not Allowed'.
import { BOOKING_MESSAGES, todayInKigali, type Booking } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BOOKING_STATUS_OPTIONS, BOOKING_TABLE_SORTS, BookingsTable } from '@/components/bookings-table';
import { FilterBar, SelectFilter, TextFilter } from '@/components/ui/filter-fields';
import { Loading } from '@/components/ui/status';
import { PageHeader } from '@/components/ui/page';
import {
  allStatusesAsParam,
  bookingListQuery,
  bookingsFailure,
  bookingStatusOf,
  noBookingsMessage,
} from '@/lib/booking-list';
import { formatMoney, formatStayDate } from '@/lib/format';
import { domainText } from '@/lib/i18n';
import { listTableProps } from '@/lib/list-table';
import { OfflineNotice } from '@/lib/offline/offline-notice';
import { paths } from '@/lib/paths';
import { bookingsQueryOptions } from '@/lib/queries/bookings';
import { useCurrentUser } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { useListParams, type ListParamsConfig } from '@/lib/use-list-params';
import { BookingCancel } from '../components/bookings-cancel';
import { ReviewLink, reviewAction } from '../components/review-link';

type Sort = (typeof BOOKING_TABLE_SORTS)[number];

/**
 * Status, search, sort and page live in the URL, so a reload or Back keeps them. No status means the default,
 * pending; `status=all` means every status (docs/product.md#bookings).
 */
const LIST_CONFIG: ListParamsConfig<'status' | 'search', Sort> = {
  filters: { status: 'pending', search: '' },
  sorts: BOOKING_TABLE_SORTS,
  defaultSort: 'id',
  defaultOrder: 'desc',
};

const viewPath = (booking: Booking) => paths.user.booking(booking.id);
/**
 * The guest is the reader; the host shows on the property's page. The rate plan stays: it says what cancelling
 * costs. Fewer columns keep Action in view.
 */
const HIDDEN_COLUMNS = ['guest', 'host'] as const;

/** The server's rule (docs/decisions/0023): pending or confirmed, and before the check-in day. */
function guestCanCancel(booking: Booking, today = todayInKigali()): boolean {
  return (
    (booking.status === 'pending' || booking.status === 'confirmed') &&
    today < booking.check_in_date.slice(0, 10)
  );
}

export default function UserBookingsRoute() {
  const { t } = useLingui();
  usePageTitle(t`My bookings`);
  const { user } = useCurrentUser();
  if (!user) return <Loading />;
  return <UserBookings userId={user.UserID} />;
}

function UserBookings({ userId }: { userId: number }) {
  const list = useListParams(LIST_CONFIG);
  const status = bookingStatusOf(list.filters.status);
  const query = useQuery(bookingsQueryOptions({ as: 'guest', ...bookingListQuery(list) }));
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const { t } = useLingui();

  const actions = useMemo(() => {
    const guestActions = (booking: Booking) => {
      const id = booking.id;
      const today = todayInKigali();
      const freeUntil = booking.freeCancellationUntil;
      const until = freeUntil ? formatStayDate(freeUntil) : '';
      const fee = booking.cancellationFee ? formatMoney(booking.cancellationFee) : '';
      // A finished stay: its review to write or edit (docs/product.md#reviews).
      if (reviewAction(booking)) return <ReviewLink booking={booking} />;
      return guestCanCancel(booking, today) ? (
        <div className="flex flex-col items-start gap-1">
          <button
            type="button"
            onClick={() => setCancelling(booking)}
            aria-label={t`Cancel booking ${id}`}
            className="rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50"
          >
            {/* Cancels the booking, not a dialog: its own id, as some languages say the two differently. */}
            <Trans id="bookings.cancel">Cancel</Trans>
          </button>
          {freeUntil && today <= freeUntil ? (
            <span className="text-xs text-slate-600">
              <Trans>Free until {until}</Trans>
            </span>
          ) : null}
        </div>
      ) : fee ? (
        <span className="text-slate-600">
          <Trans>Cancellation fee: {fee}</Trans>
        </span>
      ) : (
        <span className="text-slate-600">{domainText(BOOKING_MESSAGES.notAllowed)}</span>
      );
    };
    return {
      header: t`Action`,
      // The booking's action, and a conversation with the host (docs/decisions/0028-conversations.md).
      render: (booking: Booking) => {
        const id = booking.id;
        return (
          <div className="flex flex-col items-start gap-1.5">
            {guestActions(booking)}
            <Link
              to={paths.user.bookingMessages(booking.id)}
              className="text-sm font-semibold text-brand-800 hover:underline"
              aria-label={t`Message the host about booking ${id}`}
            >
              <Trans>Message the host</Trans>
            </Link>
          </div>
        );
      },
    };
  }, [t]);

  return (
    <div className="space-y-6">
      <PageHeader
        title={<Trans>My bookings</Trans>}
        description={
          <Trans>Your reservations. Pending and confirmed ones can be cancelled before check-in.</Trans>
        }
      />
      <OfflineNotice />
      <FilterBar label={t`Filter my bookings`}>
        <SelectFilter
          label={t`Status`}
          value={status ?? ''}
          onChange={(value) => list.setFilters(allStatusesAsParam({ status: value }))}
          options={BOOKING_STATUS_OPTIONS}
        />
        <TextFilter
          label={t`Property`}
          placeholder={t`Property name`}
          value={list.filters.search}
          onChange={(search) => list.setFilters({ search })}
        />
      </FilterBar>
      <BookingsTable
        caption={t`My bookings`}
        {...listTableProps(list, query, { failure: bookingsFailure })}
        emptyMessage={noBookingsMessage(status)}
        actions={actions}
        viewPath={viewPath}
        hiddenColumns={HIDDEN_COLUMNS}
      />
      <BookingCancel booking={cancelling} userId={userId} onClose={() => setCancelling(null)} />
    </div>
  );
}
