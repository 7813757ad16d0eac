// Search and detail with the calendar's rules (docs/decisions/0023-calendar-and-rates.md): closed and synced
// rooms are taken, a stay outside a room type's rules is not offered, each result carries its stay's price at its
// cheapest offered room type, sort=price and minPrice/maxPrice follow that price; the detail's rate plans and
// room types' rates. The SQL price (stayPriceSql) is compared with pricing.ts night by night.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROPERTY_LIST_MESSAGES,
  addDays,
  nightsBetween,
  stayNightPrices,
  stayRuleProblem,
  stayTotal,
  todayInKigali,
  type Property,
  type RatePlanRules,
  type RoomRates,
} from '@ikaze/domain';
import { changesHeard, openTestApp, type SignedInUser, type TestContext } from '../../test/harness.ts';
import { properties, roomNights, roomTypeSeasons, roomTypes } from '../../db/schema.ts';
import { createListing, type PropertySeed } from '../../test/test-data.ts';
import { stayPriceSql } from './stay-price-sql.ts';

let ctx: TestContext;
let host: SignedInUser;

beforeAll(async () => {
  ({
    ctx,
    users: { host },
  } = await openTestApp({ host: 'host' }));
});
afterAll(async () => {
  await ctx?.close();
});

const day = (n: number) => addDays(todayInKigali(), n);
/** The first night at least `from` days ahead that falls on `weekday` (0 Sunday … 6 Saturday). */
function nextWeekday(from: number, weekday: number): string {
  let night = day(from);
  while (new Date(`${night}T00:00:00Z`).getUTCDay() !== weekday) night = addDays(night, 1);
  return night;
}
const uniqueTown = () => `Town${randomBytes(4).toString('hex')}`;
const listing = (town: string, seed: PropertySeed = {}) =>
  createListing(ctx.database.db, host.id, { address: `KG 9 Ave, ${town}, Kigali`, ...seed });

