import type { Booking, PaymentFailureReason, Property, User } from '@ikaze/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatMoney, formatNumber } from '@/lib/format';
import { domainText } from '@/lib/i18n';
import { checkoutProblem, paymentInput, type CheckoutChoice } from '../checkout';
import { useCheckoutChoice } from '../hooks/use-checkout-choice';
import { usePaymentProgress, type PaymentPhase } from '../hooks/use-payment-progress';
import { PaymentChoice } from './payment-choice';

/**
 * What happens after 'Reserve Now' with a wallet (docs/payments.md): 'Approve the payment of RWF 365,000 on
 * your phone', what to do without a prompt, the time left to pay; then 'Payment received', the failure in plain
 * words with another try (the same number, or another number or wallet), or the window passed and the rooms
 * given back.
 */
export function PaymentProgress({
  booking: initial,
  property,
  user,
  paidWith,
  onDone,
  onPhase,
}: {
  booking: Booking;
  property: { rules: Pick<Property['rules'], 'payAtProperty'> };
  user: Pick<User, 'PhoneNumber'> | null | undefined;
  /** The choice the guest paid with (another try starts from it). */
  paidWith: CheckoutChoice;
  /** The guest is done with this reservation: the card starts over. */
  onDone: () => void;
  /** Told each time the payment's phase changes (the booking page reads itself again). */
  onPhase?: (phase: PaymentPhase) => void;
}) {
  const { t } = useLingui();
  const progress = usePaymentProgress(initial);
  const { booking, phase, remainingMs } = progress;
  const previousPhase = useRef(phase);
  useEffect(() => {
    if (phase === previousPhase.current) return;
    previousPhase.current = phase;
    onPhase?.(phase);
  }, [phase, onPhase]);
  const [lastTry, setLastTry] = useState(paidWith);
  const [otherNumber, setOtherNumber] = useState(false);
  const [shownProblem, setShownProblem] = useState<string | undefined>(undefined);
  const another = useCheckoutChoice({ property, ratePlan: booking.rate_plan, user, initial: paidWith });
  const amount = formatMoney(booking.payment?.amount ?? booking.total_price);

  async function tryAgain(choice: CheckoutChoice) {
    const problem = checkoutProblem(choice);
    setShownProblem(problem ? domainText(problem) : undefined);
    if (problem) return;
    setLastTry(choice);
    await progress.retry(paymentInput(choice));
    setOtherNumber(false);
  }

  return (
    <section
      aria-labelledby={`payment-${booking.id}-title`}
      className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
      data-testid="payment-progress"
      data-phase={phase}
    >
      <div role="status" aria-live="polite" className="space-y-1">
        <h4 id={`payment-${booking.id}-title`} className="text-base font-bold text-slate-900">
          {phase === 'pending'
            ? t`Approve the payment of ${amount} on your phone`
            : phase === 'paid'
              ? t`Payment received`
              : phase === 'failed'
                ? t`The payment did not go through`
                : phase === 'expired'
                  ? t`The time to pay has passed`
                  : t`Reserved: you pay at the property`}
        </h4>
        {phase === 'paid' ? (
          <p className="text-sm text-slate-700">{t`${amount} paid. Your booking is reserved; the host will confirm it.`}</p>
        ) : phase === 'failed' ? (
          <p className="text-sm text-slate-700">{t(FAILURE_REASONS[booking.payment?.reason ?? 'other'])}</p>
        ) : phase === 'expired' ? (
          <p className="text-sm text-slate-700">{t`The rooms were released. Please book again.`}</p>
        ) : null}
      </div>
      {phase === 'pending' ? (
        <p className="text-sm text-slate-700">
          {t`No prompt after a minute? Check that the phone is on and has network, then look for payments waiting for approval in your mobile money menu.`}
        </p>
      ) : null}
      {(phase === 'pending' || phase === 'failed') && remainingMs !== undefined ? (
        <Countdown remainingMs={remainingMs} />
      ) : null}
      {phase === 'failed' ? (
        otherNumber ? (
          <div className="space-y-2">
            <PaymentChoice checkout={another} total={booking.payment?.amount} error={shownProblem} />
            <Button
              className="w-full"
              disabled={progress.retrying}
              onClick={() => void tryAgain(another.choice)}
            >
              {progress.retrying ? t`Sending…` : t`Pay ${amount}`}
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button disabled={progress.retrying} onClick={() => void tryAgain(lastTry)}>
              {progress.retrying ? t`Sending…` : t`Try again`}
            </Button>
            <Button variant="secondary" onClick={() => setOtherNumber(true)}>
              {t`Use another number`}
            </Button>
          </div>
        )
      ) : null}
      {progress.retryError ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {progress.retryError}
        </p>
      ) : null}
      {phase === 'paid' || phase === 'expired' || phase === 'none' ? (
        <Button variant={phase === 'expired' ? 'primary' : 'secondary'} onClick={onDone}>
          {phase === 'expired' ? t`Book again` : t`Done`}
        </Button>
      ) : null}
    </section>
  );
}

function Countdown({ remainingMs }: { remainingMs: number }) {
  const { t } = useLingui();
  const seconds = Math.ceil(remainingMs / 1000);
  const minutes = formatNumber(Math.floor(seconds / 60));
  const rest = String(seconds % 60).padStart(2, '0');
  const clock = `${minutes}:${rest}`;
  // Read on screen, not announced every second: the status above says when something changes.
  return (
    <p className="text-sm font-semibold text-slate-900" data-testid="payment-countdown">
      {t`Time left to pay: ${clock}`}
    </p>
  );
}

/** A failure's reason in plain words (docs/payments.md: each provider's codes map onto these). */
const FAILURE_REASONS: Record<PaymentFailureReason, MessageDescriptor> = {
  not_enough_funds: msg`There is not enough money on the mobile money account.`,
  declined: msg`You declined the payment on your phone.`,
  payer_not_found: msg`This number has no mobile money account.`,
  timed_out: msg`There was no answer from the phone in time.`,
  other: msg`The mobile money provider did not take the payment.`,
};
