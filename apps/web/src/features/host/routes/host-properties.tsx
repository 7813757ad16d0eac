// /dashboard/host/properties (spec §2 "Host area": own properties list; §5 property filters: name, location
// (distinct addresses), status, creation date range; §8 'Failed to fetch properties.'). Location, status, sort
// and paging go to the server; the API has no name or creation-date filter, so while either is used the screen
// reads the host's latest 100 properties and filters and pages those itself.
import { PROPERTY_MESSAGES, REVIEW_STATUS_FILTERS, todayInKigali, type Property } from '@ikaze/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Picture } from '@/components/picture';
import { buttonClasses } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { DateFilter, FilterBar, SelectFilter, TextFilter } from '@/components/ui/filter-fields';
import { Loading } from '@/components/ui/status';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import {
  HOST_PROPERTIES_MAX_PAGE,
  hostPropertiesQueryOptions,
  type HostPropertyParams,
} from '../api/host-properties';
import { ReviewStatusBadge } from '../components/review-status-badge';
import { useListParams, type ListParamsConfig } from '@/lib/use-list-params';

type Filter = 'name' | 'location' | 'status' | 'from' | 'to';
const SORTS = ['id', 'rating'] as const;
type Sort = (typeof SORTS)[number];

// Newest first, so that a listing just submitted is on top.
const LIST_CONFIG: ListParamsConfig<Filter, Sort> = {
  filters: { name: '', location: '', status: 'all', from: '', to: '' },
  sorts: SORTS,
  defaultSort: 'id',
  defaultOrder: 'desc',
};

const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

const isReviewFilter = (value: string): value is (typeof REVIEW_STATUS_FILTERS)[number] =>
  (REVIEW_STATUS_FILTERS as readonly string[]).includes(value);

const linkClasses = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

const columns: Array<DataColumn<Property>> = [
  { id: 'id', header: 'ID', sortable: true, cell: (p) => p.id },
  {
    id: 'name',
    header: 'Name',
    className: 'min-w-60',
    cell: (p) => (
      <div className="flex items-center gap-3">
        <Picture
          source={p.pictureSet[0] ?? p.pictures[0]}
          alt=""
          sizes="64px"
          className="h-12 w-16 shrink-0 rounded-md"
        />
        <div className="min-w-0">
          <Link to={paths.property(p.id)} className={linkClasses}>
            {p.name}
          </Link>
          <span className="mt-0.5 block text-xs text-slate-500">
            {[p.location.address, p.location.city].filter(Boolean).join(', ')}
          </span>
        </div>
      </div>
    ),
  },
  { id: 'type', header: 'Type', cell: (p) => p.accommodationType, className: 'whitespace-nowrap' },
  { id: 'roomTypes', header: 'Room types', cell: (p) => p.roomTypes.length, className: 'text-right' },
  { id: 'status', header: 'Status', cell: (p) => <ReviewStatusBadge status={p.reviewStatus} /> },
  {
    id: 'created',
    header: 'Created',
    cell: (p) => formatDate(p.createdAt),
    className: 'whitespace-nowrap',
  },
  {
    id: 'view',
    header: 'View',
    cell: (p) => (
      <Link to={paths.property(p.id)} className={linkClasses} aria-label={`View ${p.name}`}>
        View
      </Link>
    ),
  },
];

const getRowId = (p: Property) => String(p.id);

/** The creation day in Kigali, as the date filters compare it. */
const createdDay = (property: Property) => todayInKigali(new Date(property.createdAt));

export default function HostPropertiesRoute() {
  usePageTitle('My properties');
  const { user } = useCurrentUser();
  if (!user) return <Loading />;
  return <HostProperties hostId={user.UserID} />;
}

