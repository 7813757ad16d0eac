// Hosts paid their share (docs/money.md#payouts): a paid, confirmed stay becomes payable a day after check-in (the
// clock moved), the payout run pays each host once a day to their MoMo number through the built-in sandbox (over
// real HTTP), or puts them in the day's bank batch; failures, retries, holds, refunds after a payout, and the
// earnings agree with the ledger.
import { addDays, todayInKigali, type HostEarnings } from '@ikaze/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, users } from '../../db/schema.ts';
import { sessionHeaders, signUpAs, type SignedInUser, type TestContext } from '../../test/harness.ts';
import { bookPaidStay, openPaymentsApp } from '../../test/payments-app.ts';
import { checkLedger } from '../payments/ledger.ts';
import { NO_FAULTS } from '../payments/sandbox/ledger.ts';
import { releasePayableStays, releaseStay } from './release.ts';
import { releaseAndPay, runPayouts } from './run.ts';

let ctx: TestContext;
let guest: SignedInUser;
let admin: SignedInUser;
let nextDay = 5;
const DELAY_HOURS = 24;

beforeAll(async () => {
  ctx = await openPaymentsApp();
  [guest, admin] = await Promise.all([signUpAs(ctx, 'user'), signUpAs(ctx, 'admin')]);
});
afterAll(async () => {
  await ctx?.close();
});

/** A host whose payout details were given with their listing (not a change: no 48-hour wait). */
async function host(details: { momoCode?: string; bankAccountNumber?: string }) {
  const made = await signUpAs(ctx, 'host');
  await ctx.database.db
    .update(users)
    .set({ momoCode: details.momoCode ?? null, bankAccountNumber: details.bankAccountNumber ?? null })
    .where(eq(users.id, made.id));
  return made;
}

function api(method: 'GET' | 'POST' | 'PUT', url: string, who: SignedInUser, payload?: unknown) {
  return ctx.app.inject({ method, url, headers: sessionHeaders(who), ...(payload ? { payload } : {}) });
}

/** A two-night stay at RWF 50,000 a night, paid by MTN MoMo and confirmed by its host. */
async function paidStay(owner: SignedInUser) {
  const checkIn = addDays(todayInKigali(), (nextDay += 3));
  const booking = await bookPaidStay(ctx, { guest, host: owner, phone: '0788456123', checkIn });
  const confirmed = await api('PUT', `/api/bookings/${booking.id}/status`, owner, { status: 'confirmed' });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { id: booking.id, checkIn };
}

/** A minute after the stay's share becomes payable: check-in at 14:00 in Kigali (12:00 UTC) plus the delay. */
const afterCheckIn = (checkIn: string) =>
  new Date(Date.parse(`${checkIn}T12:01:00Z`) + DELAY_HOURS * 3_600_000);

async function earnings(owner: SignedInUser): Promise<HostEarnings> {
  const response = await api('GET', '/api/host/earnings', owner);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HostEarnings>();
}

async function runToday() {
  const response = await api('POST', '/api/admin/payouts/run', admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ started: number; waiting: { hostId: number; reason: string }[] }>();
}

/** Waits until the host's newest payout has this status. */
async function latestPayoutBecomes(owner: SignedInUser, status: string) {
  return vi.waitFor(
    async () => {
      const payout = (await earnings(owner)).payouts[0];
      expect(payout?.status).toBe(status);
      return payout!;
    },
    { timeout: 8_000, interval: 100 },
  );
}

/** The transfers the sandbox received to a number (07…). */
function transfersTo(phone: string) {
  const sandbox = ctx.app.paymentSandbox!;
  return [...sandbox.mtn.records.values(), ...sandbox.airtel.records.values()].filter(
    (r) => r.kind === 'transfer' && r.party === phone.slice(1),
  );
}

