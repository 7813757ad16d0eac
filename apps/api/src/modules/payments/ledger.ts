// The double-entry ledger (docs/ledger.md): every movement of money is one transaction of entries that sum to 0
// (debits positive, credits negative, whole RWF), written in the database transaction of the change that causes
// it. The database refuses an unbalanced transaction at commit and any update or delete (migration 0035); this
// module only writes, and sums.
import { sql, type SQL } from 'drizzle-orm';
import type { PaymentMethod, Taxes } from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, ledgerTransactions } from '../../db/schema.ts';

/** The accounts money moves between (docs/ledger.md#accounts). */
export const ACCOUNTS = {
  /** What a provider collected for us and holds in our collection account (an asset). */
  provider: (method: Exclude<PaymentMethod, 'at_property'>) => `provider:${method}`,
  /** Our bank account: bank batches to hosts and refunds settled by hand leave from it (an asset). */
  bank: 'bank',
  /** Guests' payments recorded before stays were split between host and commission (owed; docs/ledger.md). */
  guestPaymentsHeld: 'guest_payments_held',
  /** A host's share of paid stays not yet payable: before check-in and the payout delay (owed to the host). */
  hostHeld: (hostId: number) => `host:${hostId}:held`,
  /**
   * VAT and the tourism tax collected on a host's stays, kept apart from their share (docs/taxes.md#ledger): the
   * host files and pays them, so they are paid out with the share once it is payable.
   */
  hostVatHeld: (hostId: number) => `host:${hostId}:vat_held`,
  hostTourismTaxHeld: (hostId: number) => `host:${hostId}:tourism_tax_held`,
  /** Everything held for a host until their stays are payable: the share and both taxes. */
  hostHeldAll: (hostId: number) => [
    ACCOUNTS.hostHeld(hostId),
    ACCOUNTS.hostVatHeld(hostId),
    ACCOUNTS.hostTourismTaxHeld(hostId),
  ],
  /** A host's share that may be paid out now; negative when a refund came after a payout (carried). */
  hostPayable: (hostId: number) => `host:${hostId}:payable`,
  /** The platform's commission on paid stays (revenue). */
  commission: 'commission',
  /** Money to give back to guests: refunds decided and not yet confirmed by the provider (owed). */
  refundsOwed: 'refunds_owed',
  /** Payouts asked of a provider or put in a bank batch, not yet confirmed sent. */
  payoutsInFlight: 'payouts_in_flight',
} as const;

export const LEDGER_KINDS = [
  'payment_received',
  'payment_received_late',
  'payment_assigned',
  'refund_owed',
  'refund_sent',
  'refund_settled_by_hand',
  'stay_payable',
  'payout_started',
  'payout_sent',
  'payout_failed',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface LedgerLine {
  account: string;
  /** Debit positive, credit negative, whole RWF. */
  amount: number;
}

/** What a transaction is about: the rows its money movement belongs to. */
export interface LedgerRefs {
  paymentId?: number | null;
  bookingId?: number | null;
  refundId?: number | null;
  payoutId?: number | null;
}

type Writer = Pick<Db, 'insert'>;

/**
 * Writes one balanced transaction (at least two lines summing to 0) in the caller's database transaction. Lines
 * of 0 are left out (a stay with no commission has no commission line).
 */
export async function recordLedgerTransaction(
  tx: Writer,
  kind: LedgerKind,
  refs: LedgerRefs,
  allLines: LedgerLine[],
): Promise<void> {
  const lines = allLines.filter((line) => line.amount !== 0);
  const sum = lines.reduce((total, line) => total + line.amount, 0);
  if (lines.length < 2 || sum !== 0 || lines.some((line) => !Number.isSafeInteger(line.amount)))
    throw new Error(`unbalanced ledger transaction ${kind}: ${JSON.stringify(allLines)}`);
  const [created] = await tx
    .insert(ledgerTransactions)
    .values({
      kind,
      paymentId: refs.paymentId ?? null,
      bookingId: refs.bookingId ?? null,
      refundId: refs.refundId ?? null,
      payoutId: refs.payoutId ?? null,
    })
    .returning({ id: ledgerTransactions.id });
  await tx.insert(ledgerEntries).values(lines.map((line) => ({ transactionId: created!.id, ...line })));
}

/**
 * A stay's money arriving with its payment: from the provider's account to the host's held share, the commission
 * on the room charge (docs/money.md#commission) and the taxes held for the host (docs/taxes.md#ledger).
 */
export function stayPaidLines(
  method: Exclude<PaymentMethod, 'at_property'>,
  stay: { hostId: number; taxes: Taxes; commission: number },
): LedgerLine[] {
  const { roomCharge, vat, tourismTax } = stay.taxes;
  return [
    { account: ACCOUNTS.provider(method), amount: roomCharge + vat + tourismTax },
    { account: ACCOUNTS.hostHeld(stay.hostId), amount: -(roomCharge - stay.commission) },
    { account: ACCOUNTS.commission, amount: -stay.commission },
    { account: ACCOUNTS.hostVatHeld(stay.hostId), amount: -vat },
    { account: ACCOUNTS.hostTourismTaxHeld(stay.hostId), amount: -tourismTax },
  ];
}

/** A payment whose rooms were no longer held (a late approval): all of it is owed back. */
export function paymentReceivedLateLines(
  method: Exclude<PaymentMethod, 'at_property'>,
  amount: number,
): LedgerLine[] {
  return [
    { account: ACCOUNTS.provider(method), amount },
    { account: ACCOUNTS.refundsOwed, amount: -amount },
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
