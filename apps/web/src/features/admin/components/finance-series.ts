// The finance summary's money flows as the chart and the table name them (docs/money.md#finance-summary).
import type { FinanceMonth } from '@ikaze/domain';
import { t } from '@lingui/core/macro';

type Flow = keyof Pick<FinanceMonth, 'moneyIn' | 'refunded' | 'commission' | 'paidOut'>;
type Balance = keyof Pick<FinanceMonth, 'owedToHosts' | 'refundsOwed'>;

export const FINANCE_SERIES: ReadonlyArray<{ key: Flow; label: () => string; colour: string }> = [
  { key: 'moneyIn', label: () => t`Money in`, colour: '#0b6b9f' },
  { key: 'refunded', label: () => t`Refunded`, colour: '#7c3aed' },
  { key: 'commission', label: () => t`Commission`, colour: '#2f8a57' },
  { key: 'paidOut', label: () => t`Paid out`, colour: '#d97706' },
];

/** The balances at each month's end, after the flows. */
export const FINANCE_BALANCES: ReadonlyArray<{ key: Balance; label: () => string }> = [
  { key: 'owedToHosts', label: () => t`Owed to hosts` },
  { key: 'refundsOwed', label: () => t`Refunds owed` },
];
