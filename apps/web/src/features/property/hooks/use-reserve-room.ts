// 'Reserve Now' on a room type's card (docs/product.md#bookings): a guest who is not signed in goes to sign in
// and comes back to the same dates; a stay that breaks a rule says which, in the product's order; otherwise
// POST /api/bookings with how the guest pays (docs/payments.md): paid by a wallet, the card then follows the
// payment (checkout/components/payment-progress.tsx); or, with no connection, the reservation waits on this
// device with its Idempotency-Key and is sent once when the connection returns (docs/decisions/0030-offline-app.md).
import {
  RESERVATION_MESSAGES,
  ROOM_TYPE_TITLE_LABELS,
  type Property,
  type RoomType,
  type User,
} from '@ikaze/domain';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '@/lib/api';
import { domainText, labelText } from '@/lib/i18n';
import { newSendKey } from '@/lib/offline/send-key';
import { apiUrl } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import type { Reservation } from '../checkout/api/reserve';
import type { CheckoutReady, Paying } from '../checkout/components/checkout';
import { reservationProblem } from '../reservation';
import type { RoomStay } from './use-room-stay';

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
  /** How the guest chose to pay; undefined while the checkout loads. */
  checkout: CheckoutReady | undefined;
  showPopup: ShowPopup;
  onReserved: () => void;
}) {
  // The number's problem, shown under it once the guest tried to reserve; cleared by the next try.
  const [checkoutError, setCheckoutError] = useState<string | undefined>(undefined);
  const [paying, setPaying] = useState<Paying | undefined>(undefined);
  const navigate = useNavigate();
  const location = useLocation();
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
    // The checkout arrives right after the page starts; until then a click does nothing.
    if (!checkout) return;
    setCheckoutError(checkout.problem);
    if (checkout.problem) return;
    const paidWith = checkout.choice;
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
      payment: checkout.payment,
      idempotencyKey: newSendKey(),
    };
    checkout.confirm(
      {
        propertyName: property.name,
        roomType: labelText(ROOM_TYPE_TITLE_LABELS, roomType.title),
        rooms,
        checkIn,
        checkOut,
        nights: stay.nights,
        ratePlan: reservation.ratePlan,
        freeCancellationUntil: stay.priced?.freeCancellationUntil ?? null,
        total: stay.total,
        taxes: stay.priced?.taxes,
      },
      () => send(reservation, checkout, paidWith),
    );
  }

  /** After the guest confirmed: POST now, or with no connection keep it for later. */
  function send(reservation: Reservation, checkout: CheckoutReady, paidWith: CheckoutReady['choice']) {
    if (!navigator.onLine) return keepForLater(reservation, checkout.payloadOf);
    checkout.reserve(reservation, {
      onSuccess: (answer) => {
        // 'Reservation successful! ' and the server's message, which the server already translated.
        showPopup(`${domainText(RESERVATION_MESSAGES.success)}${answer.message}`, 'success');
        // Paid now: the card follows the payment until the guest is done with it, then starts over.
        const booking = answer.bookings[0];
        const status = booking?.payment?.status;
        if (booking && (status === 'pending' || status === 'failed' || status === 'successful'))
          return setPaying({ booking, paidWith });
        onReserved();
      },
      // No answer at all (its retries too): kept and sent again with the same key, which books at most once.
      onError: (error) =>
        error instanceof ApiError && error.status === 0
          ? keepForLater(reservation, checkout.payloadOf)
          : showPopup(errorMessage(error), 'error'),
    });
  }

  /** Offline: the reservation waits on this device and is sent when the connection returns (lib/offline). */
  function keepForLater(reservation: Reservation, payloadOf: CheckoutReady['payloadOf']) {
    import('@/lib/offline/send-queue-runner')
      .then((queue) => {
        queue.keepForLater({
          key: reservation.idempotencyKey,
          kind: 'reservation',
          userId: reservation.userId,
          path: apiUrl('/api/bookings'),
          body: payloadOf(reservation),
        });
        showPopup(
          t`You are offline. Your reservation is kept on this device and will be sent when the connection returns.`,
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

  return { onReserve, pending: checkout?.reserving ?? false, checkoutError, paying, onPaymentDone };
}