async function get(url: string) {
  await changesHeard(ctx); // the SQL writes of the test data are heard before the API is asked
  return ctx.app.inject({ method: 'GET', url });
}
async function search(query: string) {
  const response = await get(`/api/properties?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return { items: response.json<Property[]>(), total: Number(response.headers['x-total-count']) };
}
const names = async (query: string) => (await search(query)).items.map((p) => p.name);
const stayQuery = (checkIn: string, checkOut: string) => `checkIn=${checkIn}&checkOut=${checkOut}`;

/** A night's row as a closure, an import or a host's price writes it (capacity = the room count). */
async function setNight(
  roomTypeId: number,
  night: string,
  values: { capacity: number; held?: number; closed?: number; synced?: number; price?: number | null },
) {
  await ctx.database.db
    .insert(roomNights)
    .values({ roomTypeId, night, ...values })
    .onConflictDoUpdate({ target: [roomNights.roomTypeId, roomNights.night], set: values });
}

async function addSeason(
  roomTypeId: number,
  values: { firstNight: string; lastNight: string; price: number; minStay?: number; maxStay?: number },
) {
  await ctx.database.db.insert(roomTypeSeasons).values({ roomTypeId, name: 'Season', ...values });
}

/** A room type's rates and the host's prices as pricing.ts takes them, read from the database. */
async function ratesOf(roomTypeId: number): Promise<{ rates: RoomRates; overrides: Map<string, number> }> {
  const db = ctx.database.db;
  const [row] = await db.select().from(roomTypes).where(eq(roomTypes.id, roomTypeId));
  const seasons = await db.select().from(roomTypeSeasons).where(eq(roomTypeSeasons.roomTypeId, roomTypeId));
  const nights = await db.select().from(roomNights).where(eq(roomNights.roomTypeId, roomTypeId));
  return {
    rates: {
      price: row!.price,
      weekendPrice: row!.weekendPrice,
      minStay: row!.minStay,
      maxStay: row!.maxStay,
      bookingWindowDays: row!.bookingWindowDays,
      seasons: seasons.map((s) => ({ ...s, minStay: s.minStay, maxStay: s.maxStay })),
    },
    overrides: new Map(nights.flatMap((n) => (n.price === null ? [] : [[n.night, n.price] as const]))),
  };
}

/** What pricing.ts says one room costs for the stay: the nights' sum, the total after the room's discount. */
async function expectedStay(roomTypeId: number, checkIn: string, checkOut: string) {
  const { rates, overrides } = await ratesOf(roomTypeId);
  const [row] = await ctx.database.db.select().from(roomTypes).where(eq(roomTypes.id, roomTypeId));
  const nightPrices = stayNightPrices(rates, checkIn, checkOut, overrides).map((n) => n.price);
  const total = stayTotal({ nightPrices, rooms: 1, discount: row!.discount, planDiscount: 0 });
  const nights = nightsBetween(checkIn, checkOut);
  return {
    sum: nightPrices.reduce((a, b) => a + b, 0),
    stay: { nightlyAverage: Math.round(total / nights), total, nights, roomTypeId },
  };
}

describe('GET /api/properties with dates: what is taken and what the rules refuse', () => {
  it('hides a property whose only room type is closed or held by another site on a night of the stay', async () => {
    const town = uniqueTown();
    const closed = await listing(town, { name: 'Closed', roomTypes: [{ roomCount: 1 }] });
    const synced = await listing(town, { name: 'Synced', roomTypes: [{ roomCount: 2 }] });
    const partly = await listing(town, { name: 'Partly', roomTypes: [{ roomCount: 2 }] });
    await setNight(closed.roomTypes[0]!.id, day(21), { capacity: 1, closed: 1 });
    await setNight(synced.roomTypes[0]!.id, day(21), { capacity: 2, held: 1, synced: 1 });
    await setNight(partly.roomTypes[0]!.id, day(21), { capacity: 2, closed: 1 });
    const q = `destination=${town}`;
    expect(await names(`${q}&${stayQuery(day(20), day(23))}`)).toEqual(['Partly']);
    expect(await names(`${q}&${stayQuery(day(20), day(23))}&rooms=2`)).toEqual([]);
    // The night after is free for all; a stay ending on the closed night does not include it.
    expect(await names(`${q}&${stayQuery(day(22), day(24))}`)).toEqual(['Closed', 'Synced', 'Partly']);
    expect(await names(`${q}&${stayQuery(day(19), day(21))}`)).toEqual(['Closed', 'Synced', 'Partly']);
    // The detail counts them too.
    const detail = await get(`/api/properties/${partly.property.id}?${stayQuery(day(20), day(23))}`);
    expect(detail.json<Property>().roomTypes[0]!.remainingRoomCount).toBe(1);
  });

  it('prices the cheapest room type still offered when a cheaper one is closed', async () => {
    const town = uniqueTown();
    const { roomTypes: types } = await listing(town, {
      name: 'Two',
      roomTypes: [
        { price: 10_000, roomCount: 1 },
        { price: 30_000, roomCount: 1 },
      ],
    });
    const [cheap, dear] = types;
    const stay = stayQuery(day(30), day(32));
    expect((await search(`destination=${town}&${stay}`)).items[0]!.stay).toMatchObject({
      roomTypeId: cheap!.id,
      total: 20_000,
    });
    await setNight(cheap!.id, day(31), { capacity: 1, closed: 1 });
    expect((await search(`destination=${town}&${stay}`)).items[0]!.stay).toEqual({
      nightlyAverage: 30_000,
      total: 60_000,
      nights: 2,
      roomTypeId: dear!.id,
    });
  });

  it("hides a stay shorter than the minimum stay, unless the check-in night's season allows it", async () => {
    const town = uniqueTown();
    const { roomTypes: types } = await listing(town, { name: 'Min', roomTypes: [{ minStay: 3 }] });
    const q = `destination=${town}`;
    expect(await names(`${q}&${stayQuery(day(40), day(42))}`)).toEqual([]);
    expect(await names(`${q}&${stayQuery(day(40), day(43))}`)).toEqual(['Min']);
    // A season from the night after check-in does not decide; one holding the check-in night does.
    await addSeason(types[0]!.id, { firstNight: day(41), lastNight: day(45), price: 50_000, minStay: 1 });
    expect(await names(`${q}&${stayQuery(day(40), day(42))}`)).toEqual([]);
    expect(await names(`${q}&${stayQuery(day(41), day(43))}`)).toEqual(['Min']);
  });

  it("hides a stay longer than the maximum stay, unless the check-in night's season allows it", async () => {
    const town = uniqueTown();
    const { roomTypes: types } = await listing(town, { name: 'Max', roomTypes: [{ maxStay: 2 }] });
    const q = `destination=${town}`;
    expect(await names(`${q}&${stayQuery(day(50), day(52))}`)).toEqual(['Max']);
    expect(await names(`${q}&${stayQuery(day(50), day(53))}`)).toEqual([]);
    await addSeason(types[0]!.id, { firstNight: day(50), lastNight: day(50), price: 50_000, maxStay: 5 });
    expect(await names(`${q}&${stayQuery(day(50), day(53))}`)).toEqual(['Max']);
    // A season without a maximum leaves the room type's.
    await addSeason(types[0]!.id, { firstNight: day(51), lastNight: day(60), price: 50_000, minStay: 1 });
    expect(await names(`${q}&${stayQuery(day(51), day(54))}`)).toEqual([]);
  });

  it('hides a check-in beyond the booking window', async () => {
    const town = uniqueTown();
    await listing(town, { name: 'Soon', roomTypes: [{ bookingWindowDays: 5 }] });
    await listing(town, { name: 'Any' });
    const q = `destination=${town}`;
    expect(await names(`${q}&${stayQuery(day(5), day(6))}`)).toEqual(['Soon', 'Any']);
    expect(await names(`${q}&${stayQuery(day(6), day(7))}`)).toEqual(['Any']);
  });

  it('counts only the properties offered for the stay on every page (X-Total-Count)', async () => {
    const town = uniqueTown();
    await listing(town, { name: 'A' });
    await listing(town, { name: 'Short', roomTypes: [{ minStay: 5 }] });
    const long = await listing(town, { name: 'Long', roomTypes: [{ maxStay: 3 }] });
    await listing(town, { name: 'Far', roomTypes: [{ bookingWindowDays: 10 }] });
    const closed = await listing(town, { name: 'Closed', roomTypes: [{ roomCount: 1 }] });
    await listing(town, { name: 'B' });
    await setNight(closed.roomTypes[0]!.id, day(22), { capacity: 1, closed: 1 });
    // A season on the check-in night lifting Long's maximum: offered again.
    await addSeason(long.roomTypes[0]!.id, {
      firstNight: day(20),
      lastNight: day(20),
      price: 9_000,
      maxStay: 6,
    });
    const q = `destination=${town}&${stayQuery(day(20), day(24))}`;
    expect(await names(q)).toEqual(['A', 'Long', 'B']);
    for (const page of [1, 2, 3]) {
      const { items, total } = await search(`${q}&pageSize=1&page=${page}`);
      expect(items).toHaveLength(1);
      expect(total).toBe(3);
    }
  });

  it('prices a page that the refused push past the rooms read with the candidates, with its host prices', async () => {
    // The first six are closed for the stay: the page of 2 then starts past the 2 + 4 read beforehand
    // (LIKELY_PAGE_SPARE in service.ts), whose nights are read apart.
    const town = uniqueTown();
    const closed = [];
    for (let i = 0; i < 6; i++)
      closed.push(await listing(town, { name: `Closed ${i}`, roomTypes: [{ roomCount: 1 }] }));
    const priced = await listing(town, { name: 'Priced', roomTypes: [{ price: 40_000 }] });
    await listing(town, { name: 'Plain', roomTypes: [{ price: 30_000 }] });
    for (const { roomTypes } of closed) await setNight(roomTypes[0]!.id, day(31), { capacity: 1, closed: 1 });
    await setNight(priced.roomTypes[0]!.id, day(30), { capacity: 5, held: 4, price: 70_000 });
    const q = `destination=${town}&${stayQuery(day(30), day(32))}&pageSize=2`;
    const { items, total } = await search(q);
    expect(total).toBe(2);
    expect(items.map((p) => [p.name, p.stay?.total, p.roomTypes[0]!.remainingRoomCount])).toEqual([
      ['Priced', 110_000, 1],
      ['Plain', 60_000, 5],
    ]);
    // The same as the detail answers for that stay.
    const detail = await get(`/api/properties/${priced.property.id}?${stayQuery(day(30), day(32))}`);
    expect(detail.json<Property>().stay?.total).toBe(110_000);
  });
});

describe('GET /api/properties with dates: the stay price, its sort and its filters', () => {
  it('prices each result with the host price, season, weekend and base nights, less the discount', async () => {
    const town = uniqueTown();
    const monday = nextWeekday(20, 1);
    const { property, roomTypes: types } = await listing(town, {
      name: 'Mixed',
      roomTypes: [{ price: 10_000, weekendPrice: 15_000, discount: 10 }],
    });
    const id = types[0]!.id;
    // Mon base, Tue host's price, Wed host's price over the season, Thu and Fri season (over the weekend
    // price), Sat weekend, Sun base.
    await addSeason(id, { firstNight: addDays(monday, 2), lastNight: addDays(monday, 4), price: 20_000 });
    await setNight(id, addDays(monday, 1), { capacity: 5, price: 5_000 });
    await setNight(id, addDays(monday, 2), { capacity: 5, price: 8_000 });
    const checkOut = addDays(monday, 7);
    const expected = await expectedStay(id, monday, checkOut);
    expect(expected.sum).toBe(10_000 + 5_000 + 8_000 + 20_000 + 20_000 + 15_000 + 10_000);
    expect(expected.stay).toEqual({ nightlyAverage: 11_314, total: 79_200, nights: 7, roomTypeId: id });
    const { items } = await search(`destination=${town}&${stayQuery(monday, checkOut)}`);
    expect(items[0]!.stay).toEqual(expected.stay);
    // The detail gives the same for the same dates, and no stay without them.
    const detail = await get(`/api/properties/${property.id}?${stayQuery(monday, checkOut)}`);
    expect(detail.json<Property>().stay).toEqual(expected.stay);
    expect((await get(`/api/properties/${property.id}`)).json<Property>().stay).toBeNull();
    expect((await search(`destination=${town}`)).items[0]!.stay).toBeNull();
  });

  it('rounds the discounted total as stayTotal does', async () => {
    const town = uniqueTown();
    // 70,050 less 7 % is 65,146.5 exactly, but 65,146.49999999999 in JavaScript's arithmetic, which stayTotal
    // rounds to 65,146: the search must say what the booking will charge.
    const { roomTypes: types } = await listing(town, { roomTypes: [{ price: 35_000, discount: 7 }] });
    const id = types[0]!.id;
    await setNight(id, day(61), { capacity: 5, price: 35_050 });
    const expected = await expectedStay(id, day(60), day(62));
    expect(expected.stay.total).toBe(65_146);
    const { items } = await search(`destination=${town}&${stayQuery(day(60), day(62))}`);
    expect(items[0]!.stay).toEqual(expected.stay);
  });

  it('sorts by the stay price both ways with dates, by the lowest base price without', async () => {
    const town = uniqueTown();
    const friday = nextWeekday(30, 5);
    const stay = stayQuery(friday, addDays(friday, 2)); // Friday and Saturday nights
    const a = await listing(town, { name: 'A', roomTypes: [{ price: 30_000 }] });
    const b = await listing(town, { name: 'B', roomTypes: [{ price: 40_000 }] });
    await listing(town, { name: 'C', roomTypes: [{ price: 25_000, weekendPrice: 60_000 }] });
    await addSeason(b.roomTypes[0]!.id, { firstNight: friday, lastNight: addDays(friday, 1), price: 20_000 });
    const q = `destination=${town}`;
    const averages = async (query: string) =>
      (await search(query)).items.map((p) => [p.name, p.stay?.nightlyAverage ?? null]);
    expect(await averages(`${q}&${stay}&sort=price`)).toEqual([
      ['B', 20_000],
      ['A', 30_000],
      ['C', 60_000],
    ]);
    expect(await names(`${q}&${stay}&sort=price&order=desc`)).toEqual(['C', 'A', 'B']);
    expect(await names(`${q}&sort=price`)).toEqual(['C', 'A', 'B']);
    expect(await names(`${q}&sort=price&order=desc`)).toEqual(['B', 'A', 'C']);
    // The host's price for Friday makes A the cheapest stay: (2,000 + 30,000) / 2.
    await setNight(a.roomTypes[0]!.id, friday, { capacity: 5, price: 2_000 });
    expect(await averages(`${q}&${stay}&sort=price`)).toEqual([
      ['A', 16_000],
      ['B', 20_000],
      ['C', 60_000],
    ]);
    expect(await names(`${q}&${stay}&sort=price&order=desc`)).toEqual(['C', 'B', 'A']);
    // Equal prices keep the id order, whichever the direction.
    await setNight(a.roomTypes[0]!.id, friday, { capacity: 5, price: 10_000 });
    expect(await names(`${q}&${stay}&sort=price`)).toEqual(['A', 'B', 'C']);
    expect(await names(`${q}&${stay}&sort=price&order=desc`)).toEqual(['C', 'A', 'B']);
  });

  it('filters on the stay nightly average with dates, on the lowest base price without, counted exactly', async () => {
    const town = uniqueTown();
    const friday = nextWeekday(30, 5);
    const stay = stayQuery(friday, addDays(friday, 2));
    await listing(town, { name: 'A', roomTypes: [{ price: 30_000 }] });
    const b = await listing(town, { name: 'B', roomTypes: [{ price: 40_000 }] });
    await listing(town, { name: 'C', roomTypes: [{ price: 25_000, weekendPrice: 60_000 }] });
    await addSeason(b.roomTypes[0]!.id, { firstNight: friday, lastNight: addDays(friday, 1), price: 20_000 });
    const q = `destination=${town}`;
    expect(await names(`${q}&${stay}&minPrice=25000`)).toEqual(['A', 'C']);
    expect(await names(`${q}&${stay}&maxPrice=30000`)).toEqual(['A', 'B']);
    expect(await names(`${q}&${stay}&minPrice=20000&maxPrice=20000`)).toEqual(['B']);
    expect(await names(`${q}&${stay}&minPrice=61000`)).toEqual([]);
    expect(await names(`${q}&maxPrice=30000`)).toEqual(['A', 'C']);
    expect(await names(`${q}&minPrice=30000&maxPrice=40000`)).toEqual(['A', 'B']);
    // An empty field is no filter.
    expect(await names(`${q}&minPrice=&maxPrice=`)).toEqual(['A', 'B', 'C']);
    // Totals on pages that are not the last one are counted, not read off the page.
    for (const [query, total] of [
      [`${q}&${stay}&maxPrice=30000`, 2],
      [`${q}&${stay}&minPrice=1`, 3],
      [`${q}&maxPrice=30000`, 2],
      [`${q}&minPrice=26000`, 2],
    ] as const) {
      const first = await search(`${query}&pageSize=1`);
      expect(first.items).toHaveLength(1);
      expect(first.total, query).toBe(total);
    }
  });

  it('refuses bad price filters with a clear message (400)', async () => {
    const cases: Array<[string, string, string]> = [
      ['minPrice=-1', PROPERTY_LIST_MESSAGES.price, 'minPrice'],
      ['maxPrice=cheap', PROPERTY_LIST_MESSAGES.price, 'maxPrice'],
      ['minPrice=1.5', PROPERTY_LIST_MESSAGES.price, 'minPrice'],
      ['maxPrice=100000001', PROPERTY_LIST_MESSAGES.price, 'maxPrice'],
      ['minPrice=5000&maxPrice=4000', PROPERTY_LIST_MESSAGES.priceOrder, 'maxPrice'],
    ];
    for (const [query, message, field] of cases) {
      const response = await get(`/api/properties?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: 'VALIDATION_FAILED', message, field });
    }
    const french = await ctx.app.inject({
      method: 'GET',
      url: '/api/properties?minPrice=5000&maxPrice=4000',
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().message).toBe('Le prix minimum ne doit pas dépasser le prix maximum.');
  });
});

