// Paying for a reservation end to end (docs/payments.md): the API over real HTTP asks the built-in sandbox of MTN
// MoMo and Airtel Money, whose outcomes are chosen by the payer's number; the watcher settles each payment by
// looking it up; callbacks are hints; the ledger balances; the rooms are held only while the payment can still
// succeed, and given back once.
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES, addDays, todayInKigali, type Booking, type BookingCreated } from '@ikaze/domain';
import { bookings, notifications, payments, roomNights } from '../../db/schema.ts';
import { sessionHeaders, signUpAs, type SignedInUser, type TestContext } from '../../test/harness.ts';
import { createListing, houseRules } from '../../test/test-data.ts';
import { openPaymentsApp } from '../../test/payments-app.ts';
import { checkLedger } from './ledger.ts';
import { NO_FAULTS } from './sandbox/ledger.ts';

let ctx: TestContext;
let guest: SignedInUser;
let host: SignedInUser;
let admin: SignedInUser;
let nextDay = 10;

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

/** A fresh two-night stay in a fresh listing (5 rooms at RWF 50,000), so tests never share nights. */
async function stay(seed: Parameters<typeof createListing>[2] = {}) {
  const { property, roomTypes } = await createListing(ctx.database.db, host.id, seed);
  const checkIn = addDays(todayInKigali(), (nextDay += 3));
  return { property, roomType: roomTypes[0]!, checkIn, checkOut: addDays(checkIn, 2) };
}

type Stay = Awaited<ReturnType<typeof stay>>;

function book(s: Stay, payment?: unknown, plan?: string, rooms = 1) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: sessionHeaders(guest),
    payload: {
      userId: guest.id,
      bookings: [
        {
          roomTypeId: s.roomType.id,
          propertyId: s.property.id,
          roomNumber: rooms,
          checkInDate: s.checkIn,
          checkOutDate: s.checkOut,
          ...(plan ? { rate_plan: plan } : {}),
        },
      ],
      ...(payment ? { payment } : {}),
    },
  });
}

async function booked(
  s: Stay,
  phone: string,
  method = phone.startsWith('072') || phone.startsWith('073') ? 'airtel_money' : 'mtn_momo',
) {
  const response = await book(s, { method, phone });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BookingCreated>().bookings[0]!;
}

