// /dashboard/admin/properties (docs/product.md#screen-admin: ID, Name, Rating, View, Status;
// docs/product.md#filters: name, location, status, creation date range). Every listing, whatever its review;
// filters, sort and paging are the server's (GET /api/properties?reviewStatus=…), the Location choices GET
// /api/properties/locations.
import { PROPERTY_MESSAGES, type Property } from '@ikaze/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ListFilters } from '@/components/list-filters';
import {
  PROPERTY_FILTER_DEFAULTS,
  propertyListQuery,
  usePropertyListParams,
  type PropertyFilter,
} from '@/components/property-list-filters';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { StarRating } from '@/components/ui/star-rating';
import { formatDate } from '@/lib/format';
import { listTableProps } from '@/lib/list-table';
import { paths } from '@/lib/paths';
import { adminPropertiesQueryOptions } from '../api/properties';
import { AdminPage } from '../components/admin-page';
import { ActiveBadge } from '../components/badges';
import type { ListParamsConfig } from '@/lib/use-list-params';

const PROPERTY_SORTS = ['id', 'name', 'rating', 'created_at'] as const;
type Sort = (typeof PROPERTY_SORTS)[number];

const LIST_CONFIG: ListParamsConfig<PropertyFilter, Sort> = {
  filters: PROPERTY_FILTER_DEFAULTS,
  sorts: PROPERTY_SORTS,
  defaultSort: 'id',
  defaultOrder: 'asc',
};

const reviewLabels = { approved: 'Approved', pending: 'Pending review', rejected: 'Rejected' } as const;

const columns: Array<DataColumn<Property>> = [
  { id: 'id', header: 'ID', sortable: true, cell: (p) => p.id },
  {
    id: 'name',
    header: 'Name',
    sortable: true,
    className: 'min-w-56',
    cell: (p) => (
      <>
        <span className="font-medium text-slate-900">{p.name}</span>
        <span className="mt-0.5 block text-xs text-slate-500">
          {[p.location.address, p.location.city].filter(Boolean).join(' · ')}
        </span>
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
    labelOnPhones: false,
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
  {
    id: 'created_at',
    header: 'Created',
    sortable: true,
    cell: (p) => formatDate(p.createdAt),
    className: 'whitespace-nowrap',
  },
];

const getRowId = (p: Property) => String(p.id);

/**
 * /dashboard/admin/properties (docs/product.md#screen-admin): every listing, whatever its review, with its
 * status.
 */
export default function AdminPropertiesRoute() {
  const { list, inOrder, filterProps } = usePropertyListParams(LIST_CONFIG);
  const query = useQuery({ ...adminPropertiesQueryOptions(propertyListQuery(list)), enabled: inOrder });

  return (
    <AdminPage title="Properties" description="Every listing, whatever its review, with its status.">
      <ListFilters label="Filter properties" {...filterProps} />
      <DataTable<Property>
        caption="Properties"
        columns={columns}
        getRowId={getRowId}
        {...listTableProps(list, query, { failure: PROPERTY_MESSAGES.fetchListFailed, shown: inOrder })}
        emptyMessage={PROPERTY_MESSAGES.noResults}
      />
    </AdminPage>
  );
}
