// The taxes section's chart (docs/commission-invoices.md#taxes-collected): per month, the VAT and the tourism tax
// collected on stays paid through us, net of refunds, as grouped bars. Loaded lazily with Chart.js.
import type { TaxMonth } from '@ikaze/domain';
import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { ChartCanvas, Figure } from './chart-canvas';
import { moneyBarsConfig } from './money-bars';
import { TAX_SERIES } from './taxes-series';

export default function TaxesChart({ months }: { months: TaxMonth[] }) {
  const { i18n } = useLingui();
  const config = useMemo(() => moneyBarsConfig(months, TAX_SERIES, i18n.locale), [months, i18n.locale]);
  const label = [
    plural(months.length, {
      one: 'Bar chart of the VAT and tourism tax collected in the last month.',
      other: 'Bar chart of the VAT and tourism tax collected in each of the last # months.',
    }),
    t`The numbers are in the table below.`,
  ].join(' ');
  return (
    <Figure title={t`Taxes per month`}>
      <ChartCanvas config={config} label={label} />
    </Figure>
  );
}
