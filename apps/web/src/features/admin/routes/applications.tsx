import {
  APPLICATION_MESSAGES,
  APPLICATION_SORTS,
  LISTING_APPLICATION_MESSAGES,
  type Application,
  type ApplicationStatus,
} from '@ikaze/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ListFilters, rangesInOrder, type ListFilter } from '@/components/list-filters';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { applicationsQueryOptions, type ApplicationListParams } from '../api/applications';
import { AdminPage } from '../components/admin-page';
import { ApplicationDecision } from '../components/application-actions';
import { ApplicationStatusBadge } from '../components/badges';
import { RecommendationCell } from '../components/recommendation-cell';
import { useListParams, type ListParamsConfig } from '@/lib/use-list-params';

type Filter = 'status' | 'startDate' | 'endDate' | 'search';
type Sort = (typeof APPLICATION_SORTS)[number];

// spec §5 "Admin applications": status (pending by default, or all), start date, end date.
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
    cell: (a) => <ApplicationDecision application={a} decision="approved" />,
  },
  {
    id: 'reject',
    header: 'Reject',
    cell: (a) => <ApplicationDecision application={a} decision="rejected" />,
  },
];

const getRowId = (a: Application) => String(a.id);

/** /dashboard/admin/applications: review listing applications (spec §2, §4, §5, §8). */
export default function AdminApplicationsRoute() {
  const list = useListParams(LIST_CONFIG);
  const { filters } = list;
  const status = isStatusFilter(filters.status) ? filters.status : 'pending';
  const datesInOrder = rangesInOrder(FILTERS, filters);

  const params = useMemo<ApplicationListParams>(
    () => ({
      status,
      startDate: filters.startDate || undefined,
      endDate: filters.endDate || undefined,
      search: filters.search || undefined,
      sort: list.sort,
      order: list.order,
      page: list.page,
      pageSize: list.pageSize,
    }),
    [
      status,
      filters.startDate,
      filters.endDate,
      filters.search,
      list.sort,
      list.order,
      list.page,
      list.pageSize,
    ],
  );
  const query = useQuery({ ...applicationsQueryOptions(params), enabled: datesInOrder });

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
        rows={datesInOrder ? query.data?.applications : []}
        getRowId={getRowId}
        total={datesInOrder ? (query.data?.total ?? 0) : 0}
        page={list.page}
        pageSize={list.pageSize}
        onPaginationChange={list.setPagination}
        sort={list.tableSort}
        onSortChange={list.setSort}
        isFetching={query.isFetching}
        error={
          query.isError ? (
            <span role="alert" className="font-medium text-red-700">
              {APPLICATION_MESSAGES.fetchFailed}
            </span>
          ) : undefined
        }
        emptyMessage="No applications found"
        loadingMessage="Loading applications..."
      />
    </AdminPage>
  );
}
