// Money per month as grouped bars, one series a colour (the finance and taxes charts, docs/money.md#finance-summary,
// docs/commission-invoices.md#taxes-collected): the months along the bottom, each series' amounts, tooltips
// naming the series and the amount the page's way.
import { formatMoney } from '@ikaze/domain';
import { t } from '@lingui/core/macro';
import type { ChartConfiguration } from 'chart.js';
import { activeLocale } from '@/lib/i18n';
import { moneyByMonthScales } from './chart-canvas';
import { monthLabel } from './chart-format';

export interface MoneySeries<K extends string> {
  key: K;
  label: () => string;
  colour: string;
}

/**
 * The chart's configuration; the series' names are read in the active language when it is made, and `_language`
 * only keys a memo on it (a new language makes it again).
 */
export function moneyBarsConfig<K extends string, M extends { month: string } & Record<K, number>>(
  months: readonly M[],
  bars: ReadonlyArray<MoneySeries<K>>,
  _language: string,
): ChartConfiguration<'bar'> {
  const locale = activeLocale();
  return {
    type: 'bar',
    data: {
      labels: months.map((m) => monthLabel(m.month)),
      datasets: bars.map((s) => ({
        label: s.label(),
        data: months.map((m) => m[s.key]),
        backgroundColor: s.colour,
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
