// The admins' finance views as the API takes and answers them (docs/money.md#reconciliation,
// docs/money.md#finance-summary, docs/decisions/0055-reconciliation.md): the daily reconciliation's runs with
// what disagreed, and the per-month summary read from the ledger. Amounts are whole RWF.
import { z } from 'zod';
import { calendarDateSchema } from './common.ts';

export const FINANCE_MESSAGES = {
  badMonth: 'Months must look like YYYY-MM.',
  monthsOutOfOrder: 'The first month must not be after the last.',
  tooManyMonths: 'Ask for at most 36 months at a time.',
  dayNotBegun: 'That day has not begun in Kigali yet.',
} as const;

/** At most this many months in one summary (three years). */
export const MAX_SUMMARY_MONTHS = 36;

/** What one finding is about: a row of ours, or a provider's record. */
export const MONEY_MOVEMENTS = ['payment', 'refund', 'payout'] as const;
export type MoneyMovement = (typeof MONEY_MOVEMENTS)[number];

/**
 * What disagreed:
 * - `status`: the provider's state and ours differ (a final one on either side);
 * - `amount`: the provider holds another amount under the reference;
 * - `missing_at_provider`: we count it as done, the provider holds nothing under its reference;
 * - `unknown_to_us`: the provider holds a record of the day under a reference we never made;
 * - `ledger`: the ledger does not hold exactly the transactions its status calls for;
 * - `no_answer`: the provider did not answer the look-up, so it could not be checked.
 */
export const DISAGREEMENT_KINDS = [
  'status',
  'amount',
  'missing_at_provider',
  'unknown_to_us',
  'ledger',
  'no_answer',
] as const;
export type DisagreementKind = (typeof DISAGREEMENT_KINDS)[number];

export const disagreementSchema = z.object({
  kind: z.enum(DISAGREEMENT_KINDS),
  movement: z.enum(MONEY_MOVEMENTS),
  /** Our row's id; null for a provider's record we do not know. */
  id: z.number().int().nullable(),
  method: z.enum(['mtn_momo', 'airtel_money']),
  /** The reference the provider knows it by. */
  reference: z.string(),
  /** Our row's status and amount; null for a record unknown to us. */
  ours: z.object({ status: z.string(), amount: z.number().int() }).nullable(),
  /** What the provider says: its state (not_found, unknown…) and amount when it tells one. */
  theirs: z.object({ status: z.string(), amount: z.number().int().nullable() }).nullable(),
  /** For `ledger`: the transactions found for the row and the money they move. */
  ledger: z.object({ transactions: z.number().int(), amount: z.number().int() }).nullable(),
});
export type Disagreement = z.infer<typeof disagreementSchema>;

export const reconciliationRunSchema = z.object({
  id: z.number().int(),
  /** The Kigali day checked. */
  day: z.string(),
  /** How many of our rows and the providers' records were compared. */
  checked: z.number().int(),
  disagreements: z.array(disagreementSchema),
  startedAt: z.string(),
  /** Null while it runs (or when it stopped before the end). */
  finishedAt: z.string().nullable(),
});
export type ReconciliationRun = z.infer<typeof reconciliationRunSchema>;

export const reconciliationRunQuerySchema = z.object({
  /** The Kigali day to check; yesterday when left out. */
  day: calendarDateSchema.optional(),
});

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const monthSchema = z.string().regex(MONTH, { error: FINANCE_MESSAGES.badMonth });

/**
 * Months from `from` to `to`, both included (YYYY-MM), at most `limit` of them: a bound, so that no pair of
 * values (even ones that are not months) can make it loop long.
 */
export function monthsBetween(from: string, to: string, limit = 1200): string[] {
  const months: string[] = [];
  if (!MONTH.test(from) || !MONTH.test(to)) return months;
  let [year, month] = from.split('-').map(Number) as [number, number];
  while (months.length < limit) {
    const value = `${year}-${String(month).padStart(2, '0')}`;
    if (value > to) return months;
    months.push(value);
    month += 1;
    if (month === 13) [year, month] = [year + 1, 1];
  }
  return months;
}

export const financeSummaryQuerySchema = z
  .object({
    /** The first month (YYYY-MM); 11 months before `to` when left out. */
    from: monthSchema.optional(),
    /** The last month (YYYY-MM); this month in Kigali when left out. */
    to: monthSchema.optional(),
  })
  // Zod runs these even when a month above was refused: they judge only two well-formed months.
  .refine((q) => !q.from || !q.to || !MONTH.test(q.from) || !MONTH.test(q.to) || q.from <= q.to, {
    error: FINANCE_MESSAGES.monthsOutOfOrder,
    path: ['to'],
  })
  .refine(
    (q) =>
      !q.from || !q.to || monthsBetween(q.from, q.to, MAX_SUMMARY_MONTHS + 1).length <= MAX_SUMMARY_MONTHS,
    {
      error: FINANCE_MESSAGES.tooManyMonths,
      path: ['from'],
    },
  );
export type FinanceSummaryQuery = z.infer<typeof financeSummaryQuerySchema>;

/** One month of the ledger (created_at in Kigali), positive amounts. */
export const financeMonthSchema = z.object({
  month: z.string(),
  /** Payments received (on time or late). */
  moneyIn: z.number().int(),
  /** Refunds the providers confirmed, and those settled by hand. */
  refunded: z.number().int(),
  /** The platform's commission, net: taken on stays paid, less what refunds gave back. */
  commission: z.number().int(),
  /** Payouts confirmed sent. */
  paidOut: z.number().int(),
  /** Hosts' held and payable balances at the month's end. */
  owedToHosts: z.number().int(),
  /** Refunds decided and not yet sent at the month's end. */
  refundsOwed: z.number().int(),
});
export type FinanceMonth = z.infer<typeof financeMonthSchema>;

export const financeSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(financeMonthSchema),
});
export type FinanceSummary = z.infer<typeof financeSummarySchema>;
