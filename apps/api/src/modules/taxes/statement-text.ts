// A monthly statement in the reader's language as the receipt's rows (docs/statements.md), so the receipt's PDF
// layout writes it: the host and month, a section per stay, the totals, the payouts, and the taxes to declare.
import {
  RECEIPT_MESSAGES,
  ROOM_TYPE_TITLE_LABELS,
  STATEMENT_MESSAGES as M,
  WALLET_NAMES,
  formatDate,
  formatMoney,
  formatMonthYear,
  labelOf,
  translateTemplate,
  type Locale,
} from '@ikaze/domain';
import { say } from '../../lib/translations.ts';
import { taxRows, type Row, type RowsDocument } from '../payments/index.ts';
import type { Statement, StatementStay, StatementTotals } from './statement-data.ts';

function moneyRows(
  figures: StatementTotals,
  rates: Pick<StatementStay, 'vatPercent' | 'tourismPercent'>,
  locale: Locale,
): Row[] {
  const t = (english: string) => say(locale, english);
  const money = (amount: number) => formatMoney(amount, locale);
  const rows: Row[] = [{ label: t(M.paid), value: money(figures.paid) }];
  if (figures.refunded > 0) rows.push({ label: t(M.refunded), value: `-${money(figures.refunded)}` });
  rows.push(...taxRows(figures, rates, locale, '   '));
  rows.push(
    { label: t(M.commission), value: `-${money(figures.commission)}` },
    { label: t(M.net), value: money(figures.net), strong: true },
  );
  return rows;
}

/** How a payout went: the wallet's name, or a bank transfer. */
const payoutMethod = (method: string, locale: Locale) =>
  method in WALLET_NAMES ? WALLET_NAMES[method as keyof typeof WALLET_NAMES] : say(locale, M.bank);

function stayRows(stay: StatementStay, locale: Locale): Row[] {
  const t = (english: string) => say(locale, english);
  return [
    { label: t(RECEIPT_MESSAGES.property), value: stay.propertyName },
    { label: t(RECEIPT_MESSAGES.roomType), value: t(labelOf(ROOM_TYPE_TITLE_LABELS, stay.roomTypeTitle)) },
    {
      label: t(M.dates),
      value: `${formatDate(stay.checkIn, locale, 'long')} – ${formatDate(stay.checkOut, locale, 'long')}`,
    },
    ...moneyRows(stay, stay, locale),
  ];
}

/** The month as the reader writes it: `December 2026`, `décembre 2026`. */
export const statementMonthName = (month: string, locale: Locale) => formatMonthYear(`${month}-01`, locale);

export function statementText(statement: Statement, locale: Locale, issuedAt: Date): RowsDocument {
  const t = (english: string) => say(locale, english);
  const money = (amount: number) => formatMoney(amount, locale);
  const head: Row[] = [
    { label: t(M.host), value: statement.host.name, strong: true },
    { label: t(M.month), value: statementMonthName(statement.month, locale) },
    { label: t(M.issued), value: formatDate(issuedAt, locale, 'long') },
  ];
  if (statement.tins.length > 0) head.push({ label: t(M.hostTin), value: statement.tins.join(', ') });
  const stays = statement.stays.map((stay) => ({
    heading: translateTemplate(locale, RECEIPT_MESSAGES.booking, { id: String(stay.bookingId) }),
    rows: stayRows(stay, locale),
  }));
  const named = { vatPercent: null, tourismPercent: null };
  const sections = [
    {
      heading: t(M.stays),
      rows: stays.length === 0 ? [{ label: t(M.noStays), value: '' }] : [],
    },
    ...stays,
    { heading: t(M.totals), rows: moneyRows(statement.totals, named, locale) },
    {
      heading: t(M.payouts),
      rows:
        statement.payouts.length === 0
          ? [{ label: t(M.noPayouts), value: '' }]
          : [
              ...statement.payouts.map((payout) => ({
                label: translateTemplate(locale, M.payout, { day: formatDate(payout.day, locale, 'long') }),
                value: `${money(payout.amount)} · ${payoutMethod(payout.method, locale)} ${payout.destination}`,
              })),
              { label: t(M.payoutsTotal), value: money(statement.paidOut), strong: true },
            ],
    },
  ];
  return {
    locale,
    title: t(M.title),
    number: statement.month,
    head,
    stays: sections,
    payment: [
      { label: t(M.taxesDue), value: '', strong: true },
      { label: t(M.tourismTaxDue), value: money(statement.due.tourismTax) },
      { label: t(M.vatDue), value: money(statement.due.vat) },
      { label: t(M.deadline), value: formatDate(statement.due.deadline, locale, 'long'), strong: true },
    ],
    footer: t(M.footer),
  };
}
