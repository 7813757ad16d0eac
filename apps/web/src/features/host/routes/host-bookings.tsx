// /dashboard/host/bookings, 'Property Bookings' (docs/product.md#screen-host and #messages): the bookings of
// the host's properties, paged, filtered and sorted by the server, with the filters in the URL. Pending
// bookings can be approved (confirmed), rejected (cancelled) or refunded (refunded); View opens
// /accommodation-detail/{property_id}. The status filter starts at pending, and cancelled works.
import { BOOKING_MESSAGES, BOOKING_STATUS_LABELS, type Booking, type BookingStatus } from '@ikaze/domain';
import { msg } from '@lingui/core/macro';
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
import { flash } from '@/lib/flash';
import { domainText } from '@/lib/i18n';
import { listTableProps } from '@/lib/list-table';
import { paths } from '@/lib/paths';
import { bookingsQueryOptions, useUpdateBookingStatus } from '@/lib/queries/bookings';
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

/** The host's three actions on a pending booking (docs/product.md#bookings) and the status each one sets. */
const ACTIONS = [
  { label: msg`Approve`, status: 'confirmed', variant: 'primary' },
  { label: msg`Reject`, status: 'cancelled', variant: 'danger' },
  { label: msg`Refund`, status: 'refunded', variant: 'secondary' },
] as const;

/** 'Booking status updated to Confirmed', the status by its label so that each language names it its way. */
const statusUpdated = (status: BookingStatus) =>
  domainText(BOOKING_MESSAGES.statusUpdated({ status: BOOKING_STATUS_LABELS[status] }));

const viewPath = (booking: Booking) => paths.accommodationDetail(booking.property_id);

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
  const update = useUpdateBookingStatus();
  const [busyId, setBusyId] = useState<number | null>(null);
  const { t, i18n } = useLingui();

  const actions = useMemo(() => {
    const statusActions = (booking: Booking) => {
      const id = booking.id;
      // Each action's accessible name, a whole phrase in each language.
      const names: Record<(typeof ACTIONS)[number]['status'], string> = {
        confirmed: t`Approve booking ${id}`,
        cancelled: t`Reject booking ${id}`,
        refunded: t`Refund booking ${id}`,
      };
      return booking.status === 'pending' ? (
        <span className="flex flex-wrap gap-1.5 sm:flex-nowrap">
          {ACTIONS.map((action) => (
            <Button
              key={action.status}
              size="sm"
              variant={action.variant}
              disabled={busyId === booking.id}
              aria-label={names[action.status]}
              onClick={() => {
                setBusyId(booking.id);
                update.mutate(
                  { id: booking.id, userId: hostId, status: action.status },
                  {
                    onSuccess: () => flash(statusUpdated(action.status)),
                    onError: () => flash(domainText(BOOKING_MESSAGES.statusUpdateFailed), 'error'),
                    onSettled: () => setBusyId(null),
                  },
                );
              }}
            >
              {i18n._(action.label)}
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
            <Link
              to={paths.host.bookingMessages(booking.id)}
              className="text-sm font-semibold text-brand-800 hover:underline"
              aria-label={t`Message the guest ${guest} about booking ${id}`}
            >
              <Trans>Message the guest</Trans>
            </Link>
          </span>
        );
      },
    };
  }, [busyId, hostId, update, t, i18n]);

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
    </div>
  );
}
