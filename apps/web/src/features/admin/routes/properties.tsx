// /dashboard/admin/properties (docs/product.md#screen-admin: ID, Name, Rating, View, Status;
// docs/product.md#filters: name, location, status, creation date range). Every listing, whatever its review;
// filters, sort and paging are the server's (GET /api/properties?reviewStatus=…), the Location choices GET
// /api/properties/locations.
import { formatDate, PROPERTY_MESSAGES, type Property } from '@ikaze/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
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
import { activeLocale, domainText } from '@/lib/i18n';
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

// The review of a listing, said of the property (the application's own statuses are APPLICATION_STATUS_LABELS).
const reviewLabels: Record<Property['reviewStatus'], MessageDescriptor> = {
  approved: msg`Approved`,
  pending: msg`Pending review`,
  rejected: msg`Rejected`,
};

function PropertyStatus({ property }: { property: Property }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <ActiveBadge active={property.isActive} />
      <span className="mt-1 block text-xs text-slate-500">
        {property.status && !property.isActive
          ? t`Host inactive`
          : i18n._(reviewLabels[property.reviewStatus])}
      </span>
    </>
  );
}

function ViewLink({ property }: { property: Property }) {
  const { t } = useLingui();
  const name = property.name;
  return (
    <Link
      to={paths.property(property.id)}
      className="font-semibold text-brand-700 underline-offset-4 hover:underline"
      aria-label={t`View ${name}`}
    >
      <Trans>View</Trans>
    </Link>
  );
}

/** The host's 'Calendar & prices' screen for this property (docs/decisions/0023-calendar-and-rates.md). */
function CalendarLink({ property }: { property: Property }) {
  const { t } = useLingui();
  const name = property.name;
  return (
    <Link
      to={paths.admin.propertyCalendar(property.id)}
      className="font-semibold text-brand-700 underline-offset-4 hover:underline"
      aria-label={t`Calendar & prices of ${name}`}
    >
      <Trans>Calendar & prices</Trans>
    </Link>
  );
}

/** The columns (docs/product.md#screen-admin), their headers in the page's language. */
function useColumns(): Array<DataColumn<Property>> {
  const { t } = useLingui();
  return useMemo<Array<DataColumn<Property>>>(
    () => [
      { id: 'id', header: t`ID`, sortable: true, cell: (p) => p.id },
      {
        id: 'name',
        header: t`Name`,
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
        header: t`Rating`,
        sortable: true,
        cell: (p) => <StarRating rating={p.rating} count={p.reviewCount} />,
        className: 'whitespace-nowrap',
      },
      { id: 'view', header: t`View`, labelOnPhones: false, cell: (p) => <ViewLink property={p} /> },
      {
        id: 'status',
        header: t`Status`,
        className: 'whitespace-nowrap',
        cell: (p) => <PropertyStatus property={p} />,
      },
      {
        id: 'created_at',
        header: t`Created`,
        sortable: true,
        cell: (p) => formatDate(p.createdAt, activeLocale(), 'long'),
        className: 'whitespace-nowrap',
      },
      {
        id: 'calendar',
        header: t`Calendar`,
        labelOnPhones: false,
        cell: (p) => <CalendarLink property={p} />,
      },
    ],
    [t],
  );
}

const getRowId = (p: Property) => String(p.id);

/**
 * /dashboard/admin/properties (docs/product.md#screen-admin): every listing, whatever its review, with its
 * status.
 */
export default function AdminPropertiesRoute() {
  const { t } = useLingui();
  const columns = useColumns();
  const { list, inOrder, filterProps } = usePropertyListParams(LIST_CONFIG);
  const query = useQuery({ ...adminPropertiesQueryOptions(propertyListQuery(list)), enabled: inOrder });

  return (
    <AdminPage title={t`Properties`} description={t`Every listing, whatever its review, with its status.`}>
      <ListFilters label={t`Filter properties`} {...filterProps} />
      <DataTable<Property>
        caption={t`Properties`}
        columns={columns}
        getRowId={getRowId}
        {...listTableProps(list, query, {
          failure: domainText(PROPERTY_MESSAGES.fetchListFailed),
          shown: inOrder,
        })}
        emptyMessage={domainText(PROPERTY_MESSAGES.noResults)}
      />
    </AdminPage>
  );
}