async function readBooking(id: number, viewer: SignedInUser = guest): Promise<Booking> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/bookings/${id}`,
    headers: sessionHeaders(viewer),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Booking>();
}

/** Waits until the booking's payment has this status (the watcher works on its own). */
async function paymentBecomes(id: number, status: string, timeout = 8_000) {
  return vi.waitFor(
    async () => {
      const booking = await readBooking(id);
      expect(booking.payment?.status).toBe(status);
      return booking;
    },
    { timeout, interval: 100 },
  );
}

async function paymentRow(bookingId: number) {
  const [row] = await ctx.database.db
    .select({ payment: payments })
    .from(bookings)
    .innerJoin(payments, eq(payments.id, bookings.paymentId))
    .where(eq(bookings.id, bookingId));
  return row!.payment;
}

/** What the sandbox received under a reference. */
function atProvider(reference: string) {
  const sandbox = ctx.app.paymentSandbox!;
  return [...sandbox.mtn.records.values(), ...sandbox.airtel.records.values()].filter(
    (r) => r.kind === 'payment' && r.reference === reference,
  );
}

async function heldNights(s: Stay) {
  const rows = await ctx.database.db
    .select({ held: roomNights.held })
    .from(roomNights)
    .where(eq(roomNights.roomTypeId, s.roomType.id));
  return rows.map((r) => r.held);
}

async function ledgerIsSound() {
  const check = await checkLedger(ctx.database.db);
  expect(check.unbalanced).toEqual([]);
  expect(check.accounts.reduce((sum, a) => sum + a.balance, 0)).toBe(0);
  return check;
}

describe('paying with a wallet', () => {
  it('takes an MTN MoMo payment: pending at once, successful when the provider says so, in the ledger once', async () => {
    const s = await stay();
    const made = await booked(s, '0788123456');
    expect(made.payment).toMatchObject({
      method: 'mtn_momo',
      status: 'pending',
      amount: 100_000,
      currency: 'RWF',
      reason: null,
      paidAt: null,
    });
    expect(Date.parse(made.payment!.expiresAt!) - Date.now()).toBeGreaterThan(14 * 60_000);
    const paid = await paymentBecomes(made.id, 'successful');
    expect(paid.payment!.providerTransactionId).toBeTruthy();
    expect(paid.payment!.paidAt).toBeTruthy();
    // The host and admins see the same payment.
    expect((await readBooking(made.id, host)).payment?.status).toBe('successful');
    expect((await readBooking(made.id, admin)).payment?.status).toBe('successful');
    const row = await paymentRow(made.id);
    expect(atProvider(row.reference)).toHaveLength(1);
    const entries = await ctx.database.db.execute(
      sql`select e.account, e.amount::int as amount from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where t.payment_id = ${row.id} order by e.amount desc`,
    );
    // 100,000 is a room charge of 97,087 and 3 % tourism tax, 2,913 (docs/taxes.md): the tax is held apart for the
    // host, the room charge goes to their share less the 12 % commission on it, 11,650 (docs/money.md#commission).
    expect((entries as { rows: unknown[] }).rows).toEqual([
      { account: 'provider:mtn_momo', amount: 100_000 },
      { account: `host:${host.id}:tourism_tax_held`, amount: -2_913 },
      { account: 'commission', amount: -11_650 },
      { account: `host:${host.id}:held`, amount: -85_437 },
    ]);
    // The host hears of the request once it is paid, once.
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, host.id), eq(notifications.kind, 'booking_requested')));
    expect(told.filter((n) => (n.params as { bookingId: number }).bookingId === made.id)).toHaveLength(1);
    await ledgerIsSound();
  });

  it('lets the host refund a paid request, and the rooms go back', async () => {
    const s = await stay();
    const made = await booked(s, '0788123457');
    await paymentBecomes(made.id, 'successful');
    const refunded = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${made.id}/status`,
      headers: sessionHeaders(host),
      payload: { status: 'refunded' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json<{ booking: Booking }>().booking.status).toBe('refunded');
    expect(await heldNights(s)).toEqual([0, 0]);
    await ledgerIsSound();
  });

  it('takes an Airtel Money payment, called back at /api/payments/callbacks/airtel', async () => {
    const s = await stay();
    const made = await booked(s, '0733123456');
    expect(made.payment?.method).toBe('airtel_money');
    await paymentBecomes(made.id, 'successful');
    const row = await paymentRow(made.id);
    expect(atProvider(row.reference)).toHaveLength(1);
  });

  it('finds by polling a payment that succeeds late without any callback', async () => {
    const s = await stay();
    const made = await booked(s, '0780000004');
    await paymentBecomes(made.id, 'successful', 10_000);
  });

  it('says why a payment failed, keeps the rooms for another try, and takes the other number once', async () => {
    const s = await stay();
    const made = await booked(s, '0780000002');
    const failed = await paymentBecomes(made.id, 'failed');
    expect(failed.payment!.reason).toBe('declined');
    expect(failed.status).toBe('pending');
    expect(await heldNights(s)).toEqual([1, 1]);

    const poor = await booked(await stay(), '0720000001');
    expect((await paymentBecomes(poor.id, 'failed')).payment!.reason).toBe('not_enough_funds');

    const other = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${made.id}/payment`,
      headers: sessionHeaders(guest),
      payload: { method: 'mtn_momo', phone: '+250 788 111 222' },
    });
    expect(other.statusCode, other.body).toBe(200);
    const retried = other.json<{ bookings: Booking[] }>().bookings[0]!;
    expect(retried.payment!.id).not.toBe(made.payment!.id);
    expect(retried.payment!.expiresAt).toBe(made.payment!.expiresAt);
    await paymentBecomes(made.id, 'successful');
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${made.id}/payment`,
      headers: sessionHeaders(guest),
      payload: { method: 'mtn_momo', phone: '0788111222' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_PAID', message: PAYMENT_MESSAGES.alreadyPaid });
    const byHost = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${made.id}/payment`,
      headers: sessionHeaders(host),
      payload: { method: 'mtn_momo', phone: '0788111222' },
    });
    expect(byHost.statusCode).toBe(403);
    await ledgerIsSound();
  });

  it('gives the rooms back once when the window passes without an answer, and keeps looking for a late approval', async () => {
    const s = await stay();
    const made = await booked(s, '0780000003', 'mtn_momo');
    expect(await heldNights(s)).toEqual([1, 1]);
    await vi.waitFor(async () => expect((await paymentRow(made.id)).requestedAt).not.toBeNull());
    // The window ends (the clock moved): the watcher's next look expires it.
    const row = await paymentRow(made.id);
    await ctx.database.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000), nextCheckAt: new Date() })
      .where(eq(payments.id, row.id));
    const expired = await paymentBecomes(made.id, 'expired');
    expect(expired.status).toBe('expired');
    expect(await heldNights(s)).toEqual([0, 0]);
    // More looks give nothing back twice.
    await ctx.database.db.update(payments).set({ nextCheckAt: new Date() }).where(eq(payments.id, row.id));
    await ctx.app.payments.checkDue();
    expect(await heldNights(s)).toEqual([0, 0]);
    expect((await paymentRow(made.id)).nextCheckAt).not.toBeNull();
    const retry = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${made.id}/payment`,
      headers: sessionHeaders(guest),
      payload: { method: 'mtn_momo', phone: '0788111222' },
    });
    expect(retry.json()).toMatchObject({ code: 'PAYMENT_WINDOW_PASSED' });
  });
});

