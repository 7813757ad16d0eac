import {
  APPLICATION_MESSAGES,
  APPLICATION_SORTS,
  LISTING_APPLICATION_MESSAGES,
  type Application,
  type ApplicationListResponse,
  type ApplicationStatus,
} from '@ikaze/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ListFilters, rangesInOrder, type ListFilter } from '@/components/list-filters';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format';
import { listTableProps } from '@/lib/list-table';
import { paths } from '@/lib/paths';
import { applicationsQueryOptions } from '../api/applications';
import { AdminPage } from '../components/admin-page';
import { ApplicationDecision } from '../components/application-actions';
import { ApplicationStatusBadge } from '../components/badges';
import { RecommendationCell } from '../components/recommendation-cell';
import { filledFilters, sortAndPage, useListParams, type ListParamsConfig } from '@/lib/use-list-params';

type Filter = 'status' | 'startDate' | 'endDate' | 'search';
type Sort = (typeof APPLICATION_SORTS)[number];

// docs/product.md#filters: status (pending by default, or all), start date, end date.
const LIST_CONFIG: ListParamsConfig<Filter, Sort> = {
  filters: { status: 'pending', startDate: '', endDate: '', search: '' },
  sorts: APPLICATION_SORTS,
  defaultSort: 'id',
  defaultOrder: 'asc',
};

const STATUS_OPTIONS = [
  { value: 'pending', label: 'Pending' },
  { value: 'all', label: 'All' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

const FILTERS: ReadonlyArray<ListFilter<Filter>> = [
  { kind: 'select', name: 'status', label: 'Status', options: STATUS_OPTIONS },
  {
    kind: 'dates',
    from: 'startDate',
    to: 'endDate',
    fromLabel: 'Start date',
    toLabel: 'End date',
    orderMessage: LISTING_APPLICATION_MESSAGES.dateOrder,
  },
  { kind: 'text', name: 'search', label: 'Search', placeholder: 'Host or property name' },
];

const isStatusFilter = (value: string): value is ApplicationStatus | 'all' =>
  STATUS_OPTIONS.some((option) => option.value === value);

const linkClasses = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

const columns: Array<DataColumn<Application>> = [
  { id: 'id', header: 'ID', sortable: true, cell: (a) => a.id },
  {
    id: 'hostName',
    header: 'Host Name',
    className: 'whitespace-nowrap',
    cell: (a) => (
      <Link to={paths.profile(a.hostId)} className={linkClasses}>
        {a.hostName}
      </Link>
    ),
  },
  {
    id: 'property',
    header: 'Property',
    className: 'min-w-40',
    cell: (a) => (
      <>
        <Link to={paths.property(a.propertyId)} className={linkClasses}>
          {a.propertyName}
        </Link>
        <span className="mt-0.5 block text-xs text-slate-500">Submitted {formatDate(a.createdAt)}</span>
      </>
    ),
  },
  {
    id: 'recommendation',
    header: 'Recommendation',
    cell: (a) => <RecommendationCell application={a} />,
  },
  {
    id: 'status',
    header: 'Status',
    sortable: true,
    cell: (a) => <ApplicationStatusBadge status={a.status} />,
  },
  {
    id: 'accept',
    header: 'Accept',
    labelOnPhones: false,
    cell: (a) => <ApplicationDecision application={a} decision="approved" />,
  },
  {
    id: 'reject',
    header: 'Reject',
    labelOnPhones: false,
    cell: (a) => <ApplicationDecision application={a} decision="rejected" />,
  },
];

const getRowId = (a: Application) => String(a.id);
const pageOfApplications = (page: ApplicationListResponse) => ({
  items: page.applications,
  total: page.total,
});

/** /dashboard/admin/applications: review listing applications (docs/product.md#screen-admin). */
export default function AdminApplicationsRoute() {
  const list = useListParams(LIST_CONFIG);
  const { filters } = list;
  const status = isStatusFilter(filters.status) ? filters.status : 'pending';
  const datesInOrder = rangesInOrder(FILTERS, filters);

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
      title="Applications"
      description="Review new listings: accept, reject or write a recommendation."
    >
      <ListFilters
        label="Filter applications"
        filters={FILTERS}
        values={{ ...filters, status }}
        onChange={list.setFilters}
      />
      <DataTable<Application>
        caption="Listing applications"
        columns={columns}
        getRowId={getRowId}
        {...listTableProps(list, query, { failure: APPLICATION_MESSAGES.fetchFailed, shown: datesInOrder })}
        emptyMessage="No applications found"
        loadingMessage="Loading applications..."
      />
    </AdminPage>
  );
}
