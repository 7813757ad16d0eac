// The finance section's chart (docs/money.md#finance-summary): per month, the money that came in, went back,
// stayed as commission and went to hosts, as grouped bars. Loaded lazily with Chart.js (chart-canvas.tsx).
import type { FinanceMonth } from '@ikaze/domain';
import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { ChartCanvas, Figure } from './chart-canvas';
import { FINANCE_SERIES } from './finance-series';
import { moneyBarsConfig } from './money-bars';

export default function FinanceChart({ months }: { months: FinanceMonth[] }) {
  const { i18n } = useLingui();
  const config = useMemo(() => moneyBarsConfig(months, FINANCE_SERIES, i18n.locale), [months, i18n.locale]);
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
