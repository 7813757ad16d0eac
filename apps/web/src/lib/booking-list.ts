// The bookings lists (admin, host, guest: docs/product.md#bookings and #messages) read their URL state the
// same way: the status filter, GET /api/bookings's parameters, the failure line and the empty message.
import { BOOKING_MESSAGES, BOOKING_STATUSES, type BookingStatus } from '@ikaze/domain';
import { t } from '@lingui/core/macro';
import { serverMessageOr } from '@/lib/api';
import type { BookingListParams } from '@/lib/queries/bookings';
import { sortAndPage, type ListParams } from '@/lib/use-list-params';

export type BookingFilter = 'status' | 'from' | 'to' | 'search';

/**
 * In the URL of a list whose default is one status (pending, docs/product.md#bookings), `status=all` means
 * every status.
 */
export const ALL_STATUSES = 'all';

const isBookingStatus = (value: string): value is BookingStatus =>
  (BOOKING_STATUSES as readonly string[]).includes(value);

/** The status a filter value stands for; undefined for every status ('', 'all' or anything unknown). */
export function bookingStatusOf(value: string | undefined): BookingStatus | undefined {
  return value !== undefined && isBookingStatus(value) ? value : undefined;
}

/** A status select's change, All ('') written as `status=all` (for the lists whose default is pending). */
export function allStatusesAsParam<C extends { status?: string | undefined }>(change: C): C {
  return change.status === undefined ? change : { ...change, status: change.status || ALL_STATUSES };
}

/** GET /api/bookings's parameters for a bookings list's URL state: the filters it has, sort and page. */
export function bookingListQuery<S extends NonNullable<BookingListParams['sort']>>(
  list: { filters: Partial<Record<BookingFilter, string>> } & Pick<
    ListParams<string, S>,
    'sort' | 'order' | 'page' | 'pageSize'
  >,
): BookingListParams {
  const { filters } = list;
  return {
    status: bookingStatusOf(filters.status),
    from: filters.from || undefined,
    to: filters.to || undefined,
    search: filters.search || undefined,
    ...sortAndPage(list),
  };
}

/**
 * 'Error: ' and the server's message, else 'Failed to fetch bookings' (docs/product.md#calls and #messages).
 */
export function bookingsFailure(error: unknown): string {
  const message = serverMessageOr(error, BOOKING_MESSAGES.fetchFailed);
  return t`Error: ${message}`;
}

/** 'No pending bookings.' under a status filter, else 'No bookings found'. */
export function noBookingsMessage(status: BookingStatus | undefined): string {
  switch (status) {
    case undefined:
      return t`No bookings found`;
    case 'pending':
      return t`No pending bookings.`;
    case 'confirmed':
      return t`No confirmed bookings.`;
    case 'cancelled':
      return t`No cancelled bookings.`;
    case 'refunded':
      return t`No refunded bookings.`;
    case 'expired':
      return t`No expired bookings.`;
  }
}
