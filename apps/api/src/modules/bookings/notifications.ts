// Who is told what when a booking is made or changes (docs/product.md "Notifications and email"), called in
// the transaction of the change. The host decides pending bookings; the guest made them.
import type { Booking, NotificationKind } from '@ikaze/domain';
import { notify, type NotifyTx } from '../notifications/index.ts';

/**
 * Each side's page of one booking, which the bell and the email open (docs/decisions/0051-emails-to-act-on.md):
 * where the guest reads everything about the stay and the host decides.
 */
export const BOOKING_LINKS = {
  host: (b: Pick<Booking, 'id'>) => `/dashboard/host/bookings/${b.id}`,
  guest: (b: Pick<Booking, 'id'>) => `/dashboard/user/bookings/${b.id}`,
} as const;

const stay = (b: Booking) => ({
  bookingId: b.id,
  propertyName: b.property_name,
  checkIn: b.check_in_date,
  checkOut: b.check_out_date,
});

/**
 * A new booking: the host is asked, and the guest gets a copy. A stay paid at once gets no copy
 * (`guestCopy: false`): the payment's notice, written in the same transaction, tells the guest the request is with
 * the host (payments/receipts/notice.ts), so one email says both.
 */
export async function tellBookingRequested(
  tx: NotifyTx,
  booking: Booking,
  guestFirstName: string,
  { guestCopy = true }: { guestCopy?: boolean } = {},
) {
  await notify(tx, {
    userId: booking.host_id,
    kind: 'booking_requested',
    params: { ...stay(booking), guestFirstName },
    link: BOOKING_LINKS.host(booking),
  });
  if (!guestCopy) return;
  await notify(tx, {
    userId: booking.user_id,
    kind: 'booking_requested_copy',
    params: stay(booking),
    link: BOOKING_LINKS.guest(booking),
  });
}

/**
 * A status set by one side tells the other: the host's confirmation, refusal (cancelling a pending booking) or
 * refund reach the guest; the guest's cancellation reaches the host.
 */
export async function tellStatusChanged(
  tx: NotifyTx,
  booking: Booking,
  status: 'confirmed' | 'cancelled' | 'refunded',
  byHost: boolean,
  /** The host's reason for cancelling a confirmed stay; the guest reads it. */
  reason?: string,
) {
  if (byHost && reason) {
    await notify(tx, {
      userId: booking.user_id,
      kind: 'booking_cancelled_by_host',
      params: { ...stay(booking), reason },
      link: BOOKING_LINKS.guest(booking),
    });
    return;
  }
  if (!byHost) {
    await notify(tx, {
      userId: booking.host_id,
      kind: 'booking_cancelled',
      params: stay(booking),
      link: BOOKING_LINKS.host(booking),
    });
    return;
  }
  const kind: NotificationKind =
    status === 'confirmed'
      ? 'booking_confirmed'
      : status === 'refunded'
        ? 'booking_refunded'
        : 'booking_rejected';
  await notify(tx, {
    userId: booking.user_id,
    kind: kind as 'booking_confirmed',
    params: stay(booking),
    link: BOOKING_LINKS.guest(booking),
  });
}

/** A booking that expired: both sides. */
export async function tellExpired(tx: NotifyTx, booking: Booking) {
  await notify(tx, {
    userId: booking.host_id,
    kind: 'booking_expired',
    params: stay(booking),
    link: BOOKING_LINKS.host(booking),
  });
  await notify(tx, {
    userId: booking.user_id,
    kind: 'booking_expired',
    params: stay(booking),
    link: BOOKING_LINKS.guest(booking),
  });
}

/** The host of a booking still pending after a day. */
export async function tellHostReminder(tx: NotifyTx, booking: Booking) {
  await notify(tx, {
    userId: booking.host_id,
    kind: 'booking_pending_reminder',
    params: stay(booking),
    link: BOOKING_LINKS.host(booking),
  });
}
