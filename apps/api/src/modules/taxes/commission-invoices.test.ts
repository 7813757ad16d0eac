// Commission invoices and the taxes collected, end to end (docs/commission-invoices.md): stays paid through the
// payment sandbox, a discount and a partial refund, hand-checked against the law's rates; invoices issued from the
// ledger's commission by month, with and without the platform's VAT, numbered without a gap under two concurrent
// runs, never twice for a host and month; the PDF read in three languages; who may read what.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  formatMoney,
  todayInKigali,
  vatIncluded,
  type CommissionInvoice,
  type InvoiceIssueResult,
  type TaxSummary,
} from '@ikaze/domain';
import { addMonths } from '../../db/kigali-time.ts';
import { bookPaidStay, openPaymentsApp } from '../../test/payments-app.ts';
import { sessionHeaders, signUpAs, type SignedInUser, type TestContext } from '../../test/harness.ts';
import { createListing, insertBooking } from '../../test/test-data.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { issueCommissionInvoices } from './commission-invoices.ts';

let ctx: TestContext;
let guest: SignedInUser;
let vatHost: SignedInUser;
let plainHost: SignedInUser;
let otherHost: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  ctx = await openPaymentsApp();
  [guest, vatHost, plainHost, otherHost, admin] = await Promise.all([
    signUpAs(ctx, 'user'),
    signUpAs(ctx, 'host'),
    signUpAs(ctx, 'host'),
    signUpAs(ctx, 'host'),
    signUpAs(ctx, 'admin'),
  ]);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const thisMonth = () => todayInKigali().slice(0, 7);
const as = (who: SignedInUser | null, url: string, method: 'GET' | 'POST' = 'GET') =>
  ctx.app.inject({ method, url, headers: who ? sessionHeaders(who) : {} });

/** A booking of `host`'s (no nights held) for the ledger lines written by hand below. */
async function hostBooking(host: SignedInUser): Promise<number> {
  const { property, roomTypes } = await createListing(ctx.database.db, host.id);
  const row = await insertBooking(ctx.database.db, {
    userId: guest.id,
    propertyId: property.id,
    roomTypeId: roomTypes[0]!.id,
  });
  return row.id;
}

/**
 * Commission the ledger wrote on a stay at a past time: a balanced transaction tagged with the booking, as a
 * payment's (a positive amount) or a refund's give-back (negative). The ledger takes inserts of any date; the
 * app's own writes are always now.
 */
async function commissionAt(bookingId: number, amount: number, at: string) {
  await ctx.database.db.transaction(async (tx) => {
    const created = (await tx.execute(sql`insert into ledger_transactions (kind, booking_id, created_at)
      values (${amount > 0 ? 'payment_received' : 'refund_owed'}, ${bookingId}, ${at}::timestamptz)
      returning id`)) as { rows: Array<{ id: number }> };
    const id = created.rows[0]!.id;
    await tx.execute(sql`insert into ledger_entries (transaction_id, account, amount)
      values (${id}, 'provider:mtn_momo', ${amount}), (${id}, 'commission', ${-amount})`);
  });
}

async function issue(month: string) {
  const response = await as(admin, `/api/admin/invoices/issue?month=${month}`, 'POST');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InvoiceIssueResult>();
}

const allNumbers = async () =>
  (
    (await ctx.database.db.execute(sql`select number from commission_invoices order by number`)) as {
      rows: Array<{ number: number }>;
    }
  ).rows.map((r) => Number(r.number));

