import {
  APPLICATION_MESSAGES,
  APPLICATION_SORTS,
  APPLICATION_STATUS_LABELS,
  formatDate,
  LISTING_APPLICATION_MESSAGES,
  PROPERTY_MESSAGES,
  type Application,
  type ApplicationListResponse,
  type ApplicationStatus,
} from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ListFilters, rangesInOrder, type ListFilter } from '@/components/list-filters';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { activeLocale, domainText } from '@/lib/i18n';
import { listTableProps } from '@/lib/list-table';
import { paths } from '@/lib/paths';
import { applicationsQueryOptions } from '../api/applications';
import { AdminPage } from '../components/admin-page';
import { ApplicationDecision } from '../components/application-actions';
import { ApplicationStatusBadge } from '../components/badges';
import { RecommendationCell } from '../components/recommendation-cell';
import { filledFilters, sortAndPage, useListParams, type ListParamsConfig } from '@/lib/use-list-params';
import { personName } from '@/lib/person-name';

type Filter = 'status' | 'startDate' | 'endDate' | 'search';
type Sort = (typeof APPLICATION_SORTS)[number];

// docs/product.md#filters: status (pending by default, or all), start date, end date.
const LIST_CONFIG: ListParamsConfig<Filter, Sort> = {
  filters: { status: 'pending', startDate: '', endDate: '', search: '' },
  sorts: APPLICATION_SORTS,
  defaultSort: 'id',
  defaultOrder: 'asc',
};

const STATUS_VALUES = ['pending', 'all', 'approved', 'rejected'] as const;

const isStatusFilter = (value: string): value is ApplicationStatus | 'all' =>
  (STATUS_VALUES as readonly string[]).includes(value);

/** The filters (docs/product.md#filters), their labels in the page's language. */
function useFilters(): ReadonlyArray<ListFilter<Filter>> {
  const { t } = useLingui();
  return useMemo<ReadonlyArray<ListFilter<Filter>>>(
    () => [
      {
        kind: 'select',
        name: 'status',
        label: t`Status`,
        options: STATUS_VALUES.map((value) => ({
          value,
          // 'All' said of applications (French agrees with 'demandes').
          label:
            value === 'all'
              ? t({ id: 'admin.applications.all', message: 'All' })
              : domainText(APPLICATION_STATUS_LABELS[value]),
        })),
      },
      {
        kind: 'dates',
        from: 'startDate',
        to: 'endDate',
        fromLabel: t`Start date`,
        toLabel: t`End date`,
        orderMessage: domainText(LISTING_APPLICATION_MESSAGES.dateOrder),
      },
      { kind: 'text', name: 'search', label: t`Search`, placeholder: t`Host or property name` },
    ],
    [t],
  );
}

const linkClasses = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

function Submitted({ application }: { application: Application }) {
  const date = formatDate(application.createdAt, activeLocale(), 'long');
  return (
    <span className="mt-0.5 block text-xs text-slate-500">
      <Trans>Submitted {date}</Trans>
    </span>
  );
}

/** The columns (docs/product.md#screen-admin), their headers in the page's language. */
function useColumns(): Array<DataColumn<Application>> {
  const { t } = useLingui();
  return useMemo<Array<DataColumn<Application>>>(
    () => [
      { id: 'id', header: t`ID`, sortable: true, cell: (a) => a.id },
      {
        id: 'hostName',
        header: t`Host Name`,
        className: 'whitespace-nowrap',
        cell: (a) => (
          <Link to={paths.profile(a.hostId)} className={linkClasses}>
            {personName(a.hostName)}
          </Link>
        ),
      },
      {
        id: 'property',
        header: t`Property`,
        className: 'min-w-40',
        cell: (a) => (
          <>
            <Link to={paths.property(a.propertyId)} className={linkClasses}>
              {a.propertyName}
            </Link>
            <Submitted application={a} />
          </>
        ),
      },
      {
        id: 'recommendation',
        header: t`Recommendation`,
        cell: (a) => <RecommendationCell application={a} />,
      },
      {
        id: 'status',
        header: t`Status`,
        sortable: true,
        cell: (a) => <ApplicationStatusBadge status={a.status} />,
      },
      {
        id: 'accept',
        header: t`Accept`,
        labelOnPhones: false,
        cell: (a) => <ApplicationDecision application={a} decision="approved" />,
      },
      {
        id: 'reject',
        header: t`Reject`,
        labelOnPhones: false,
        cell: (a) => <ApplicationDecision application={a} decision="rejected" />,
      },
    ],
    [t],
  );
}

const getRowId = (a: Application) => String(a.id);
const pageOfApplications = (page: ApplicationListResponse) => ({
  items: page.applications,
  total: page.total,
});

/** /dashboard/admin/applications: review listing applications (docs/product.md#screen-admin). */
export default function AdminApplicationsRoute() {
  const { t } = useLingui();
  const filterFields = useFilters();
  const columns = useColumns();
  const list = useListParams(LIST_CONFIG);
  const { filters } = list;
  const status = isStatusFilter(filters.status) ? filters.status : 'pending';
  const datesInOrder = rangesInOrder(filterFields, filters);

  const query = useQuery({
    ...applicationsQueryOptions({
      status,
      ...filledFilters(filters, ['startDate', 'endDate', 'search']),
      ...sortAndPage(list),
    }),
    enabled: datesInOrder,
    select: pageOfApplications,
  });

  return (
    <AdminPage
      title={t`Applications`}
      description={t`Review new listings: accept, reject or write a recommendation.`}
    >
      <ListFilters
        label={t`Filter applications`}
        filters={filterFields}
        values={{ ...filters, status }}
        onChange={list.setFilters}
      />
      <DataTable<Application>
        caption={t`Listing applications`}
        columns={columns}
        getRowId={getRowId}
        {...listTableProps(list, query, {
          failure: domainText(APPLICATION_MESSAGES.fetchFailed),
          shown: datesInOrder,
        })}
        emptyMessage={t`No applications found`}
        loadingMessage={domainText(PROPERTY_MESSAGES.loading)}
      />
    </AdminPage>
  );
}
