// What admins do about payouts (docs/money.md#payouts): the list with each payout's host, a failed payout tried
// again (a new payout, retry_of), and a host's payout settings: a hold, their own commission, an early approval of
// a change of payout details. (Not in the audit log: its actions are a closed list in the
// database, migration 0027; docs/decisions/0054-refunds-commission-payouts.md.)
import { desc, eq, sql } from 'drizzle-orm';
import { PAYOUT_MESSAGES as M, type AdminPayout } from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/queryable.ts';
import { payouts, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { hostBalances } from './host-balances.ts';
import { payoutDetailsHoldUntil, whereToPay, type WaitReason } from './payout-to.ts';
import { openBankBatch, startPayout, type PayoutRow } from './start.ts';

export function toPayout(row: PayoutRow) {
  return {
    id: row.id,
    day: row.day,
    amount: row.amount,
    method: row.method as AdminPayout['method'],
    destination: row.destination,
    status: row.status as AdminPayout['status'],
    reason: row.reason,
    reference: row.reference,
    providerTransactionId: row.providerTransactionId,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The payouts of a status (or all), newest first, with their host. */
export async function listAdminPayouts(db: Db, status?: AdminPayout['status']): Promise<AdminPayout[]> {
  const rows = await db
    .select({ payout: payouts, first: users.firstName, last: users.lastName })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.hostId))
    .where(status ? eq(payouts.status, status) : undefined)
    .orderBy(desc(payouts.id))
    .limit(500);
  return rows.map((row) => ({
    ...toPayout(row.payout),
    hostId: row.payout.hostId,
    hostName: `${row.first} ${row.last}`.trim(),
    bankBatchId: row.payout.bankBatchId,
  }));
}

const WAIT_ERRORS: Record<WaitReason, () => Error> = {
  held: () => conflict(M.held, { code: 'PAYOUTS_HELD' }),
  details_changed: () => conflict(M.detailsOnHold, { code: 'PAYOUT_DETAILS_ON_HOLD' }),
  no_details: () => conflict(M.noDetails, { code: 'NO_PAYOUT_DETAILS' }),
};

/**
 * A failed payout tried again: a new payout of what is still payable of it (its money went back to the host's
 * payable balance when it failed, and a later run may have paid it since), to where the host's details say now.
 */
export async function retryPayout(db: Db, id: number, now = new Date()): Promise<PayoutRow> {
  return db.transaction(async (tx) => {
    const [failed] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
    if (!failed) throw notFound(M.notFound);
    if (failed.status !== 'failed') throw conflict(M.notFailed, { code: 'PAYOUT_NOT_FAILED' });
    const [retried] = await tx.select({ id: payouts.id }).from(payouts).where(eq(payouts.retryOf, id));
    if (retried) throw conflict(M.alreadyRetried, { code: 'PAYOUT_ALREADY_RETRIED' });
    const [host] = await tx.select().from(users).where(eq(users.id, failed.hostId)).for('update');
    const where = whereToPay(host!, now);
    if ('wait' in where) throw WAIT_ERRORS[where.wait]();
    const amount = Math.min(failed.amount, (await hostBalances(tx, failed.hostId)).payable);
    if (amount <= 0) throw conflict(M.nothingToPay, { code: 'NOTHING_TO_PAY' });
    const bankBatchId = where.to.method === 'bank' ? await openBankBatch(tx, failed.day) : undefined;
    const payout = await startPayout(tx, {
      hostId: failed.hostId,
      day: failed.day,
      amount,
      to: where.to,
      ...(bankBatchId === undefined ? {} : { bankBatchId }),
      retryOf: failed.id,
    });
    return payout;
  });
}

async function lockHost(tx: Tx, hostId: number) {
  const [host] = await tx.select().from(users).where(eq(users.id, hostId)).for('update');
  if (!host || host.deletedAt) throw notFound(M.hostNotFound);
  if (host.role !== 'host') throw conflict(M.notAHost, { code: 'NOT_A_HOST' });
  return host;
}

/** Holds a host's payouts (none starts until lifted; those on their way go on), or lifts the hold. */
export async function holdPayouts(db: Db, hostId: number, held: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await lockHost(tx, hostId);
    await tx.update(users).set({ payoutsHeld: held, updatedAt: new Date() }).where(eq(users.id, hostId));
  });
}

/** The host's own commission (0 to 50), or null for COMMISSION_PERCENT; it applies to stays paid from now on. */
export async function setHostCommission(db: Db, hostId: number, percent: number | null): Promise<void> {
  await db.transaction(async (tx) => {
    await lockHost(tx, hostId);
    await tx
      .update(users)
      .set({ commissionPercent: percent, updatedAt: new Date() })
      .where(eq(users.id, hostId));
  });
}

/** Lets payouts go to details changed less than 48 hours ago. */
export async function approvePayoutChange(db: Db, hostId: number, now = new Date()) {
  await db.transaction(async (tx) => {
    const host = await lockHost(tx, hostId);
    if (!payoutDetailsHoldUntil(host, now))
      throw conflict(M.nothingToApprove, { code: 'NO_CHANGE_TO_APPROVE' });
    await tx
      .update(users)
      .set({ payoutChangeApprovedAt: sql`greatest(now(), ${now.toISOString()}::timestamptz)` })
      .where(eq(users.id, hostId));
  });
}
