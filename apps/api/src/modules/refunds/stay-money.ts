// A paid stay's money as refunds and payouts see it (docs/money.md), read from the ledger with the booking row
// locked by the caller: what was paid for it, what went back, the commission now, and whether its host share
// has become payable. Sums are read as float8: whole francs are exact in a JS number up to 2^53.
import { sql, type SQL } from 'drizzle-orm';
import type { TaxPart } from '@ikaze/domain';
import type { Queryable } from '../../db/queryable.ts';

export interface StayMoney {
  bookingId: number;
  hostId: number;
  paymentId: number;
  /** The wallet that paid and its number: refunds go back there. */
  method: 'mtn_momo' | 'airtel_money';
  phone: string;
  /** The whole reservation's payment (a refund of all of it may use the provider's refund of the payment). */
  paymentAmount: number;
  /** What the guest paid through us for this stay, RWF; 0 when nothing was (at the property, not yet, late). */
  paid: number;
  /** What went back or is on its way back (bookings.refunded). */
  refunded: number;
  commissionPercent: number;
  /** The commission the ledger holds for this stay now. */
  commission: number;
  /** Whether its host share became payable (after check-in and the payout delay). */
  payable: boolean;
  /** The rates its price was taxed by (docs/taxes.md): a refund gives back each tax's share. */
  taxParts: TaxPart[];
  /** Whether its payment put taxes apart in the ledger (stays paid before taxes were divided did not). */
  taxed: boolean;
}

// Over `b` (bookings): what the guest paid through us for the stay, the commission the ledger holds for it now,
// and whether its host share was released (payouts' earnings read the same).
/** What the guest paid for the stay: the debits of its payment's transaction. */
export const stayPaidSql = sql`coalesce((select sum(e.amount) from ledger_transactions t
  join ledger_entries e on e.transaction_id = t.id
  where t.booking_id = b.id and t.kind in ('payment_received', 'payment_assigned') and e.amount > 0), 0)`;
export const stayCommissionSql = sql`coalesce((select -sum(e.amount) from ledger_transactions t
  join ledger_entries e on e.transaction_id = t.id where t.booking_id = b.id and e.account = 'commission'), 0)`;
const stayTaxedSql = sql`exists (select 1 from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
  where t.booking_id = b.id and t.kind = 'payment_received' and (e.account like 'host:%:vat_held' or e.account like 'host:%:tourism_tax_held'))`;
/**
 * What a stay's refunds gave back of `column` (their amount, or the VAT or tourism tax in it: docs/taxes.md#refunds):
 * every refund but failed ones, each superseded by its next try. Over `b` unless told the booking's id.
 */
export const stayGivenBackSql = (column: 'amount' | 'vat' | 'tourism_tax', bookingId: SQL = sql`b.id`) =>
  sql`coalesce((select sum(r.${sql.raw(column)}) from refunds r
    where r.booking_id = ${bookingId} and r.status <> 'failed'), 0)`;
/** The VAT and tourism tax in what the guest keeps paid for the stay: its own less those given back. */
export const stayTaxesKeptSql = sql`(b.vat + b.tourism_tax - ${stayGivenBackSql('vat')} - ${stayGivenBackSql('tourism_tax')})`;
export const stayReleasedSql = sql`exists (select 1 from ledger_transactions t
  where t.booking_id = b.id and t.kind = 'stay_payable')`;

/** The stay's money; undefined when the booking has no payment through us. */
export async function stayMoney(tx: Queryable, bookingId: number): Promise<StayMoney | undefined> {
  const result: unknown = await tx.execute(sql`
    select b.id as "bookingId", pr.host_id as "hostId", p.id as "paymentId", p.method, p.phone,
      p.amount::float8 as "paymentAmount", b.refunded::float8 as refunded,
      coalesce(b.commission_percent, 0)::int as "commissionPercent", b.tax_parts as "taxParts",
      ${stayTaxedSql} as taxed,
      ${stayPaidSql}::float8 as paid, ${stayCommissionSql}::float8 as commission, ${stayReleasedSql} as payable
    from bookings b
    join properties pr on pr.id = b.property_id
    join payments p on p.id = b.payment_id
    where b.id = ${bookingId} and p.method <> 'at_property'`);
  return (result as { rows: StayMoney[] }).rows[0];
}
