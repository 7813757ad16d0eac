// The charts on their own database, so that every number is known by hand.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayInKigali, type ReportCharts } from '@ikaze/domain';
import { createTestContext, signUpAs, type SignedInUser, type TestContext } from '../../test/harness.ts';
import { insertBooking, insertProperty, insertRoomType } from '../../test/test-data.ts';
import { ChartsCache, addMonths, mondayOf } from './service.ts';

let ctx: TestContext;
let admin: SignedInUser;

const today = todayInKigali();
const thisMonday = mondayOf(today);
const firstMonday = addDays(thisMonday, -77); // 12 weeks, this one included
const thisMonth = today.slice(0, 7);
/** An instant given as Kigali wall-clock time (UTC+2, no daylight saving). */
const kigali = (date: string, time: string) => new Date(`${date}T${time}+02:00`);

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  admin = await signUpAs(ctx, 'admin');
  const host = await signUpAs(ctx, 'host');
  const guest = await signUpAs(ctx, 'user');

  // Destinations: approved properties only, cities grouped case-insensitively, none → 'Other'.
  const kigaliProperty = await insertProperty(db, host.id, { city: 'Kigali', reviewStatus: 'approved' });
  await insertProperty(db, host.id, { city: ' kigali ', reviewStatus: 'approved' });
  await insertProperty(db, host.id, { city: 'Musanze', reviewStatus: 'approved' });
  await insertProperty(db, host.id, { city: '', reviewStatus: 'approved' });
  await insertProperty(db, host.id, { city: 'Rubavu', reviewStatus: 'pending' });
  await insertProperty(db, host.id, { city: 'Rubavu', reviewStatus: 'rejected' });

  const roomType = await insertRoomType(db, kigaliProperty.id, host.id);
  const book = (values: Partial<Parameters<typeof insertBooking>[1]>) =>
    insertBooking(db, {
      userId: guest.id,
      propertyId: kigaliProperty.id,
      roomTypeId: roomType.id,
      ...values,
    });

  // Bookings per week, by creation time in Kigali.
  await book({ createdAt: new Date(), status: 'pending' });
  await book({ createdAt: new Date(), status: 'confirmed' });
  await book({ createdAt: kigali(thisMonday, '00:10:00'), status: 'refunded' });
  await book({ createdAt: kigali(addDays(thisMonday, -21), '12:00:00'), status: 'cancelled' });
  await book({ createdAt: kigali(addDays(thisMonday, -8), '23:59:00'), status: 'pending' }); // a Sunday
  await book({ createdAt: kigali(firstMonday, '00:30:00'), status: 'confirmed' }); // 22:30 UTC the day before
  await book({ createdAt: kigali(addDays(firstMonday, -1), '23:30:00'), status: 'confirmed' }); // too old

  // Revenue: confirmed bookings by check-in month; the others and other months do not count.
  const confirmedIn = (checkIn: string, totalPrice: number) =>
    book({
      createdAt: new Date('2020-01-01T00:00:00Z'),
      status: 'confirmed',
      checkIn,
      checkOut: addDays(checkIn, 1),
      totalPrice,
    });
  await confirmedIn(`${thisMonth}-01`, 100_000);
  await confirmedIn(`${thisMonth}-28`, 50_000);
  await confirmedIn(`${addMonths(thisMonth, -2)}-15`, 70_000);
  await confirmedIn(`${addMonths(thisMonth, -11)}-01`, 11_000);
  await confirmedIn(`${addMonths(thisMonth, -12)}-28`, 999); // 13 months ago
  await confirmedIn(`${addMonths(thisMonth, 1)}-01`, 888); // next month
  for (const status of ['pending', 'cancelled', 'refunded'] as const)
    await book({
      createdAt: new Date('2020-01-01T00:00:00Z'),
      status,
      checkIn: `${thisMonth}-02`,
      checkOut: `${thisMonth}-03`,
      totalPrice: 5_000,
    });
});
afterAll(async () => {
  await ctx.close();
});

