import { BOOKING_MESSAGES, ROOM_TYPE_TITLE_LABELS, type Booking } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { flash } from '@/lib/flash';
import { formatMoney, formatNumber, formatStayDate } from '@/lib/format';
import { domainText, labelText } from '@/lib/i18n';
import { useUpdateBookingStatus } from '@/lib/queries/bookings';

/**
 * Cancelling a pending booking (docs/product.md#bookings: the guest moves pending to cancelled), asked once
 * more in a dialog so that a stray tap on a phone cancels nothing. Green 'Booking successfully cancelled.' or
 * red 'Failed to cancel the booking. Please try again.' (docs/product.md#messages).
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

  function onConfirm() {
    if (!booking) return;
    update.mutate(
      { id: booking.id, userId, status: 'cancelled' },
      {
        onSuccess: () => flash(domainText(BOOKING_MESSAGES.cancelled), 'success'),
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
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
              <Trans>Keep booking</Trans>
            </Button>
            <Button variant="danger" onClick={onConfirm} disabled={update.isPending}>
              {update.isPending ? <Trans>Cancelling…</Trans> : <Trans>Cancel booking</Trans>}
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}

/** What is being cancelled: property, room type, stay, rooms and price, in the page's language. */
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
  ];
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-500">{term}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
