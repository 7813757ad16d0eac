import {
  BOOKING_MESSAGES,
  RATE_PLAN_LABELS,
  ROOM_TYPE_TITLE_LABELS,
  type Booking,
  type BookingCancellation,
} from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { FactList } from '@/components/ui/fact-list';
import { errorMessage } from '@/lib/api';
import { flash } from '@/lib/flash';
import { formatMoney, formatNumber, formatStayDate } from '@/lib/format';
import { domainText, labelText } from '@/lib/i18n';
import { useUpdateBookingStatus } from '@/lib/queries/bookings';
import { bookingCancellationQueryOptions } from '../api/cancellation';

/**
 * Cancelling a pending or confirmed booking before its check-in day (docs/product.md#bookings,
 * docs/decisions/0023-calendar-and-rates.md), asked once more in a dialog so that a stray tap on a phone cancels
 * nothing. The dialog first asks the server what cancelling costs today under the booking's rate plan and says
 * it (for a stay paid through us, what comes back to which number: docs/money.md#refunds); the guest confirms
 * knowing it. Green 'Booking successfully cancelled.' (with the fee owed, or the refund on its way) or red
 * 'Failed to cancel the booking. Please try again.' (docs/product.md#messages).
 */
export function BookingCancel({
  booking,
  userId,
  onClose,
}: {
  booking: Booking | null;
  userId: number;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const update = useUpdateBookingStatus();
  const cost = useQuery({
    ...bookingCancellationQueryOptions(booking?.id ?? 0),
    enabled: booking !== null,
  });

  function onConfirm() {
    if (!booking) return;
    update.mutate(
      { id: booking.id, userId, status: 'cancelled' },
      {
        onSuccess: ({ booking: cancelled }) => {
          const done = domainText(BOOKING_MESSAGES.cancelled);
          const number = cost.data?.refundTo;
          if (number) {
            // Paid through us: the refund the guest was shown leaves for the number that paid.
            const back = cost.data?.refund ?? 0;
            const amount = formatMoney(back);
            flash(back > 0 ? `${done} ${t`${amount} is on its way back to ${number}.`}` : done, 'success');
            return;
          }
          const fee = cancelled.cancellationFee ?? 0;
          const amount = formatMoney(fee);
          flash(fee > 0 ? `${done} ${t`You owe the host ${amount}.`}` : done, 'success');
        },
        onError: () => flash(domainText(BOOKING_MESSAGES.cancelFailed), 'error'),
        onSettled: onClose,
      },
    );
  }

  const id = booking?.id;
  return (
    <Modal
      open={booking !== null}
      onOpenChange={(open) => {
        if (!open && !update.isPending) onClose();
      }}
      title={booking ? t`Cancel booking ${id}?` : t`Cancel booking`}
      description={t`The rooms are released for other guests. This cannot be undone.`}
    >
      {booking ? (
        <div className="space-y-5">
          <BookingFacts booking={booking} />
          {cost.isPending ? (
            <p role="status" className="text-sm text-slate-600">
              <Trans>Checking what cancelling costs…</Trans>
            </p>
          ) : cost.isError ? (
            <Alert tone="error">{errorMessage(cost.error)}</Alert>
          ) : (
            <CancellationCost cost={cost.data} />
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
              <Trans>Keep booking</Trans>
            </Button>
            <Button
              variant="danger"
              onClick={onConfirm}
              // The guest confirms knowing the cost: not before the server has said it.
              disabled={update.isPending || !cost.isSuccess || !cost.data.canCancel}
            >
              {update.isPending ? <Trans>Cancelling…</Trans> : <Trans>Cancel booking</Trans>}
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}

/**
 * What cancelling costs today, as the server says. Paid at the property (or not yet paid): nothing, or the fee
 * owed with its reason. Paid through us: what comes back and to which number, and what is kept and why (the
 * first night once the free days are over, everything under Non-Refundable).
 */
function CancellationCost({ cost }: { cost: BookingCancellation }) {
  const { t } = useLingui();
  if (cost.canCancel && cost.refundTo !== null) return <RefundOnCancel cost={cost} number={cost.refundTo} />;
  const amount = formatMoney(cost.fee);
  const text = !cost.canCancel
    ? t`This booking can no longer be cancelled.`
    : cost.free
      ? t`Free cancellation: you will owe nothing.`
      : cost.ratePlan === 'non_refundable'
        ? t`Cancelling now costs ${amount}: this booking is Non-Refundable, so the whole stay is owed.`
        : t`Cancelling now costs ${amount}: the free cancellation has ended, so the first night is owed.`;
  return (
    <Alert tone={cost.canCancel && cost.free ? 'success' : 'info'}>
      <span className="font-semibold">{text}</span>
    </Alert>
  );
}

function RefundOnCancel({ cost, number }: { cost: BookingCancellation; number: string }) {
  const { t } = useLingui();
  const back = formatMoney(cost.refund);
  const kept = formatMoney(cost.fee);
  const what = cost.refund > 0 ? t`You will get back ${back} to ${number}.` : t`Nothing comes back to you.`;
  const why =
    cost.fee === 0
      ? null
      : cost.ratePlan === 'non_refundable'
        ? t`This booking is Non-Refundable, so the whole stay is kept.`
        : t`The free cancellation has ended, so the first night (${kept}) is kept.`;
  return (
    <Alert tone={cost.fee === 0 ? 'success' : 'info'}>
      <span className="font-semibold">{what}</span>
      {why ? <span className="mt-1 block">{why}</span> : null}
    </Alert>
  );
}

/** What is being cancelled: property, room type, stay, rooms, price and rate plan, in the page's language. */
function BookingFacts({ booking }: { booking: Booking }) {
  const { t } = useLingui();
  const checkIn = formatStayDate(booking.check_in_date);
  const checkOut = formatStayDate(booking.check_out_date);
  const facts: Array<[string, string]> = [
    [t`Property`, booking.property_name],
    [t`Room type`, labelText(ROOM_TYPE_TITLE_LABELS, booking.room_type_title)],
    [t`Stay`, t`${checkIn} to ${checkOut}`],
    [t`Rooms`, formatNumber(booking.number_of_rooms)],
    [t`Total price`, formatMoney(booking.total_price)],
    [t`Rate plan`, labelText(RATE_PLAN_LABELS, booking.rate_plan)],
  ];
  if (booking.freeCancellationUntil)
    facts.push([t`Free cancellation until`, formatStayDate(booking.freeCancellationUntil)]);
  return <FactList facts={facts} />;
}