const charts = async () => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/reports/charts',
    headers: { cookie: admin.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<ReportCharts>();
};

describe('GET /api/reports/charts', () => {
  it('counts bookings per Monday-start Kigali week over the last 12 weeks, with no gaps', async () => {
    const { bookingsPerWeek } = await charts();
    expect(bookingsPerWeek).toHaveLength(12);
    expect(bookingsPerWeek.map((w) => w.week)).toEqual(
      Array.from({ length: 12 }, (_, i) => addDays(firstMonday, 7 * i)),
    );
    for (const { week } of bookingsPerWeek) expect(new Date(`${week}T00:00:00Z`).getUTCDay()).toBe(1);
    const zero = { pending: 0, confirmed: 0, cancelled: 0, refunded: 0, expired: 0 };
    const expected = bookingsPerWeek.map((w) => ({ ...zero, week: w.week }));
    expected[11] = { ...expected[11]!, pending: 1, confirmed: 1, refunded: 1 };
    expected[8] = { ...expected[8]!, cancelled: 1 }; // three weeks before this one
    expected[9] = { ...expected[9]!, pending: 1 }; // the Sunday that ends the week two weeks before this one
    expected[0] = { ...expected[0]!, confirmed: 1 };
    expect(bookingsPerWeek).toEqual(expected);
  });

  it('sums confirmed bookings by check-in month over the last 12 months, with no gaps', async () => {
    const { revenueByMonth } = await charts();
    expect(revenueByMonth.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => addMonths(thisMonth, i - 11)),
    );
    const revenue = Object.fromEntries(revenueByMonth.map((m) => [m.month, m.revenue]));
    expect(revenue[thisMonth]).toBe(150_000);
    expect(revenue[addMonths(thisMonth, -2)]).toBe(70_000);
    expect(revenue[addMonths(thisMonth, -11)]).toBe(11_000);
    expect(revenueByMonth.reduce((sum, m) => sum + m.revenue, 0)).toBe(231_000);
  });

  it('counts approved properties per destination', async () => {
    const { propertiesByDestination } = await charts();
    expect(propertiesByDestination).toEqual([
      { destination: 'Kigali', count: 2 },
      { destination: 'Musanze', count: 1 },
      { destination: 'Other', count: 1 },
    ]);
  });
});

describe('ChartsCache', () => {
  it('reuses the charts for the TTL, answers them stale while recomputing, and recomputes after 3 TTLs', async () => {
    const db = ctx.database.db;
    let now = Date.now();
    const cache = new ChartsCache(1_000, () => now);
    const first = await cache.get(db);
    expect(first).toEqual(await charts()); // the same answer as the route's
    now += 500;
    expect(await cache.get(db)).toBe(first); // fresh: the same object, not recomputed
    now += 1_000;
    expect(await cache.get(db)).toBe(first); // stale: answered at once, recomputed in the background
    await vi.waitFor(async () => expect(await cache.get(db)).not.toBe(first), { timeout: 10_000 });
    const refreshed = await cache.get(db);
    expect(refreshed).toEqual(first);
    now += 3_500; // past 3 TTLs: computed anew and waited for
    const recomputed = await cache.get(db);
    expect(recomputed).not.toBe(refreshed);
    expect(recomputed).toEqual(first);
  });
});

describe('calendar helpers', () => {
  it('finds Mondays and moves months across years', () => {
    expect(mondayOf('2025-01-05')).toBe('2024-12-30'); // a Sunday
    expect(mondayOf('2025-01-06')).toBe('2025-01-06');
    expect(mondayOf('2025-01-08')).toBe('2025-01-06');
    expect(addMonths('2025-01', -1)).toBe('2024-12');
    expect(addMonths('2025-03', -11)).toBe('2024-04');
    expect(addMonths('2024-12', 1)).toBe('2025-01');
  });
});
