// The double-entry ledger (docs/ledger.md): every movement of money is one transaction of entries that sum to 0
// (debits positive, credits negative, whole RWF), written in the database transaction of the change that causes
// it. The database refuses an unbalanced transaction at commit and any update or delete (migration 0035); this
// module only writes, and sums.
import { sql, type SQL } from 'drizzle-orm';
import type { PaymentMethod } from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, ledgerTransactions } from '../../db/schema.ts';

/** The accounts money moves between (docs/ledger.md#accounts). */
export const ACCOUNTS = {
  /** What a provider collected for us and holds in our collection account (an asset). */
  provider: (method: Exclude<PaymentMethod, 'at_property'>) => `provider:${method}`,
  /** Guests' payments for stays still to come, held until the stay is paid out or refunded (owed). */
  guestPaymentsHeld: 'guest_payments_held',
  /** Money taken for rooms that were no longer held (a late approval): owed back to the guest. */
  refundsOwed: 'refunds_owed',
} as const;

export type LedgerKind = 'payment_received' | 'payment_received_late';

export interface LedgerLine {
  account: string;
  /** Debit positive, credit negative, whole RWF. */
  amount: number;
}

type Writer = Pick<Db, 'insert'>;

/** Writes one balanced transaction (at least two lines summing to 0) in the caller's database transaction. */
export async function recordLedgerTransaction(
  tx: Writer,
  kind: LedgerKind,
  paymentId: number | null,
  lines: LedgerLine[],
): Promise<void> {
  const sum = lines.reduce((total, line) => total + line.amount, 0);
  if (
    lines.length < 2 ||
    sum !== 0 ||
    lines.some((line) => !Number.isSafeInteger(line.amount) || line.amount === 0)
  )
    throw new Error(`unbalanced ledger transaction ${kind}: ${JSON.stringify(lines)}`);
  const [created] = await tx
    .insert(ledgerTransactions)
    .values({ kind, paymentId })
    .returning({ id: ledgerTransactions.id });
  await tx.insert(ledgerEntries).values(lines.map((line) => ({ transactionId: created!.id, ...line })));
}

/** A payment's money arriving: from the provider's account to what is held for the stay (or owed back). */
export function paymentReceivedLines(
  method: Exclude<PaymentMethod, 'at_property'>,
  amount: number,
  roomsStillHeld: boolean,
): LedgerLine[] {
  return [
    { account: ACCOUNTS.provider(method), amount },
    { account: roomsStillHeld ? ACCOUNTS.guestPaymentsHeld : ACCOUNTS.refundsOwed, amount: -amount },
  ];
}

export interface LedgerCheck {
  /** Each account's balance (debits minus credits). */
  accounts: { account: string; balance: number }[];
  /** Transactions whose entries do not sum to 0 (or have fewer than two): none, when the ledger is sound. */
  unbalanced: { transactionId: number; sum: number; entries: number }[];
  transactions: number;
}

/** Sums the whole ledger, independently of the trigger that guards it (npm run ledger:check, the tests). */
export async function checkLedger(db: Pick<Db, 'execute'>): Promise<LedgerCheck> {
  const rows = async <T>(query: SQL): Promise<T[]> => {
    const result: unknown = await db.execute(query);
    return (result as { rows: T[] }).rows;
  };
  const accounts = await rows<{ account: string; balance: string }>(
    sql`select account, sum(amount)::text as balance from ledger_entries group by account order by account`,
  );
  const unbalanced = await rows<{ transaction_id: string; sum: string; entries: number }>(sql`
    select t.id::text as transaction_id, coalesce(sum(e.amount), 0)::text as sum, count(e.id)::int as entries
    from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
    group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2`);
  const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from ledger_transactions`);
  return {
    accounts: accounts.map((row) => ({ account: row.account, balance: Number(row.balance) })),
    unbalanced: unbalanced.map((row) => ({
      transactionId: Number(row.transaction_id),
      sum: Number(row.sum),
      entries: row.entries,
    })),
    transactions: count?.n ?? 0,
  };
}