describe('a payer who approves after the window', () => {
  /** Books with the slow number, then moves the clock past the window before the provider settles it. */
  async function expiredBeforeApproval(s: Stay) {
    const made = await booked(s, '0780000004');
    await vi.waitFor(async () => expect((await paymentRow(made.id)).requestedAt).not.toBeNull());
    const row = await paymentRow(made.id);
    await ctx.database.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000), nextCheckAt: new Date() })
      .where(eq(payments.id, row.id));
    await paymentBecomes(made.id, 'expired');
    return { made, row };
  }

  /** The late approval arrives; the next look finds it (the clock moved to that look). */
  async function approvedLate(paymentId: number, bookingId: number) {
    await sleep(1_700);
    await ctx.database.db.update(payments).set({ nextCheckAt: new Date() }).where(eq(payments.id, paymentId));
    return paymentBecomes(bookingId, 'successful');
  }

  it('holds the rooms again when they are still free, and the stay goes on as if paid in time', async () => {
    const s = await stay();
    const { made, row } = await expiredBeforeApproval(s);
    expect(await heldNights(s)).toEqual([0, 0]);
    const paid = await approvedLate(row.id, made.id);
    expect(paid.status).toBe('pending');
    expect(await heldNights(s)).toEqual([1, 1]);
    const kinds = await ctx.database.db.execute(
      sql`select kind from ledger_transactions where payment_id = ${row.id}`,
    );
    expect((kinds as { rows: unknown[] }).rows).toEqual([{ kind: 'payment_received' }]);
  });

  it('owes the money back when someone else took the rooms meanwhile', async () => {
    const s = await stay({ roomTypes: [{ roomCount: 1 }] });
    const { made, row } = await expiredBeforeApproval(s);
    const other = await signUpAs(ctx, 'user');
    const taken = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: sessionHeaders(other),
      payload: {
        userId: other.id,
        bookings: [
          { roomTypeId: s.roomType.id, roomNumber: 1, checkInDate: s.checkIn, checkOutDate: s.checkOut },
        ],
      },
    });
    expect(taken.statusCode).toBe(201);
    const paid = await approvedLate(row.id, made.id);
    expect(paid.status).toBe('expired');
    expect(await heldNights(s)).toEqual([1, 1]);
    const owed = await ctx.database.db.execute(
      sql`select e.account, e.amount::int as amount from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where t.payment_id = ${row.id} and t.kind = 'payment_received_late' order by e.amount`,
    );
    expect((owed as { rows: unknown[] }).rows).toEqual([
      { account: 'refunds_owed', amount: -100_000 },
      { account: 'provider:mtn_momo', amount: 100_000 },
    ]);
    await ledgerIsSound();
  });
});

describe('what the provider does not answer', () => {
  it('keeps a request that timed out pending and looks it up, never sending it twice', async () => {
    ctx.app.paymentSandbox!.mtn.faults = { ...NO_FAULTS, timeoutRate: 1 };
    const s = await stay();
    const made = await booked(s, '0788333444');
    expect(made.payment?.status).toBe('pending');
    ctx.app.paymentSandbox!.mtn.faults = { ...NO_FAULTS };
    await paymentBecomes(made.id, 'successful');
    expect(atProvider((await paymentRow(made.id)).reference)).toHaveLength(1);
  });

  it('sends a request the provider never received (this process died first) under the same reference', async () => {
    const s = await stay();
    const site = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
    ctx.app.payments.setSiteUrl('http://127.0.0.1:9'); // nothing listens: the request is lost
    const made = await booked(s, '0788555666');
    ctx.app.payments.setSiteUrl(site);
    const row = await paymentRow(made.id);
    expect(atProvider(row.reference)).toHaveLength(0);
    await paymentBecomes(made.id, 'successful');
    expect(atProvider(row.reference)).toHaveLength(1);
    await ledgerIsSound();
  });
});

