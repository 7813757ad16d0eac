// Money per month as a table, one column an amount (the finance and taxes sections): what their charts show,
// readable without them.
import { formatMoney } from '@ikaze/domain';
import { Trans } from '@lingui/react/macro';
import { activeLocale } from '@/lib/i18n';
import { monthLabel } from './chart-format';

export function MoneyTable<K extends string, M extends { month: string } & Record<K, number>>({
  months,
  columns,
  caption,
  testId,
}: {
  months: readonly M[];
  columns: ReadonlyArray<{ key: K; label: () => string }>;
  caption: string;
  testId: string;
}) {
  const locale = activeLocale();
  return (
    <div
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className="min-w-full text-left text-sm" data-testid={testId}>
        <caption className="pb-2 text-left font-semibold text-slate-900">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              <Trans>Month</Trans>
            </th>
            {columns.map((column) => (
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
              {columns.map((column) => (
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
