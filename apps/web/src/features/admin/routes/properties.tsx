import { PROPERTY_MESSAGES, REVIEW_STATUS_FILTERS, type Property } from '@ikaze/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { FilterBar, SelectFilter } from '@/components/ui/filter-fields';
import { StarRating } from '@/components/ui/star-rating';
import { paths } from '@/lib/paths';
import { adminPropertiesQueryOptions, type AdminPropertyParams } from '../api/properties';
import { reportChartsQueryOptions } from '../api/reports';
import { AdminPage } from '../components/admin-page';
import { ActiveBadge } from '../components/badges';
import { useListParams, type ListParamsConfig } from '@/lib/use-list-params';

type Filter = 'location' | 'status';
const PROPERTY_SORTS = ['id', 'rating'] as const;
type Sort = (typeof PROPERTY_SORTS)[number];

// spec §5 "Property filters": location and status. Name and creation dates wait for the API (see the report).
const LIST_CONFIG: ListParamsConfig<Filter, Sort> = {
  filters: { location: '', status: 'all' },
  sorts: PROPERTY_SORTS,
  defaultSort: 'id',
  defaultOrder: 'asc',
};

const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'approved', label: 'Approved' },
  { value: 'pending', label: 'Pending' },
  { value: 'rejected', label: 'Rejected' },
];

const isReviewFilter = (value: string): value is (typeof REVIEW_STATUS_FILTERS)[number] =>
  (REVIEW_STATUS_FILTERS as readonly string[]).includes(value);

const reviewLabels = { approved: 'Approved', pending: 'Pending review', rejected: 'Rejected' } as const;

const columns: Array<DataColumn<Property>> = [
  { id: 'id', header: 'ID', sortable: true, cell: (p) => p.id },
  {
    id: 'name',
    header: 'Name',
    className: 'min-w-56',
    cell: (p) => (
      <>
        <span className="font-medium text-slate-900">{p.name}</span>
        <span className="mt-0.5 block text-xs text-slate-500">{p.location.address}</span>
      </>
    ),
  },
  {
    id: 'rating',
    header: 'Rating',
    sortable: true,
    cell: (p) => <StarRating rating={p.rating} />,
    className: 'whitespace-nowrap',
  },
  {
    id: 'view',
    header: 'View',
    cell: (p) => (
      <Link
        to={paths.property(p.id)}
        className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        aria-label={`View ${p.name}`}
      >
        View
      </Link>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    className: 'whitespace-nowrap',
    cell: (p) => (
      <>
        <ActiveBadge active={p.isActive} />
        <span className="mt-1 block text-xs text-slate-500">
          {p.status && !p.isActive ? 'Host inactive' : reviewLabels[p.reviewStatus]}
        </span>
      </>
    ),
  },
];

const getRowId = (p: Property) => String(p.id);

/** /dashboard/admin/properties (spec §2): every listing, whatever its review, with its status. */
export default function AdminPropertiesRoute() {
  const list = useListParams(LIST_CONFIG);
  const { filters } = list;
  const reviewStatus = isReviewFilter(filters.status) ? filters.status : 'all';
  const params = useMemo<AdminPropertyParams>(
    () => ({
      reviewStatus,
      destination: filters.location || undefined,
      // The API sorts by rating; without a sort it orders by id, in the order asked.
      sort: list.sort === 'rating' ? 'rating' : undefined,
      order: list.order,
      page: list.page,
      pageSize: list.pageSize,
    }),
    [reviewStatus, filters.location, list.sort, list.order, list.page, list.pageSize],
  );
  const query = useQuery(adminPropertiesQueryOptions(params));
  // The destinations with properties, from the reports' series (the API has no list of locations yet).
  const destinations = useQuery({
    ...reportChartsQueryOptions(),
    select: (data) => data.propertiesByDestination.map((d) => d.destination).sort(),
  });
  const locationOptions = useMemo(() => {
    const names = new Set(destinations.data ?? []);
    if (filters.location) names.add(filters.location);
    return [
      { value: '', label: 'All locations' },
      ...[...names].map((name) => ({ value: name, label: name })),
    ];
  }, [destinations.data, filters.location]);

  return (
    <AdminPage title="Properties" description="Every listing, whatever its review, with its status.">
      <FilterBar label="Filter properties">
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
      </FilterBar>
      <DataTable<Property>
        caption="Properties"
        columns={columns}
        rows={query.data?.items}
        getRowId={getRowId}
        total={query.data?.total ?? 0}
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
        emptyMessage={PROPERTY_MESSAGES.noResults}
      />
    </AdminPage>
  );
}
