// Refunds an admin must see (docs/money.md#refunds): those the providers refused MAX_REFUND_TRIES times wait for
// a hand. The admin either sends them once more (a new try, a new reference) or records that the money went back
// another way (from our bank account), which the ledger keeps: owed back to guests, paid from the bank.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { REFUND_MESSAGES, type AdminRefund } from '@ikaze/domain';
import type { Account } from '../../db/accounts.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/queryable.ts';
import { bookings, payments, properties, refunds, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { ACCOUNTS, recordLedgerTransaction } from '../payments/index.ts';
import { nextTry } from './refund-service.ts';
import type { RefundRow } from './start.ts';

/** The refunds of a status (by default those waiting for a hand and those on their way), newest first. */
export async function listAdminRefunds(
  db: Db,
  statuses: AdminRefund['status'][] = ['needs_hand', 'pending'],
): Promise<AdminRefund[]> {
  const rows = await db
    .select({
      refund: refunds,
      phone: payments.phone,
      method: payments.method,
      propertyName: properties.name,
      guestFirst: users.firstName,
      guestLast: users.lastName,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(bookings, eq(bookings.id, refunds.bookingId))
    .leftJoin(properties, eq(properties.id, bookings.propertyId))
    .where(inArray(refunds.status, statuses))
    .orderBy(desc(refunds.id))
    .limit(500);
  return rows.map((row) => ({
    id: row.refund.id,
    createdAt: row.refund.createdAt.toISOString(),
    bookingId: row.refund.bookingId,
    paymentId: row.refund.paymentId,
    propertyName: row.propertyName,
    guestName: `${row.guestFirst} ${row.guestLast}`.trim(),
    amount: row.refund.amount,
    cause: row.refund.cause as AdminRefund['cause'],
    status: row.refund.status as AdminRefund['status'],
    try: row.refund.try,
    reason: row.refund.reason,
    method: row.method,
    phone: row.phone ?? '',
    reference: row.refund.reference,
  }));
}

async function lockWaiting(tx: Tx, id: number): Promise<RefundRow> {
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
  if (!refund) throw notFound(REFUND_MESSAGES.notFound);
  if (refund.status !== 'needs_hand')
    throw conflict(REFUND_MESSAGES.notWaitingForHand, { code: 'REFUND_NOT_WAITING' });
  return refund;
}

/** The money went back another way: recorded as paid from our bank account, with the admin's note. */
export async function settleRefundByHand(db: Db, admin: Account, id: number, note: string): Promise<void> {
  await db.transaction(async (tx) => {
    const refund = await lockWaiting(tx, id);
    const now = new Date();
    await recordLedgerTransaction(
      tx,
      'refund_settled_by_hand',
      { paymentId: refund.paymentId, bookingId: refund.bookingId, refundId: refund.id },
      [
        { account: ACCOUNTS.refundsOwed, amount: refund.amount },
        { account: ACCOUNTS.bank, amount: -refund.amount },
      ],
    );
    await tx
      .update(refunds)
      .set({
        status: 'settled_by_hand',
        settledNote: note,
        settledBy: admin.id,
        finishedAt: now,
        updatedAt: now,
      })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'needs_hand')));
  });
}

/** Sends it once more, as a new try with a new reference (the last one's no stands). */
export async function tryRefundAgain(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const refund = await lockWaiting(tx, id);
    const now = new Date();
    await tx
      .update(refunds)
      .set({ status: 'failed', finishedAt: now, updatedAt: now })
      .where(eq(refunds.id, refund.id));
    await tx.insert(refunds).values(nextTry(refund, now, 0));
  });
}
