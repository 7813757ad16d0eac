// The daily bank batches (docs/money.md#bank-batches): the bank payouts of a day, downloaded by an admin as the CSV
// a Rwandan bank's bulk-transfer upload takes, then marked sent with the bank's reference. Marking it sent is what
// confirms its payouts: each becomes successful and leaves the payouts in flight from our bank account.
import { asc, desc, eq, sql } from 'drizzle-orm';
import { PAYOUT_MESSAGES as M, type BankBatch } from '@ikaze/domain';
import type { Account } from '../../db/accounts.ts';
import type { Db } from '../../db/client.ts';
import { bankBatches, payouts, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { toCsvHeader, toCsvLine } from '../../lib/csv.ts';
import { ACCOUNTS, recordLedgerTransaction } from '../payments/index.ts';
import { finish } from './payout-service.ts';

/** The columns of the bulk-transfer upload, in the bank's words (not translated: the bank reads them). */
export const BANK_BATCH_COLUMNS = [
  'Beneficiary Name',
  'Account Number',
  'Amount',
  'Currency',
  'Reference',
  'Narration',
] as const;

export async function listBankBatches(db: Db): Promise<BankBatch[]> {
  const rows = await db
    .select({
      batch: bankBatches,
      payouts: sql<number>`count(${payouts.id})::int`,
      amount: sql<number>`coalesce(sum(${payouts.amount}), 0)::float8`,
    })
    .from(bankBatches)
    .leftJoin(payouts, eq(payouts.bankBatchId, bankBatches.id))
    .groupBy(bankBatches.id)
    .orderBy(desc(bankBatches.day))
    .limit(200);
  return rows.map((row) => ({
    id: row.batch.id,
    day: row.batch.day,
    status: row.batch.status as BankBatch['status'],
    payouts: row.payouts,
    amount: row.amount,
    bankReference: row.batch.bankReference,
    sentAt: row.batch.sentAt?.toISOString() ?? null,
  }));
}

/** The batch's file: one line per payout, our reference on each, so the bank's statement names it. */
export async function bankBatchCsv(db: Db, id: number): Promise<{ day: string; csv: string }> {
  const [batch] = await db.select().from(bankBatches).where(eq(bankBatches.id, id));
  if (!batch) throw notFound(M.batchNotFound);
  const rows = await db
    .select({ payout: payouts, first: users.firstName, last: users.lastName })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.hostId))
    .where(eq(payouts.bankBatchId, id))
    .orderBy(asc(payouts.id));
  const lines = rows.map(({ payout, first, last }) =>
    toCsvLine([
      `${first} ${last}`.trim(),
      payout.destination,
      payout.amount,
      'RWF',
      payout.reference,
      `Ikaze payout ${payout.day}`,
    ]),
  );
  return { day: batch.day, csv: toCsvHeader(BANK_BATCH_COLUMNS) + lines.join('') };
}

/** The bank made the transfers: each pending payout of the batch is paid, from our bank account, once. */
export async function markBankBatchSent(db: Db, admin: Account, id: number, bankReference: string) {
  await db.transaction(async (tx) => {
    const [batch] = await tx.select().from(bankBatches).where(eq(bankBatches.id, id)).for('update');
    if (!batch) throw notFound(M.batchNotFound);
    if (batch.status === 'sent') throw conflict(M.batchAlreadySent, { code: 'BANK_BATCH_SENT' });
    const pending = await tx
      .select()
      .from(payouts)
      .where(sql`${payouts.bankBatchId} = ${id} and ${payouts.status} = 'pending'`)
      .for('update');
    if (pending.length === 0) throw conflict(M.batchEmpty, { code: 'BANK_BATCH_EMPTY' });
    const now = new Date();
    for (const payout of pending) {
      await recordLedgerTransaction(tx, 'payout_sent', { payoutId: payout.id }, [
        { account: ACCOUNTS.payoutsInFlight, amount: payout.amount },
        { account: ACCOUNTS.bank, amount: -payout.amount },
      ]);
      await finish(tx, payout.id, { status: 'successful', providerTransactionId: bankReference }, now);
    }
    await tx
      .update(bankBatches)
      .set({ status: 'sent', bankReference, sentAt: now, sentBy: admin.id })
      .where(eq(bankBatches.id, id));
  });
}
