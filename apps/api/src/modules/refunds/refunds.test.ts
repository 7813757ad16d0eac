// Money going back to guests end to end (docs/money.md#refunds): the API over real HTTP asks the built-in sandbox
// of MTN MoMo and Airtel Money; the refund watcher sends each refund under its stored reference and looks it up
// until final; the commission shrinks with what the guest keeps paid; the ledger balances after every step.
import { randomUUID } from 'node:crypto';
import { commissionOnStay } from '../../test/test-data.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REFUND_MESSAGES,
  addDays,
  todayInKigali,
  type AdminRefund,
  type Booking,
  type BookingCancellation,
} from '@ikaze/domain';
import { bookings, payouts, refunds, users } from '../../db/schema.ts';
import { sessionHeaders, signUpAs, type SignedInUser, type TestContext } from '../../test/harness.ts';
import { bookPaidStay, openPaymentsApp } from '../../test/payments-app.ts';
import { expirePendingBookings } from '../bookings/expiry.ts';
import { checkLedger } from '../payments/ledger.ts';
import { releaseAndPay } from '../payouts/run.ts';
import { NO_FAULTS } from '../payments/sandbox/ledger.ts';

let ctx: TestContext;
let guest: SignedInUser;
let host: SignedInUser;
let admin: SignedInUser;
let nextDay = 20;

beforeAll(async () => {
  ctx = await openPaymentsApp();
  [guest, host, admin] = await Promise.all([
    signUpAs(ctx, 'user'),
    signUpAs(ctx, 'host'),
    signUpAs(ctx, 'admin'),
  ]);
});
afterAll(async () => {
  await ctx?.close();
});
beforeEach(() => {
  ctx.app.paymentSandbox!.mtn.faults = { ...NO_FAULTS };
  ctx.app.paymentSandbox!.airtel.faults = { ...NO_FAULTS };
});

/** A paid two-night Flexible stay (RWF 50,000 a night) in a fresh listing, far enough ahead to cancel free. */
function paidStay(phone: string, ratePlan?: string) {
  return bookPaidStay(ctx, {
    guest,
    host,
    phone,
    checkIn: addDays(todayInKigali(), (nextDay += 3)),
    ...(ratePlan ? { ratePlan } : {}),
    ...(ratePlan === 'nonRefundable' ? { listing: { ratePlans: { non_refundable: { discount: 0 } } } } : {}),
  });
}

async function read(id: number, viewer: SignedInUser = guest): Promise<Booking> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/bookings/${id}`,
    headers: sessionHeaders(viewer),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Booking>();
}

function setStatus(id: number, who: SignedInUser, status: string, reason?: string) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/bookings/${id}/status`,
    headers: sessionHeaders(who),
    payload: { status, ...(reason ? { reason } : {}) },
  });
}

