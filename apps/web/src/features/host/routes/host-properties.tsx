// /dashboard/host/properties (docs/product.md#screen-host: own properties list; docs/product.md#filters:
// name, location, status, creation date range; docs/product.md#messages 'Failed to fetch properties.').
// Filters, sort and paging are the server's (GET /api/properties?host_id=…), the Location choices GET
// /api/properties/locations.
import { ACCOMMODATION_TYPE_LABELS, PROPERTY_MESSAGES, type Property } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
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
import { PageHeader } from '@/components/ui/page';
import { formatDate, formatNumber } from '@/lib/format';
import { domainText, labelText } from '@/lib/i18n';
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

/** The table's columns, their headers and cells in the page's language. */
function useColumns(): Array<DataColumn<Property>> {
  const { t } = useLingui();
  return useMemo(
    () => [
      { id: 'id', header: t`ID`, sortable: true, cell: (p) => p.id },
      {
        id: 'name',
        header: t`Name`,
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
      {
        id: 'type',
        header: t`Type`,
        cell: (p) => labelText(ACCOMMODATION_TYPE_LABELS, p.accommodationType),
        className: 'whitespace-nowrap',
      },
      {
        id: 'roomTypes',
        header: t`Room types`,
        cell: (p) => formatNumber(p.roomTypes.length),
        className: 'text-right',
      },
      { id: 'status', header: t`Status`, cell: (p) => <ReviewStatusBadge status={p.reviewStatus} /> },
      {
        id: 'created_at',
        header: t`Created`,
        sortable: true,
        cell: (p) => formatDate(p.createdAt),
        className: 'whitespace-nowrap',
      },
      {
        id: 'view',
        header: t`View`,
        labelOnPhones: false,
        cell: (p) => {
          const name = p.name;
          return (
            <Link to={paths.property(p.id)} className={linkClasses} aria-label={t`View ${name}`}>
              <Trans>View</Trans>
            </Link>
          );
        },
      },
      {
        id: 'calendar',
        header: t`Calendar`,
        labelOnPhones: false,
        cell: (p) => {
          const name = p.name;
          return (
            <Link
              to={paths.host.propertyCalendar(p.id)}
              className={linkClasses}
              aria-label={t`Calendar & prices of ${name}`}
            >
              <Trans>Calendar & prices</Trans>
            </Link>
          );
        },
      },
    ],
    [t],
  );
}

const getRowId = (p: Property) => String(p.id);

export default function HostPropertiesRoute() {
  const { t } = useLingui();
  usePageTitle(t`My properties`);
  const { user } = useCurrentUser();
  if (!user) return <Loading />;
  return <HostProperties hostId={user.UserID} />;
}

function HostProperties({ hostId }: { hostId: number }) {
  const { list, inOrder, filterProps } = usePropertyListParams(LIST_CONFIG, hostId);
  const { t } = useLingui();
  const columns = useColumns();
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
        <PageHeader
          title={<Trans>My properties</Trans>}
          description={
            <Trans>Your listings and their review: a property is public once an admin approves it.</Trans>
          }
        />
        <Link to={paths.listYourProperty()} className={buttonClasses('primary', 'md')}>
          <Trans>Post property</Trans>
        </Link>
      </div>
      <ListFilters label={t`Filter properties`} {...filterProps} />
      <DataTable<Property>
        caption={t`My properties`}
        columns={columns}
        getRowId={getRowId}
        {...listTableProps(list, query, {
          failure: domainText(PROPERTY_MESSAGES.fetchListFailed),
          shown: inOrder,
        })}
        emptyMessage={
          anyFilter ? (
            t`No properties match these filters.`
          ) : (
            <Trans>
              You have no properties yet.{' '}
              <Link to={paths.listYourProperty()} className={linkClasses}>
                List your property
              </Link>
            </Trans>
          )
        }
      />
    </div>
  );
}
