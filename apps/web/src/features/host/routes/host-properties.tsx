// /dashboard/host/properties (docs/product.md#screen-host: own properties list; docs/product.md#filters:
// name, location, status, creation date range; docs/product.md#messages 'Failed to fetch properties.').
// Filters, sort and paging are the server's (GET /api/properties?host_id=…), the Location choices GET
// /api/properties/locations.
import { PROPERTY_MESSAGES, type Property } from '@ikaze/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ListFilters } from '@/components/list-filters';
import { Picture } from '@/components/picture';
import {
  PROPERTY_FILTER_DEFAULTS,
  propertyListQuery,
  usePropertyListParams,
  type PropertyFilter,
} from '@/components/property-list-filters';
import { buttonClasses } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { Loading } from '@/components/ui/status';
import { formatDate } from '@/lib/format';
import { listTableProps } from '@/lib/list-table';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { hostPropertiesQueryOptions } from '../api/host-properties';
import { ReviewStatusBadge } from '../components/review-status-badge';
import type { ListParamsConfig } from '@/lib/use-list-params';

const SORTS = ['id', 'name', 'created_at'] as const;
type Sort = (typeof SORTS)[number];

// Newest first, so that a listing just submitted is on top.
const LIST_CONFIG: ListParamsConfig<PropertyFilter, Sort> = {
  filters: PROPERTY_FILTER_DEFAULTS,
  sorts: SORTS,
  defaultSort: 'id',
  defaultOrder: 'desc',
};

const linkClasses = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

const columns: Array<DataColumn<Property>> = [
  { id: 'id', header: 'ID', sortable: true, cell: (p) => p.id },
  {
    id: 'name',
    header: 'Name',
    sortable: true,
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
    id: 'created_at',
    header: 'Created',
    sortable: true,
    cell: (p) => formatDate(p.createdAt),
    className: 'whitespace-nowrap',
  },
  {
    id: 'view',
    header: 'View',
    labelOnPhones: false,
    cell: (p) => (
      <Link to={paths.property(p.id)} className={linkClasses} aria-label={`View ${p.name}`}>
        View
      </Link>
    ),
  },
];

const getRowId = (p: Property) => String(p.id);

export default function HostPropertiesRoute() {
  usePageTitle('My properties');
  const { user } = useCurrentUser();
  if (!user) return <Loading />;
  return <HostProperties hostId={user.UserID} />;
}

function HostProperties({ hostId }: { hostId: number }) {
  const { list, inOrder, filterProps } = usePropertyListParams(LIST_CONFIG, hostId);
  const { filters } = list;
  const query = useQuery({
    ...hostPropertiesQueryOptions({ host_id: hostId, ...propertyListQuery(list) }),
    enabled: inOrder,
  });
  const anyFilter = Object.entries(PROPERTY_FILTER_DEFAULTS).some(
    ([key, value]) => filters[key as PropertyFilter] !== value,
  );

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
      <ListFilters label="Filter properties" {...filterProps} />
      <DataTable<Property>
        caption="My properties"
        columns={columns}
        getRowId={getRowId}
        {...listTableProps(list, query, { failure: PROPERTY_MESSAGES.fetchListFailed, shown: inOrder })}
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
