import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Loading } from '@/components/ui/status';
import { errorMessage } from '@/lib/api';
import { taxSummaryCsvHref, taxSummaryQueryOptions } from '../api/taxes';
import { LazyChart } from './chart-boundary';
import { MoneyTable } from './money-table';
import { TAX_COLUMNS } from './taxes-series';

// Chart.js loads with the chart, on demand (docs/decisions/0008-web-screens.md).
const TaxesChart = lazy(() => import('./taxes-chart'));

/**
 * The reports screen's 'Taxes collected' section (docs/commission-invoices.md#taxes-collected): the last twelve
 * months of VAT and tourism tax on stays paid through us, as a chart and a table, and their CSV.
 */
export function TaxesSection() {
  const { t } = useLingui();
  const summary = useQuery(taxSummaryQueryOptions());
  return (
    <section aria-labelledby="report-taxes" className="space-y-4 pt-2">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="report-taxes" className="text-xl font-bold text-slate-900">
            <Trans>Taxes collected</Trans>
          </h2>
          <p className="text-sm text-slate-600">
            <Trans>
              VAT and tourism tax on the stays paid through Ikaze in each month, less what refunds gave back
              in it, across all hosts.
            </Trans>
          </p>
        </div>
        <a href={taxSummaryCsvHref()} download className={buttonClasses('secondary', 'md')}>
          {t`Download the taxes collected (CSV)`}
        </a>
      </div>
      {summary.isPending ? (
        <Loading label={t`Loading the taxes collected...`} />
      ) : summary.isError ? (
        <Alert tone="error">{errorMessage(summary.error)}</Alert>
      ) : (
        <>
          <LazyChart
            failed={<Trans>The chart could not be drawn. Its numbers are in the table below.</Trans>}
          >
            <TaxesChart months={summary.data.months} />
          </LazyChart>
          <MoneyTable
            months={summary.data.months}
            columns={TAX_COLUMNS}
            caption={t`Taxes per month (RWF)`}
            testId="taxes-table"
          />
        </>
      )}
    </section>
  );
}
