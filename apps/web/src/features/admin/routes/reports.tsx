import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/status';
import { errorMessage } from '@/lib/api';
import { reportCardsQueryOptions, reportChartsQueryOptions } from '../api/reports';
import { AdminPage } from '../components/admin-page';
import { LazyChart } from '../components/chart-boundary';
import { ChartTables } from '../components/chart-tables';
import { FinanceSection } from '../components/finance-section';
import { ReportCard } from '../components/report-card';
import { TaxesSection } from '../components/taxes-section';

// Chart.js only ever loads here, on demand (docs/decisions/0008-web-screens.md).
const ReportCharts = lazy(() => import('../components/report-charts'));

/** /dashboard/admin/reports: 'Manage Reports' (docs/product.md#screen-admin) and the charts. */
export default function AdminReportsRoute() {
  const { t } = useLingui();
  const cards = useQuery(reportCardsQueryOptions());
  const charts = useQuery(reportChartsQueryOptions());

  return (
    <AdminPage
      title={t`Manage Reports`}
      pageTitle={t`Reports`}
      description={t`Counts and the latest entries of each report, with a CSV download of every row.`}
    >
      {cards.isPending ? (
        <Loading label={t`Loading reports...`} />
      ) : cards.isError ? (
        <Alert tone="error">{errorMessage(cards.error)}</Alert>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {cards.data.map((card) => (
            <li key={card.reportType} className="min-w-0">
              <ReportCard card={card} />
            </li>
          ))}
        </ul>
      )}

      <section aria-labelledby="report-trends" className="space-y-4 pt-2">
        <h2 id="report-trends" className="text-xl font-bold text-slate-900">
          <Trans>Trends</Trans>
        </h2>
        {charts.isPending ? (
          <Loading label={t`Loading charts...`} />
        ) : charts.isError ? (
          <Alert tone="error">{errorMessage(charts.error)}</Alert>
        ) : (
          <>
            <LazyChart
              failed={<Trans>The charts could not be drawn. Their numbers are in the tables below.</Trans>}
            >
              <ReportCharts data={charts.data} />
            </LazyChart>
            <details className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
              <summary className="cursor-pointer font-semibold text-brand-800">
                <Trans>Show the chart numbers as tables</Trans>
              </summary>
              <div className="mt-4">
                <ChartTables data={charts.data} />
              </div>
            </details>
          </>
        )}
      </section>

      <FinanceSection />
      <TaxesSection />
    </AdminPage>
  );
}
