// A receipt in the reader's language, as rows of label and value that both the HTML page and the PDF lay out
// (docs/receipts.md): the words from the domain catalogs, money, dates and numbers from the formatting module.
import {
  RATE_PLAN_LABELS,
  RECEIPT_MESSAGES,
  ROOM_TYPE_TITLE_LABELS,
  TAX_MESSAGES,
  WALLET_NAMES,
  formatDate,
  formatMoney,
  formatNumber,
  formatReceiptNumber,
  labelOf,
  maskPhone,
  translateTemplate,
  type Locale,
  type Taxes,
  type TemplatedMessage,
} from '@ikaze/domain';
import { say } from '../../../lib/translations.ts';
import type { Receipt, ReceiptLine } from './receipt-data.ts';
import type { Row, RowsDocument } from './receipt-pdf.ts';

/**
 * The receipt's rows: head = receipt number, date, guest; payment = the other stays' sum (a host's view), then the
 * amount paid and how.
 */
export type ReceiptText = RowsDocument;

const KIGALI_UTC_OFFSET_MS = 2 * 3_600_000;

/** `24 December 2026, 14:05 (Kigali time)` in the reader's language. */
function kigaliDateTime(at: Date, locale: Locale): string {
  const kigali = new Date(at.getTime() + KIGALI_UTC_OFFSET_MS);
  const time = `${String(kigali.getUTCHours()).padStart(2, '0')}:${String(kigali.getUTCMinutes()).padStart(2, '0')}`;
  return `${formatDate(at, locale, 'long')}, ${time} (${say(locale, RECEIPT_MESSAGES.kigaliTime)})`;
}

/**
 * How an amount divides, one row a part (docs/taxes.md): the room charge, VAT when there is any, the tourism tax;
 * a rate is named when every night had it.
 */
export function taxRows(
  taxes: Taxes,
  rates: Pick<ReceiptLine, 'vatPercent' | 'tourismPercent'>,
  locale: Locale,
  indent: string,
  show = (amount: number) => formatMoney(amount, locale),
): Row[] {
  const t = (english: string) => say(locale, english);
  const named = (withRate: TemplatedMessage<string>, plain: string, percent: number | null) =>
    percent === null ? t(plain) : translateTemplate(locale, withRate, { percent });
  const rows: Row[] = [{ label: `${indent}${t(TAX_MESSAGES.roomCharge)}`, value: show(taxes.roomCharge) }];
  if (taxes.vat > 0)
    rows.push({
      label: `${indent}${named(TAX_MESSAGES.vat, TAX_MESSAGES.vatPlain, rates.vatPercent)}`,
      value: show(taxes.vat),
    });
  rows.push({
    label: `${indent}${named(TAX_MESSAGES.tourismTax, TAX_MESSAGES.tourismTaxPlain, rates.tourismPercent)}`,
    value: show(taxes.tourismTax),
  });
  return rows;
}

function stayRows(line: ReceiptLine, locale: Locale): Row[] {
  const t = (english: string) => say(locale, english);
  const money = (amount: number) => formatMoney(amount, locale);
  // A discount taken off: `-RWF 5,000`, `-5 000 RWF`.
  const off = (amount: number) => (amount >= 0 ? `-${money(amount)}` : money(-amount));
  const rows: Row[] = [
    { label: t(RECEIPT_MESSAGES.property), value: line.propertyName },
    { label: t(RECEIPT_MESSAGES.roomType), value: t(labelOf(ROOM_TYPE_TITLE_LABELS, line.roomTypeTitle)) },
    { label: t(RECEIPT_MESSAGES.checkIn), value: formatDate(line.checkIn, locale, 'long') },
    { label: t(RECEIPT_MESSAGES.checkOut), value: formatDate(line.checkOut, locale, 'long') },
    { label: t(RECEIPT_MESSAGES.nights), value: formatNumber(line.nights, locale) },
    { label: t(RECEIPT_MESSAGES.rooms), value: formatNumber(line.rooms, locale) },
    { label: t(RECEIPT_MESSAGES.plan), value: t(labelOf(RATE_PLAN_LABELS, line.plan)) },
    { label: t(RECEIPT_MESSAGES.pricePerNight), value: '' },
    ...line.nightPrices.map(({ night, price }) => ({
      label: `   ${formatDate(night, locale)}`,
      value: money(price),
    })),
    { label: t(RECEIPT_MESSAGES.subtotal), value: money(line.subtotal) },
  ];
  if (line.roomDiscount.amount !== 0)
    rows.push({
      label: translateTemplate(locale, RECEIPT_MESSAGES.roomDiscount, { percent: line.roomDiscount.percent }),
      value: off(line.roomDiscount.amount),
    });
  if (line.planDiscount.amount !== 0)
    rows.push({
      label: translateTemplate(locale, RECEIPT_MESSAGES.planDiscount, { percent: line.planDiscount.percent }),
      value: off(line.planDiscount.amount),
    });
  rows.push({ label: t(RECEIPT_MESSAGES.bookingTotal), value: money(line.total), strong: true });
  rows.push(...taxRows(line.taxes, line, locale, '   '));
  if (line.tin) rows.push({ label: t(RECEIPT_MESSAGES.hostTin), value: line.tin });
  if (line.refunded.amount > 0) {
    rows.push({ label: t(RECEIPT_MESSAGES.refunded), value: off(line.refunded.amount), strong: true });
    rows.push(...taxRows(line.refunded, line, locale, '   ', off));
  }
  return rows;
}

export function receiptText(receipt: Receipt, locale: Locale): ReceiptText {
  const t = (english: string) => say(locale, english);
  const number = formatReceiptNumber(receipt.number);
  const payment: Row[] = [];
  if (receipt.otherStays > 0)
    payment.push({ label: t(RECEIPT_MESSAGES.otherStays), value: formatMoney(receipt.otherStays, locale) });
  payment.push(
    { label: t(RECEIPT_MESSAGES.amountPaid), value: formatMoney(receipt.amount, locale), strong: true },
    { label: t(RECEIPT_MESSAGES.method), value: WALLET_NAMES[receipt.method] },
    { label: t(RECEIPT_MESSAGES.payer), value: maskPhone(receipt.phone) },
    { label: t(RECEIPT_MESSAGES.transaction), value: receipt.providerTransactionId ?? '' },
    { label: t(RECEIPT_MESSAGES.paidAt), value: kigaliDateTime(receipt.paidAt, locale) },
  );
  return {
    locale,
    title: t(RECEIPT_MESSAGES.title),
    number,
    head: [
      { label: t(RECEIPT_MESSAGES.number), value: number, strong: true },
      { label: t(RECEIPT_MESSAGES.date), value: formatDate(receipt.paidAt, locale, 'long') },
      { label: t(RECEIPT_MESSAGES.guest), value: receipt.guestName },
    ],
    stays: receipt.lines.map((line) => ({
      heading: translateTemplate(locale, RECEIPT_MESSAGES.booking, { id: String(line.bookingId) }),
      rows: stayRows(line, locale),
    })),
    payment,
    footer: t(RECEIPT_MESSAGES.footer),
  };
}
