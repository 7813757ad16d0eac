// One line per notification kind, from its params (packages/domain/src/notifications.ts: NOTIFICATION_PARAMS),
// in the page's language. Params are read leniently: a missing one reads as empty rather than breaking the bell.
import type { NotificationItem } from '@ikaze/domain';
import { t } from '@lingui/core/macro';
import { formatDate, formatMoney, formatMonth, formatStayDate } from '@/lib/format';

const text = (params: Record<string, unknown>, name: string): string => {
  const value = params[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

const stayDate = (params: Record<string, unknown>, name: string): string => {
  const value = text(params, name);
  return value ? formatStayDate(value) : '';
};

/** The notification's sentence, e.g. 'Aline asked to book Lake Kivu Lodge, 12 Dec 2026 – 14 Dec 2026.' */
export function notificationText({ kind, params }: Pick<NotificationItem, 'kind' | 'params'>): string {
  const property = text(params, 'propertyName');
  const checkIn = stayDate(params, 'checkIn');
  const checkOut = stayDate(params, 'checkOut');
  switch (kind) {
    case 'booking_requested': {
      const guest = text(params, 'guestFirstName');
      return t`${guest} asked to book ${property}, ${checkIn} – ${checkOut}.`;
    }
    case 'booking_requested_copy':
      return t`Your booking request for ${property}, ${checkIn} – ${checkOut}, was sent to the host.`;
    case 'booking_confirmed':
      return t`Your booking at ${property}, ${checkIn} – ${checkOut}, is confirmed.`;
    case 'booking_rejected':
      return t`The host could not accept your booking at ${property}, ${checkIn} – ${checkOut}.`;
    case 'booking_refunded':
      return t`Your booking at ${property}, ${checkIn} – ${checkOut}, was refunded.`;
    case 'booking_cancelled':
      return t`The booking at ${property}, ${checkIn} – ${checkOut}, was cancelled.`;
    case 'booking_cancelled_by_host': {
      const reason = text(params, 'reason');
      return t`The host cancelled your stay at ${property}, ${checkIn} – ${checkOut}: ${reason}`;
    }
    case 'booking_expired':
      return t`The booking request at ${property}, ${checkIn} – ${checkOut}, expired: it was not answered in time.`;
    case 'booking_pending_reminder':
      return t`A booking request at ${property}, ${checkIn} – ${checkOut}, is still waiting for your answer.`;
    case 'application_approved':
      return t`Your listing ${property} was approved and is now visible to guests.`;
    case 'application_rejected':
      return t`Your listing ${property} was not approved.`;
    case 'message_received': {
      const sender = text(params, 'senderFirstName');
      return t`New message from ${sender} about ${property}.`;
    }
    case 'welcome': {
      const firstName = text(params, 'firstName');
      return t`Welcome to Ikaze, ${firstName}!`;
    }
    case 'review_invitation':
      return t`How was your stay at ${property}? Share a review.`;
    case 'review_reply':
      return t`The host replied to your review of ${property}.`;
    case 'payment_received': {
      const receipt = text(params, 'receiptNumber');
      // Sent once a reservation paid with a wallet is paid, when its request goes to the host (docs/payments.md).
      return t`Payment received for ${property}, ${checkIn} – ${checkOut}: receipt ${receipt}. Your request is now with the host.`;
    }
    case 'refund_sent': {
      const amount = formatMoney(Number(params.amount));
      const phone = text(params, 'phone');
      return t`${amount} was sent back to ${phone} for ${property}, ${checkIn} – ${checkOut}.`;
    }
    case 'review_hidden': {
      const reason = text(params, 'reason');
      return t`Your review of ${property} was hidden: ${reason}`;
    }
    case 'contact_request': {
      const name = text(params, 'name');
      const subject = text(params, 'subject');
      return t`New contact request from ${name}: ${subject}`;
    }
    case 'payout_details_changed':
      return t`The mobile money number or bank account your payouts go to was changed. No payout goes there for 48 hours.`;
    case 'monthly_statement': {
      const month = formatMonth(text(params, 'month'));
      return t`Your statement for ${month} is ready: stays, taxes to declare and payouts.`;
    }
  }
}

/** An application's admin note, shown under its line when there is one. */
export function notificationNote({
  kind,
  params,
}: Pick<NotificationItem, 'kind' | 'params'>): string | undefined {
  if (kind !== 'application_approved' && kind !== 'application_rejected') return undefined;
  const note = text(params, 'recommendation');
  return note || undefined;
}

/** When it came: 'Just now', '5 min ago', '3 h ago', else its date. */
export function notificationAge(createdAt: string, now: number = Date.now()): string {
  const minutes = Math.floor((now - new Date(createdAt).getTime()) / 60_000);
  if (minutes < 1) return t`Just now`;
  if (minutes < 60) return t`${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t`${hours} h ago`;
  return formatDate(createdAt, 'short');
}
