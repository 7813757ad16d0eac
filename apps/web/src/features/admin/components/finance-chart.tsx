// The finance section's chart (docs/money.md#finance-summary): per month, the money that came in, went back,
// stayed as commission and went to hosts, as grouped bars. Loaded lazily with Chart.js (chart-canvas.tsx).
import { formatMoney, type FinanceMonth } from '@ikaze/domain';
import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { activeLocale } from '@/lib/i18n';
import { ChartCanvas, Figure, moneyByMonthScales } from './chart-canvas';
import { monthLabel } from './chart-format';
import { FINANCE_SERIES } from './finance-series';

export default function FinanceChart({ months }: { months: FinanceMonth[] }) {
  const { i18n } = useLingui();
  // The labels are read when the config is made: a new language makes it again.
  const config = useMemo(() => financeConfig(months, i18n.locale), [months, i18n.locale]);
  const label = [
    plural(months.length, {
      one: 'Bar chart of the money in, refunded, kept as commission and paid out to hosts in the last month.',
      other:
        'Bar chart of the money in, refunded, kept as commission and paid out to hosts in each of the last # months.',
    }),
    t`The numbers are in the table below.`,
  ].join(' ');
  return (
    <Figure title={t`Money per month`}>
      <ChartCanvas config={config} label={label} />
    </Figure>
  );
}

/** `_language` only keys the memo: the series' names are read in the active language. */
function financeConfig(months: FinanceMonth[], _language: string): ChartConfiguration<'bar'> {
  const locale = activeLocale();
  return {
    type: 'bar',
    data: {
      labels: months.map((m) => monthLabel(m.month)),
      datasets: FINANCE_SERIES.map((series) => ({
        label: series.label(),
        data: months.map((m) => m[series.key]),
        backgroundColor: series.colour,
        borderRadius: 3,
      })),
    },
    options: {
      plugins: {
        legend: { position: 'bottom' },
        tooltip: {
          callbacks: {
            // The same words as the other charts' tooltips: French puts a no-break space before the colon.
            label: (item) => {
              const series = item.dataset.label ?? '';
              const value = formatMoney(Number(item.raw), locale);
              return t`${series}: ${value}`;
            },
          },
        },
      },
      scales: moneyByMonthScales(locale),
    },
  };
}
