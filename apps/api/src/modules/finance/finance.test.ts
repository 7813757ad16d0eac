// The daily reconciliation and the finance summary (docs/money.md#reconciliation, #finance-summary): a day of
// real payments and refunds through the sandbox over HTTP, a payout recorded as the payouts' service records one,
// and mismatches made on purpose (a payment the ledger never recorded, an amount the provider holds otherwise, a
// record at the provider under a reference we never made). The run lists exactly those and changes nothing; the
// summary's figures equal sums computed here from the amounts.
import { commissionOnStay } from '../../test/test-data.ts';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayInKigali, type FinanceSummary, type ReconciliationRun } from '@ikaze/domain';
import { addMonths } from '../../db/kigali-time.ts';
import { RECONCILE_JOB } from '../../plugins/jobs.ts';
import {
  ledgerEntries,
  ledgerTransactions,
  payments,
  payouts,
  reconciliationRuns,
  refunds,
} from '../../db/schema.ts';
import { sessionHeaders, signUpAs, type SignedInUser, type TestContext } from '../../test/harness.ts';
import { bookPaidStay, openPaymentsApp } from '../../test/payments-app.ts';
import { ACCOUNTS, recordLedgerTransaction } from '../payments/index.ts';
import type { SandboxLedger } from '../payments/sandbox/ledger.ts';

let ctx: TestContext;
let guest: SignedInUser;
let host: SignedInUser;
let admin: SignedInUser;
let nextDay = 10;
const today = todayInKigali();
const thisMonth = today.slice(0, 7);

/** A paid two-night stay (RWF 50,000 a night); its payment's row once the provider said yes. */
async function paidStay(phone: string) {
  const booking = await bookPaidStay(ctx, { guest, host, phone, checkIn: addDays(today, (nextDay += 3)) });
  const result: unknown = await ctx.database.db.execute(
    sql`select p.id, p.reference::text as reference, p.amount::float8 as amount
      from bookings b join payments p on p.id = b.payment_id where b.id = ${booking.id}`,
  );
  const payment = (result as { rows: Array<{ id: number; reference: string; amount: number }> }).rows[0]!;
  return { bookingId: booking.id, ...payment };
}