describe('stayPriceSql (SQL) and pricing.ts', () => {
  it('give the same price for every stay over override, season, weekend and base nights', async () => {
    const monday = nextWeekday(70, 1);
    const { roomTypes: types } = await listing(uniqueTown(), {
      roomTypes: [{ price: 11_000, weekendPrice: 17_500, discount: 0 }],
    });
    const id = types[0]!.id;
    await addSeason(id, { firstNight: addDays(monday, 3), lastNight: addDays(monday, 8), price: 23_000 });
    await addSeason(id, { firstNight: addDays(monday, 12), lastNight: addDays(monday, 12), price: 4_000 });
    for (const [offset, price] of [
      [1, 9_000],
      [4, 0],
      [5, 31_000],
      [13, 12_345],
    ] as const)
      await setNight(id, addDays(monday, offset), { capacity: 5, price });
    // A night's row without a price (a closure) leaves the rates to decide.
    await setNight(id, addDays(monday, 10), { capacity: 5, closed: 1 });
    const { rates, overrides } = await ratesOf(id);
    const sources = new Set<string>();
    let stays = 0;
    for (let start = 0; start < 16; start += 1)
      for (let nights = 1; start + nights <= 17; nights += 3) {
        const checkIn = addDays(monday, start);
        const checkOut = addDays(checkIn, nights);
        const prices = stayNightPrices(rates, checkIn, checkOut, overrides);
        prices.forEach((p) => sources.add(p.source));
        const result = await ctx.database.db.execute(
          sql`select ${stayPriceSql({ checkIn, checkOut })}::int as price from room_types rt where rt.id = ${id}`,
        );
        const [row] = (result as { rows: Array<{ price: number }> }).rows;
        expect(row!.price, `${checkIn}..${checkOut}`).toBe(prices.reduce((sum, p) => sum + p.price, 0));
        stays += 1;
      }
    expect(stays).toBeGreaterThan(40);
    expect([...sources].sort()).toEqual(['base', 'override', 'season', 'weekend']);
  });
});

