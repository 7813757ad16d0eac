// A host's monthly statement (docs/statements.md): the stays that checked out in a Kigali month, what each kept
// after refunds (room charge, VAT, tourism tax), the commission, the payouts of the month, and the taxes the host
// declares by the 15th of the next month. The API writes it as a PDF and a CSV; these are its words and its rules.
import { z } from 'zod';
import { LOCALES } from './i18n/locales.ts';
import { template } from './i18n/translate.ts';

/** A month as YYYY-MM. */
export const STATEMENT_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The day of the month after `month` by which its tourism tax and VAT are declared and paid (Law 015/2025). */
export const TAX_FILING_DAY = 15;

/** The month after a YYYY-MM month. */
export function nextMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** The month before a YYYY-MM month. */
export function previousMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

/** The filing deadline of a month's tourism tax and VAT: the 15th of the next month, YYYY-MM-DD. */
export const taxFilingDeadline = (month: string) => `${nextMonth(month)}-${TAX_FILING_DAY}`;

/** Where a month's statement downloads (the signed-in host's; an admin adds ?hostId=). */
export const statementPath = (month: string, format: 'pdf' | 'csv') =>
  `/api/host/statements/${month}.${format}`;

export const STATEMENT_MESSAGES = {
  monthInvalid: 'Choose the statement’s month as YYYY-MM.',
  hostRequired: 'Say whose statement: add ?hostId= with the host’s id.',
  hostNotFound: 'No host has this id.',
  title: 'Monthly statement',
  host: 'Host',
  hostTin: 'TIN',
  month: 'Month',
  issued: 'Issued',
  stays: 'Stays checked out this month',
  noStays: 'No stay paid through Ikaze checked out this month.',
  dates: 'Dates',
  paid: 'Paid by the guest',
  refunded: 'Refunded',
  commission: 'Commission',
  net: 'Net to you',
  totals: 'Totals',
  taxesDue: 'Taxes to declare',
  tourismTaxDue: 'Tourism tax due',
  vatDue: 'VAT due',
  deadline: 'Declare and pay by',
  payouts: 'Payouts this month',
  noPayouts: 'No payout was made this month.',
  payout: template('Payout of {day}'),
  payoutsTotal: 'Paid out',
  bank: 'Bank transfer',
  footer:
    'Amounts in Rwandan francs, taxes included in what the guest paid. Ikaze keeps the tourism tax and VAT apart ' +
    'for you: you declare and pay them to the Rwanda Revenue Authority.',
  // The CSV's own columns (the others are the earnings CSV's, PAYOUT_MESSAGES).
  csvRoomCharge: 'Room charge kept (RWF)',
  csvVat: 'VAT kept (RWF)',
  csvTourismTax: 'Tourism tax kept (RWF)',
  csvTotal: 'Total',
} as const;

/** GET /api/host/statements/{month}.pdf|.csv: the month, and for an admin the host. */
export const statementParamsSchema = z.object({
  month: z
    .string({ error: STATEMENT_MESSAGES.monthInvalid })
    .regex(STATEMENT_MONTH, { error: STATEMENT_MESSAGES.monthInvalid }),
});
export const statementQuerySchema = z.object({
  hostId: z.coerce
    .number({ error: STATEMENT_MESSAGES.hostNotFound })
    .int({ error: STATEMENT_MESSAGES.hostNotFound })
    .positive({ error: STATEMENT_MESSAGES.hostNotFound })
    .max(2_147_483_647, { error: STATEMENT_MESSAGES.hostNotFound })
    .optional(),
  /** The statement's language, when not the asker's (an email's link says the host's). */
  lang: z.enum(LOCALES).optional(),
});
