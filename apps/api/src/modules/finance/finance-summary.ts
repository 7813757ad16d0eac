// The finance summary (docs/money.md#finance-summary): per Kigali month, read from the ledger alone (entries
// joined to their transactions, by the transaction's created_at): money in, refunded, net commission and paid out
// in the month, and what is owed to hosts and to guests at its end. Sums are read as float8: whole francs are
// exact in a JS number up to 2^53.
import { sql } from 'drizzle-orm';
import {
  FINANCE_MESSAGES,
  MAX_SUMMARY_MONTHS,
  monthsBetween,
  todayInKigali,
  type FinanceMonth,
  type FinanceSummary,
  type FinanceSummaryQuery,
} from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { addMonths, kigaliMonthOf, startOfKigaliMonth } from '../../db/kigali-time.ts';
import { badRequest } from '../../lib/errors.ts';
import { toCsvHeader, toCsvLine } from '../../lib/csv.ts';

/** Months shown when none are asked for: the year up to this month. */
const DEFAULT_MONTHS = 12;

/** The months asked for, with their defaults: a year long, up to this month in Kigali. */
export function summaryMonths(query: FinanceSummaryQuery, today = todayInKigali()): string[] {
  const thisMonth = today.slice(0, 7);
  const yearFrom = (from: string) => addMonths(from, DEFAULT_MONTHS - 1);
  const to = query.to ?? (query.from && yearFrom(query.from) < thisMonth ? yearFrom(query.from) : thisMonth);
  const months = monthsBetween(query.from ?? addMonths(to, -(DEFAULT_MONTHS - 1)), to);
  if (months.length === 0)
    throw badRequest(FINANCE_MESSAGES.monthsOutOfOrder, { code: 'VALIDATION_FAILED', field: 'to' });
  if (months.length > MAX_SUMMARY_MONTHS)
    throw badRequest(FINANCE_MESSAGES.tooManyMonths, { code: 'VALIDATION_FAILED', field: 'from' });
  return months;
}

interface MonthRow {
  month: string;
  money_in: number;
  refunded: number;
  commission: number;
  paid_out: number;
  /** Change of the hosts' held and payable balances (credits, turned positive). */
  hosts: number;
  /** Change of refunds_owed (credits, turned positive). */
  refunds_owed: number;
}

/** Per month; the balances carried from before the first month come in as the row of month 'before'. */
export async function financeSummary(db: Db, query: FinanceSummaryQuery): Promise<FinanceSummary> {
  const months = summaryMonths(query);
  const first = months[0]!;
  const end = startOfKigaliMonth(addMonths(months.at(-1)!, 1));
  const month = sql`case when t.created_at < ${startOfKigaliMonth(first)} then 'before'
    else ${kigaliMonthOf(sql`t.created_at`)} end`;
  // Money in: what the providers' accounts received; refunded and paid out: the money leaving (the debits of
  // the transactions that record it); the commission and the balances: the accounts' own movements.
  const result: unknown = await db.execute(sql`
    select ${month} as month,
      coalesce(sum(e.amount) filter (where t.kind in ('payment_received', 'payment_received_late')
        and e.account like 'provider:%'), 0)::float8 as money_in,
      coalesce(sum(e.amount) filter (where t.kind in ('refund_sent', 'refund_settled_by_hand')
        and e.amount > 0), 0)::float8 as refunded,
      coalesce(-sum(e.amount) filter (where e.account = 'commission'), 0)::float8 as commission,
      coalesce(sum(e.amount) filter (where t.kind = 'payout_sent' and e.amount > 0), 0)::float8 as paid_out,
      coalesce(-sum(e.amount) filter (where e.account like 'host:%held' or e.account like 'host:%:payable'),
        0)::float8 as hosts,
      coalesce(-sum(e.amount) filter (where e.account = 'refunds_owed'), 0)::float8 as refunds_owed
    from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
    where t.created_at < ${end}
    group by 1`);
  const rows = new Map((result as { rows: MonthRow[] }).rows.map((row) => [row.month, row]));
  const before = rows.get('before');
  let owedToHosts = Number(before?.hosts ?? 0);
  let refundsOwed = Number(before?.refunds_owed ?? 0);
  const answer: FinanceMonth[] = months.map((name) => {
    const row = rows.get(name);
    owedToHosts += Number(row?.hosts ?? 0);
    refundsOwed += Number(row?.refunds_owed ?? 0);
    return {
      month: name,
      moneyIn: Number(row?.money_in ?? 0),
      refunded: Number(row?.refunded ?? 0),
      commission: Number(row?.commission ?? 0),
      paidOut: Number(row?.paid_out ?? 0),
      owedToHosts,
      refundsOwed,
    };
  });
  return { from: first, to: months.at(-1)!, months: answer };
}

/** The CSV (at most 36 rows): a header row of the answer's field names (read by the finance side's scripts). */
export function financeSummaryCsv(summary: FinanceSummary): string {
  const header = toCsvHeader([
    'month',
    'money_in',
    'refunded',
    'commission',
    'paid_out',
    'owed_to_hosts',
    'refunds_owed',
    'currency',
  ]);
  const rows = summary.months.map((m) =>
    toCsvLine([m.month, m.moneyIn, m.refunded, m.commission, m.paidOut, m.owedToHosts, m.refundsOwed, 'RWF']),
  );
  return header + rows.join('');
}
