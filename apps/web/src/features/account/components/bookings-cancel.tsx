import { BOOKING_MESSAGES, formatRwf, roomTypeLabel, type Booking } from '@ikaze/domain';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { flash } from '@/lib/flash';
import { formatDate } from '@/lib/format';
import { useUpdateBookingStatus } from '@/lib/queries/bookings';

const stayDate = (date: string) => formatDate(`${date.slice(0, 10)}T12:00:00Z`);

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
  const update = useUpdateBookingStatus();

  function onConfirm() {
    if (!booking) return;
    update.mutate(
      { id: booking.id, userId, status: 'cancelled' },
      {
        onSuccess: () => flash(BOOKING_MESSAGES.cancelled, 'success'),
        onError: () => flash(BOOKING_MESSAGES.cancelFailed, 'error'),
        onSettled: onClose,
      },
    );
  }

  return (
    <Modal
      open={booking !== null}
      onOpenChange={(open) => {
        if (!open && !update.isPending) onClose();
      }}
      title={booking ? `Cancel booking ${booking.id}?` : 'Cancel booking'}
      description="The rooms are released for other guests. This cannot be undone."
    >
      {booking ? (
        <div className="space-y-5">
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
            {[
              ['Property', booking.property_name],
              ['Room type', roomTypeLabel(booking.room_type_title)],
              ['Stay', `${stayDate(booking.check_in_date)} to ${stayDate(booking.check_out_date)}`],
              ['Rooms', String(booking.number_of_rooms)],
              ['Total price', formatRwf(booking.total_price)],
            ].map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-medium text-slate-500">{term}</dt>
                <dd className="text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
              Keep booking
            </Button>
            <Button variant="danger" onClick={onConfirm} disabled={update.isPending}>
              {update.isPending ? 'Cancelling…' : 'Cancel booking'}
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
