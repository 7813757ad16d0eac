// Wallet payouts on their way (docs/money.md#payouts): every API process (with RUN_JOBS) claims the payouts due a
// look and asks their provider under the reference stored when the payout was started. No answer is a question
// to ask again; a reference the provider does not hold is sent (again) under the same one, which the provider
// takes at most once. Success leaves the in-flight money to the provider's account; a definite no gives it back to
// the host's payable balance and waits for an admin's retry (or the next day's run).
import { and, eq } from 'drizzle-orm';
import { DueRowsWatcher, type DueRowsOptions } from '../../db/due-rows-watcher.ts';
import type { Tx } from '../../db/queryable.ts';
import { payouts } from '../../db/schema.ts';
import { nextPendingCheck } from '../../lib/look-schedule.ts';
import {
  ACCOUNTS,
  recordLedgerTransaction,
  type SendOutcome,
  type WalletClients,
} from '../payments/index.ts';
import type { PayoutRow } from './start.ts';

type Wallet = 'mtn_momo' | 'airtel_money';

export class PayoutService extends DueRowsWatcher<PayoutRow> {
  constructor(protected override readonly options: DueRowsOptions & { payments: WalletClients }) {
    super('payout', payouts, options);
  }

  /** One look: sent when not known to be, else its state at the provider, applied. */
  async look(payout: PayoutRow, now = new Date()): Promise<void> {
    if (payout.status !== 'pending' || payout.method === 'bank') {
      await this.options.db.update(payouts).set({ nextCheckAt: null }).where(eq(payouts.id, payout.id));
      return;
    }
    if (payout.requestedAt === null) return this.send(payout, now);
    const state = await this.options.payments
      .providerFor(payout.method as Wallet)
      .transferStatus(payout.reference);
    if (state.status === 'not_found') return this.send(payout, now);
    if (state.status === 'successful') return this.sent(payout.id, state.providerTransactionId ?? null, now);
    if (state.status === 'failed') return this.failed(payout.id, state.reason ?? 'other', now);
    await this.lookAgain(payout, now, false);
  }

  /** Asks the provider to transfer, under the payout's stored reference. */
  private async send(payout: PayoutRow, now: Date): Promise<void> {
    const method = payout.method as Wallet;
    let outcome: SendOutcome;
    try {
      outcome = await this.options.payments.providerFor(method).transfer({
        reference: payout.reference,
        amount: payout.amount,
        phone: payout.destination,
        callbackUrl: this.options.payments.callbackUrl(method),
        note: `Ikaze payout ${payout.day}`,
      });
    } catch (error) {
      this.options.log.error(error, `payout ${payout.id}: the request to the provider failed`);
      outcome = { kind: 'unknown', cause: error instanceof Error ? error.message : String(error) };
    }
    if (outcome.kind === 'refused') return this.failed(payout.id, outcome.reason, now);
    await this.lookAgain(payout, now, true);
  }

  private async lookAgain(payout: PayoutRow, now: Date, requested: boolean): Promise<void> {
    await this.options.db
      .update(payouts)
      .set({
        ...(requested ? { requestedAt: now } : {}),
        nextCheckAt: nextPendingCheck(payout.checks, now),
        updatedAt: now,
      })
      .where(and(eq(payouts.id, payout.id), eq(payouts.status, 'pending')));
  }

  /** The provider paid the host: the in-flight money leaves the provider's account, once. */
  private async sent(payoutId: number, providerTransactionId: string | null, now: Date): Promise<void> {
    await this.options.db.transaction(async (tx) => {
      const payout = await lockPendingPayout(tx, payoutId);
      if (!payout) return;
      await recordLedgerTransaction(tx, 'payout_sent', { payoutId }, [
        { account: ACCOUNTS.payoutsInFlight, amount: payout.amount },
        { account: ACCOUNTS.provider(payout.method as Wallet), amount: -payout.amount },
      ]);
      await finish(tx, payoutId, { status: 'successful', providerTransactionId, reason: null }, now);
    });
  }

  /** A definite no: the money goes back to the host's payable balance, and the payout is failed with why. */
  private async failed(payoutId: number, reason: string, now: Date): Promise<void> {
    await this.options.db.transaction(async (tx) => {
      const payout = await lockPendingPayout(tx, payoutId);
      if (!payout) return;
      await recordLedgerTransaction(tx, 'payout_failed', { payoutId }, [
        { account: ACCOUNTS.payoutsInFlight, amount: payout.amount },
        { account: ACCOUNTS.hostPayable(payout.hostId), amount: -payout.amount },
      ]);
      await finish(tx, payoutId, { status: 'failed', reason }, now);
    });
  }
}

export async function lockPendingPayout(tx: Tx, payoutId: number): Promise<PayoutRow | undefined> {
  const [payout] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
  return payout?.status === 'pending' ? payout : undefined;
}

/** A payout's final state: no more looks. */
export async function finish(
  tx: Tx,
  payoutId: number,
  outcome: Pick<PayoutRow, 'status'> & Partial<Pick<PayoutRow, 'providerTransactionId' | 'reason'>>,
  now: Date,
): Promise<void> {
  await tx
    .update(payouts)
    .set({ ...outcome, nextCheckAt: null, finishedAt: now, updatedAt: now })
    .where(eq(payouts.id, payoutId));
}
