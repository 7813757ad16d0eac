// Our money movements of one Kigali day that went through a provider (docs/money.md#reconciliation): wallet
// payments, refunds and wallet payouts created that day, whatever their status, each with what the ledger holds
// for it. Sums are read as float8: whole francs are exact in a JS number up to 2^53.
import { sql, type SQL } from 'drizzle-orm';
import type { MoneyMovement } from '@ikaze/domain';
import type { Queryable } from '../../db/queryable.ts';
import { endOfKigaliDay, startOfKigaliDay } from '../../db/kigali-time.ts';

export type Wallet = 'mtn_momo' | 'airtel_money';

export interface OurMovement {
  movement: MoneyMovement;
  id: number;
  method: Wallet;
  /** The reference the provider was (or will be) asked under. */
  reference: string;
  status: string;
  amount: number;
  /** Refunds: how the provider is asked (its refund of the payment, or a transfer to the number that paid). */
  via: 'refund' | 'transfer' | null;
  /** Refunds: the payment given back (its reference names it at the provider). */
  paymentReference: string | null;
  /** The ledger transactions its status calls for (payment_received(_late), refund_sent, payout_sent). */
  ledger: { transactions: number; amount: number };
}

async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** A refund's or payout's one transaction of `kind`, as {transactions, amount}: their count and their debits. */
function sentLedger(column: 'refund_id' | 'payout_id', id: 'r.id' | 'o.id', kind: string): SQL {
  const owner = sql.raw(`t.${column} = ${id}`);
  return sql`json_build_object(
    'transactions', (select count(*)::int from ledger_transactions t where ${owner} and t.kind = ${kind}),
    'amount', coalesce((select sum(e.amount) from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
      where ${owner} and t.kind = ${kind} and e.amount > 0), 0)::float8)`;
}

/** Every wallet payment, refund and wallet payout created on `day` (Kigali), by id. */
export async function movementsOfDay(db: Queryable, day: string): Promise<OurMovement[]> {
  const from = startOfKigaliDay(day);
  const to = endOfKigaliDay(day);
  // A payment's money arriving is the provider account's debit in its payment_received(_late) transactions
  // (one per stay it pays); a refund's and a payout's leaving, the debits of their one sent transaction.
  const payments = rowsOf<OurMovement>(
    db,
    sql`select 'payment' as movement, p.id, p.method::text as method, p.reference::text as reference,
      p.status::text as status, p.amount::float8 as amount, null as via, null as "paymentReference",
      json_build_object(
        'transactions', (select count(*)::int from ledger_transactions t
          where t.payment_id = p.id and t.kind in ('payment_received', 'payment_received_late')),
        'amount', coalesce((select sum(e.amount) from ledger_transactions t
          join ledger_entries e on e.transaction_id = t.id
          where t.payment_id = p.id and t.kind in ('payment_received', 'payment_received_late')
            and e.account = 'provider:' || p.method::text), 0)::float8) as ledger
    from payments p
    where p.method <> 'at_property' and p.created_at >= ${from} and p.created_at < ${to}
    order by p.id`,
  );
  const refunds = rowsOf<OurMovement>(
    db,
    sql`select 'refund' as movement, r.id, p.method::text as method, r.reference::text as reference, r.status,
      r.amount::float8 as amount, r.via, p.reference::text as "paymentReference",
      ${sentLedger('refund_id', 'r.id', 'refund_sent')} as ledger
    from refunds r join payments p on p.id = r.payment_id
    where r.created_at >= ${from} and r.created_at < ${to}
    order by r.id`,
  );
  const payouts = rowsOf<OurMovement>(
    db,
    sql`select 'payout' as movement, o.id, o.method, o.reference::text as reference, o.status,
      o.amount::float8 as amount, null as via, null as "paymentReference",
      ${sentLedger('payout_id', 'o.id', 'payout_sent')} as ledger
    from payouts o
    where o.method in ('mtn_momo', 'airtel_money') and o.created_at >= ${from} and o.created_at < ${to}
    order by o.id`,
  );
  return (await Promise.all([payments, refunds, payouts])).flat().map((row) => ({
    ...row,
    id: Number(row.id),
    amount: Number(row.amount),
    ledger: { transactions: Number(row.ledger.transactions), amount: Number(row.ledger.amount) },
  }));
}
