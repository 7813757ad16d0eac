// Refunds on their way (docs/money.md#refunds): every API process (with RUN_JOBS) claims the refunds due a look
// and asks their provider, under the reference stored when the refund was decided. No answer is a question to ask
// again, never a reason to send under another reference; a reference the provider does not hold is sent (again)
// under the same one, which the provider takes at most once. A definite no is tried again as a new refund after
// a pause, MAX_REFUND_TRIES in all; then it waits for an admin.
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { DueRowsWatcher, type DueRowsOptions } from '../../db/due-rows-watcher.ts';
import type { Tx } from '../../db/queryable.ts';
import { payments, refunds } from '../../db/schema.ts';
import { nextPendingCheck } from '../../lib/look-schedule.ts';
import {
  ACCOUNTS,
  recordLedgerTransaction,
  type SendOutcome,
  type TransactionState,
  type WalletClients,
} from '../payments/index.ts';
import { tellRefundSent } from './notice.ts';
import type { RefundRow } from './start.ts';

/** Tries of one refund before it waits for an admin (docs/money.md#refunds). */
export const MAX_REFUND_TRIES = 3;
/** Seconds before the next try, after the first and the second definite no. */
const NEXT_TRY_AFTER_S = [60, 600];
type Wallet = 'mtn_momo' | 'airtel_money';

export class RefundService extends DueRowsWatcher<RefundRow> {
  constructor(protected override readonly options: DueRowsOptions & { payments: WalletClients }) {
    super('refund', refunds, options);
  }

  /** One look at a refund: sent when not known to be, else its state at the provider, applied. */
  async look(refund: RefundRow, now = new Date()): Promise<void> {
    const { db } = this.options;
    if (refund.status !== 'pending') {
      await db.update(refunds).set({ nextCheckAt: null }).where(eq(refunds.id, refund.id));
      return;
    }
    const [payment] = await db.select().from(payments).where(eq(payments.id, refund.paymentId));
    if (!payment || payment.method === 'at_property')
      throw new Error(`refund ${refund.id}: no wallet payment`);
    // Sent straight away on the first look only: a later one may follow a process killed between sending and
    // recording it, and Airtel's refund of a whole payment cannot be sent twice (it answers no, though it is
    // done), so it is looked up first.
    if (refund.requestedAt === null && refund.checks === 0) return this.send(refund, payment, now);
    const state = await this.lookUp(refund, payment);
    switch (state.status) {
      case 'not_found':
        return this.send(refund, payment, now);
      case 'successful':
        return this.settle(refund.id, state.providerTransactionId ?? null, now);
      case 'failed':
        return this.fail(refund.id, state.reason ?? 'other', now);
      case 'pending':
      case 'unknown':
        await this.later(refund, now);
    }
  }

  private lookUp(refund: RefundRow, payment: typeof payments.$inferSelect): Promise<TransactionState> {
    const provider = this.options.payments.providerFor(payment.method as Wallet);
    return refund.via === 'refund'
      ? provider.refundStatus({ reference: refund.reference, paymentReference: payment.reference })
      : provider.transferStatus(refund.reference);
  }

  /** Asks the provider under the refund's stored reference; no answer leaves it to the next look. */
  private async send(refund: RefundRow, payment: typeof payments.$inferSelect, now: Date): Promise<void> {
    const method = payment.method as Wallet;
    const provider = this.options.payments.providerFor(method);
    const common = {
      reference: refund.reference,
      amount: refund.amount,
      callbackUrl: this.options.payments.callbackUrl(method),
      note: `Ikaze refund ${refund.id}`,
    };
    let outcome: SendOutcome;
    try {
      outcome =
        refund.via === 'refund'
          ? await provider.refund({
              ...common,
              paymentReference: payment.reference,
              ...(payment.providerTransactionId
                ? { providerTransactionId: payment.providerTransactionId }
                : {}),
            })
          : await provider.transfer({ ...common, phone: payment.phone! });
    } catch (error) {
      this.options.log.error(error, `refund ${refund.id}: the request to the provider failed`);
      outcome = { kind: 'unknown', cause: error instanceof Error ? error.message : String(error) };
    }
    if (outcome.kind === 'refused') return this.fail(refund.id, outcome.reason, now);
    await this.options.db
      .update(refunds)
      .set({ requestedAt: now, nextCheckAt: nextPendingCheck(refund.checks, now), updatedAt: now })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')));
  }

  private async later(refund: RefundRow, now: Date): Promise<void> {
    await this.options.db
      .update(refunds)
      .set({ nextCheckAt: nextPendingCheck(refund.checks, now), updatedAt: now })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')));
  }

  /** The provider gave it back: the money leaves its account, once (the refund row locked, still pending). */
  private async settle(refundId: number, providerTransactionId: string | null, now: Date): Promise<void> {
    await this.options.db.transaction(async (tx) => {
      const refund = await lockPending(tx, refundId);
      if (!refund) return;
      const [payment] = await tx
        .select({ method: payments.method })
        .from(payments)
        .where(eq(payments.id, refund.paymentId));
      await recordLedgerTransaction(
        tx,
        'refund_sent',
        { paymentId: refund.paymentId, bookingId: refund.bookingId, refundId: refund.id },
        [
          { account: ACCOUNTS.refundsOwed, amount: refund.amount },
          { account: ACCOUNTS.provider(payment!.method as Wallet), amount: -refund.amount },
        ],
      );
      await tellRefundSent(tx, refund);
      await tx
        .update(refunds)
        .set({
          status: 'successful',
          providerTransactionId,
          reason: null,
          nextCheckAt: null,
          finishedAt: now,
          updatedAt: now,
        })
        .where(eq(refunds.id, refund.id));
    });
  }

  /** A definite no: tried again as a new refund after a pause, or left for an admin after the last try. */
  private async fail(refundId: number, reason: string, now: Date): Promise<void> {
    await this.options.db.transaction(async (tx) => {
      const refund = await lockPending(tx, refundId);
      if (!refund) return;
      const last = refund.try >= MAX_REFUND_TRIES;
      await tx
        .update(refunds)
        .set({
          status: last ? 'needs_hand' : 'failed',
          reason,
          nextCheckAt: null,
          finishedAt: last ? null : now,
          updatedAt: now,
        })
        .where(eq(refunds.id, refund.id));
      if (!last)
        await tx.insert(refunds).values(nextTry(refund, now, NEXT_TRY_AFTER_S[refund.try - 1]! * 1000));
    });
  }
}

async function lockPending(tx: Tx, refundId: number): Promise<RefundRow | undefined> {
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  return refund?.status === 'pending' ? refund : undefined;
}

/** The next try of a refund: the same money, a new reference, sent after `afterMs`. */
export function nextTry(refund: RefundRow, now: Date, afterMs: number): typeof refunds.$inferInsert {
  return {
    reference: randomUUID(),
    paymentId: refund.paymentId,
    bookingId: refund.bookingId,
    amount: refund.amount,
    vat: refund.vat,
    tourismTax: refund.tourismTax,
    cause: refund.cause,
    via: refund.via,
    try: refund.try + 1,
    previousId: refund.id,
    requestedBy: refund.requestedBy,
    nextCheckAt: new Date(now.getTime() + afterMs),
  };
}
