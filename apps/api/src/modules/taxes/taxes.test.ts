// Taxes end to end (docs/taxes.md): a property's tax settings and who may read and change them; a VAT-registered
// host and one who is not each sell a discounted stay, paid through the sandbox, and give part of it back; every
// figure is worked out by hand from the law's rates (VAT 18 %, tourism tax 3 %, both on the room charge).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TAX_MESSAGES, addDays, todayInKigali, type Booking, type Property } from '@ikaze/domain';
import { properties, refunds } from '../../db/schema.ts';
import { sessionHeaders, signUpAs, type SignedInUser, type TestContext } from '../../test/harness.ts';
import { bookPaidStay, openPaymentsApp } from '../../test/payments-app.ts';
import { insertProperty } from '../../test/test-data.ts';
import { checkLedger } from '../payments/ledger.ts';

let ctx: TestContext;
let guest: SignedInUser;
let host: SignedInUser;
let otherHost: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  ctx = await openPaymentsApp();
  [guest, host, otherHost, admin] = await Promise.all([
    signUpAs(ctx, 'user'),
    signUpAs(ctx, 'host'),
    signUpAs(ctx, 'host'),
    signUpAs(ctx, 'admin'),
  ]);
});
afterAll(async () => {
  await ctx?.close();
});

function putTax(propertyId: number, who: SignedInUser | null, payload: unknown, locale = 'en') {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/properties/${propertyId}/tax`,
    headers: { ...(who ? sessionHeaders(who) : {}), 'accept-language': locale },
    payload: payload as object,
  });
}

async function propertyAs(propertyId: number, who: SignedInUser | null): Promise<Property> {
  const response = await ctx.app.inject({
    url: `/api/properties/${propertyId}`,
    headers: who ? sessionHeaders(who) : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Property>();
}

describe("a property's tax settings", () => {
  it('are its host’s to set and admins’ to check, read by them alone, and refused when wrong', async () => {
    const property = await insertProperty(ctx.database.db, host.id, { reviewStatus: 'approved' });
    expect((await propertyAs(property.id, host)).tax).toEqual({
      vatRegistered: false,
      tin: null,
      checkedAt: null,
    });

    const saved = await putTax(property.id, host, { vatRegistered: true, tin: '102 345 678' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      message: TAX_MESSAGES.saved,
      tax: { vatRegistered: true, tin: '102345678', checkedAt: null },
    });
    // Visitors and guests never see it.
    expect((await propertyAs(property.id, null)).tax).toBeNull();
    expect((await propertyAs(property.id, guest)).tax).toBeNull();
    // An admin's save is the check; the host's next change clears it.
    const checked = await putTax(property.id, admin, { vatRegistered: true, tin: '102345678' });
    expect(checked.json().tax.checkedAt).toEqual(expect.any(String));
    expect((await propertyAs(property.id, host)).tax?.checkedAt).toEqual(checked.json().tax.checkedAt);
    const again = await putTax(property.id, host, { vatRegistered: true, tin: '102345679' });
    expect(again.json().tax.checkedAt).toBeNull();

    // Wrong input: a clear message in the asker's language and a 400; nothing changes.
    const short = await putTax(property.id, host, { vatRegistered: true, tin: '12345' }, 'fr');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Saisissez le NIF (TIN) en 9 chiffres.');
    const missing = await putTax(property.id, host, { vatRegistered: true, tin: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(TAX_MESSAGES.tinRequired);
    expect((await putTax(property.id, host, { vatRegistered: 'yes' })).statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(properties).where(eq(properties.id, property.id));
    expect(row).toMatchObject({ vatRegistered: true, tin: '102345679' });

    // Who may not.
    expect((await putTax(property.id, null, { vatRegistered: false })).statusCode).toBe(401);
    expect((await putTax(property.id, guest, { vatRegistered: false })).statusCode).toBe(403);
    expect((await putTax(property.id, otherHost, { vatRegistered: false })).statusCode).toBe(404);
    expect((await putTax(999_999, host, { vatRegistered: false })).statusCode).toBe(404);
  });
});

describe('taxes on a stay', () => {
  /** A 2-night stay at 60,500 a night with a 10 % room discount, paid with MTN MoMo. */
  async function sellStay(vatRegistered: boolean, phone: string, day: number): Promise<Booking> {
    return bookPaidStay(ctx, {
      guest,
      host,
      phone,
      checkIn: addDays(todayInKigali(), day),
      listing: {
        ...(vatRegistered ? { vatRegistered: true, tin: '100000001' } : {}),
        roomTypes: [{ price: 60_500, discount: 10 }],
      },
    });
  }

  /** The host confirms the stay, then gives `amount` of it back. */
  async function giveBack(bookingId: number, amount: number) {
    const confirmed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${bookingId}/status`,
      headers: sessionHeaders(host),
      payload: { status: 'confirmed' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/refunds`,
      headers: sessionHeaders(host),
      payload: { amount },
    });
    expect(response.statusCode, response.body).toBe(201);
    return vi.waitFor(
      async () => {
        const [row] = await ctx.database.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
        expect(row?.status).toBe('successful');
        return row!;
      },
      { timeout: 8_000, interval: 100 },
    );
  }

  /** The balance of each account the stay's money moved through. */
  async function stayAccounts(bookingId: number) {
    const result = await ctx.database.db.execute(sql`
      select e.account, sum(e.amount)::int as balance from ledger_entries e
      join ledger_transactions t on t.id = e.transaction_id where t.booking_id = ${bookingId}
      group by e.account order by e.account`);
    return Object.fromEntries(
      (result as { rows: { account: string; balance: number }[] }).rows.map((r) => [r.account, r.balance]),
    );
  }

  it('divides a VAT-registered host’s price: room charge, 18 % VAT and 3 % tourism tax, and a refund gives back each', async () => {
    const stay = await sellStay(true, '0788310001', 40);
    // 2 × 60,500 = 121,000, less 10 % = 108,900 paid. 108,900 ÷ 1.21 = 90,000: VAT 16,200, tourism tax 2,700.
    expect(stay.total_price).toBe(108_900);
    expect(stay.taxes).toEqual({ roomCharge: 90_000, vat: 16_200, tourismTax: 2_700 });
    // The commission is 12 % of the room charge: 10,800. The taxes are kept apart for the host.
    expect(await stayAccounts(stay.id)).toEqual({
      commission: -10_800,
      [`host:${host.id}:held`]: -(90_000 - 10_800),
      [`host:${host.id}:tourism_tax_held`]: -2_700,
      [`host:${host.id}:vat_held`]: -16_200,
      'provider:mtn_momo': 108_900,
    });
    // The quote said the same before booking.
    const quote = await ctx.app.inject({
      url: `/api/room_types/${stay.room_type_id}/quote?checkIn=${addDays(stay.check_in_date, 10)}&checkOut=${addDays(stay.check_in_date, 12)}`,
    });
    expect(quote.json().taxes).toEqual({ roomCharge: 90_000, vat: 16_200, tourismTax: 2_700 });

    // 30,250 given back: 78,650 kept is a room charge of 65,000 (78,650 ÷ 1.21), VAT 11,700, tourism tax 1,950.
    const refund = await giveBack(stay.id, 30_250);
    expect(refund).toMatchObject({ amount: 30_250, vat: 16_200 - 11_700, tourismTax: 2_700 - 1_950 });
    // The commission is now 12 % of 65,000 = 7,800.
    expect(await stayAccounts(stay.id)).toEqual({
      commission: -7_800,
      [`host:${host.id}:held`]: -(65_000 - 7_800),
      [`host:${host.id}:tourism_tax_held`]: -1_950,
      [`host:${host.id}:vat_held`]: -11_700,
      'provider:mtn_momo': 78_650,
      refunds_owed: 0,
    });

    // The receipt shows the division, the host's TIN and what went back with its taxes.
    const receipt = await ctx.app.inject({
      url: `/api/bookings/${stay.id}/receipt`,
      headers: sessionHeaders(guest),
    });
    expect(receipt.statusCode).toBe(200);
    for (const text of ['Room charge', 'VAT (18%)', 'Tourism tax (3%)', '100000001', 'Refunded to the guest'])
      expect(receipt.body).toContain(text);
    for (const amount of ['90,000', '16,200', '2,700', '-RWF 30,250', '-RWF 4,500', '-RWF 750'])
      expect(receipt.body).toContain(
        amount.includes('RWF') ? amount.replace(' ', '\u00a0') : `RWF\u00a0${amount}`,
      );
    const french = await ctx.app.inject({
      url: `/api/bookings/${stay.id}/receipt`,
      headers: { ...sessionHeaders(guest), 'accept-language': 'fr' },
    });
    expect(french.body).toContain('Taxe touristique (3\u00a0%)');

    const check = await checkLedger(ctx.database.db);
    expect(check.unbalanced).toEqual([]);
  });

  it('divides a price of a host who is not registered: room charge and 3 % tourism tax, no VAT', async () => {
    const stay = await sellStay(false, '0788310002', 50);
    // 108,900 ÷ 1.03 = 105,728.16: a room charge of 105,728 and tourism tax 3,172 (3 % of 105,728 = 3,171.84).
    expect(stay.taxes).toEqual({ roomCharge: 105_728, vat: 0, tourismTax: 3_172 });
    // 8,900 given back: 100,000 kept = 97,087 + 2,913 (2,912.61).
    const refund = await giveBack(stay.id, 8_900);
    expect(refund).toMatchObject({ vat: 0, tourismTax: 3_172 - 2_913 });
    // 12 % of 97,087 = 11,650.44.
    expect(await stayAccounts(stay.id)).toMatchObject({
      commission: -11_650,
      [`host:${host.id}:tourism_tax_held`]: -2_913,
    });
    const receipt = await ctx.app.inject({
      url: `/api/bookings/${stay.id}/receipt`,
      headers: sessionHeaders(guest),
    });
    expect(receipt.body).not.toContain('VAT');
    expect(receipt.body).not.toContain('TIN');
  });
});