describe('commission invoices', { timeout: 90_000 }, () => {
  it('shows the VAT inside the commission when the platform is registered, none when not', async () => {
    const [a, b] = [await hostBooking(vatHost), await hostBooking(plainHost)];
    // March 2026 (Kigali is UTC+2: 31 March 23:30 in Kigali is 21:30 UTC, still March; 1 April 00:30 is April).
    await commissionAt(a, 11_800, '2026-03-10T08:00:00Z');
    await commissionAt(b, 6_000, '2026-03-31T21:30:00Z');
    await commissionAt(b, 4_000, '2026-03-31T22:30:00Z');
    // A host whose commission in the month came to 0 (taken, then given back) gets no invoice.
    const c = await hostBooking(otherHost);
    await commissionAt(c, 5_000, '2026-03-12T08:00:00Z');
    await commissionAt(c, -5_000, '2026-03-20T08:00:00Z');

    ctx.app.config.taxes.platformVatRegistered = true;
    ctx.app.config.taxes.platformTin = '100200300';
    const march = await issue('2026-03');
    // 11,800 × 18/118 = 1,800 exactly: net 10,000. 6,000 × 18/118 = 915.25 → 915: net 5,085.
    const byHostId = [...march.issued].sort((x, y) => x.hostId - y.hostId);
    expect(
      byHostId.map(({ hostId, commission, vat, net, vatPercent }) => ({
        hostId,
        commission,
        vat,
        net,
        vatPercent,
      })),
    ).toEqual(
      [
        { hostId: vatHost.id, commission: 11_800, vat: 1_800, net: 10_000, vatPercent: 18 },
        { hostId: plainHost.id, commission: 6_000, vat: 915, net: 5_085, vatPercent: 18 },
      ].sort((x, y) => x.hostId - y.hostId),
    );
    expect(march.issued.map((i) => i.number).sort()).toEqual(['IKZ-C-000001', 'IKZ-C-000002']);
    // Issuing again makes nothing new.
    expect((await issue('2026-03')).issued).toEqual([]);

    ctx.app.config.taxes.platformVatRegistered = false;
    const april = await issue('2026-04');
    // The 4,000 written at 00:30 on 1 April in Kigali: April's. Not registered: no VAT, all of it is the net.
    expect(april.issued).toMatchObject([
      { number: 'IKZ-C-000003', hostId: plainHost.id, commission: 4_000, vat: 0, net: 4_000, vatPercent: 0 },
    ]);
    expect(await allNumbers()).toEqual([1, 2, 3]);
  });

  it('refuses a month not over, and a month that is not one', async () => {
    for (const month of [thisMonth(), addMonths(thisMonth(), 1)]) {
      const response = await as(admin, `/api/admin/invoices/issue?month=${month}`, 'POST');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'month' });
    }
    const bad = await as(admin, '/api/admin/invoices/issue?month=2026-13', 'POST');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('numbers invoices without a gap when two runs issue at once', async () => {
    const hosts = [vatHost, plainHost, otherHost];
    const stays = [];
    for (const host of hosts) stays.push(await hostBooking(host));
    for (const [i, stay] of stays.entries()) {
      await commissionAt(stay, 1_000 + i, '2026-05-15T10:00:00Z');
      await commissionAt(stay, 2_000 + i, '2026-06-15T10:00:00Z');
    }
    const before = await allNumbers();
    const settings = { vatPercent: 18, platformVatRegistered: true, platformTin: null };
    // Two months at once, and one of them twice: the counter's row makes them take turns.
    const runs = await Promise.all([
      issueCommissionInvoices(ctx.database.db, '2026-05', settings),
      issueCommissionInvoices(ctx.database.db, '2026-06', settings),
      issueCommissionInvoices(ctx.database.db, '2026-05', settings),
    ]);
    expect(runs.map((r) => r.length).sort()).toEqual([0, 3, 3]);
    const after = await allNumbers();
    const last = before.at(-1) ?? 0;
    expect(after).toEqual([...before, ...[1, 2, 3, 4, 5, 6].map((n) => last + n)]);
    // 1,000 × 18/118 = 152.54 → 153; 2,002 × 18/118 = 305.39 → 305.
    expect(runs.flat().find((i) => i.month === '2026-05' && i.hostId === vatHost.id)).toMatchObject({
      commission: 1_000,
      vat: 153,
    });
    expect(runs.flat().find((i) => i.month === '2026-06' && i.hostId === otherHost.id)).toMatchObject({
      commission: 2_002,
      vat: 305,
    });
  });

  it('lets a host read their own invoices and PDFs, admins any, nobody else', async () => {
    const mine = await as(vatHost, '/api/host/invoices');
    expect(mine.statusCode).toBe(200);
    const list = mine.json<CommissionInvoice[]>();
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((i) => i.hostId === vatHost.id)).toBe(true);
    // Newest month first.
    expect(list.map((i) => i.month)).toEqual([...list.map((i) => i.month)].sort().reverse());

    const all = (await as(admin, '/api/host/invoices')).json<CommissionInvoice[]>();
    expect(new Set(all.map((i) => i.hostId))).toEqual(new Set([vatHost.id, plainHost.id, otherHost.id]));
    const one = (await as(admin, `/api/host/invoices?hostId=${plainHost.id}`)).json<CommissionInvoice[]>();
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((i) => i.hostId === plainHost.id)).toBe(true);

    const number = list.find((i) => i.month === '2026-03')!.number;
    const pdf = (who: SignedInUser | null, n = number) => as(who, `/api/host/invoices/${n}.pdf`);
    expect((await pdf(vatHost)).statusCode).toBe(200);
    expect((await pdf(admin)).statusCode).toBe(200);
    expect((await pdf(plainHost)).statusCode).toBe(404);
    expect((await pdf(guest)).statusCode).toBe(403);
    expect((await pdf(null)).statusCode).toBe(401);
    expect((await pdf(admin, 'IKZ-C-999999')).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await pdf(admin, 'IKZ-000001')).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await as(guest, '/api/host/invoices')).statusCode).toBe(403);
    expect((await as(vatHost, '/api/admin/invoices/issue?month=2026-01', 'POST')).statusCode).toBe(403);
  });

  it('writes the PDF in English, French and Kinyarwanda', async () => {
    const [invoice] = (await as(vatHost, '/api/host/invoices'))
      .json<CommissionInvoice[]>()
      .filter((i) => i.month === '2026-03');
    const expected = {
      en: ['Commission invoice', 'March 2026', 'Commission before VAT', 'VAT on the commission (18%)'],
      fr: ['Facture de commission', 'mars 2026', 'Commission hors TVA', 'TVA sur la commission (18'],
      rw: ['Inyemezabuguzi ya komisiyo', 'Werurwe 2026', 'Komisiyo itarimo TVA', 'TVA kuri komisiyo (18%)'],
    } as const;
    for (const [locale, words] of Object.entries(expected) as Array<
      [keyof typeof expected, readonly string[]]
    >) {
      const response = await as(vatHost, `/api/host/invoices/${invoice!.number}.pdf?lang=${locale}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="invoice-${invoice!.number}.pdf"`,
      );
      // The fonts write a no-break space where French groups digits with a narrow one.
      const text = pdfText(response.rawPayload).replace(/[\u00a0\u202f]/g, ' ');
      const money = (n: number) => formatMoney(n, locale).replace(/[\u00a0\u202f]/g, ' ');
      for (const word of [...words, invoice!.number, 'Ikaze', '100200300', invoice!.hostName])
        expect(text, `${locale}: ${word}`).toContain(word);
      for (const amount of [11_800, 10_000, 1_800])
        expect(text, `${locale}: ${amount}`).toContain(money(amount));
    }
    // Not registered: one amount, and the sentence that says no VAT is charged.
    const [april] = (await as(plainHost, '/api/host/invoices'))
      .json<CommissionInvoice[]>()
      .filter((i) => i.month === '2026-04');
    const text = pdfText((await as(plainHost, `/api/host/invoices/${april!.number}.pdf?lang=en`)).rawPayload);
    expect(text).toContain('The platform is not registered for VAT: no VAT is charged.');
    expect(text).not.toContain('Commission before VAT');
  });
});