function HostProperties({ hostId }: { hostId: number }) {
  const list = useListParams(LIST_CONFIG);
  const { filters } = list;
  const reviewStatus = isReviewFilter(filters.status) ? filters.status : 'all';
  const name = filters.name.trim().toLowerCase();
  const filteringHere = Boolean(name || filters.from || filters.to);

  const params = useMemo<HostPropertyParams>(
    () => ({
      host_id: hostId,
      reviewStatus,
      destination: filters.location || undefined,
      sort: list.sort === 'rating' ? 'rating' : undefined,
      order: list.order,
      page: filteringHere ? 1 : list.page,
      pageSize: filteringHere ? HOST_PROPERTIES_MAX_PAGE : list.pageSize,
    }),
    [hostId, reviewStatus, filters.location, list.sort, list.order, list.page, list.pageSize, filteringHere],
  );
  const query = useQuery(hostPropertiesQueryOptions(params));

  // Distinct addresses of the host's properties, for the location filter (spec §5).
  const everything = useQuery({
    ...hostPropertiesQueryOptions({
      host_id: hostId,
      reviewStatus: 'all',
      pageSize: HOST_PROPERTIES_MAX_PAGE,
    }),
    select: (data) => [...new Set(data.items.map((p) => p.location.address).filter(Boolean))].sort(),
  });
  const locationOptions = useMemo(() => {
    const addresses = new Set(everything.data ?? []);
    if (filters.location) addresses.add(filters.location);
    return [
      { value: '', label: 'All locations' },
      ...[...addresses].map((address) => ({ value: address, label: address })),
    ];
  }, [everything.data, filters.location]);

  const { rows, total } = useMemo(() => {
    const data = query.data;
    if (!data) return { rows: undefined, total: 0 };
    if (!filteringHere) return { rows: data.items, total: data.total };
    const matching = data.items.filter(
      (p) =>
        (!name || p.name.toLowerCase().includes(name)) &&
        (!filters.from || createdDay(p) >= filters.from) &&
        (!filters.to || createdDay(p) <= filters.to),
    );
    const start = (list.page - 1) * list.pageSize;
    return { rows: matching.slice(start, start + list.pageSize), total: matching.length };
  }, [query.data, filteringHere, name, filters.from, filters.to, list.page, list.pageSize]);

  const anyFilter = filteringHere || Boolean(filters.location) || reviewStatus !== 'all';
  const truncated = filteringHere && (query.data?.total ?? 0) > HOST_PROPERTIES_MAX_PAGE;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">My properties</h1>
          <p className="mt-1 text-slate-600">
            Your listings and their review: a property is public once an admin approves it.
          </p>
        </div>
        <Link to={paths.listYourProperty()} className={buttonClasses('primary', 'md')}>
          Post property
        </Link>
      </div>
      <FilterBar label="Filter properties" className="lg:grid-cols-5">
        <TextFilter
          label="Name"
          placeholder="Property name"
          value={filters.name}
          onChange={(value) => list.setFilters({ name: value })}
        />
        <SelectFilter
          label="Location"
          value={filters.location}
          options={locationOptions}
          onChange={(location) => list.setFilters({ location })}
        />
        <SelectFilter
          label="Status"
          value={reviewStatus}
          options={STATUS_OPTIONS}
          onChange={(status) => list.setFilters({ status })}
        />
        <DateFilter
          label="Created from"
          value={filters.from}
          max={filters.to}
          onChange={(from) => list.setFilters({ from })}
        />
        <DateFilter
          label="Created to"
          value={filters.to}
          min={filters.from}
          onChange={(to) => list.setFilters({ to })}
        />
      </FilterBar>
      {truncated ? (
        <p className="text-sm text-slate-600">
          The name and date filters look through your {HOST_PROPERTIES_MAX_PAGE} most recent properties.
        </p>
      ) : null}
      <DataTable<Property>
        caption="My properties"
        columns={columns}
        rows={rows}
        getRowId={getRowId}
        total={total}
        page={list.page}
        pageSize={list.pageSize}
        onPaginationChange={list.setPagination}
        sort={list.tableSort}
        onSortChange={list.setSort}
        isFetching={query.isFetching}
        error={
          query.isError ? (
            <span role="alert" className="font-medium text-red-700">
              {PROPERTY_MESSAGES.fetchListFailed}
            </span>
          ) : undefined
        }
        emptyMessage={
          anyFilter ? (
            'No properties match these filters.'
          ) : (
            <>
              You have no properties yet.{' '}
              <Link to={paths.listYourProperty()} className={linkClasses}>
                List your property
              </Link>
            </>
          )
        }
      />
    </div>
  );
}
