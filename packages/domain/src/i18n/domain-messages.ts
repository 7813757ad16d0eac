// Every message and label the domain defines, the ids of the domain catalogs (docs/decisions/0021-domain-messages.md).
// A group added here is translated in catalogs/fr.ts and catalogs/rw.ts, or the type-check fails.
import {
  APPLICATION_MESSAGES,
  AUTH_MESSAGES,
  BOOKING_MESSAGES,
  GENERIC_MESSAGES,
  INPUT_MESSAGES,
  INPUT_SUBJECTS,
  LIMIT_MESSAGES,
  NAVIGATION_MESSAGES,
  PICTURE_MESSAGES,
  PROPERTY_MESSAGES,
  REGISTER_MESSAGES,
  REPORT_MESSAGES,
  RESERVATION_MESSAGES,
  USER_MESSAGES,
} from '../messages.ts';
import {
  ACCOMMODATION_TYPE_LABELS,
  AMENITY_LABELS,
  APPLICATION_STATUS_LABELS,
  BOOKING_STATUS_LABELS,
  LANGUAGE_LABELS,
  RATE_PLAN_LABELS,
  ROOM_FACILITY_LABELS,
  ROOM_TYPE_TITLE_LABELS,
  SERVICE_LABELS,
} from '../labels.ts';
import { LISTING_APPLICATION_MESSAGES } from '../schemas/application.ts';
import {
  BOOKING_REQUEST_MESSAGES,
  BOOKING_STATUS_MESSAGES,
  RESERVATION_SUMMARY_MESSAGES,
} from '../schemas/booking.ts';
import { LISTING_MESSAGES } from '../schemas/listing.ts';
import { PAYMENT_MESSAGES } from '../schemas/payment.ts';
import { RECEIPT_MESSAGES } from '../receipts.ts';
import { PAYOUT_MESSAGES, REFUND_MESSAGES } from '../money.ts';
import { STATEMENT_MESSAGES } from '../statements.ts';
import { TAX_MESSAGES } from '../taxes.ts';
import { COMMISSION_INVOICE_MESSAGES } from '../schemas/commission-invoice.ts';
import { FINANCE_MESSAGES } from '../schemas/finance.ts';
import { CALENDAR_MESSAGES } from '../schemas/calendar.ts';
import { CHANNEL_SYNC_MESSAGES } from '../schemas/channel-sync.ts';
import { REVIEW_MESSAGES } from '../schemas/review.ts';
import { HELP_MESSAGES } from '../schemas/help.ts';
import { CONVERSATION_MESSAGES } from '../schemas/conversation.ts';
import { ACCOUNT_DATA_MESSAGES } from '../schemas/account-data.ts';
import { PRICING_MESSAGES } from '../pricing.ts';
import { NOTIFICATION_FEED_MESSAGES } from '../notification-feed.ts';
import { NOTIFICATION_MESSAGES } from '../notifications.ts';
import { PROPERTY_LIST_MESSAGES, STAY_MESSAGES } from '../schemas/property.ts';
import type { TemplatedMessage } from './translate.ts';

type MessageValue = string | TemplatedMessage<string> | ((...args: never[]) => string);
type Group = Readonly<Record<string, MessageValue>>;

/** The English ids of a group: its texts, and its templates' templates. */
type TextsOf<G> = {
  [K in keyof G]: G[K] extends string ? G[K] : G[K] extends TemplatedMessage<infer T> ? T : never;
}[keyof G];

export const DOMAIN_MESSAGE_GROUPS = {
  APPLICATION_MESSAGES,
  AUTH_MESSAGES,
  BOOKING_MESSAGES,
  GENERIC_MESSAGES,
  INPUT_MESSAGES,
  INPUT_SUBJECTS,
  LIMIT_MESSAGES,
  NAVIGATION_MESSAGES,
  PICTURE_MESSAGES,
  PROPERTY_MESSAGES,
  REGISTER_MESSAGES,
  REPORT_MESSAGES,
  RESERVATION_MESSAGES,
  USER_MESSAGES,
  LISTING_APPLICATION_MESSAGES,
  BOOKING_REQUEST_MESSAGES,
  BOOKING_STATUS_MESSAGES,
  RESERVATION_SUMMARY_MESSAGES,
  PAYMENT_MESSAGES,
  RECEIPT_MESSAGES,
  REFUND_MESSAGES,
  FINANCE_MESSAGES,
  PAYOUT_MESSAGES,
  TAX_MESSAGES,
  COMMISSION_INVOICE_MESSAGES,
  STATEMENT_MESSAGES,
  LISTING_MESSAGES,
  PROPERTY_LIST_MESSAGES,
  STAY_MESSAGES,
  PRICING_MESSAGES,
  CALENDAR_MESSAGES,
  CHANNEL_SYNC_MESSAGES,
  REVIEW_MESSAGES,
  HELP_MESSAGES,
  CONVERSATION_MESSAGES,
  NOTIFICATION_FEED_MESSAGES,
  NOTIFICATION_MESSAGES,
  ACCOUNT_DATA_MESSAGES,
  ACCOMMODATION_TYPE_LABELS,
  AMENITY_LABELS,
  APPLICATION_STATUS_LABELS,
  BOOKING_STATUS_LABELS,
  LANGUAGE_LABELS,
  RATE_PLAN_LABELS,
  ROOM_FACILITY_LABELS,
  ROOM_TYPE_TITLE_LABELS,
  SERVICE_LABELS,
} as const;

type Groups = typeof DOMAIN_MESSAGE_GROUPS;

/** Every English message and template of the domain: what catalogs/fr.ts and catalogs/rw.ts must translate. */
export type DomainMessage = { [G in keyof Groups]: TextsOf<Groups[G]> }[keyof Groups];

/** The same list at run time, for the catalogs' tests. */
export function domainMessages(): string[] {
  return domainMessagesOf(Object.keys(DOMAIN_MESSAGE_GROUPS) as Array<keyof Groups>);
}

/** The English messages and templates of some groups (the web app loads them by feature: ./message-sets.ts). */
export function domainMessagesOf(names: ReadonlyArray<keyof Groups>): string[] {
  const texts = new Set<string>();
  for (const group of names.map((name) => DOMAIN_MESSAGE_GROUPS[name]) as Group[]) {
    for (const value of Object.values(group)) {
      if (typeof value === 'string') texts.add(value);
      else if ('template' in value && typeof value.template === 'string') texts.add(value.template);
    }
  }
  return [...texts];
}
