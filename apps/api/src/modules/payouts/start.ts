// Starting a payout (docs/money.md#payouts), in the transaction that decides it with the host's user row locked:
// the payout row with its reference, written before any provider is asked, and the ledger's move of its amount
// from the host's payable balance to the payouts in flight. A wallet payout is then sent by the watcher; a bank
// payout joins the day's batch and waits for an admin to send it.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/queryable.ts';
import { bankBatches, payouts } from '../../db/schema.ts';
import { ACCOUNTS, recordLedgerTransaction } from '../payments/index.ts';
import type { PayoutTo } from './payout-to.ts';

export type PayoutRow = typeof payouts.$inferSelect;

/** The day's open bank batch, made when it is the first bank payout of the day; undefined once it was sent. */
export async function openBankBatch(tx: Tx, day: string): Promise<number | undefined> {
  await tx.insert(bankBatches).values({ day }).onConflictDoNothing();
  const [batch] = await tx
    .select({ id: bankBatches.id })
    .from(bankBatches)
    .where(and(eq(bankBatches.day, day), eq(bankBatches.status, 'open')));
  return batch?.id;
}

export async function startPayout(
  tx: Tx,
  input: {
    hostId: number;
    day: string;
    amount: number;
    to: PayoutTo;
    bankBatchId?: number;
    retryOf?: number;
  },
): Promise<PayoutRow> {
  const [payout] = await tx
    .insert(payouts)
    .values({
      reference: randomUUID(),
      hostId: input.hostId,
      day: input.day,
      amount: input.amount,
      method: input.to.method,
      destination: input.to.destination,
      bankBatchId: input.bankBatchId ?? null,
      retryOf: input.retryOf ?? null,
      // A wallet payout is due a look at once (sent by the watcher); a bank one waits for its batch.
      nextCheckAt: input.to.method === 'bank' ? null : sql`now()`,
    })
    .returning();
  await recordLedgerTransaction(tx, 'payout_started', { payoutId: payout!.id }, [
    { account: ACCOUNTS.hostPayable(input.hostId), amount: input.amount },
    { account: ACCOUNTS.payoutsInFlight, amount: -input.amount },
  ]);
  return payout!;
}
