import { WALLET_NAMES, type PaymentMethod } from '@ikaze/domain';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { TextField } from '@/components/ui/field';
import { appConfigQueryOptions } from '@/lib/app-config';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import type { CheckoutChoiceState } from '../hooks/use-checkout-choice';

/**
 * 'How to pay' on a room type card (docs/payments.md): MTN MoMo, Airtel Money, or 'Pay at the property' where
 * offered; the number that pays for a wallet; the exact amount before 'Reserve Now'; and, when the providers are
 * the built-in sandbox, that no money moves.
 */
export function PaymentChoice({
  checkout,
  total,
  error,
}: {
  checkout: CheckoutChoiceState;
  /** The stay's total, whole RWF; undefined until it is known. */
  total: number | undefined;
  /** The number's problem, in the page's language, once the guest tried to reserve. */
  error: string | undefined;
}) {
  const name = useId();
  const { t } = useLingui();
  const { choice, atPropertyAllowed } = checkout;
  const wallet = choice.method !== 'at_property';
  const config = useQuery({ ...appConfigQueryOptions(), enabled: wallet });
  const options: Array<{ method: PaymentMethod; label: string }> = [
    { method: 'mtn_momo', label: WALLET_NAMES.mtn_momo },
    { method: 'airtel_money', label: WALLET_NAMES.airtel_money },
  ];
  if (atPropertyAllowed) options.push({ method: 'at_property', label: t`Pay at the property` });
  const amount = total === undefined ? undefined : formatMoney(total);

  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{t`How to pay`}</legend>
      <div className="grid gap-1.5 sm:grid-cols-3">
        {options.map((option) => (
          <label
            key={option.method}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold text-slate-900',
              choice.method === option.method ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.method}
              checked={choice.method === option.method}
              onChange={() => checkout.setMethod(option.method)}
              className="h-4 w-4 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {wallet ? (
        <TextField
          label={t`Mobile number that pays`}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint={t`078 or 079: MTN MoMo. 072 or 073: Airtel Money.`}
          value={choice.phone}
          error={error}
          onChange={(event) => checkout.setPhone(event.target.value)}
        />
      ) : null}
      {amount ? (
        <p className="text-sm font-semibold text-slate-900" data-testid="checkout-amount">
          {wallet ? t`You pay ${amount} now, from your phone.` : t`You pay ${amount} at the property.`}
        </p>
      ) : null}
      {wallet && config.data?.testPayments ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
          {t`Test payments: no money moves`}
        </p>
      ) : null}
    </fieldset>
  );
}
