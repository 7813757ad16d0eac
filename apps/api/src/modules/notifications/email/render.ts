// An email's subject, plain text and HTML from its kind's copy (copy.ts) in the reader's language. Every value a
// user wrote (names, property names, recommendations, reasons) reaches the HTML through escapeHtml only.
import {
  NOTIFICATION_PARAMS,
  ROOM_TYPE_TITLE_LABELS,
  WALLET_NAMES,
  formatDate,
  formatMoney,
  formatNumber,
  isEssentialKind,
  labelOf,
  type Locale,
  type NotificationKind,
} from '@ikaze/domain';
import { say } from '../../../lib/translations.ts';
import type { BookingFacts } from './booking-facts.ts';
import { EMAIL_COPY, type CopyParams, type FactsCopy, type KindCopy } from './copy.ts';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface RenderInput {
  kind: NotificationKind;
  params: unknown;
  locale: Locale;
  firstName: string;
  /** The absolute address of the screen the button opens. */
  url: string;
  /** The absolute unsubscribe address, for kinds the reader may turn off. */
  unsubscribeUrl?: string | undefined;
  /** PENDING_BOOKING_EXPIRY_HOURS, which booking emails mention. */
  expiryHours: number;
  /** The booking's facts, for the kinds that name one (booking-facts.ts). */
  facts?: BookingFacts | undefined;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function renderEmail(input: RenderInput): EmailContent {
  const copy = EMAIL_COPY[input.locale];
  const body = kindCopy(input);
  const unsubscribe = isEssentialKind(input.kind) ? undefined : input.unsubscribeUrl;
  const facts = input.facts ? factRows(input.facts, input.locale) : [];
  const text = [
    copy.greeting(input.firstName),
    '',
    ...body.lines.flatMap((line) => [line, '']),
    ...(facts.length > 0 ? [...facts.map((row) => `${row.label}${copy.colon} ${row.value}`), ''] : []),
    `${body.action}${copy.colon} ${input.url}`,
    '',
    copy.signOff,
    copy.team,
    '',
    '--',
    copy.why,
    ...(unsubscribe ? [`${copy.optional} ${copy.unsubscribe}${copy.colon} ${unsubscribe}`] : []),
  ].join('\n');
  const paragraph = (line: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937">${escapeHtml(line)}</p>`;
  const html = `<!doctype html>
<html lang="${input.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(body.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:22px;font-weight:bold;color:#0f766e">Ikaze</p>
${paragraph(copy.greeting(input.firstName))}
${body.lines.map(paragraph).join('\n')}
${facts.length > 0 ? factTable(facts) : ''}
<p style="margin:24px 0"><a href="${escapeHtml(input.url)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${escapeHtml(body.action)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b7280">${escapeHtml(copy.openLink)} <a href="${escapeHtml(input.url)}" style="color:#0f766e">${escapeHtml(input.url)}</a></p>
${paragraph(copy.signOff)}
<p style="margin:0;font-size:16px;color:#1f2937">${escapeHtml(copy.team)}</p>
</td></tr>
</table>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;line-height:1.5;color:#6b7280">${escapeHtml(copy.why)}${
    unsubscribe
      ? ` ${escapeHtml(copy.optional)} <a href="${escapeHtml(unsubscribe)}" style="color:#6b7280">${escapeHtml(copy.unsubscribe)}</a>`
      : ''
  }</p>
</td></tr>
</table>
</body>
</html>
`;
  return { subject: body.subject, text, html };
}

/** The kind's copy with its params checked and its dates written in the reader's language. */
function kindCopy(input: RenderInput): KindCopy {
  const params = NOTIFICATION_PARAMS[input.kind].parse(input.params) as Record<string, unknown>;
  const shown: Record<string, unknown> = { ...params, hours: input.expiryHours };
  for (const key of ['checkIn', 'checkOut'] as const) {
    if (typeof params[key] === 'string') shown[key] = formatDate(params[key], input.locale, 'long');
  }
  const write = EMAIL_COPY[input.locale].kinds[input.kind] as (p: CopyParams<NotificationKind>) => KindCopy;
  return write(shown as CopyParams<NotificationKind>);
}

interface FactRow {
  label: string;
  value: string;
}

/** A booking's facts as label and value, in the reader's language (money, dates and numbers by the domain's formatter). */
export function factRows(facts: BookingFacts, locale: Locale): FactRow[] {
  const words: FactsCopy = EMAIL_COPY[locale].facts;
  const time = (value: string) => {
    const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
    return match ? words.time(match[1]!, match[2]!) : value;
  };
  const money = (amount: number) => formatMoney(amount, locale);
  const room = say(locale, labelOf(ROOM_TYPE_TITLE_LABELS, facts.roomTypeTitle));
  const rows: FactRow[] = [
    { label: words.number, value: String(facts.bookingId) },
    {
      label: words.checkIn,
      value: words.arrival(formatDate(facts.checkIn, locale, 'long'), time(facts.checkInTime)),
    },
    {
      label: words.checkOut,
      value: words.departure(formatDate(facts.checkOut, locale, 'long'), time(facts.checkOutTime)),
    },
    { label: words.nights, value: formatNumber(facts.nights, locale) },
    { label: words.rooms, value: `${formatNumber(facts.rooms, locale)} × ${room}` },
    { label: words.total, value: money(facts.total) },
  ];
  if (facts.money?.kind === 'owedAtProperty')
    rows.push({ label: words.owedAtProperty, value: money(facts.money.amount) });
  if (facts.money?.kind === 'paid')
    rows.push({
      label: words.paid,
      value: `${money(facts.money.amount)} (${WALLET_NAMES[facts.money.wallet]})`,
    });
  rows.push({ label: words.address, value: facts.address });
  if (facts.host)
    rows.push(
      { label: words.host, value: facts.host.name },
      { label: words.hostPhone, value: facts.host.phone },
      { label: words.hostEmail, value: facts.host.email },
    );
  return rows;
}

function factTable(rows: FactRow[]): string {
  const cell = 'padding:6px 0;font-size:15px;line-height:1.4;vertical-align:top;border-top:1px solid #e5e7eb';
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse">
${rows
  .map(
    (row) =>
      `<tr><td style="${cell};padding-right:12px;color:#6b7280;white-space:nowrap">${escapeHtml(row.label)}</td><td style="${cell};color:#1f2937;font-weight:bold">${escapeHtml(row.value)}</td></tr>`,
  )
  .join('\n')}
</table>`;
}
