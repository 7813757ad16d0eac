// The domain's catalogs in parts, so that a web page's first load carries only the messages its screens can show
// (docs/decisions/0021-domain-messages.md, docs/decisions/0010-first-load-javascript.md). The groups named here are
// shown only by one web feature's screens and load with that feature's catalog; every other group is the core
// part, loaded with the page's language. The tables themselves stay whole (catalogs/fr.ts, catalogs/rw.ts): the
// web app's build cuts them (apps/web/domain-catalogs.ts), and the API uses them whole.
import { DOMAIN_MESSAGE_GROUPS, domainMessagesOf } from './domain-messages.ts';

type GroupName = keyof typeof DOMAIN_MESSAGE_GROUPS;

/** A web feature (apps/web/src/lib/i18n.ts, `Feature`) and the groups only its screens show. */
export const FEATURE_MESSAGE_GROUPS = {
  account: ['ACCOUNT_DATA_MESSAGES'],
  admin: ['APPLICATION_MESSAGES', 'LISTING_APPLICATION_MESSAGES', 'REPORT_MESSAGES'],
  // Taxes: the tax settings form checks with the server's schema and words (the receipts use them too).
  calendar: ['CALENDAR_MESSAGES', 'CHANNEL_SYNC_MESSAGES', 'TAX_MESSAGES'],
  // The room card's checkout, loaded after the detail page (apps/web lingui.config.ts, SUB_CATALOGS).
  checkout: ['PAYMENT_MESSAGES'],
  help: ['HELP_MESSAGES'],
  listing: ['LISTING_MESSAGES'],
  messages: ['CONVERSATION_MESSAGES'],
  notifications: ['NOTIFICATION_FEED_MESSAGES', 'NOTIFICATION_MESSAGES'],
  reviews: ['REVIEW_MESSAGES'],
} as const satisfies Record<string, readonly GroupName[]>;

export type DomainCatalogPart = 'core' | keyof typeof FEATURE_MESSAGE_GROUPS;

export const DOMAIN_CATALOG_PARTS = [
  'core',
  ...(Object.keys(FEATURE_MESSAGE_GROUPS) as Array<keyof typeof FEATURE_MESSAGE_GROUPS>),
] as const satisfies readonly DomainCatalogPart[];

/**
 * Groups only the server shows, already in the asker's language: a receipt is a page the API renders, a limit a
 * refusal it sends, a reservation's summary or a booking's refusal its answer. They are in no part the web loads.
 */
export const SERVER_ONLY_MESSAGE_GROUPS = [
  'RECEIPT_MESSAGES',
  'LIMIT_MESSAGES',
  // A reservation's refusals and its summary ('2 rooms at …'), and a booking's refusals (unknown, a status
  // that cannot follow): the answers of /api/bookings, translated by the server.
  'BOOKING_REQUEST_MESSAGES',
  'RESERVATION_SUMMARY_MESSAGES',
  'BOOKING_STATUS_MESSAGES',
  // A host's or admin's refund: answered by the server in the asker's language.
  'REFUND_MESSAGES',
  // The admins' finance summary and reconciliation: refusals the server words in the asker's language.
  'FINANCE_MESSAGES',
  // Payouts: an admin's or host's answers and the earnings CSV's words, from the server.
  'PAYOUT_MESSAGES',
  // Commission invoices: the PDF's words and the refusals of the invoice routes, from the server.
  'COMMISSION_INVOICE_MESSAGES',
  // A host's monthly statement: a PDF and a CSV the server writes, and its refusals.
  'STATEMENT_MESSAGES',
] as const satisfies readonly GroupName[];

const featureGroups = new Set<GroupName>([
  ...Object.values(FEATURE_MESSAGE_GROUPS).flat(),
  ...SERVER_ONLY_MESSAGE_GROUPS,
]);
const coreGroups = (Object.keys(DOMAIN_MESSAGE_GROUPS) as GroupName[]).filter(
  (name) => !featureGroups.has(name),
);

/**
 * The English ids of a part. A text that is also in a core group stays in the core part only (a label, or a
 * message two groups share), so that no part repeats another.
 */
export function domainCatalogPartMessages(part: DomainCatalogPart): string[] {
  const core = domainMessagesOf(coreGroups);
  if (part === 'core') return core;
  const inCore = new Set(core);
  return domainMessagesOf(FEATURE_MESSAGE_GROUPS[part]).filter((text) => !inCore.has(text));
}

/** A part of a language's table (English → translation). */
export function domainCatalogPart(
  table: Readonly<Record<string, string>>,
  part: DomainCatalogPart,
): Record<string, string> {
  const ids = domainCatalogPartMessages(part);
  return Object.fromEntries(ids.filter((id) => id in table).map((id) => [id, table[id]!]));
}
