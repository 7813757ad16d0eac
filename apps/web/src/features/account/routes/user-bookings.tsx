// /dashboard/user/bookings (spec §2 Client area, §4, §8): the guest's own bookings, paged, filtered and sorted
// by the server. The status filter starts at pending; the ID column's sort button toggles ascending and
// descending; a pending booking can be cancelled, any other shows 'Not Allowed'.
import {
  BOOKING_MESSAGES,
  BOOKING_STATUSES,
  PAGE_SIZES,
  TABLE_PAGE_SIZE_OPTIONS,
  type Booking,
  type BookingStatus,
} from '@ikaze/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BOOKING_TABLE_SORTS, BookingsTable } from '@/components/bookings-table';
import type { DataTablePage, DataTableSort } from '@/components/ui/data-table';
import { FilterBar, SelectFilter, TextFilter } from '@/components/ui/filter-fields';
import { Loading } from '@/components/ui/status';
import { ApiError } from '@/lib/api';
import { paths } from '@/lib/paths';
import { bookingsQueryOptions } from '@/lib/queries/bookings';
import { useCurrentUser } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { BookingCancel } from '../components/bookings-cancel';

type Sort = (typeof BOOKING_TABLE_SORTS)[number];

/** In the URL `status=all` means every status; no status means the default, pending (spec §4). */
const ALL = 'all';
const DEFAULT_STATUS: BookingStatus = 'pending';

const isStatus = (value: string): value is BookingStatus =>
  (BOOKING_STATUSES as readonly string[]).includes(value);
const viewPath = (booking: Booking) => paths.accommodationDetail(booking.property_id);
/** The guest is the reader; host and rate plan show on the property's page. Fewer columns keep Action in view. */
const HIDDEN_COLUMNS = ['guest', 'host', 'ratePlan'] as const;

function positive(text: string | null): number | undefined {
  if (!text || !/^\d{1,6}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 ? n : undefined;
}

/** Status, search, sort and page live in the URL, so a reload or Back keeps them. */
function useBookingListState() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status') ?? DEFAULT_STATUS;
  const status: BookingStatus | typeof ALL = isStatus(statusParam) ? statusParam : ALL;
  const search = params.get('search') ?? '';
  const sort: Sort = BOOKING_TABLE_SORTS.find((s) => s === params.get('sort')) ?? 'id';
  const order: 'asc' | 'desc' = params.get('order') === 'asc' ? 'asc' : 'desc';
  const page = positive(params.get('page')) ?? 1;
  const size = positive(params.get('pageSize'));
  const pageSize =
    size !== undefined && (TABLE_PAGE_SIZE_OPTIONS as readonly number[]).includes(size)
      ? size
      : PAGE_SIZES.table;

  const update = useCallback(
    (changes: Record<string, string | number | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setSort = useCallback(
    (next: DataTableSort) => update({ sort: next.id, order: next.desc ? 'desc' : 'asc', page: undefined }),
    [update],
  );
  const setPagination = useCallback(
    (next: DataTablePage) =>
      update({
        page: next.page > 1 ? next.page : undefined,
        pageSize: next.pageSize === PAGE_SIZES.table ? undefined : next.pageSize,
      }),
    [update],
  );
  const setStatus = (value: string) =>
    update({ status: value === DEFAULT_STATUS ? undefined : value || ALL, page: undefined });
  const setSearch = (value: string) => update({ search: value, page: undefined });

  return { status, search, sort, order, page, pageSize, setStatus, setSearch, setSort, setPagination };
}

export default function UserBookingsRoute() {
  usePageTitle('My bookings');
  const { user } = useCurrentUser();
  if (!user) return <Loading />;
  return <UserBookings userId={user.UserID} />;
}

function UserBookings({ userId }: { userId: number }) {
  const list = useBookingListState();
  const query = useQuery(
    bookingsQueryOptions({
      as: 'guest',
      status: list.status === ALL ? undefined : list.status,
      search: list.search || undefined,
      sort: list.sort,
      order: list.order,
      page: list.page,
      pageSize: list.pageSize,
    }),
  );
  const [cancelling, setCancelling] = useState<Booking | null>(null);

  const actions = useMemo(
    () => ({
      header: 'Action',
      render: (booking: Booking) =>
        booking.status === 'pending' ? (
          <button
            type="button"
            onClick={() => setCancelling(booking)}
            aria-label={`Cancel booking ${booking.id}`}
            className="rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50"
          >
            Cancel
          </button>
        ) : (
          <span className="text-slate-600">{BOOKING_MESSAGES.notAllowed}</span>
        ),
    }),
    [],
  );

  const error = query.isError
    ? `Error: ${query.error instanceof ApiError && query.error.fromServer ? query.error.message : BOOKING_MESSAGES.fetchFailed}`
    : undefined;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">My bookings</h1>
        <p className="mt-1 text-slate-600">Your reservations. Pending ones can be cancelled.</p>
      </div>
      <FilterBar label="Filter my bookings">
        <SelectFilter
          label="Status"
          value={list.status === ALL ? '' : list.status}
          onChange={list.setStatus}
          options={[
            { value: '', label: 'All' },
            ...BOOKING_STATUSES.map((status) => ({
              value: status,
              label: status.charAt(0).toUpperCase() + status.slice(1),
            })),
          ]}
        />
        <TextFilter
          label="Property"
          placeholder="Property name"
          value={list.search}
          onChange={list.setSearch}
        />
      </FilterBar>
      <BookingsTable
        caption="My bookings"
        rows={query.data?.items}
        total={query.data?.total ?? 0}
        page={list.page}
        pageSize={list.pageSize}
        onPaginationChange={list.setPagination}
        sort={{ id: list.sort, desc: list.order === 'desc' }}
        onSortChange={list.setSort}
        isFetching={query.isFetching}
        error={
          error ? (
            <span role="alert" className="font-medium text-red-700">
              {error}
            </span>
          ) : undefined
        }
        emptyMessage={list.status === ALL ? 'No bookings found' : `No ${list.status} bookings.`}
        actions={actions}
        viewPath={viewPath}
        hiddenColumns={HIDDEN_COLUMNS}
      />
      <BookingCancel booking={cancelling} userId={userId} onClose={() => setCancelling(null)} />
    </div>
  );
}