/** What the earnings report adds up to what the ledger holds for the host, and the ledger balances. */
async function agreesWithLedger(owner: SignedInUser) {
  const report = await earnings(owner);
  const ledger = await ctx.database.db.execute(
    sql`select coalesce(-sum(amount), 0)::float8 as owed from ledger_entries
        where account like ${`host:${owner.id}:%`}`,
  );
  const owed = (ledger as { rows: { owed: number }[] }).rows[0]!.owed;
  expect(report.held + report.payable).toBe(owed);
  const nets = report.lines.reduce((sum, line) => sum + line.net, 0);
  expect(nets).toBe(report.held + report.payable + report.inFlight + report.paid);
  const check = await checkLedger(ctx.database.db);
  expect(check.unbalanced).toEqual([]);
  expect(check.accounts.reduce((sum, a) => sum + a.balance, 0)).toBe(0);
  return report;
}

describe('paying a host', () => {
  it('makes a stay payable a day after check-in and pays its host, less the commission, to their MoMo number', async () => {
    const owner = await host({ momoCode: '0788 111 222' });
    const stay = await paidStay(owner);
    const before = await earnings(owner);
    expect(before).toMatchObject({ held: 88_350, payable: 0, paid: 0, commissionPercent: 12 });
    expect(before.payoutTo).toEqual({ method: 'mtn_momo', destination: '0788111222' });
    expect(before.lines).toEqual([
      expect.objectContaining({
        bookingId: stay.id,
        paid: 100_000,
        // 100,000 is a room charge of 97,087 and 2,913 tourism tax (3 %); 12 % commission on the room charge.
        commission: 11_650,
        taxes: 2_913,
        net: 88_350,
        state: 'held',
      }),
    ]);
    expect(before.lines[0]!.payableFrom).toBe(`${addDays(stay.checkIn, 1)}T12:00:00.000Z`);
    expect(before.upcoming).toEqual([{ day: addDays(stay.checkIn, 2), amount: 88_350 }]);

    // Not yet: a minute before.
    const due = afterCheckIn(stay.checkIn);
    expect(await releasePayableStays(ctx.database.db, DELAY_HOURS, new Date(due.getTime() - 120_000))).toBe(
      0,
    );
    expect(await releasePayableStays(ctx.database.db, DELAY_HOURS, due)).toBeGreaterThanOrEqual(1);
    expect(await releasePayableStays(ctx.database.db, DELAY_HOURS, due)).toBe(0);
    expect(await earnings(owner)).toMatchObject({ held: 0, payable: 88_350 });

    const run = await runToday();
    expect(run.started).toBeGreaterThanOrEqual(1);
    const payout = await latestPayoutBecomes(owner, 'successful');
    expect(payout).toMatchObject({
      amount: 88_350,
      method: 'mtn_momo',
      destination: '0788111222',
      reason: null,
    });
    expect(payout.providerTransactionId).toBeTruthy();
    const sent = transfersTo('0788111222');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ amount: 88_350, reference: payout.reference });
    const after = await agreesWithLedger(owner);
    expect(after).toMatchObject({ held: 0, payable: 0, inFlight: 0, paid: 88_350 });
    expect(after.lines[0]!.state).toBe('payable');

    // The same day's second run pays nobody twice.
    await runToday();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(transfersTo('0788111222')).toHaveLength(1);
    expect((await earnings(owner)).payouts).toHaveLength(1);
  });

  it('fails a payout the wallet refuses, gives the money back to payable, and lets an admin retry it', async () => {
    const owner = await host({ momoCode: '0780000002' });
    const stay = await paidStay(owner);
    await releasePayableStays(ctx.database.db, DELAY_HOURS, afterCheckIn(stay.checkIn));
    await runToday();
    const failed = await latestPayoutBecomes(owner, 'failed');
    expect(failed.reason).toBe('declined');
    expect(await agreesWithLedger(owner)).toMatchObject({ payable: 88_350, inFlight: 0, paid: 0 });
    const listed = await api('GET', '/api/admin/payouts?status=failed', admin);
    expect(listed.json<{ id: number; hostId: number }[]>()).toContainEqual(
      expect.objectContaining({ id: failed.id, hostId: owner.id, reason: 'declined' }),
    );
    // A rerun of the day does not send it again to the same number: it waits for an admin.
    await runToday();
    expect((await earnings(owner)).payouts).toHaveLength(1);

    // The host's number is fixed by an admin: a change, so it waits 48 hours unless approved.
    const fixed = await api('PUT', `/api/users/${owner.id}`, admin, { MomoCode: '0788222333' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const early = await api('POST', `/api/admin/payouts/${failed.id}/retry`, admin);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'PAYOUT_DETAILS_ON_HOLD' });
    const approved = await api('POST', `/api/admin/hosts/${owner.id}/payout-change-approval`, admin);
    expect(approved.statusCode, approved.body).toBe(200);
    const retried = await api('POST', `/api/admin/payouts/${failed.id}/retry`, admin);
    expect(retried.statusCode, retried.body).toBe(201);
    const again = await latestPayoutBecomes(owner, 'successful');
    expect(again).toMatchObject({ amount: 88_350, destination: '0788222333' });
    expect(transfersTo('0788222333')).toHaveLength(1);
    const twice = await api('POST', `/api/admin/payouts/${failed.id}/retry`, admin);
    expect(twice.json()).toMatchObject({ code: 'PAYOUT_ALREADY_RETRIED' });
    const notFailed = await api('POST', `/api/admin/payouts/${again.id}/retry`, admin);
    expect(notFailed.json()).toMatchObject({ code: 'PAYOUT_NOT_FAILED' });
    expect(await agreesWithLedger(owner)).toMatchObject({ payable: 0, paid: 88_350 });
  });

  it('carries a refund after a payout as a negative balance, netted by the next payout', async () => {
    const owner = await host({ momoCode: '0788333444' });
    const first = await paidStay(owner);
    const second = await paidStay(owner);
    await releasePayableStays(ctx.database.db, DELAY_HOURS, afterCheckIn(first.checkIn));
    await runToday();
    await latestPayoutBecomes(owner, 'successful');
    // A goodwill refund of 20,000 on the stay already paid out: 80,000 kept is a room charge of 77,670 (and 2,330
    // tourism tax), whose commission is 9,320: the commission shrinks by 2,330 and the host owes the rest.
    const refund = await api('POST', `/api/bookings/${first.id}/refunds`, owner, { amount: 20_000 });
    expect(refund.statusCode, refund.body).toBe(201);
    const owing = await agreesWithLedger(owner);
    expect(owing.payable).toBe(-17_670);
    // The next run with nothing payable leaves the debt carried.
    const tomorrow = new Date(Date.now() + 86_400_000);
    await releaseAndPay(ctx.database.db, DELAY_HOURS, tomorrow);
    expect((await earnings(owner)).payouts).toHaveLength(1);
    // The second stay becomes payable: the payout after it is its share less the debt.
    const later = new Date(afterCheckIn(second.checkIn).getTime() + 86_400_000);
    await releaseAndPay(ctx.database.db, DELAY_HOURS, later);
    ctx.app.payouts.wake();
    const netted = await latestPayoutBecomes(owner, 'successful');
    expect(netted.amount).toBe(88_350 - 17_670);
    expect(transfersTo('0788333444').map((t) => t.amount)).toEqual([88_350, 70_680]);
    expect(await agreesWithLedger(owner)).toMatchObject({ payable: 0, paid: 88_350 + 70_680 });
  });

  it('looks up a transfer that got no answer in time, and never sends it twice', async () => {
    const owner = await host({ momoCode: '0788999111' });
    const stay = await paidStay(owner);
    await releasePayableStays(ctx.database.db, DELAY_HOURS, afterCheckIn(stay.checkIn));
    const mtn = ctx.app.paymentSandbox!.mtn;
    mtn.faults = { ...NO_FAULTS, timeoutRate: 1 };
    try {
      await runToday();
      await vi.waitFor(() => expect(transfersTo('0788999111')).toHaveLength(1), { timeout: 8_000 });
      expect((await earnings(owner)).payouts[0]!.status).toBe('pending');
    } finally {
      mtn.faults = { ...NO_FAULTS };
    }
    const payout = await latestPayoutBecomes(owner, 'successful');
    expect(transfersTo('0788999111')).toEqual([expect.objectContaining({ reference: payout.reference })]);
    await agreesWithLedger(owner);
  });

  it('starts one payout when two runs race for the same host', async () => {
    const owner = await host({ momoCode: '0788999222' });
    const stay = await paidStay(owner);
    await releasePayableStays(ctx.database.db, DELAY_HOURS, afterCheckIn(stay.checkIn));
    const [a, b] = await Promise.all([runPayouts(ctx.database.db), runPayouts(ctx.database.db)]);
    expect(a.waiting.concat(b.waiting).filter((w) => w.hostId === owner.id)).toEqual([]);
    await latestPayoutBecomes(owner, 'successful');
    expect((await earnings(owner)).payouts).toHaveLength(1);
    expect(transfersTo('0788999222')).toHaveLength(1);
    await agreesWithLedger(owner);
  });

  it('takes a refund racing the release from the stay once: held or payable, never both', async () => {
    const owner = await host({ momoCode: '0788777888' });
    const stay = await paidStay(owner);
    const [released, refund] = await Promise.all([
      releaseStay(ctx.database.db, stay.id, DELAY_HOURS, afterCheckIn(stay.checkIn)),
      api('POST', `/api/bookings/${stay.id}/refunds`, owner, { amount: 30_000 }),
    ]);
    expect(released).toBe(true);
    expect(refund.statusCode, refund.body).toBe(201);
    // 70,000 kept: a room charge of 67,961 (and 2,039 tourism tax) whose commission is 8,155, so the host is owed
    // 61,845 (their share and the tax they file), all of it payable, whichever went first.
    const report = await agreesWithLedger(owner);
    expect(report).toMatchObject({ held: 0, payable: 61_845 });
    expect(report.lines[0]).toMatchObject({
      net: 61_845,
      refunded: 30_000,
      commission: 8_155,
      state: 'payable',
    });
  });

  it('puts a host with only a bank account in the day’s bank batch, paid when an admin marks it sent', async () => {
    const owner = await host({ bankAccountNumber: '00040-0123456' });
    const stay = await paidStay(owner);
    await releasePayableStays(ctx.database.db, DELAY_HOURS, afterCheckIn(stay.checkIn));
    await runToday();
    const pending = (await earnings(owner)).payouts[0]!;
    expect(pending).toMatchObject({ method: 'bank', destination: '00040-0123456', status: 'pending' });
    const batches = await api('GET', '/api/admin/bank-batches', admin);
    const batch = batches.json<{ id: number; day: string; status: string; amount: number }[]>()[0]!;
    expect(batch).toMatchObject({ day: todayInKigali(), status: 'open' });
    const csv = await api('GET', `/api/admin/bank-batches/${batch.id}.csv`, admin);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('Beneficiary Name,Account Number,Amount,Currency,Reference,Narration');
    expect(rows).toContainEqual(expect.stringContaining(`,00040-0123456,88350,RWF,${pending.reference},`));
    expect((await agreesWithLedger(owner)).inFlight).toBe(88_350);

    const noReference = await api('POST', `/api/admin/bank-batches/${batch.id}/sent`, admin, {
      bankReference: ' ',
    });
    expect(noReference.statusCode).toBe(400);
    const sent = await api('POST', `/api/admin/bank-batches/${batch.id}/sent`, admin, {
      bankReference: 'BK-2026-77',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const paid = (await earnings(owner)).payouts[0]!;
    expect(paid).toMatchObject({ status: 'successful', providerTransactionId: 'BK-2026-77' });
    expect(await agreesWithLedger(owner)).toMatchObject({ inFlight: 0, paid: 88_350 });
    const again = await api('POST', `/api/admin/bank-batches/${batch.id}/sent`, admin, {
      bankReference: 'BK-2',
    });
    expect(again.json()).toMatchObject({ code: 'BANK_BATCH_SENT' });
  });

  it('holds payouts to details changed in the last 48 hours until an admin approves, and while an admin holds them', async () => {
    const owner = await host({ momoCode: '0788444555' });
    const stay = await paidStay(owner);
    await releasePayableStays(ctx.database.db, DELAY_HOURS, afterCheckIn(stay.checkIn));

    // The host's own change needs their password again.
    const change = { MomoCode: '0788555666' };
    const noPassword = await api('PUT', `/api/users/${owner.id}`, owner, change);
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({ code: 'PASSWORD_REQUIRED' });
    const wrong = await api('PUT', `/api/users/${owner.id}`, owner, {
      ...change,
      CurrentPassword: 'not-it-at-all',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    const changed = await api('PUT', `/api/users/${owner.id}`, owner, {
      ...change,
      CurrentPassword: owner.password,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The account hears of it (the bell and an email, which cannot be turned off).
    const told = await ctx.database.db
      .select({ params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.kind, 'payout_details_changed')));
    expect(told).toEqual([{ params: { byAdmin: false } }]);
    // Other fields need no password.
    const named = await api('PUT', `/api/users/${owner.id}`, owner, {
      ShortDescription: 'Hosting since 2020',
    });
    expect(named.statusCode, named.body).toBe(200);

    const held = await runToday();
    expect(held.waiting).toContainEqual({ hostId: owner.id, reason: 'details_changed' });
    const waiting = await earnings(owner);
    expect(waiting.payouts).toEqual([]);
    expect(waiting.payable).toBe(88_350);
    expect(Date.parse(waiting.payoutDetailsHoldUntil!) - Date.now()).toBeGreaterThan(47 * 3_600_000);

    expect((await api('POST', `/api/admin/hosts/${owner.id}/payout-change-approval`, admin)).statusCode).toBe(
      200,
    );
    // An admin's hold stops it too, until lifted.
    expect(
      (await api('PUT', `/api/admin/hosts/${owner.id}/payouts-held`, admin, { held: true })).statusCode,
    ).toBe(200);
    expect((await runToday()).waiting).toContainEqual({ hostId: owner.id, reason: 'held' });
    expect((await earnings(owner)).payoutsHeld).toBe(true);
    await api('PUT', `/api/admin/hosts/${owner.id}/payouts-held`, admin, { held: false });
    await runToday();
    const payout = await latestPayoutBecomes(owner, 'successful');
    expect(payout.destination).toBe('0788555666');
    expect(transfersTo('0788444555')).toEqual([]);
    await agreesWithLedger(owner);
  });

  it('gives a month of stays as CSV, and keeps the payout routes to their people', async () => {
    const owner = await host({ momoCode: '0788666777' });
    const stay = await paidStay(owner);
    const month = stay.checkIn.slice(0, 7);
    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/host/earnings.csv?month=${month}`,
      headers: { ...sessionHeaders(owner), 'accept-language': 'fr' },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, row] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toContain('Commission (RWF)');
    expect(header).toContain('Payé (RWF)');
    expect(row).toContain(`${stay.id},`);
    expect(row).toContain(',100000,12,11650,2913,0,88350,');
    const badMonth = await api('GET', '/api/host/earnings.csv?month=2026-13', owner);
    expect(badMonth.statusCode).toBe(400);
    expect((await api('GET', '/api/host/earnings', guest)).statusCode).toBe(403);
    expect((await api('POST', '/api/admin/payouts/run', owner)).statusCode).toBe(403);
    const commission = await api('PUT', `/api/admin/hosts/${owner.id}/commission`, admin, { percent: 51 });
    expect(commission.statusCode).toBe(400);
    const notHost = await api('PUT', `/api/admin/hosts/${guest.id}/commission`, admin, { percent: 10 });
    expect(notHost.json()).toMatchObject({ code: 'NOT_A_HOST' });
    expect(
      (await api('PUT', `/api/admin/hosts/${owner.id}/commission`, admin, { percent: 10 })).statusCode,
    ).toBe(200);
    expect((await earnings(owner)).commissionPercent).toBe(10);
  });
});
