// The platform's commission invoices to hosts and the admins' taxes collected, as the API takes and answers them
// (docs/commission-invoices.md). Amounts are whole RWF.
import { z } from 'zod';
import { template } from '../i18n/translate.ts';
import { monthSchema } from './finance.ts';
import { entityIdSchema } from './common.ts';

export const COMMISSION_INVOICE_MESSAGES = {
  title: 'Commission invoice',
  number: 'Invoice number',
  issued: 'Date of issue',
  month: 'Month invoiced',
  from: 'From',
  to: 'To',
  platformTin: 'TIN',
  commission: 'Commission on your stays (VAT included)',
  commissionNoVat: 'Commission on your stays',
  net: 'Commission before VAT',
  vat: template('VAT on the commission ({percent}%)'),
  notRegistered: 'The platform is not registered for VAT: no VAT is charged.',
  footer: 'The commission was taken from your stays’ payments: nothing is left to pay.',
  notFound: 'There is no such invoice.',
  monthNotOver: 'That month is not over yet in Kigali.',
} as const;

/** `IKZ-C-000042`: the commission invoices' numbers, apart from the receipts' `IKZ-000042`. */
export function formatInvoiceNumber(n: number): string {
  return `IKZ-C-${String(n).padStart(6, '0')}`;
}

/** The number in `IKZ-C-000042`, or null. */
export function parseInvoiceNumber(value: string): number | null {
  const match = /^IKZ-C-(\d{6,9})$/.exec(value);
  return match ? Number(match[1]) : null;
}

/**
 * The VAT inside a VAT-inclusive amount: amount × p / (100 + p), rounded half up (half away from 0 for a credit),
 * in whole francs: 11,800 at 18 % holds 1,800.
 */
export function vatIncluded(amount: number, percent: number): number {
  const sign = amount < 0 ? -1 : 1;
  return sign * Math.floor((2 * Math.abs(amount) * percent + 100 + percent) / (2 * (100 + percent)));
}

export const commissionInvoiceSchema = z.object({
  /** IKZ-C-000001 */
  number: z.string(),
  hostId: z.number().int(),
  hostName: z.string(),
  /** The Kigali month invoiced, YYYY-MM. */
  month: z.string(),
  /** The commission, VAT included. */
  commission: z.number().int(),
  /** The commission less its VAT. */
  net: z.number().int(),
  vat: z.number().int(),
  /** The VAT rate when the platform was registered on the day of issue; 0 otherwise. */
  vatPercent: z.number().int(),
  issuedAt: z.string(),
});
export type CommissionInvoice = z.infer<typeof commissionInvoiceSchema>;

export const invoiceListQuerySchema = z.object({
  /** Admins: one host's invoices (every host's when left out). Hosts always read their own. */
  hostId: entityIdSchema('user').optional(),
});

/** Any text: a number not of the form IKZ-C-000001 is one never given (404, as for one not the asker's). */
export const invoiceNumberParamsSchema = z.object({ number: z.string().max(40) });

export const invoiceIssueQuerySchema = z.object({ month: monthSchema });

export const invoiceIssueResultSchema = z.object({
  month: z.string(),
  /** The invoices this run issued (none when the month was already issued). */
  issued: z.array(commissionInvoiceSchema),
});
export type InvoiceIssueResult = z.infer<typeof invoiceIssueResultSchema>;

/** One Kigali month of taxes on stays paid through us, across all hosts, refunds taken off in their own month. */
export const taxMonthSchema = z.object({
  month: z.string(),
  /** Room charges of the stays paid in the month, less what refunds in the month gave back of them. */
  roomCharge: z.number().int(),
  vat: z.number().int(),
  tourismTax: z.number().int(),
  /** The part of those taxes that refunds in the month gave back (already taken off above). */
  vatRefunded: z.number().int(),
  tourismTaxRefunded: z.number().int(),
  /** Room charges of VAT-registered properties' stays (what the VAT is on), net of refunds. */
  roomChargeVatRegistered: z.number().int(),
});
export type TaxMonth = z.infer<typeof taxMonthSchema>;

export const taxSummarySchema = z.object({ months: z.array(taxMonthSchema) });
export type TaxSummary = z.infer<typeof taxSummarySchema>;
