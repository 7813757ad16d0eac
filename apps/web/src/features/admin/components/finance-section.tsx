import { formatMoney, type FinanceMonth } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Loading } from '@/components/ui/status';
import { errorMessage } from '@/lib/api';
import { activeLocale } from '@/lib/i18n';
import { financeSummaryCsvHref, financeSummaryQueryOptions } from '../api/finance';
import { LazyChart } from './chart-boundary';
import { monthLabel } from './chart-format';
import { FINANCE_BALANCES, FINANCE_SERIES } from './finance-series';

// Chart.js loads with the chart, on demand (docs/decisions/0008-web-screens.md).
const FinanceChart = lazy(() => import('./finance-chart'));

const COLUMNS = [...FINANCE_SERIES, ...FINANCE_BALANCES];

function FinanceTable({ months }: { months: FinanceMonth[] }) {
  const { t } = useLingui();
  const locale = activeLocale();
  const caption = t`Money per month (RWF), from the ledger`;
  return (
    <div
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className="min-w-full text-left text-sm" data-testid="finance-table">
        <caption className="pb-2 text-left font-semibold text-slate-900">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              <Trans>Month</Trans>
            </th>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col" className="px-3 py-2 text-right">
                {column.label()}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                {monthLabel(month.month)}
              </th>
              {COLUMNS.map((column) => (
                <td key={column.key} className="px-3 py-2 text-right whitespace-nowrap">
                  {formatMoney(month[column.key], locale)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

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
          <FinanceTable months={summary.data.months} />
        </>
      )}
    </section>
  );
}
