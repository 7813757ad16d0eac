// What each kind of notification is called where a user chooses their emails (which kinds a role receives:
// notificationKindsFor in packages/domain/src/notifications.ts; docs/product.md, 'Notifications and email').
import type { NotificationKind } from '@ikaze/domain';
import { t } from '@lingui/core/macro';

export function kindLabel(kind: NotificationKind): string {
  switch (kind) {
    case 'booking_requested':
      return t`New booking requests for my properties`;
    case 'booking_requested_copy':
      return t`A copy of each booking request I send`;
    case 'booking_confirmed':
      return t`My booking is confirmed`;
    case 'booking_rejected':
      return t`My booking request is declined`;
    case 'booking_refunded':
      return t`My booking is refunded`;
    case 'booking_cancelled':
      return t`A booking is cancelled`;
    case 'booking_cancelled_by_host':
      return t`The host cancels my stay`;
    case 'booking_expired':
      return t`A booking request expires unanswered`;
    case 'booking_pending_reminder':
      return t`Reminders of booking requests waiting for my answer`;
    case 'application_approved':
      return t`My listing is approved`;
    case 'application_rejected':
      return t`My listing is not approved`;
    case 'message_received':
      return t`New messages`;
    case 'welcome':
      return t`Welcome email`;
    case 'review_invitation':
      return t`Invitations to review a stay`;
    case 'review_reply':
      return t`Replies to my reviews`;
    case 'review_hidden':
      return t`My review is hidden`;
    case 'contact_request':
      return t`Contact requests`;
    case 'payment_received':
      return t`My payment is received, with its receipt`;
    case 'refund_sent':
      return t`Money sent back to me`;
    case 'payout_details_changed':
      return t`My payout details are changed`;
    case 'monthly_statement':
      return t`My monthly statement is ready`;
  }
}
