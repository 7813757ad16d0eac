import {
  formatDate,
  formatNumber,
  GENERIC_MESSAGES,
  REPORT_TYPES,
  type ReportItem,
  type ReportType,
} from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { ApiError, errorMessage } from '@/lib/api';
import { activeLocale, domainText } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { reportCsvHref, reportDetailQueryOptions } from '../api/reports';
import { AdminPage } from '../components/admin-page';
import { REPORT_TITLE_MESSAGES } from '../components/report-titles';
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

/** The columns of a report's items, their headers in the page's language. */
function useColumns(): Array<DataColumn<ReportItem>> {
  const { t } = useLingui();
  return useMemo<Array<DataColumn<ReportItem>>>(
    () => [
      { id: 'id', header: t`ID`, cell: (item) => item.id },
      { id: 'label', header: t`Name`, cell: (item) => item.label, className: 'min-w-44 font-medium' },
      {
        id: 'detail',
        header: t`Details`,
        cell: (item) => item.detail,
        className: 'min-w-56 text-slate-600',
      },
      {
        id: 'createdAt',
        header: t`Created`,
        cell: (item) => formatDate(item.createdAt, activeLocale(), 'long'),
        className: 'whitespace-nowrap',
      },
    ],
    [t],
  );
}

const getRowId = (item: ReportItem) => String(item.id);

function BackToReports() {
  return (
    <Link to={paths.admin.reports()} className={buttonClasses('secondary', 'md')}>
      <Trans>Back to Reports</Trans>
    </Link>
  );
}

function ReportNotFound() {
  const notFound = domainText(GENERIC_MESSAGES.reportNotFound);
  usePageTitle(notFound);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{notFound}</h1>
      <p className="text-slate-600">
        <Trans>The reports are properties, hosts, clients and bookings.</Trans>
      </p>
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
  const { t, i18n } = useLingui();
  const columns = useColumns();
  const list = useListParams(LIST_CONFIG);
  const query = useQuery(reportDetailQueryOptions(reportType, list.page, list.pageSize));
  if (query.error instanceof ApiError && query.error.status === 404) return <ReportNotFound />;
  const title = i18n._(REPORT_TITLE_MESSAGES[reportType]);
  const total = query.data ? formatNumber(query.data.count, activeLocale()) : '…';

  return (
    <AdminPage
      title={title}
      pageTitle={t`${title} report`}
      description={
        <Trans>
          Total: <strong className="text-slate-900">{total}</strong>
        </Trans>
      }
      actions={
        <>
          <BackToReports />
          <a
            href={reportCsvHref(reportType)}
            download
            className={buttonClasses('primary', 'md')}
            aria-label={t`Download ${title} report (CSV)`}
          >
            <Trans>Download</Trans>
          </a>
        </>
      }
    >
      <DataTable<ReportItem>
        caption={t`${title} report`}
        columns={columns}
        rows={query.data?.items}
        getRowId={getRowId}
        total={query.data?.count ?? 0}
        page={list.page}
        pageSize={list.pageSize}
        onPaginationChange={list.setPagination}
        isFetching={query.isFetching}
        error={query.isError ? errorMessage(query.error) : undefined}
        emptyMessage={t`Nothing to report yet`}
      />
    </AdminPage>
  );
}
