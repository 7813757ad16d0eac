import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Loading } from '@/components/ui/status';
import { errorMessage } from '@/lib/api';
import { financeSummaryCsvHref, financeSummaryQueryOptions } from '../api/finance';
import { LazyChart } from './chart-boundary';
import { FINANCE_BALANCES, FINANCE_SERIES } from './finance-series';
import { MoneyTable } from './money-table';

// Chart.js loads with the chart, on demand (docs/decisions/0008-web-screens.md).
const FinanceChart = lazy(() => import('./finance-chart'));

const COLUMNS = [...FINANCE_SERIES, ...FINANCE_BALANCES];

/**
 * The reports screen's 'Finance' section (docs/money.md#finance-summary): the last twelve months from the
 * ledger, as a chart and a table, and their CSV.
 */
export function FinanceSection() {
  const { t } = useLingui();
  const summary = useQuery(financeSummaryQueryOptions());
  return (
    <section aria-labelledby="report-finance" className="space-y-4 pt-2">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="report-finance" className="text-xl font-bold text-slate-900">
            <Trans>Finance</Trans>
          </h2>
          <p className="text-sm text-slate-600">
            <Trans>
              Money in, refunded, commission and paid out in each month; owed to hosts and refunds owed at its
              end.
            </Trans>
          </p>
        </div>
        <a href={financeSummaryCsvHref()} download className={buttonClasses('secondary', 'md')}>
          {t`Download the finance summary (CSV)`}
        </a>
      </div>
      {summary.isPending ? (
        <Loading label={t`Loading the finance summary...`} />
      ) : summary.isError ? (
        <Alert tone="error">{errorMessage(summary.error)}</Alert>
      ) : (
        <>
          <LazyChart
            failed={<Trans>The chart could not be drawn. Its numbers are in the table below.</Trans>}
          >
            <FinanceChart months={summary.data.months} />
          </LazyChart>
          <MoneyTable
            months={summary.data.months}
            columns={COLUMNS}
            caption={t`Money per month (RWF), from the ledger`}
            testId="finance-table"
          />
        </>
      )}
    </section>
  );
}