async function cancellation(id: number) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/bookings/${id}/cancellation`,
    headers: sessionHeaders(guest),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BookingCancellation>();
}

function refundsOf(bookingId: number) {
  return ctx.database.db.select().from(refunds).where(eq(refunds.bookingId, bookingId)).orderBy(refunds.id);
}

/** Waits until every refund of the stay is final (the watcher works on its own). */
async function refundsSettle(bookingId: number, status = 'successful', timeout = 8_000) {
  return vi.waitFor(
    async () => {
      const rows = await refundsOf(bookingId);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.at(-1)!.status).toBe(status);
      return rows;
    },
    { timeout, interval: 100 },
  );
}

/** What the sandbox received: refunds and transfers back to payers. */
function atProvider(kind: 'refund' | 'transfer') {
  const sandbox = ctx.app.paymentSandbox!;
  return [...sandbox.mtn.records.values(), ...sandbox.airtel.records.values()].filter((r) => r.kind === kind);
}

/** The balances of the accounts a stay's money moved through, tagged with the stay. */
async function stayAccounts(bookingId: number) {
  const result: unknown = await ctx.database.db.execute(sql`
    select e.account, sum(e.amount)::float8 as balance from ledger_entries e
    join ledger_transactions t on t.id = e.transaction_id where t.booking_id = ${bookingId}
    group by e.account order by e.account`);
  return Object.fromEntries(
    (result as { rows: { account: string; balance: number }[] }).rows.map((r) => [r.account, r.balance]),
  );
}

async function ledgerIsSound() {
  const check = await checkLedger(ctx.database.db);
  expect(check.unbalanced).toEqual([]);
  expect(check.accounts.reduce((sum, a) => sum + a.balance, 0)).toBe(0);
}

describe("a provider's callback naming a refund", () => {
  it('makes that refund due a look at once, in the one statement that also tries payments and payouts', async () => {
    const made = await paidStay('0788200009');
    expect((await setStatus(made.id, guest, 'cancelled')).statusCode).toBe(200);
    const [refund] = await refundsSettle(made.id);
    // As if it still waited for its next look, an hour away, under a reference the sandbox's own late callbacks
    // do not carry; the watcher stopped, so that only the callbacks below move the row.
    await ctx.app.refunds.stop();
    const reference = randomUUID();
    const later = new Date(Date.now() + 3_600_000);
    const setRow = (values: Partial<typeof refunds.$inferInsert>) =>
      ctx.database.db.update(refunds).set(values).where(eq(refunds.id, refund!.id));
    await setRow({ reference, nextCheckAt: later });
    try {
      const callback = (externalId: string) =>
        ctx.app.inject({
          method: 'PUT',
          url: '/api/payments/callbacks/mtn',
          payload: { externalId, status: 'SUCCESSFUL', amount: '100000', currency: 'RWF' },
        });
      // Another reference leaves it alone; its own makes it due now.
      expect((await callback(randomUUID())).statusCode).toBe(200);
      expect((await refundsOf(made.id)).at(-1)!.nextCheckAt).toEqual(later);
      expect((await callback(reference)).statusCode).toBe(200);
      expect((await refundsOf(made.id)).at(-1)!.nextCheckAt!.getTime()).toBeLessThanOrEqual(Date.now());
    } finally {
      await setRow({ reference: refund!.reference, nextCheckAt: refund!.nextCheckAt });
      ctx.app.refunds.start();
    }
  });
});

describe('refunds by rule', () => {
  it('gives a guest who cancels in the free window all of it back, to the number that paid, and the commission with it', async () => {
    const made = await paidStay('0788200001');
    expect(made.total_price).toBe(100_000);
    expect((await read(made.id)).commissionPercent).toBe(12);
    const before = await cancellation(made.id);
    expect(before).toMatchObject({ free: true, fee: 0, refund: 100_000, refundTo: '0788200001' });

    const cancelled = await setStatus(made.id, guest, 'cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<{ booking: Booking }>().booking.payment!.refunded).toBe(100_000);
    const [refund] = await refundsSettle(made.id);
    expect(refund).toMatchObject({ cause: 'guest_cancelled', amount: 100_000, via: 'refund', try: 1 });
    const payment = (await read(made.id)).payment!;
    const sent = atProvider('refund').filter((r) => r.reference === refund!.reference);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ amount: 100_000, party: '788200001' });
    expect((sent[0]!.body as { referenceIdToRefund: string }).referenceIdToRefund).toBeTruthy();
    expect(payment.refunded).toBe(100_000);
    // Nothing is left with the host or the platform; the provider's account gave it back.
    expect(await stayAccounts(made.id)).toEqual({
      commission: 0,
      [`host:${host.id}:held`]: 0,
      [`host:${host.id}:tourism_tax_held`]: 0,
      'provider:mtn_momo': 0,
      refunds_owed: 0,
    });
    // Ended: the cancellation now says what went back.
    expect(await cancellation(made.id)).toMatchObject({ refund: 100_000, canCancel: false });
    await ledgerIsSound();
  });

  it('keeps the first night when the guest cancels after the free window, and everything under Non-Refundable', async () => {
    const late = await paidStay('0788200002');
    await ctx.database.db
      .update(bookings)
      .set({ freeCancellationUntil: addDays(todayInKigali(), -1) })
      .where(eq(bookings.id, late.id));
    expect(await cancellation(late.id)).toMatchObject({ free: false, fee: 50_000, refund: 50_000 });
    expect((await setStatus(late.id, guest, 'cancelled')).statusCode).toBe(200);
    const [kept] = await refundsSettle(late.id);
    expect(kept!.amount).toBe(50_000);
    // The platform keeps its commission on the night the guest paid for, the host the rest of it.
    expect(await stayAccounts(late.id)).toMatchObject({
      // 50,000 kept is a room charge of 48,544 and 1,456 tourism tax (3 %), held apart for the host.
      commission: -commissionOnStay(50_000),
      [`host:${host.id}:held`]: -(48_544 - commissionOnStay(50_000)),
      [`host:${host.id}:tourism_tax_held`]: -1_456,
    });

    const locked = await paidStay('0788200003', 'nonRefundable');
    expect(await cancellation(locked.id)).toMatchObject({ free: false, fee: 100_000, refund: 0 });
    expect((await setStatus(locked.id, guest, 'cancelled')).statusCode).toBe(200);
    expect(await refundsOf(locked.id)).toEqual([]);
    expect((await read(locked.id)).payment!.refunded).toBe(0);
    await ledgerIsSound();
  });

  it('returns the whole payment when the host declines or refunds a paid request, on Airtel by its refund', async () => {
    const declined = await paidStay('0722200004');
    expect((await setStatus(declined.id, host, 'cancelled')).statusCode).toBe(200);
    const [one] = await refundsSettle(declined.id);
    expect(one).toMatchObject({ cause: 'host_declined', amount: 100_000, via: 'refund' });
    expect(atProvider('refund').filter((r) => r.refunds && r.party === '722200004')).toHaveLength(1);

    const refunded = await paidStay('0788200005');
    expect((await setStatus(refunded.id, host, 'refunded')).statusCode).toBe(200);
    expect((await refundsSettle(refunded.id))[0]).toMatchObject({ cause: 'host_refunded', amount: 100_000 });
    // Nothing left: a second Refund is refused.
    const again = await setStatus(refunded.id, host, 'refunded');
    expect(again.statusCode).toBe(409);
    await ledgerIsSound();
  });

  it('returns a paid request that expires unanswered', async () => {
    const made = await paidStay('0788200006');
    const expired = await expirePendingBookings(ctx.database.db, 0, new Date(Date.now() + 60_000));
    expect(expired).toBeGreaterThanOrEqual(1);
    expect((await read(made.id)).status).toBe('expired');
    expect((await refundsSettle(made.id))[0]).toMatchObject({ cause: 'request_expired', amount: 100_000 });
    await ledgerIsSound();
  });

  it('lets the host give back part of a confirmed stay, up to what is left, as an Airtel transfer', async () => {
    const made = await paidStay('0733200007');
    expect((await setStatus(made.id, host, 'confirmed')).statusCode).toBe(200);
    const part = (amount: unknown, who = host, locale = 'en') =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/bookings/${made.id}/refunds`,
        headers: { ...sessionHeaders(who), 'accept-language': locale },
        payload: { amount },
      });
    expect((await part(30_000, guest)).statusCode).toBe(403);
    for (const bad of [0, -5, 1.5, '10'])
      expect((await part(bad)).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const tooMuch = await part(100_001, host, 'fr');
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'REFUND_TOO_LARGE' });
    expect(tooMuch.json().message).not.toBe(REFUND_MESSAGES.tooMuch);

    const given = await part(30_000);
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json().refund).toMatchObject({ amount: 30_000, cause: 'host_goodwill' });
    const [goodwill] = await refundsSettle(made.id);
    expect(goodwill!.via).toBe('transfer');
    expect(atProvider('transfer').filter((r) => r.reference === goodwill!.reference)).toMatchObject([
      { amount: 30_000, party: '733200007' },
    ]);
    // The commission is now that of the 70,000 the guest keeps paid.
    expect(await stayAccounts(made.id)).toMatchObject({ commission: -commissionOnStay(70_000) });
    // The guest cancelling in the free window gets the rest.
    expect(await cancellation(made.id)).toMatchObject({ refund: 70_000 });
    expect((await setStatus(made.id, guest, 'cancelled')).statusCode).toBe(200);
    await vi.waitFor(async () => {
      const rows = await refundsOf(made.id);
      expect(rows.map((r) => [r.amount, r.status])).toEqual([
        [30_000, 'successful'],
        [70_000, 'successful'],
      ]);
    }, 8_000);
    expect((await read(made.id)).payment!.refunded).toBe(100_000);
    await ledgerIsSound();
  });

  it('tries a refused refund again, then leaves it to an admin, who settles it by hand', async () => {
    // x…6 numbers pay, but refuse every refund.
    const made = await paidStay('0780000006');
    expect((await setStatus(made.id, guest, 'cancelled')).statusCode).toBe(200);
    for (const tries of [2, 3]) {
      // Refused: a new try waits, with a new reference.
      await vi.waitFor(
        async () => {
          const rows = await refundsOf(made.id);
          expect(rows.map((r) => r.status)).toEqual([...Array(tries - 1).fill('failed'), 'pending']);
        },
        { timeout: 8_000, interval: 100 },
      );
      // The next try waits minutes: the clock is moved.
      await ctx.database.db
        .update(refunds)
        .set({ nextCheckAt: new Date() })
        .where(sql`${refunds.bookingId} = ${made.id} and ${refunds.status} = 'pending'`);
    }
    await refundsSettle(made.id, 'needs_hand');
    const rows = await refundsOf(made.id);
    expect(new Set(rows.map((r) => r.reference)).size).toBe(3);
    expect(rows.map((r) => r.try)).toEqual([1, 2, 3]);

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/refunds?status=needs_hand',
      headers: sessionHeaders(admin),
    });
    expect(list.statusCode).toBe(200);
    const waiting = list.json<AdminRefund[]>().find((r) => r.bookingId === made.id)!;
    expect(waiting).toMatchObject({ amount: 100_000, phone: '0780000006', try: 3, status: 'needs_hand' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/refunds', headers: sessionHeaders(host) }))
        .statusCode,
    ).toBe(403);
    const noNote = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${waiting.id}/settle`,
      headers: sessionHeaders(admin),
      payload: { note: ' ' },
    });
    expect(noNote.statusCode).toBe(400);
    const settled = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${waiting.id}/settle`,
      headers: sessionHeaders(admin),
      payload: { note: 'Bank transfer BK-2026-1189' },
    });
    expect(settled.statusCode, settled.body).toBe(200);
    const twice = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${waiting.id}/settle`,
      headers: sessionHeaders(admin),
      payload: { note: 'again' },
    });
    expect(twice.json()).toMatchObject({ code: 'REFUND_NOT_WAITING' });
    expect(await stayAccounts(made.id)).toMatchObject({ refunds_owed: 0, bank: -100_000 });
    await ledgerIsSound();
  });

  it('never gives back more than was paid when the guest cancels while the host refunds part', async () => {
    const made = await paidStay('0788200008');
    expect((await setStatus(made.id, host, 'confirmed')).statusCode).toBe(200);
    const [cancelled, part] = await Promise.all([
      setStatus(made.id, guest, 'cancelled'),
      ctx.app.inject({
        method: 'POST',
        url: `/api/bookings/${made.id}/refunds`,
        headers: sessionHeaders(host),
        payload: { amount: 60_000 },
      }),
    ]);
    expect(cancelled.statusCode).toBe(200);
    // Whichever came second saw what the first gave back.
    expect([201, 409]).toContain(part.statusCode);
    await vi.waitFor(async () => {
      const rows = await refundsOf(made.id);
      expect(rows.every((r) => r.status === 'successful')).toBe(true);
      expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(100_000);
    }, 8_000);
    await ledgerIsSound();
  });

  it('lets money leave once when the guest cancels while the host refunds while the payout job runs', async () => {
    await ctx.database.db.update(users).set({ momoCode: '0788777000' }).where(eq(users.id, host.id));
    const made = await paidStay('0788200009');
    expect((await setStatus(made.id, host, 'confirmed')).statusCode).toBe(200);
    // The payout job runs as if the stay had begun (the clock past its check-in), at the same time as both.
    const afterCheckIn = new Date(Date.parse(`${made.check_in_date}T12:00:00Z`) + 2 * 86_400_000);
    const [cancelled, part, run] = await Promise.all([
      setStatus(made.id, guest, 'cancelled'),
      ctx.app.inject({
        method: 'POST',
        url: `/api/bookings/${made.id}/refunds`,
        headers: sessionHeaders(host),
        payload: { amount: 40_000 },
      }),
      releaseAndPay(ctx.database.db, 0, afterCheckIn),
    ]);
    expect(cancelled.statusCode).toBe(200);
    expect([201, 409]).toContain(part.statusCode);
    expect(run.waiting).toEqual([]);
    // Everything settles: what went back to the guest and what the host was paid never exceed what was paid.
    await vi.waitFor(
      async () => {
        const back = await refundsOf(made.id);
        expect(back.every((r) => r.status === 'successful')).toBe(true);
        const paid = await ctx.database.db.select().from(payouts).where(eq(payouts.hostId, host.id));
        expect(paid.every((p) => p.status !== 'pending')).toBe(true);
      },
      { timeout: 8_000, interval: 100 },
    );
    const given = (await refundsOf(made.id)).reduce((sum, r) => sum + r.amount, 0);
    expect(given).toBe(100_000);
    expect(await stayAccounts(made.id)).toMatchObject({ commission: 0, refunds_owed: 0 });
    // The host's share is all back with the guest: whatever was released or paid out is now a balance to net.
    const held = await stayAccounts(made.id);
    expect((held[`host:${host.id}:held`] ?? 0) + (held[`host:${host.id}:payable`] ?? 0)).toBe(0);
    await ledgerIsSound();
  });
});
