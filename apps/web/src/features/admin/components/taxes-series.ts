// The taxes collected as the chart and the table name them (docs/commission-invoices.md#taxes-collected).
import type { TaxMonth } from '@ikaze/domain';
import { t } from '@lingui/core/macro';
import type { MoneySeries } from './money-bars';

type Tax = keyof Pick<TaxMonth, 'vat' | 'tourismTax'>;
type Column = keyof Omit<TaxMonth, 'month'>;

/** The chart's bars: the two taxes, net of refunds. */
export const TAX_SERIES: ReadonlyArray<MoneySeries<Tax>> = [
  { key: 'vat', label: () => t`VAT`, colour: '#0b6b9f' },
  { key: 'tourismTax', label: () => t`Tourism tax`, colour: '#2f8a57' },
];

/** The table's columns, the chart's and the rest. */
export const TAX_COLUMNS: ReadonlyArray<{ key: Column; label: () => string }> = [
  { key: 'roomCharge', label: () => t`Room charges` },
  ...TAX_SERIES,
  { key: 'vatRefunded', label: () => t`VAT refunded` },
  { key: 'tourismTaxRefunded', label: () => t`Tourism tax refunded` },
  { key: 'roomChargeVatRegistered', label: () => t`Room charges with VAT` },
];
