// The room card's checkout (docs/payments.md), loaded with its own catalog once a guest is signed in, so the
// detail page's first load carries neither (docs/benchmarks.md): 'How to pay' before 'Reserve Now', the summary
// the guest confirms after it, then the payment's progress for a reservation paid by a wallet.
import type { Booking, BookingPaymentInput, Property, User } from '@ikaze/domain';
import { useCallback, useEffect, useState } from 'react';
import { domainText } from '@/lib/i18n';
import { bookingPayload, useReserve } from '../api/reserve';
import { checkoutProblem, paymentInput, type CheckoutChoice } from '../checkout';
import { useCheckoutChoice } from '../hooks/use-checkout-choice';
import { PaymentChoice } from './payment-choice';
import { PaymentProgress } from './payment-progress';
import { ReservationSummary, type ReservationFacts } from './reservation-summary';

export type { ReservationFacts };

/**
 * What 'Reserve Now' sends for the guest's choice, or why it cannot yet (in the page's language), and the means
 * to send it: POST /api/bookings lives here too, so that a page opened signed out never loads it.
 */
export interface CheckoutReady {
  payment: BookingPaymentInput;
  problem: string | undefined;
  choice: CheckoutChoice;
  reserve: ReturnType<typeof useReserve>['mutate'];
  reserving: boolean;
  payloadOf: typeof bookingPayload;
  /** Shows what the reservation will do; `proceed` runs once the guest confirms it. */
  confirm: (facts: ReservationFacts, proceed: () => void) => void;
}

/** A reservation paid by a wallet: its booking (with the payment) and the choice it was paid with. */
export interface Paying {
  booking: Booking;
  paidWith: CheckoutChoice;
}

export function Checkout({
  property,
  ratePlan,
  user,
  total,
  error,
  paying,
  onChange,
  onDone,
}: {
  property: Pick<Property, 'rules'>;
  ratePlan: string | undefined;
  user: Pick<User, 'PhoneNumber'> | null | undefined;
  /** The stay's total, whole RWF; undefined until known. */
  total: number | undefined;
  /** The choice's problem once the guest tried to reserve. */
  error: string | undefined;
  paying: Paying | undefined;
  onChange: (ready: CheckoutReady) => void;
  onDone: () => void;
}) {
  const checkout = useCheckoutChoice({ property, ratePlan, user });
  const { method, phone } = checkout.choice;
  const { mutate: reserve, isPending: reserving } = useReserve();
  const [asked, setAsked] = useState<{ facts: ReservationFacts; proceed: () => void } | null>(null);
  const confirm = useCallback(
    (facts: ReservationFacts, proceed: () => void) => setAsked({ facts, proceed }),
    [],
  );
  useEffect(() => {
    const choice = { method, phone };
    const problem = checkoutProblem(choice);
    onChange({
      payment: paymentInput(choice),
      problem: problem ? domainText(problem) : undefined,
      choice,
      reserve,
      reserving,
      payloadOf: bookingPayload,
      confirm,
    });
  }, [method, phone, reserve, reserving, onChange, confirm]);

  if (paying)
    return (
      <PaymentProgress
        booking={paying.booking}
        paidWith={paying.paidWith}
        property={property}
        user={user}
        onDone={onDone}
      />
    );
  return (
    <>
      <PaymentChoice checkout={checkout} total={total} error={error} />
      <ReservationSummary
        facts={asked?.facts ?? null}
        choice={checkout.choice}
        onClose={() => setAsked(null)}
        onConfirm={() => {
          asked?.proceed();
          setAsked(null);
        }}
      />
    </>
  );
}
