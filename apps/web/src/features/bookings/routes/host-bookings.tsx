// /dashboard/host/bookings, 'Property Bookings' (docs/product.md#screen-host and #messages): the bookings of
// the host's properties, paged, filtered and sorted by the server, with the filters in the URL. Pending
// bookings can be approved (confirmed), rejected (cancelled) or, when paid, refunded (refunded), each asked
// once more (components/host-decision.tsx); View opens the booking page. The status filter starts at pending,
// and cancelled works.
import type { Booking } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BookingsFilters, BookingsTable, BOOKING_TABLE_SORTS } from '@/components/bookings-table';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/status';
import { PageHeader } from '@/components/ui/page';
import {
  allStatusesAsParam,
  bookingListQuery,
  bookingsFailure,
  bookingStatusOf,
  noBookingsMessage,
  type BookingFilter,
} from '@/lib/booking-list';
import { listTableProps } from '@/lib/list-table';
import { paths } from '@/lib/paths';
import { bookingsQueryOptions } from '@/lib/queries/bookings';
import { HostDecisionDialog, hostDecisionsFor, type HostDecisionStatus } from '../components/host-decision';
import { useCurrentUser } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { useListParams, type ListParamsConfig } from '@/lib/use-list-params';
import { personName } from '@/lib/person-name';

type Sort = (typeof BOOKING_TABLE_SORTS)[number];

/**
 * No status in the URL means the default, pending; `status=all` means every status
 * (docs/product.md#bookings).
 */
const LIST_CONFIG: ListParamsConfig<BookingFilter, Sort> = {
  filters: { status: 'pending', from: '', to: '', search: '' },
  sorts: BOOKING_TABLE_SORTS,
  defaultSort: 'id',
  defaultOrder: 'desc',
};

const viewPath = (booking: Booking) => paths.host.booking(booking.id);

export default function HostBookingsRoute() {
  const { t } = useLingui();
  usePageTitle(t`Property Bookings`);
  const { user } = useCurrentUser();
  if (!user) return <Loading />;
  return <HostBookings hostId={user.UserID} />;
}

function HostBookings({ hostId }: { hostId: number }) {
  const list = useListParams(LIST_CONFIG);
  const { filters } = list;
  const status = bookingStatusOf(filters.status);
  const query = useQuery(bookingsQueryOptions({ as: 'host', ...bookingListQuery(list) }));
  const [deciding, setDeciding] = useState<{ booking: Booking; status: HostDecisionStatus } | null>(null);
  const { t, i18n } = useLingui();

  const actions = useMemo(() => {
    const statusActions = (booking: Booking) => {
      const id = booking.id;
      // Each action's accessible name, a whole phrase in each language.
      const names: Record<HostDecisionStatus, string> = {
        confirmed: t`Approve booking ${id}`,
        cancelled: t`Reject booking ${id}`,
        refunded: t`Refund booking ${id}`,
      };
      // The list decides requests; a confirmed stay is cancelled from its page, with a reason.
      const decisions = booking.status === 'pending' ? hostDecisionsFor(booking) : [];
      return decisions.length > 0 ? (
        <span className="flex flex-wrap gap-1.5 sm:flex-nowrap">
          {decisions.map((decision) => (
            <Button
              key={decision.status}
              size="sm"
              variant={decision.variant}
              aria-label={names[decision.status]}
              onClick={() => setDeciding({ booking, status: decision.status })}
            >
              {i18n._(decision.label)}
            </Button>
          ))}
        </span>
      ) : (
        <span className="text-slate-500">
          <span aria-hidden="true">—</span>
          <span className="sr-only">
            <Trans>No actions</Trans>
          </span>
        </span>
      );
    };
    return {
      header: t`Actions`,
      // The decision, and a conversation with the guest (docs/decisions/0028-conversations.md).
      render: (booking: Booking) => {
        const id = booking.id;
        const guest = personName(booking.user_name);
        return (
          <span className="flex flex-col items-start gap-1.5">
            {statusActions(booking)}
            {/* A deleted account has no name left (docs/decisions/0031-your-data.md): nobody to write to. */}
            {booking.user_name.trim() ? (
              <Link
                to={paths.host.bookingMessages(booking.id)}
                className="text-sm font-semibold text-brand-800 hover:underline"
                aria-label={t`Message the guest ${guest} about booking ${id}`}
              >
                <Trans>Message the guest</Trans>
              </Link>
            ) : null}
          </span>
        );
      },
    };
  }, [t, i18n]);

  return (
    <div className="space-y-6">
      <PageHeader
        title={<Trans>Property Bookings</Trans>}
        description={
          <Trans>Reservations of your properties. Approve, reject or refund the pending ones.</Trans>
        }
      />
      <BookingsFilters
        label={t`Filter bookings`}
        values={{ ...filters, status: status ?? '' }}
        onChange={(change) => list.setFilters(allStatusesAsParam(change))}
      />
      <BookingsTable
        caption={t`Property Bookings`}
        {...listTableProps(list, query, { failure: bookingsFailure })}
        emptyMessage={noBookingsMessage(status)}
        actions={actions}
        viewPath={viewPath}
        hiddenColumns={['host']}
      />
      <HostDecisionDialog
        booking={deciding?.booking ?? null}
        status={deciding?.status ?? 'confirmed'}
        hostId={hostId}
        onClose={() => setDeciding(null)}
      />
    </div>
  );
}