describe('GET /api/properties with dates against pricing.ts, row by row', () => {
  /** A small deterministic generator (mulberry32), so that a failure can be replayed. */
  function random(seed: number) {
    let a = seed;
    return () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  it('keeps open_room_count: the most rooms of a room type without any stay rule, as rules and seasons change', async () => {
    const town = uniqueTown();
    const { property, roomTypes: created } = await listing(town, {
      roomTypes: [
        { price: 10_000, roomCount: 2 },
        { price: 20_000, roomCount: 5 },
      ],
    });
    const [small, big] = created;
    const open = async () =>
      (
        await ctx.database.db
          .select({ n: properties.openRoomCount })
          .from(properties)
          .where(eq(properties.id, property.id))
      )[0]?.n;
    expect(await open()).toBe(5);
    await addSeason(big!.id, { firstNight: day(20), lastNight: day(30), price: 30_000, minStay: 2 });
    expect(await open()).toBe(2);
    await ctx.database.db.update(roomTypes).set({ bookingWindowDays: 90 }).where(eq(roomTypes.id, small!.id));
    expect(await open()).toBeNull();
    await ctx.database.db.delete(roomTypeSeasons).where(eq(roomTypeSeasons.roomTypeId, big!.id));
    expect(await open()).toBe(5);
    // A season that only prices nights is no rule.
    await addSeason(big!.id, { firstNight: day(20), lastNight: day(30), price: 30_000 });
    expect(await open()).toBe(5);
    // Three rooms asked: the big room type's minimum stay refuses one night, the small one is too small.
    await ctx.database.db.update(roomTypes).set({ minStay: 2 }).where(eq(roomTypes.id, big!.id));
    expect(await open()).toBeNull();
    const oneNight = await search(`destination=${town}&checkIn=${day(40)}&checkOut=${day(41)}&rooms=3`);
    expect(oneNight.total).toBe(0);
    const twoNights = await search(`destination=${town}&checkIn=${day(40)}&checkOut=${day(42)}&rooms=3`);
    expect(twoNights.items.map((p) => p.id)).toEqual([property.id]);
    expect(twoNights.total).toBe(1);
  });

  it('answers the same results, stays, order and totals as pricing every room type in JavaScript', async () => {
    const next = random(20_261_125);
    const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
    const maybe = <T>(chance: number, value: () => T) => (next() < chance ? value() : null);
    const town = uniqueTown();
    const types: Array<{ id: number; propertyId: number; roomCount: number; discount: number }> = [];
    for (let i = 0; i < 14; i++) {
      const { property, roomTypes: created } = await listing(town, {
        roomTypes: Array.from({ length: int(1, 3) }, () => {
          const minStay = maybe(0.3, () => int(2, 4)) ?? 1;
          return {
            price: int(10, 80) * 1_000 + int(0, 9) * 5,
            weekendPrice: maybe(0.5, () => int(10, 90) * 1_000),
            discount: maybe(0.4, () => int(1, 30)) ?? 0,
            roomCount: int(1, 3),
            minStay,
            maxStay: maybe(0.3, () => minStay + int(0, 3)),
            bookingWindowDays: maybe(0.2, () => int(15, 40)),
          };
        }),
      });
      for (const t of created) {
        types.push({ id: t.id, propertyId: property.id, roomCount: t.roomCount, discount: t.discount });
        // Up to two seasons that do not overlap (the API refuses overlaps).
        let from = int(15, 30);
        for (let n = int(0, 2); n > 0; n--) {
          const length = int(0, 6);
          const minStay = maybe(0.4, () => int(1, 3));
          await addSeason(t.id, {
            firstNight: day(from),
            lastNight: day(from + length),
            price: int(5, 100) * 1_000,
            ...(minStay === null ? {} : { minStay }),
            ...(next() < 0.3 ? { maxStay: (minStay ?? 1) + int(0, 4) } : {}),
          });
          from += length + int(1, 5);
        }
        // Nights held, closed, synced or priced.
        for (let offset = 15; offset < 45; offset++) {
          if (next() > 0.25) continue;
          let left = t.roomCount;
          const take = () => {
            const n = next() < 0.5 ? 0 : int(0, left);
            left -= n;
            return n;
          };
          await setNight(t.id, day(offset), {
            capacity: t.roomCount,
            held: take(),
            closed: take(),
            synced: take(),
            price: maybe(0.5, () => int(1, 120) * 500),
          });
        }
      }
    }
    const today = todayInKigali();
    const priced = new Map<number, { rates: RoomRates; overrides: Map<string, number> }>();
    const takenOn = new Map<string, number>();
    for (const t of types) priced.set(t.id, await ratesOf(t.id));
    for (const n of await ctx.database.db.select().from(roomNights))
      takenOn.set(`${n.roomTypeId} ${n.night}`, n.held + n.closed + n.synced);

    let shown = 0;
    for (let round = 0; round < 30; round++) {
      const checkIn = day(int(16, 40));
      const checkOut = addDays(checkIn, int(1, 6));
      const nights = nightsBetween(checkIn, checkOut);
      const rooms = next() < 0.7 ? 1 : 2;
      const minPrice = maybe(0.3, () => int(10, 50) * 1_000);
      const maxPrice = maybe(0.3, () => (minPrice ?? 0) + int(0, 60) * 1_000);
      const sort = [undefined, 'price'][int(0, 1)];
      const order = sort ? [undefined, 'asc', 'desc'][int(0, 2)] : undefined;
      // Each property's cheapest offered room type, priced by pricing.ts.
      const expected = new Map<
        number,
        { nightlyAverage: number; total: number; nights: number; roomTypeId: number }
      >();
      for (const t of types) {
        const { rates, overrides } = priced.get(t.id)!;
        if (t.roomCount < rooms || stayRuleProblem(rates, checkIn, checkOut, today)) continue;
        let free = true;
        for (let night = checkIn; night < checkOut; night = addDays(night, 1))
          if ((takenOn.get(`${t.id} ${night}`) ?? 0) > t.roomCount - rooms) free = false;
        if (!free) continue;
        const nightPrices = stayNightPrices(rates, checkIn, checkOut, overrides).map((n) => n.price);
        const total = stayTotal({ nightPrices, rooms: 1, discount: t.discount, planDiscount: 0 });
        const best = expected.get(t.propertyId);
        if (!best || total < best.total || (total === best.total && t.id < best.roomTypeId))
          expected.set(t.propertyId, {
            nightlyAverage: Math.round(total / nights),
            total,
            nights,
            roomTypeId: t.id,
          });
      }
      const matches = [...expected.entries()]
        .filter(
          ([, s]) =>
            (minPrice === null || s.nightlyAverage >= minPrice) &&
            (maxPrice === null || s.nightlyAverage <= maxPrice),
        )
        .sort(([a, x], [b, y]) => {
          if (sort === 'price' && x.nightlyAverage !== y.nightlyAverage)
            return order === 'desc'
              ? y.nightlyAverage - x.nightlyAverage
              : x.nightlyAverage - y.nightlyAverage;
          return a - b;
        });
      const query = new URLSearchParams({
        destination: town,
        checkIn,
        checkOut,
        rooms: String(rooms),
        pageSize: '3',
        ...(minPrice === null ? {} : { minPrice: String(minPrice) }),
        ...(maxPrice === null ? {} : { maxPrice: String(maxPrice) }),
        ...(sort ? { sort } : {}),
        ...(order ? { order } : {}),
      }).toString();
      for (const page of [1, 2]) {
        const { items, total } = await search(`${query}&page=${page}`);
        expect(total, query).toBe(matches.length);
        expect(
          items.map((p) => [p.id, p.stay]),
          query,
        ).toEqual(matches.slice((page - 1) * 3, page * 3));
      }
      shown += matches.length;
    }
    expect(shown).toBeGreaterThan(30); // the rounds are not all empty
  });
});

describe('GET /api/properties/{id}: rates and rate plans', () => {
  it('carries the rate plans offered, in their order, and the room types’ weekend price and stay limits', async () => {
    const { property, roomTypes: types } = await listing(uniqueTown(), {
      roomTypes: [{ weekendPrice: 70_000, minStay: 2, maxStay: 14 }, {}],
    });
    const detail = async () => (await get(`/api/properties/${property.id}`)).json<Property>();
    // Listings made before rate plans had rules offer their plan with its defaults.
    expect((await detail()).ratePlans).toEqual([
      { plan: 'flexible', discount: 0, freeCancellationDays: 3, minNights: 1 },
    ]);
    const rules: RatePlanRules = {
      long_stay: { discount: 15, freeCancellationDays: 7 },
      non_refundable: { discount: 20 },
      flexible: { freeCancellationDays: 5 },
    };
    await ctx.database.db.update(properties).set({ ratePlans: rules }).where(eq(properties.id, property.id));
    const body = await detail();
    expect(body.ratePlans).toEqual([
      { plan: 'flexible', discount: 0, freeCancellationDays: 5, minNights: 1 },
      { plan: 'non_refundable', discount: 20, freeCancellationDays: null, minNights: 1 },
      { plan: 'long_stay', discount: 15, freeCancellationDays: 7, minNights: 7 },
    ]);
    expect(body.rate_plan).toBe('flexible');
    expect(body.roomTypes.map((t) => [t.id, t.weekendPrice, t.minStay, t.maxStay])).toEqual([
      [types[0]!.id, 70_000, 2, 14],
      [types[1]!.id, null, 1, null],
    ]);
    // Search results carry them too.
    const { items } = await search(`destination=${encodeURIComponent(property.address)}`);
    expect(items[0]!.ratePlans).toEqual(body.ratePlans);
    expect(items[0]!.roomTypes[0]).toMatchObject({ weekendPrice: 70_000, minStay: 2, maxStay: 14 });
  });
});
