// 'Reserve Now' on a room type's card (docs/product.md#bookings): a guest who is not signed in goes to sign in
// and comes back to the same dates; a stay that breaks a rule says which, in the product's order; otherwise
// POST /api/bookings with how the guest pays (docs/payments.md): paid by a wallet, the card then follows the
// payment (components/payment-progress.tsx); or, with no connection, the reservation waits on this device with its Idempotency-Key
// and is sent once when the connection returns (docs/decisions/0030-offline-app.md).
import { RESERVATION_MESSAGES, type Booking, type Property, type RoomType, type User } from '@ikaze/domain';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '@/lib/api';
import { domainText } from '@/lib/i18n';
import { newSendKey } from '@/lib/offline/send-key';
import { apiPaths, paths } from '@/lib/paths';
import { bookingPayload, useReserve, type Reservation } from '../api/reserve';
import { checkoutProblem, paymentInput, type CheckoutChoice } from '../checkout';
import { reservationProblem } from '../reservation';
import type { RoomStay } from './use-room-stay';

/** A reservation paid by a wallet: its booking (with the payment) and the choice it was paid with. */
export interface Paying {
  booking: Booking;
  paidWith: CheckoutChoice;
}

export type ShowPopup = (text: string, tone: 'success' | 'error' | 'info') => void;

export function useReserveRoom({
  property,
  roomType,
  stay,
  user,
  checkout,
  showPopup,
  onReserved,
}: {
  property: Property;
  roomType: RoomType;
  stay: RoomStay;
  user: User | null | undefined;
  /** How the guest chose to pay. */
  checkout: CheckoutChoice;
  showPopup: ShowPopup;
  onReserved: () => void;
}) {
  // The number's problem, shown under it once the guest tried to reserve; cleared by the next try.
  const [checkoutError, setCheckoutError] = useState<string | undefined>(undefined);
  const [paying, setPaying] = useState<Paying | undefined>(undefined);
  const navigate = useNavigate();
  const location = useLocation();
  const reserve = useReserve();
  const { t } = useLingui();
  const { checkIn, checkOut, rooms } = stay;

  function onReserve() {
    if (!user) {
      const query = new URLSearchParams();
      if (checkIn) query.set('checkIn', checkIn);
      if (checkOut) query.set('checkOut', checkOut);
      if (rooms) query.set('rooms', String(rooms));
      const search = query.toString();
      void navigate(paths.login({ next: `${location.pathname}${search ? `?${search}` : ''}` }));
      return;
    }
    const problem = reservationProblem({
      checkIn,
      checkOut,
      rooms,
      remaining: stay.remaining,
      roomTypeId: stay.roomTypeGone ? undefined : roomType.id,
    });
    if (problem) return showPopup(domainText(problem), 'error');
    if (stay.quoteProblem) return showPopup(domainText(stay.quoteProblem), 'error');
    const paymentProblem = checkoutProblem(checkout);
    setCheckoutError(paymentProblem ? domainText(paymentProblem) : undefined);
    if (paymentProblem) return;
    const paidWith = { ...checkout };
    const reservation: Reservation = {
      userId: user.UserID,
      propertyId: property.id,
      roomTypeId: roomType.id,
      roomTypeTitle: roomType.title,
      rooms,
      checkIn,
      checkOut,
      price: roomType.price,
      ratePlan: stay.plan ?? property.rate_plan,
      payment: paymentInput(checkout),
      idempotencyKey: newSendKey(),
    };
    if (!navigator.onLine) return keepForLater(reservation);
    reserve.mutate(reservation, {
      onSuccess: (answer) => {
        // Paid now: the card follows the payment until the guest is done with it.
        const booking = answer.bookings[0];
        const status = booking?.payment?.status;
        if (booking && (status === 'pending' || status === 'failed' || status === 'successful'))
          return setPaying({ booking, paidWith });
        // 'Reservation successful! ' and the server's message, which the server already translated.
        showPopup(`${domainText(RESERVATION_MESSAGES.success)}${answer.message}`, 'success');
        onReserved();
      },
      // No answer at all (its retries too): kept and sent again with the same key, which books at most once.
      onError: (error) =>
        error instanceof ApiError && error.status === 0
          ? keepForLater(reservation)
          : showPopup(errorMessage(error), 'error'),
    });
  }

  /** Offline: the reservation waits on this device and is sent when the connection returns (lib/offline). */
  function keepForLater(reservation: Reservation) {
    import('@/lib/offline/send-queue-runner')
      .then((queue) => {
        queue.keepForLater({
          key: reservation.idempotencyKey,
          kind: 'reservation',
          userId: reservation.userId,
          path: apiPaths.bookings(),
          body: bookingPayload(reservation),
        });
        showPopup(
          reservation.payment && reservation.payment.method !== 'at_property'
            ? t`You are offline. Your reservation is kept on this device and will be sent when the connection returns; then approve the payment on your phone.`
            : t`You are offline. Your reservation is kept on this device and will be sent when the connection returns.`,
          'info',
        );
        onReserved();
      })
      .catch((error: unknown) => showPopup(errorMessage(error), 'error'));
  }

  /** The guest is done with the payment (paid, or the window passed): the cards start over. */
  function onPaymentDone() {
    setPaying(undefined);
    onReserved();
  }

  return { onReserve, pending: reserve.isPending, checkoutError, paying, onPaymentDone };
}
