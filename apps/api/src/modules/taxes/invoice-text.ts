// A commission invoice in the reader's language (docs/commission-invoices.md#the-pdf), as the rows the receipt's
// PDF layout draws (payments/receipts/receipt-pdf.ts): who issues it (the platform, its TIN), to whom, the month,
// and the commission with the VAT in it.
import {
  COMMISSION_INVOICE_MESSAGES as M,
  formatDate,
  formatMoney,
  formatMonthYear,
  translateTemplate,
  type Locale,
} from '@ikaze/domain';
import type { ReceiptText, ReceiptRow } from '../payments/index.ts';
import { say } from '../../lib/translations.ts';
import type { StoredInvoice } from './commission-invoices.ts';

const PLATFORM = 'Ikaze';

export function invoiceText(invoice: StoredInvoice, locale: Locale): ReceiptText {
  const t = (english: string) => say(locale, english);
  const money = (amount: number) => formatMoney(amount, locale);
  const amounts: ReceiptRow[] =
    invoice.vatPercent > 0
      ? [
          { label: t(M.net), value: money(invoice.net) },
          {
            label: translateTemplate(locale, M.vat, { percent: invoice.vatPercent }),
            value: money(invoice.vat),
          },
          { label: t(M.commission), value: money(invoice.commission), strong: true },
        ]
      : [
          { label: t(M.commissionNoVat), value: money(invoice.commission), strong: true },
          { label: t(M.notRegistered), value: '' },
        ];
  return {
    locale,
    title: t(M.title),
    number: invoice.number,
    head: [
      { label: t(M.number), value: invoice.number, strong: true },
      { label: t(M.issued), value: formatDate(new Date(invoice.issuedAt), locale, 'long') },
      { label: t(M.month), value: formatMonthYear(`${invoice.month}-01`, locale) },
    ],
    stays: [
      {
        heading: t(M.from),
        rows: [
          { label: PLATFORM, value: '' },
          ...(invoice.platformTin ? [{ label: t(M.platformTin), value: invoice.platformTin }] : []),
        ],
      },
      { heading: t(M.to), rows: [{ label: invoice.hostName, value: '' }] },
    ],
    payment: amounts,
    footer: t(M.footer),
  };
}
