import {
  GENERIC_MESSAGES,
  REPORT_TITLES,
  REPORT_TYPES,
  type ReportItem,
  type ReportType,
} from '@ikaze/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { ApiError, errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { reportCsvHref, reportDetailQueryOptions } from '../api/reports';
import { AdminPage } from '../components/admin-page';
import { useListParams, type ListParamsConfig } from '@/lib/use-list-params';

const isReportType = (value: string | undefined): value is ReportType =>
  (REPORT_TYPES as readonly string[]).includes(value ?? '');

// Items come most recent first (the API's order); only the page and its size change.
const LIST_CONFIG: ListParamsConfig<never, 'recent'> = {
  filters: {},
  sorts: ['recent'],
  defaultSort: 'recent',
  defaultOrder: 'desc',
};

const columns: Array<DataColumn<ReportItem>> = [
  { id: 'id', header: 'ID', cell: (item) => item.id },
  { id: 'label', header: 'Name', cell: (item) => item.label, className: 'min-w-44 font-medium' },
  { id: 'detail', header: 'Details', cell: (item) => item.detail, className: 'min-w-56 text-slate-600' },
  {
    id: 'createdAt',
    header: 'Created',
    cell: (item) => formatDate(item.createdAt),
    className: 'whitespace-nowrap',
  },
];

const getRowId = (item: ReportItem) => String(item.id);

function BackToReports() {
  return (
    <Link to={paths.admin.reports()} className={buttonClasses('secondary', 'md')}>
      Back to Reports
    </Link>
  );
}

function ReportNotFound() {
  usePageTitle(GENERIC_MESSAGES.reportNotFound);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {GENERIC_MESSAGES.reportNotFound}
      </h1>
      <p className="text-slate-600">The reports are properties, hosts, clients and bookings.</p>
      <BackToReports />
    </div>
  );
}

/**
 * /dashboard/admin/reports/{reportType} (docs/product.md#screen-admin): title, total count, the paged list,
 * 'Back to Reports'.
 */
export default function AdminReportDetailRoute() {
  const { reportType } = useParams();
  if (!isReportType(reportType)) return <ReportNotFound />;
  return <ReportDetail reportType={reportType} />;
}

function ReportDetail({ reportType }: { reportType: ReportType }) {
  const list = useListParams(LIST_CONFIG);
  const query = useQuery(reportDetailQueryOptions(reportType, list.page, list.pageSize));
  if (query.error instanceof ApiError && query.error.status === 404) return <ReportNotFound />;
  const title = query.data?.title ?? REPORT_TITLES[reportType];

  return (
    <AdminPage
      title={title}
      pageTitle={`${title} report`}
      description={
        query.data ? (
          <>
            Total: <strong className="text-slate-900">{query.data.count.toLocaleString('en-US')}</strong>
          </>
        ) : (
          'Total: …'
        )
      }
      actions={
        <>
          <BackToReports />
          <a
            href={reportCsvHref(reportType)}
            download
            className={buttonClasses('primary', 'md')}
            aria-label={`Download ${title} report (CSV)`}
          >
            Download
          </a>
        </>
      }
    >
      <DataTable<ReportItem>
        caption={`${title} report`}
        columns={columns}
        rows={query.data?.items}
        getRowId={getRowId}
        total={query.data?.count ?? 0}
        page={list.page}
        pageSize={list.pageSize}
        onPaginationChange={list.setPagination}
        isFetching={query.isFetching}
        error={query.isError ? errorMessage(query.error) : undefined}
        emptyMessage="Nothing to report yet"
      />
    </AdminPage>
  );
}
