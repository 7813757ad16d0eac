// The payout run (docs/money.md#payouts): the daily job and an admin's POST /api/admin/payouts/run run the same
// code. Each host with a payable balance above 0 gets at most one payout a day, decided in a transaction with
// their user row locked (two runs at once wait for each other, and the second finds the first's payout), unless an
// admin holds their payouts, their payout details changed in the last 48 hours unapproved, or they gave none.
import { and, eq } from 'drizzle-orm';
import { todayInKigali, type PayoutRun } from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { payouts, users } from '../../db/schema.ts';
import { hostBalances, hostsWithPayable } from './host-balances.ts';
import { releasePayableStays } from './release.ts';
import { whereToPay } from './payout-to.ts';
import { openBankBatch, startPayout } from './start.ts';

export type RunResult = Omit<PayoutRun, 'message'>;
type Waiting = RunResult['waiting'][number];
type HostOutcome = { amount: number } | Waiting | undefined;

/** The daily job and the admin's run: the stays due are released first, so their shares are paid today. */
export async function releaseAndPay(db: Db, delayHours: number, now = new Date()): Promise<RunResult> {
  await releasePayableStays(db, delayHours, now);
  return runPayouts(db, now);
}

export async function runPayouts(db: Db, now = new Date()): Promise<RunResult> {
  const day = todayInKigali(now);
  const result: RunResult = { day, started: 0, amount: 0, waiting: [] };
  for (const hostId of await hostsWithPayable(db)) {
    const outcome = await payHost(db, hostId, day, now);
    if (outcome && 'amount' in outcome) {
      result.started += 1;
      result.amount += outcome.amount;
    } else if (outcome) result.waiting.push(outcome);
  }
  return result;
}

/** One host's payout of the day; undefined when they already have one or nothing is payable any more. */
async function payHost(db: Db, hostId: number, day: string, now: Date): Promise<HostOutcome> {
  return db.transaction(async (tx) => {
    const [host] = await tx.select().from(users).where(eq(users.id, hostId)).for('update');
    if (!host) return undefined;
    const [already] = await tx
      .select({ id: payouts.id })
      .from(payouts)
      .where(and(eq(payouts.hostId, hostId), eq(payouts.day, day)))
      .limit(1);
    // A failed payout of the day counts too: it waits for an admin's retry (or tomorrow's run), not for a rerun.
    if (already) return undefined;
    const { payable } = await hostBalances(tx, hostId);
    if (payable <= 0) return undefined;
    const where = whereToPay(host, now);
    if ('wait' in where) return { hostId, reason: where.wait };
    const bankBatchId = where.to.method === 'bank' ? await openBankBatch(tx, day) : undefined;
    // The day's batch was already sent: this host's bank payout waits for tomorrow's.
    if (where.to.method === 'bank' && bankBatchId === undefined) return { hostId, reason: 'batch_sent' };
    await startPayout(tx, { hostId, day, amount: payable, to: where.to, bankBatchId });
    return { amount: payable };
  });
}