/** The host gives the whole stay back; resolves once the provider confirmed the refund. */
async function refundedByHost(bookingId: number) {
  const answer = await ctx.app.inject({
    method: 'PUT',
    url: `/api/bookings/${bookingId}/status`,
    headers: sessionHeaders(host),
    payload: { status: 'refunded' },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  await vi.waitFor(
    async () => {
      const rows = await ctx.database.db.select().from(refunds);
      const mine = rows.filter((r) => r.bookingId === bookingId);
      expect(mine.map((r) => r.status)).toEqual(['successful']);
    },
    { timeout: 30_000, interval: 100 },
  );
}

/** A record at the provider, already settled (older than the sandbox's settle delay). */
function providerRecord(
  ledger: SandboxLedger,
  kind: 'payment' | 'transfer',
  reference: string,
  amount: number,
  scenario: 'quick_success' | 'declined' = 'quick_success',
) {
  const record = ledger.record({
    kind,
    reference,
    party: '788123450',
    amount,
    currency: 'RWF',
    scenario,
    body: {},
  });
  record.receivedAt -= 5_000;
}

/** Every row the reconciliation could be tempted to touch. */
async function moneyRows() {
  const db = ctx.database.db;
  return JSON.stringify(
    await Promise.all([
      db.select().from(payments).orderBy(payments.id),
      db.select().from(refunds).orderBy(refunds.id),
      db.select().from(payouts).orderBy(payouts.id),
      db.select().from(ledgerTransactions).orderBy(ledgerTransactions.id),
      db.select().from(ledgerEntries).orderBy(ledgerEntries.id),
    ]),
  );
}

const runDay = (day: string, viewer = admin) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/reconciliation/run?day=${day}`,
    headers: sessionHeaders(viewer),
  });

let kept: Awaited<ReturnType<typeof paidStay>>;
let refundedAirtel: Awaited<ReturnType<typeof paidStay>>;
let refundedMtn: Awaited<ReturnType<typeof paidStay>>;
let paidOut: Awaited<ReturnType<typeof paidStay>>;
const notInLedger = randomUUID();
const otherAmount = randomUUID();
const unknownToUs = randomUUID();
/** The host share of the stay paid out (synthetic payout, as the payouts' service records one). */
let payoutAmount = 0;
/** A payment received two months ago (written with that date), to see balances carried across months. */
const EARLIER = { amount: 10_000, commission: 1_200 };

beforeAll(async () => {
  ctx = await openPaymentsApp();
  [guest, host, admin] = await Promise.all([
    signUpAs(ctx, 'user'),
    signUpAs(ctx, 'host'),
    signUpAs(ctx, 'admin'),
  ]);
  [kept, refundedAirtel, refundedMtn, paidOut] = (await Promise.all(
    ['0788123457', '0733123456', '0788123458', '0788123459'].map(paidStay),
  )) as [typeof kept, typeof kept, typeof kept, typeof kept];
  await Promise.all([refundedByHost(refundedAirtel.bookingId), refundedByHost(refundedMtn.bookingId)]);

  const db = ctx.database.db;
  const sandbox = ctx.app.paymentSandbox!;
  payoutAmount = paidOut.amount - commissionOnStay(paidOut.amount);
  // A payout of one stay's share, sent and confirmed, as the payouts' service records it (docs/money.md).
  const payoutReference = randomUUID();
  providerRecord(sandbox.mtn, 'transfer', payoutReference, payoutAmount);
  await db.transaction(async (tx) => {
    const [payout] = await tx
      .insert(payouts)
      .values({
        reference: payoutReference,
        hostId: host.id,
        day: today,
        amount: payoutAmount,
        method: 'mtn_momo',
        destination: '0788123450',
        status: 'successful',
      })
      .returning();
    const held = ACCOUNTS.hostHeld(host.id);
    const payable = ACCOUNTS.hostPayable(host.id);
    await recordLedgerTransaction(tx, 'stay_payable', { bookingId: paidOut.bookingId }, [
      { account: held, amount: payoutAmount },
      { account: payable, amount: -payoutAmount },
    ]);
    await recordLedgerTransaction(tx, 'payout_started', { payoutId: payout!.id }, [
      { account: payable, amount: payoutAmount },
      { account: ACCOUNTS.payoutsInFlight, amount: -payoutAmount },
    ]);
    await recordLedgerTransaction(tx, 'payout_sent', { payoutId: payout!.id }, [
      { account: ACCOUNTS.payoutsInFlight, amount: payoutAmount },
      { account: ACCOUNTS.provider('mtn_momo'), amount: -payoutAmount },
    ]);
  });

  // On purpose: a payment we count as paid that the ledger never recorded, and one the provider holds for
  // another amount than ours; and a record at the provider under a reference we never made.
  providerRecord(sandbox.mtn, 'payment', notInLedger, 8_000);
  providerRecord(sandbox.mtn, 'payment', otherAmount, 6_000, 'declined');
  providerRecord(sandbox.airtel, 'payment', unknownToUs, 4_000);
  await db.insert(payments).values([
    {
      reference: notInLedger,
      userId: guest.id,
      method: 'mtn_momo',
      phone: '0788123450',
      amount: 8_000,
      status: 'successful',
      paidAt: new Date(),
    },
    {
      reference: otherAmount,
      userId: guest.id,
      method: 'mtn_momo',
      phone: '0788123450',
      amount: 5_000,
      status: 'failed',
      reason: 'declined',
    },
  ]);

  // Two months ago: a stay paid (its share still held), written with that date as the ledger would have.
  await db.transaction(async (tx) => {
    const [earlier] = await tx
      .insert(ledgerTransactions)
      .values({ kind: 'payment_received', createdAt: new Date(`${addMonths(thisMonth, -2)}-15T10:00:00Z`) })
      .returning();
    await tx.insert(ledgerEntries).values([
      { transactionId: earlier!.id, account: ACCOUNTS.provider('mtn_momo'), amount: EARLIER.amount },
      {
        transactionId: earlier!.id,
        account: ACCOUNTS.hostHeld(host.id),
        amount: -(EARLIER.amount - EARLIER.commission),
      },
      { transactionId: earlier!.id, account: ACCOUNTS.commission, amount: -EARLIER.commission },
    ]);
  });
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('the reconciliation', () => {
  it('lists exactly what disagrees with the providers and the ledger, and changes nothing', async () => {
    const before = await moneyRows();
    const answer = await runDay(today);
    expect(answer.statusCode, answer.body).toBe(201);
    const run = answer.json<ReconciliationRun>();
    expect(run.day).toBe(today);
    expect(run.finishedAt).not.toBeNull();

    const found = run.disagreements.map((d) => `${d.kind} ${d.movement} ${d.reference}`).sort();
    expect(found).toEqual(
      [
        `amount payment ${otherAmount}`,
        `ledger payment ${notInLedger}`,
        `unknown_to_us payment ${unknownToUs}`,
      ].sort(),
    );
    expect(run.disagreements.find((d) => d.kind === 'amount')).toMatchObject({
      ours: { status: 'failed', amount: 5_000 },
      theirs: { status: 'failed', amount: 6_000 },
    });
    expect(run.disagreements.find((d) => d.kind === 'ledger')).toMatchObject({
      method: 'mtn_momo',
      ours: { status: 'successful', amount: 8_000 },
      theirs: { status: 'successful', amount: 8_000 },
      ledger: { transactions: 0, amount: 0 },
    });
    expect(run.disagreements.find((d) => d.kind === 'unknown_to_us')).toMatchObject({
      method: 'airtel_money',
      id: null,
      ours: null,
      theirs: { status: 'successful', amount: 4_000 },
    });
    // 6 payments, 2 refunds and a payout of ours; and every record the two sandboxes hold of the day.
    const records = ctx.app.paymentSandbox!.mtn.records.size + ctx.app.paymentSandbox!.airtel.records.size;
    expect(run.checked).toBe(9 + records);
    expect(await moneyRows()).toBe(before);

    const listed = await ctx.app.inject({ url: '/api/admin/reconciliation', headers: sessionHeaders(admin) });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<ReconciliationRun[]>()[0]).toEqual(run);
  });

  it('finds nothing on a day without movements', async () => {
    const answer = await runDay(addDays(today, -40));
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json<ReconciliationRun>()).toMatchObject({ checked: 0, disagreements: [] });
  });

  it('runs every night at 03:00 in Kigali for the day before, as a job of the queue', async () => {
    const schedules = await ctx.database.db.execute(
      sql`select cron from pgboss.schedule where name = ${RECONCILE_JOB}`,
    );
    expect((schedules as { rows: unknown[] }).rows).toEqual([{ cron: '0 1 * * *' }]);
    await ctx.app.jobs!.boss.send(RECONCILE_JOB, {});
    await vi.waitFor(
      async () => {
        const runs = await ctx.database.db.select().from(reconciliationRuns);
        expect(runs.filter((r) => r.day === addDays(today, -1) && r.finishedAt !== null)).toHaveLength(1);
      },
      { timeout: 30_000, interval: 100 },
    );
  });

  it('refuses a day not begun, a malformed one, and anyone but an admin', async () => {
    const future = await runDay(addDays(today, 1));
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'day' });
    const french = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/reconciliation/run?day=${addDays(today, 1)}`,
      headers: { ...sessionHeaders(admin), 'accept-language': 'fr' },
    });
    expect(french.json().message).toBe('Ce jour n’a pas encore commencé à Kigali.');
    expect((await runDay('2026-13-01')).statusCode).toBe(400);
    expect((await runDay(today, host)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ url: '/api/admin/reconciliation' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the finance summary', () => {
  const summary = async (query: string) => {
    const answer = await ctx.app.inject({
      url: `/api/admin/finance/summary?${query}`,
      headers: sessionHeaders(admin),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<FinanceSummary>();
  };

  it('sums each month from the ledger, with the balances carried to each month’s end', async () => {
    const from = addMonths(thisMonth, -3);
    const { months } = await summary(`from=${from}&to=${thisMonth}`);
    expect(months.map((m) => m.month)).toEqual([0, 1, 2, 3].map((n) => addMonths(from, n)));
    const earlierShare = EARLIER.amount - EARLIER.commission;
    const zero = { moneyIn: 0, refunded: 0, commission: 0, paidOut: 0 };
    expect(months[0]).toEqual({ month: from, ...zero, owedToHosts: 0, refundsOwed: 0 });
    expect(months[1]).toEqual({
      month: addMonths(from, 1),
      moneyIn: EARLIER.amount,
      refunded: 0,
      commission: EARLIER.commission,
      paidOut: 0,
      owedToHosts: earlierShare,
      refundsOwed: 0,
    });
    expect(months[2]).toEqual({
      month: addMonths(from, 2),
      ...zero,
      owedToHosts: earlierShare,
      refundsOwed: 0,
    });
    // This month: four stays paid, two given back whole (their commission with them), one's share paid out.
    // The payment the ledger never recorded is not money in: the summary reads the ledger alone.
    const stays = [kept, refundedAirtel, refundedMtn, paidOut];
    const keptCommission = commissionOnStay(kept.amount) + commissionOnStay(paidOut.amount);
    expect(months[3]).toEqual({
      month: thisMonth,
      moneyIn: stays.reduce((sum, s) => sum + s.amount, 0),
      refunded: refundedAirtel.amount + refundedMtn.amount,
      commission: keptCommission,
      paidOut: payoutAmount,
      owedToHosts: earlierShare + (kept.amount - commissionOnStay(kept.amount)),
      refundsOwed: 0,
    });
  });

  it('carries what was owed before the first month asked for, and writes the same months as CSV', async () => {
    const from = addMonths(thisMonth, -1);
    const { months } = await summary(`from=${from}`);
    expect(months.map((m) => m.month)).toEqual([from, thisMonth]);
    expect(months[0]!.owedToHosts).toBe(EARLIER.amount - EARLIER.commission);
    const csv = await ctx.app.inject({
      url: `/api/admin/finance/summary.csv?from=${from}`,
      headers: sessionHeaders(admin),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('month,money_in,refunded,commission,paid_out,owed_to_hosts,refunds_owed,currency');
    expect(lines.slice(1)).toEqual(
      months.map((m) =>
        [m.month, m.moneyIn, m.refunded, m.commission, m.paidOut, m.owedToHosts, m.refundsOwed, 'RWF'].join(
          ',',
        ),
      ),
    );
  });

  it('answers a year up to this month by default, and refuses months out of order or too many', async () => {
    const { months } = await summary('');
    expect(months).toHaveLength(12);
    expect(months.at(-1)!.month).toBe(thisMonth);
    const refused = async (query: string, field: string) => {
      const answer = await ctx.app.inject({
        url: `/api/admin/finance/summary?${query}`,
        headers: sessionHeaders(admin),
      });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json(), query).toMatchObject({ code: 'VALIDATION_FAILED', field });
    };
    await refused(`from=${thisMonth}&to=${addMonths(thisMonth, -1)}`, 'to');
    await refused(`from=${addMonths(thisMonth, -40)}&to=${thisMonth}`, 'from');
    await refused('from=2026-13', 'from');
    await refused(`from=${addMonths(thisMonth, 2)}`, 'to');
    const host403 = await ctx.app.inject({
      url: '/api/admin/finance/summary',
      headers: sessionHeaders(host),
    });
    expect(host403.statusCode).toBe(403);
  });
});
