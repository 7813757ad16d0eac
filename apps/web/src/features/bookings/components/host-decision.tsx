// The host's decision on a pending booking (docs/product.md#bookings): Approve (confirmed), Reject (cancelled)
// or Refund (refunded, offered only when the guest has paid), each asked once more in a dialog that says what
// will happen, so that a stray tap on a phone decides nothing. Used by the host's list and the booking page.
import { BOOKING_MESSAGES, BOOKING_STATUS_LABELS, type Booking, type BookingStatus } from '@ikaze/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { flash } from '@/lib/flash';
import { formatMoney } from '@/lib/format';
import { domainText } from '@/lib/i18n';
import { useUpdateBookingStatus } from '@/lib/queries/bookings';

export type HostDecisionStatus = 'confirmed' | 'cancelled' | 'refunded';

/** The host's actions on a pending booking, and the status each one sets. */
export const HOST_DECISIONS: ReadonlyArray<{
  status: HostDecisionStatus;
  label: MessageDescriptor;
  variant: ButtonVariant;
}> = [
  { status: 'confirmed', label: msg`Approve`, variant: 'primary' },
  { status: 'cancelled', label: msg`Reject`, variant: 'danger' },
  { status: 'refunded', label: msg`Refund`, variant: 'secondary' },
];

/** The decisions a pending booking offers: Refund only when there is money to give back. */
export function hostDecisionsFor(booking: Booking) {
  if (booking.status !== 'pending') return [];
  const paid = booking.payment?.status === 'successful';
  return HOST_DECISIONS.filter((decision) => decision.status !== 'refunded' || paid);
}

/** 'Booking status updated to Confirmed', the status by its label so that each language names it its way. */
const statusUpdated = (status: BookingStatus) =>
  domainText(BOOKING_MESSAGES.statusUpdated({ status: BOOKING_STATUS_LABELS[status] }));

export function HostDecisionDialog({
  booking,
  status,
  hostId,
  onClose,
}: {
  /** The booking being decided; null: the dialog is closed. */
  booking: Booking | null;
  status: HostDecisionStatus;
  hostId: number;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const update = useUpdateBookingStatus();
  const id = booking?.id ?? 0;
  const paid = booking?.payment?.status === 'successful' ? formatMoney(booking.payment.amount) : '';
  const copy = {
    confirmed: {
      title: t`Approve booking ${id}?`,
      what: t`The guest is told that the stay is confirmed, and can then see your phone and email.`,
      act: t`Approve`,
    },
    cancelled: {
      title: t`Reject booking ${id}?`,
      what: t`The rooms are released for other guests and the guest is told. This cannot be undone.`,
      act: t`Reject`,
    },
    refunded: {
      title: t`Refund booking ${id}?`,
      what: t`The guest paid ${paid}. The booking is marked refunded, the rooms are released and the guest is told. This cannot be undone.`,
      act: t`Refund`,
    },
  }[status];

  function onConfirm() {
    if (!booking) return;
    update.mutate(
      { id: booking.id, userId: hostId, status },
      {
        onSuccess: () => flash(statusUpdated(status)),
        onError: () => flash(domainText(BOOKING_MESSAGES.statusUpdateFailed), 'error'),
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
      title={copy.title}
      description={copy.what}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
          <Trans>Go back</Trans>
        </Button>
        <Button
          variant={status === 'cancelled' ? 'danger' : 'primary'}
          onClick={onConfirm}
          disabled={update.isPending}
        >
          {update.isPending ? <Trans>Saving…</Trans> : copy.act}
        </Button>
      </div>
    </Modal>
  );
}
