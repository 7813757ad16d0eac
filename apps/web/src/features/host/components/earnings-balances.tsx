import type { HostEarnings } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';

function Balance({ label, amount, note }: { label: string; amount: number; note: ReactNode }) {
  return (
    <div
      className={cn(
        'rounded-2xl border p-4 shadow-sm',
        amount < 0 ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white',
      )}
    >
      <p className="text-sm font-semibold text-slate-700">{label}</p>
      <p className="text-2xl font-bold text-slate-900">{formatMoney(amount)}</p>
      <p className="text-xs text-slate-600">{note}</p>
    </div>
  );
}

/**
 * Held, payable and paid (docs/money.md#the-hosts-earnings). Payable may be below 0: a refund came after a
 * payout, and the next payouts take it (docs/money.md#refunds-after-a-payout).
 */
export function EarningsBalances({ earnings }: { earnings: HostEarnings }) {
  const { t } = useLingui();
  const inFlight = formatMoney(earnings.inFlight);
  return (
    <section aria-label={t`Your balances`} className="grid gap-3 sm:grid-cols-3">
      <Balance
        label={t`Held`}
        amount={earnings.held}
        note={
          <Trans>Your share of stays not yet payable: each becomes payable after the guest's check-in.</Trans>
        }
      />
      <Balance
        label={t`Payable`}
        amount={earnings.payable}
        note={
          earnings.payable < 0 ? (
            <Trans>A refund after your last payout: it is taken from your next payouts.</Trans>
          ) : (
            <Trans>Paid to you in the next daily payout.</Trans>
          )
        }
      />
      <Balance
        label={t`Paid`}
        amount={earnings.paid}
        note={earnings.inFlight > 0 ? t`And ${inFlight} on its way to you.` : t`Paid out to you so far.`}
      />
    </section>
  );
}