describe('taxes collected, and the invoice of stays paid through us', { timeout: 90_000 }, () => {
  it('sums the month’s stays less the refunds’ taxes, with a discount and a partial refund', async () => {
    const vatTin = { vatRegistered: true, tin: '123456789' };
    let day = 40;
    // A VAT-registered property, 2 nights at 50,000 less 10 %: 90,000 = room charge 74,381 + VAT 13,388
    // (74,381 × 18 % = 13,388.58; the law's room charge is the largest whose taxes fit: 74,380 → 13,388.4 → 13,388)
    // + tourism tax 2,231 (74,380 × 3 % = 2,231.4). 74,381 + 13,388 + 2,231 = 90,000.
    const a = await bookPaidStay(ctx, {
      guest,
      host: vatHost,
      phone: '0788300001',
      checkIn: addDays(todayInKigali(), (day += 3)),
      listing: { ...vatTin, roomTypes: [{ discount: 10 }] },
    });
    // Not registered: 100,000 = room charge 97,087 + tourism tax 2,913 (97,087 × 3 % = 2,912.61 → 2,913).
    const b = await bookPaidStay(ctx, {
      guest,
      host: plainHost,
      phone: '0788300002',
      checkIn: addDays(todayInKigali(), (day += 3)),
    });
    expect(a.total_price).toBe(90_000);
    expect(b.total_price).toBe(100_000);

    // The host gives back 30,000 of the VAT stay: the guest keeps 60,000 paid = 49,587 + VAT 8,925 + tourism
    // 1,488, so the refund gives back VAT 13,388 − 8,925 = 4,463, tourism 2,231 − 1,488 = 743, room 24,794.
    const confirmed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${a.id}/status`,
      headers: sessionHeaders(vatHost),
      payload: { status: 'confirmed' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${a.id}/refunds`,
      headers: sessionHeaders(vatHost),
      payload: { amount: 30_000 },
    });
    expect(refund.statusCode, refund.body).toBe(201);

    const month = thisMonth();
    const summary = await vi.waitFor(async () => {
      const response = await as(admin, `/api/admin/taxes/summary?from=${month}&to=${month}`);
      expect(response.statusCode, response.body).toBe(200);
      const found = response.json<TaxSummary>();
      expect(found.months[0]!.vatRefunded).toBeGreaterThan(0);
      return found;
    });
    expect(summary.months).toEqual([
      {
        month,
        // 74,381 + 97,087 − 24,794
        roomCharge: 146_674,
        // 13,388 − 4,463
        vat: 8_925,
        // 2,231 + 2,913 − 743
        tourismTax: 4_401,
        vatRefunded: 4_463,
        tourismTaxRefunded: 743,
        // 74,381 − 24,794
        roomChargeVatRegistered: 49_587,
      },
    ]);
    const csv = await as(admin, `/api/admin/taxes/summary.csv?from=${month}&to=${month}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.trim().split(/\r?\n/)).toEqual([
      'month,room_charge,vat,tourism_tax,vat_refunded,tourism_tax_refunded,room_charge_vat_registered,currency',
      `${month},146674,8925,4401,4463,743,49587,RWF`,
    ]);
    for (const who of [vatHost, guest])
      expect((await as(who, '/api/admin/taxes/summary')).statusCode).toBe(403);
    const backwards = await as(admin, '/api/admin/taxes/summary?from=2026-05&to=2026-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'to' });

    // This month's invoices, issued as if the month were over: the commission (12 % of the room charge) the
    // ledger holds now. VAT stay: 12 % of 49,587 kept = 5,950.44 → 5,950; the other: 12 % of 97,087 =
    // 11,650.44 → 11,650. Registered: 5,950 × 18/118 = 907.63 → 908; 11,650 × 18/118 = 1,777.12 → 1,777.
    const nextMonthsFirst = `${addMonths(month, 1)}-01`;
    const settings = { vatPercent: 18, platformVatRegistered: true, platformTin: '100200300' };
    const issued = await issueCommissionInvoices(ctx.database.db, month, settings, nextMonthsFirst);
    const byHost = new Map(issued.map((i) => [i.hostId, i]));
    expect(byHost.get(vatHost.id)).toMatchObject({ commission: 5_950, vat: 908, net: 5_042 });
    expect(byHost.get(plainHost.id)).toMatchObject({ commission: 11_650, vat: 1_777, net: 9_873 });
    expect(vatIncluded(11_650, 18)).toBe(1_777);
  });
});