describe('callbacks', () => {
  it('are hints: a forged success changes nothing, garbage is refused with a 400, replays settle once', async () => {
    const s = await stay();
    const made = await booked(s, '0780000003');
    const row = await paymentRow(made.id);
    const forged = {
      financialTransactionId: '999',
      externalId: row.reference,
      amount: '100000',
      currency: 'RWF',
      payer: { partyIdType: 'MSISDN', partyId: '250780000003' },
      status: 'SUCCESSFUL',
    };
    for (const method of ['PUT', 'POST'] as const) {
      const response = await ctx.app.inject({ method, url: '/api/payments/callbacks/mtn', payload: forged });
      expect(response.statusCode).toBe(200);
    }
    await ctx.app.payments.checkDue();
    expect((await readBooking(made.id)).payment?.status).toBe('pending');

    for (const payload of [
      '{',
      'null',
      '[]',
      '{"externalId": 5}',
      '{"transaction":{"id":"../../etc"}}',
      'x'.repeat(20_000),
    ]) {
      for (const provider of ['mtn', 'airtel']) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: `/api/payments/callbacks/${provider}`,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect([400, 413]).toContain(response.statusCode);
        expect(response.json().code).toMatch(
          /^(UNREADABLE_CALLBACK|BAD_REQUEST|VALIDATION_FAILED|PAYLOAD_TOO_LARGE)$/,
        );
      }
    }

    const paid = await booked(await stay(), '0788777888');
    await paymentBecomes(paid.id, 'successful');
    const paidRow = await paymentRow(paid.id);
    const replay = { ...forged, externalId: paidRow.reference };
    await Promise.all(
      Array.from({ length: 50 }, () =>
        ctx.app.inject({ method: 'PUT', url: '/api/payments/callbacks/mtn', payload: replay }),
      ),
    );
    await ctx.app.payments.checkDue();
    const transactions = await ctx.database.db.execute(
      sql`select count(*)::int as n from ledger_transactions where payment_id = ${paidRow.id}`,
    );
    expect((transactions as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
  });
});

describe('choosing how to pay', () => {
  it('pays at the property by default, where allowed, and never for Non-Refundable or where the host said no', async () => {
    const s = await stay();
    const plain = await book(s);
    expect(plain.statusCode).toBe(201);
    expect(plain.json<BookingCreated>().bookings[0]!.payment).toMatchObject({
      method: 'at_property',
      status: 'not_required',
      expiresAt: null,
    });

    const nonRefundable = await stay({ ratePlans: { non_refundable: { discount: 10 } } });
    const refused = await book(nonRefundable, { method: 'at_property' }, 'nonRefundable');
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      code: 'PAYMENT_REQUIRED',
      message: PAYMENT_MESSAGES.nonRefundablePaysNow,
    });

    const noCash = await stay({ rules: houseRules({ payAtProperty: false }) });
    for (const payment of [undefined, { method: 'at_property' }]) {
      const response = await book(noCash, payment);
      expect(response.statusCode).toBe(402);
      expect(response.json().code).toBe('PAYMENT_REQUIRED');
    }
    expect(await heldNights(noCash)).toEqual([]);
  });

  it('refuses a number that is not a Rwandan mobile number, in the asker’s language', async () => {
    const s = await stay();
    for (const phone of ['0712345678', '078123', '+33612345678', '']) {
      const response = await book(s, { method: 'mtn_momo', phone });
      expect(response.statusCode).toBe(400);
    }
    const missing = await book(s, { method: 'airtel_money' });
    expect(missing.json().message).toBe(PAYMENT_MESSAGES.phoneRequired);
    const french = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { ...sessionHeaders(guest), 'accept-language': 'fr' },
      payload: {
        userId: guest.id,
        bookings: [
          { roomTypeId: s.roomType.id, roomNumber: 1, checkInDate: s.checkIn, checkOutDate: s.checkOut },
        ],
        payment: { method: 'mtn_momo', phone: '12' },
      },
    });
    expect(french.statusCode).toBe(400);
    expect(french.json().message).toBe(
      'Saisissez un numéro de mobile rwandais\u00a0: 078, 079, 072 ou 073 suivi de 7 chiffres.',
    );
    expect(await heldNights(s)).toEqual([]);
  });
});

describe('the ledger', () => {
  it('balances, and refuses to be changed or unbalanced', async () => {
    await ledgerIsSound();
    await expect(
      ctx.database.db.execute(sql`update ledger_entries set amount = amount + 1`),
    ).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`delete from ledger_transactions`)).rejects.toThrow();
    await expect(
      ctx.database.db.transaction(async (tx) => {
        const inserted: unknown = await tx.execute(
          sql`insert into ledger_transactions (kind) values ('test') returning id`,
        );
        const [t] = (inserted as { rows: Array<{ id: number }> }).rows;
        await tx.execute(
          sql`insert into ledger_entries (transaction_id, account, amount) values (${t!.id}, 'a', 5), (${t!.id}, 'b', -4)`,
        );
      }),
    ).rejects.toThrow();
    await ledgerIsSound();
  });
});
