// The host's decision on a booking (docs/product.md#bookings): on a pending one Approve (confirmed), Reject
// (cancelled) or Refund (refunded, offered only when the guest has paid); on a confirmed stay not over, Cancel the
// stay with a reason the guest is told. Each is asked once more in a dialog that says what will happen, so that a
// stray tap on a phone decides nothing: on a stay paid through us, what the host earns if they approve, and what
// goes back to the guest if they reject, refund or cancel (all that is left, docs/money.md#refunds). Used by the
// host's list and the booking page.
import {
  BOOKING_MESSAGES,
  BOOKING_STATUS_LABELS,
  CANCEL_REASON_MAX,
  todayInKigali,
  type Booking,
  type BookingStatus,
} from '@ikaze/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { flash } from '@/lib/flash';
import { formatMoney, formatNumber } from '@/lib/format';
import { domainText } from '@/lib/i18n';
import { useUpdateBookingStatus } from '@/lib/queries/bookings';
import { stayMoneyOf, type StayMoney } from '../lib/stay-money';

export type HostDecisionStatus = 'confirmed' | 'cancelled' | 'refunded';

interface HostDecision {
  status: HostDecisionStatus;
  label: MessageDescriptor;
  variant: ButtonVariant;
}

/** The host's actions on a pending booking, and the status each one sets. */
const HOST_DECISIONS: readonly HostDecision[] = [
  { status: 'confirmed', label: msg`Approve`, variant: 'primary' },
  { status: 'cancelled', label: msg`Reject`, variant: 'danger' },
  { status: 'refunded', label: msg`Refund`, variant: 'secondary' },
];

const CANCEL_STAY: HostDecision = { status: 'cancelled', label: msg`Cancel the stay`, variant: 'danger' };

/**
 * The decisions a booking offers its host: on a pending one Approve, Reject and (when paid) Refund; on a confirmed
 * stay not over, cancelling it with a reason.
 */
export function hostDecisionsFor(booking: Booking, today = todayInKigali()): readonly HostDecision[] {
  if (booking.status === 'confirmed') return today < booking.check_out_date.slice(0, 10) ? [CANCEL_STAY] : [];
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
  const [reason, setReason] = useState('');
  const id = booking?.id ?? 0;
  const money = booking ? stayMoneyOf(booking) : null;
  const paid = money
    ? formatMoney(money.paid)
    : booking?.payment?.status === 'successful'
      ? formatMoney(booking.payment.amount)
      : '';
  // A confirmed stay the host cancels: the guest is told why.
  const stay = booking?.status === 'confirmed';
  const copy = {
    confirmed: {
      title: t`Approve booking ${id}?`,
      what: t`The guest is told that the stay is confirmed, and can then see your phone and email.`,
      act: t`Approve`,
    },
    cancelled: stay
      ? {
          title: t`Cancel the stay of booking ${id}?`,
          what: t`The guest is told, with your reason, and the rooms are released. This cannot be undone.`,
          act: t`Cancel the stay`,
        }
      : {
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
      { id: booking.id, userId: hostId, status, ...(stay ? { reason: reason.trim() } : {}) },
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
      <div className="space-y-4">
        {money ? <MoneyOfDecision money={money} approving={status === 'confirmed'} /> : null}
        {stay ? (
          <TextAreaField
            label={t`Your reason (the guest reads it)`}
            value={reason}
            maxLength={CANCEL_REASON_MAX}
            rows={3}
            required
            onChange={(event) => setReason(event.target.value)}
          />
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            <Trans>Go back</Trans>
          </Button>
          <Button
            variant={status === 'cancelled' ? 'danger' : 'primary'}
            onClick={onConfirm}
            disabled={update.isPending || (stay && !reason.trim())}
          >
            {update.isPending ? <Trans>Saving…</Trans> : copy.act}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/**
 * The money a decision moves on a stay paid through us: approving, what the host earns after the commission;
 * rejecting, refunding or cancelling, all that is left goes back to the number that paid (which the host never
 * sees, docs/decisions/0045-who-sees-payment-details.md).
 */
function MoneyOfDecision({ money, approving }: { money: StayMoney; approving: boolean }) {
  const { t } = useLingui();
  if (approving) {
    const earn = formatMoney(money.hostEarns);
    const percent = formatNumber(money.commissionPercent);
    const commission = formatMoney(money.commission);
    return (
      <p className="text-sm text-slate-800">
        {t`You earn ${earn} of this stay, after the commission of ${percent}% (${commission}).`}
      </p>
    );
  }
  if (money.left === 0) return null;
  const back = formatMoney(money.left);
  return (
    <Alert tone="info">
      <span className="font-semibold">{t`The guest gets ${back} back to the number they paid with.`}</span>
    </Alert>
  );
}
