// Deciding that money goes back to a guest (docs/money.md#refunds), in the transaction of the change that causes
// it (a decline, a cancellation, an expiry, a host's refund): the refund row with its reference, made before any
// provider is asked, and the ledger's move of the amount from the host's share and the commission to what is owed
// back. The refund watcher (refund-service.ts) then asks the provider.
import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { keptShares, taxesGivenBack, type RefundCause } from '@ikaze/domain';
import type { PaymentRow } from '../../db/payment-view.ts';
import type { Queryable } from '../../db/queryable.ts';
import { bookings, refunds } from '../../db/schema.ts';
import { ACCOUNTS, recordLedgerTransaction } from '../payments/index.ts';
import type { StayMoney } from './stay-money.ts';

export type RefundRow = typeof refunds.$inferSelect;

/** What of a stay's payment may still go back. */
export const refundableLeft = (stay: StayMoney) => Math.max(0, stay.paid - stay.refunded);

/**
 * How the provider gives it back: MTN refunds any part of a payment by its reference; Airtel's refund reverses a
 * whole payment only, so a part (or a second refund) goes as a transfer to the number that paid.
 */
async function refundVia(
  tx: Queryable,
  payment: { id: number; method: string; amount: number },
  amount: number,
): Promise<'refund' | 'transfer'> {
  if (payment.method === 'mtn_momo') return 'refund';
  if (amount !== payment.amount) return 'transfer';
  const [earlier] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), ne(refunds.status, 'failed')))
    .limit(1);
  return earlier ? 'transfer' : 'refund';
}

/**
 * Gives back `amount` of a stay, the booking row locked by the caller. The commission shrinks to that of the room
 * charge the guest keeps paid, each tax by its share; the rest comes from the host's share, held or payable (a payable balance may go below 0 after
 * a payout: carried to the next ones). Returns the refund, or undefined when there is nothing to give back.
 */
export async function startRefund(
  tx: Queryable,
  stay: StayMoney,
  input: { amount: number; cause: RefundCause; requestedBy: number | null; now: Date },
): Promise<RefundRow | undefined> {
  const { amount } = input;
  if (amount <= 0) return undefined;
  if (!Number.isSafeInteger(amount) || amount > refundableLeft(stay))
    throw new Error(`booking ${stay.bookingId}: cannot give back ${amount} of ${refundableLeft(stay)}`);
  const keptBefore = stay.paid - stay.refunded;
  // Each tax's share by the stay's parts (docs/taxes.md#refunds); a stay paid before taxes were divided has none,
  // and gives back room charge only.
  const parts = stay.taxed ? stay.taxParts : [];
  const back = taxesGivenBack(parts, keptBefore, keptBefore - amount);
  const commissionBack =
    stay.commission - keptShares(keptBefore - amount, parts, stay.commissionPercent).commission;
  const [refund] = await tx
    .insert(refunds)
    .values({
      reference: randomUUID(),
      paymentId: stay.paymentId,
      bookingId: stay.bookingId,
      amount,
      vat: back.vat,
      tourismTax: back.tourismTax,
      cause: input.cause,
      via: await refundVia(
        tx,
        { id: stay.paymentId, method: stay.method, amount: stay.paymentAmount },
        amount,
      ),
      requestedBy: input.requestedBy,
      nextCheckAt: input.now,
    })
    .returning();
  await recordLedgerTransaction(
    tx,
    'refund_owed',
    { paymentId: stay.paymentId, bookingId: stay.bookingId, refundId: refund!.id },
    stay.payable
      ? [
          // Its share and taxes were released together: both come back from what the host may be paid.
          { account: ACCOUNTS.hostPayable(stay.hostId), amount: amount - commissionBack },
          { account: ACCOUNTS.commission, amount: commissionBack },
          { account: ACCOUNTS.refundsOwed, amount: -amount },
        ]
      : [
          { account: ACCOUNTS.hostHeld(stay.hostId), amount: back.roomCharge - commissionBack },
          { account: ACCOUNTS.hostVatHeld(stay.hostId), amount: back.vat },
          { account: ACCOUNTS.hostTourismTaxHeld(stay.hostId), amount: back.tourismTax },
          { account: ACCOUNTS.commission, amount: commissionBack },
          { account: ACCOUNTS.refundsOwed, amount: -amount },
        ],
  );
  await tx
    .update(bookings)
    .set({ refunded: sql`${bookings.refunded} + ${amount}` })
    .where(eq(bookings.id, stay.bookingId));
  return refund;
}

/**
 * A payment approved after its rooms were given back (docs/payments.md#statuses): the ledger already owes all of
 * it back (payment_received_late); this asks for it to go back, by the provider's refund of the payment.
 */
export async function owePaymentBack(tx: Queryable, payment: PaymentRow, now: Date): Promise<void> {
  await tx.insert(refunds).values({
    reference: randomUUID(),
    paymentId: payment.id,
    bookingId: null,
    amount: payment.amount,
    cause: 'late_payment',
    via: 'refund',
    nextCheckAt: now,
  });
}
