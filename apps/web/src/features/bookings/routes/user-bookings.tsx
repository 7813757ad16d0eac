// /dashboard/user/bookings (docs/product.md#screen-client and #messages): the guest's own bookings, opening on
// the upcoming stays (pending and confirmed, soonest first), with past stays (where 'Write a review' waits) and
// cancelled ones a tab away. The whole list is read once and the tabs, the search and the sort work on it
// (lib/trips.ts), so each also works offline from what was seen. A pending or confirmed booking can be
// cancelled before its check-in day (docs/decisions/0023-calendar-and-rates.md); View opens the booking page.
import { BOOKING_MESSAGES, todayInKigali, type Booking } from '@ikaze/domain';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BOOKING_TABLE_SORTS, BookingsTable } from '@/components/bookings-table';
import { FilterBar, TextFilter } from '@/components/ui/filter-fields';
import { Loading } from '@/components/ui/status';
import { PageHeader } from '@/components/ui/page';
import { bookingsFailure } from '@/lib/booking-list';
import { cn } from '@/lib/cn';
import { formatMoney, formatStayDate } from '@/lib/format';
import { domainText } from '@/lib/i18n';
import { OfflineNotice } from '@/lib/offline/offline-notice';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { useListParams, type ListParamsConfig } from '@/lib/use-list-params';
import { myBookingsQueryOptions } from '../api/my-bookings';
import { BookingCancel } from '../components/bookings-cancel';
import { ReviewLink, reviewAction } from '../components/review-link';
import { TAB_ORDER, TRIP_TABS, tripTabOf, tripsOf, type TripTab } from '../lib/trips';

type Sort = (typeof BOOKING_TABLE_SORTS)[number];

/**
 * Tab, search, sort and page live in the URL, so a reload or Back keeps them. No sort in the URL means the tab's
 * own order (lib/trips.ts).
 */
const LIST_CONFIG: ListParamsConfig<'tab' | 'search', Sort> = {
  filters: { tab: 'upcoming', search: '' },
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
  const [params] = useSearchParams();
  const tab = tripTabOf(list.filters.tab);
  const order = params.has('sort') ? { sort: list.sort, desc: list.order === 'desc' } : TAB_ORDER[tab];
  const query = useQuery(myBookingsQueryOptions());
  // A guest's list is short: worked out again on each render.
  const trips = tripsOf(query.data ?? [], {
    tab,
    today: todayInKigali(),
    search: list.filters.search,
    order,
  });
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
      {tab !== 'past' ? <WaitingForReview bookings={query.data ?? []} /> : null}
      <TripTabs tab={tab} onChange={(next) => list.setFilters({ tab: next })} />
      <FilterBar label={t`Filter my bookings`}>
        <TextFilter
          label={t`Property`}
          placeholder={t`Property name`}
          value={list.filters.search}
          onChange={(search) => list.setFilters({ search })}
        />
      </FilterBar>
      <BookingsTable
        caption={t`My bookings`}
        rows={
          query.data ? trips.slice((list.page - 1) * list.pageSize, list.page * list.pageSize) : undefined
        }
        total={trips.length}
        page={list.page}
        pageSize={list.pageSize}
        onPaginationChange={list.setPagination}
        sort={{ id: order.sort, desc: order.desc }}
        onSortChange={list.setSort}
        isFetching={query.isFetching}
        error={query.isError ? domainText(bookingsFailure(query.error)) : undefined}
        emptyMessage={emptyMessage(tab)}
        actions={actions}
        viewPath={viewPath}
        hiddenColumns={HIDDEN_COLUMNS}
      />
      <BookingCancel booking={cancelling} userId={userId} onClose={() => setCancelling(null)} />
    </div>
  );
}

function emptyMessage(tab: TripTab): string {
  switch (tab) {
    case 'upcoming':
      return t`No upcoming stays.`;
    case 'past':
      return t`No past stays.`;
    case 'cancelled':
      return t`No cancelled bookings.`;
  }
}

/** Upcoming, Past, Cancelled: which of the guest's bookings the list shows. */
function TripTabs({ tab, onChange }: { tab: TripTab; onChange: (tab: TripTab) => void }) {
  const { t } = useLingui();
  const labels: Record<TripTab, string> = { upcoming: t`Upcoming`, past: t`Past`, cancelled: t`Cancelled` };
  return (
    <div role="group" aria-label={t`Which bookings`} className="flex gap-1 rounded-xl bg-slate-100 p-1">
      {TRIP_TABS.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={value === tab}
          onClick={() => onChange(value)}
          className={cn(
            'min-h-11 flex-1 rounded-lg px-3 text-sm font-semibold',
            value === tab ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:bg-white/60',
          )}
        >
          {labels[value]}
        </button>
      ))}
    </div>
  );
}

/** Finished stays whose review window is open, in view from the first tab (their rows are under Past). */
function WaitingForReview({ bookings }: { bookings: readonly Booking[] }) {
  const waiting = bookings.filter((booking) => reviewAction(booking) === 'write');
  if (waiting.length === 0) return null;
  return (
    <section
      aria-labelledby="to-review-title"
      className="space-y-2 rounded-xl border border-brand-200 bg-brand-50 p-4"
    >
      <h2 id="to-review-title" className="font-semibold text-slate-900">
        <Trans>Waiting for your review</Trans>
      </h2>
      <ul className="flex flex-wrap gap-2">
        {waiting.map((booking) => (
          <li key={booking.id}>
            <ReviewLink booking={booking} />
          </li>
        ))}
      </ul>
    </section>
  );
}
