// The host's calendar, rates, seasons and rate plans (docs/decisions/0023-calendar-and-rates.md) on the real
// database: what a night shows, closing and pricing nights against real bookings, the rates' rules, who may.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CALENDAR_MESSAGES,
  addDays,
  formatDate,
  isWeekendNight,
  nightPrice,
  todayInKigali,
  type RoomRatesView,
  type RoomTypeCalendar,
  type SeasonView,
} from '@ikaze/domain';
import { properties, roomNights, roomTypes } from '../../db/schema.ts';
import { openTestApp, sessionHeaders, type SignedInUser, type TestContext } from '../../test/harness.ts';
import { createListing, insertRoomType } from '../../test/test-data.ts';

let ctx: TestContext;
let people: Record<'host' | 'otherHost' | 'guest' | 'admin', SignedInUser>;

beforeAll(async () => {
  ({ ctx, users: people } = await openTestApp({
    host: 'host',
    otherHost: 'host',
    guest: 'user',
    admin: 'admin',
  }));
});
afterAll(async () => {
  await ctx?.close();
});

const today = todayInKigali();
const day = (n: number) => addDays(today, n);

/** A fresh approved listing of the host: one room type of 5 rooms at RWF 50,000. */
async function listing(values: { roomCount?: number; price?: number } = {}) {
  const { property, roomTypes } = await createListing(ctx.database.db, people.host.id, {
    roomTypes: [{ roomCount: values.roomCount ?? 5, price: values.price ?? 50_000 }],
  });
  return { propertyId: property.id, roomTypeId: roomTypes[0]!.id };
}

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
function call(
  method: Method,
  url: string,
  as: SignedInUser | null = people.host,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method,
    url,
    headers: { ...sessionHeaders(as), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function calendar(roomTypeId: number, from?: string, to?: string) {
  const query = new URLSearchParams({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
  const response = await call('GET', `/api/room_types/${roomTypeId}/calendar?${query.toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RoomTypeCalendar>();
}

const nightOf = (cal: RoomTypeCalendar, date: string) => cal.nights.find((n) => n.date === date)!;

async function book(
  ids: { propertyId: number; roomTypeId: number },
  checkIn: string,
  checkOut: string,
  rooms: number,
) {
  const response = await call('POST', '/api/bookings', people.guest, {
    userId: people.guest.id,
    bookings: [
      {
        roomTypeId: ids.roomTypeId,
        propertyId: ids.propertyId,
        roomNumber: rooms,
        checkInDate: checkIn,
        checkOutDate: checkOut,
      },
    ],
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function nightRows(roomTypeId: number) {
  return ctx.database.db
    .select()
    .from(roomNights)
    .where(eq(roomNights.roomTypeId, roomTypeId))
    .orderBy(roomNights.night);
}

describe('reading a calendar', () => {
  it('shows each night’s booked, closed and free rooms and its price, six weeks from today by default', async () => {
    const ids = await listing();
    await book(ids, day(10), day(13), 2);
    const put = await call('PUT', `/api/room_types/${ids.roomTypeId}/calendar`, people.host, {
      from: day(11),
      to: day(12),
      closed: 1,
      price: 65_000,
    });
    expect(put.statusCode, put.body).toBe(200);

    const cal = await calendar(ids.roomTypeId);
    expect(cal.nights).toHaveLength(42);
    expect(cal.nights[0]!.date).toBe(today);
    expect(cal.nights.at(-1)!.date).toBe(day(41));
    expect(cal).toMatchObject({ roomTypeId: ids.roomTypeId, propertyId: ids.propertyId, roomCount: 5 });
    expect(nightOf(cal, day(9))).toMatchObject({ rooms: 5, held: 0, closed: 0, synced: 0, free: 5 });
    expect(nightOf(cal, day(10))).toMatchObject({
      held: 2,
      closed: 0,
      free: 3,
      price: 50_000,
      priceSource: 'base',
    });
    expect(nightOf(cal, day(11))).toMatchObject({
      held: 2,
      closed: 1,
      free: 2,
      price: 65_000,
      priceSource: 'override',
      season: null,
    });
    expect(nightOf(cal, day(13))).toMatchObject({ held: 0, free: 5 });

    // The export URL: this room type's, with its secret token, on the site's address (PUBLIC_URL unset here).
    const [stored] = await ctx.database.db
      .select({ icsToken: roomTypes.icsToken })
      .from(roomTypes)
      .where(eq(roomTypes.id, ids.roomTypeId));
    expect(cal.icsUrl).toBe(
      `http://localhost:${ctx.app.config.port}/api/room_types/${ids.roomTypeId}/calendar.ics?token=${stored!.icsToken}`,
    );
  });

  it('reads past nights, up to 366 nights at once, and refuses a range that ends before it starts', async () => {
    const { roomTypeId } = await listing();
    expect((await calendar(roomTypeId, day(-30), day(-20))).nights).toHaveLength(10);
    expect((await calendar(roomTypeId, day(0), day(366))).nights).toHaveLength(366);
    // Only `from`: six weeks from it.
    expect((await calendar(roomTypeId, day(100))).nights.at(-1)!.date).toBe(day(141));

    for (const [from, to, message] of [
      [day(0), day(367), CALENDAR_MESSAGES.tooManyNights({ max: 366 })],
      [day(5), day(5), CALENDAR_MESSAGES.toAfterFrom],
      [day(5), day(4), CALENDAR_MESSAGES.toAfterFrom],
    ] as const) {
      const response = await call('GET', `/api/room_types/${roomTypeId}/calendar?from=${from}&to=${to}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'to', message });
    }
    // Only `to`, before today: the default `from` (today) is after it.
    const onlyTo = await call('GET', `/api/room_types/${roomTypeId}/calendar?to=${day(-3)}`);
    expect(onlyTo.statusCode).toBe(400);
    expect((await call('GET', `/api/room_types/${roomTypeId}/calendar?from=2026-02-30`)).statusCode).toBe(
      400,
    );
  });
});

describe('prices', () => {
  it('take the night’s price, else the season’s, else the weekend’s, else the base price (pricing.ts)', async () => {
    const { roomTypeId } = await listing({ price: 40_000 });
    const rates = await call('PUT', `/api/room_types/${roomTypeId}/rates`, people.host, {
      price: 40_000,
      weekendPrice: 55_000,
      minStay: 1,
      maxStay: null,
      bookingWindowDays: null,
    });
    expect(rates.statusCode, rates.body).toBe(200);
    const season = await call('POST', `/api/room_types/${roomTypeId}/seasons`, people.host, {
      name: 'Trekking',
      firstNight: day(14),
      lastNight: day(23),
      price: 70_000,
    });
    expect(season.statusCode, season.body).toBe(201);
    // A night of the season, one weekend night outside it, one weekday outside it: each with a price of its own.
    const weekendOutside = [24, 25, 26, 27, 28, 29, 30].map(day).find(isWeekendNight)!;
    for (const [night, price] of [
      [day(16), 90_000],
      [weekendOutside, 35_000],
    ] as const) {
      const put = await call('PUT', `/api/room_types/${roomTypeId}/calendar`, people.host, {
        from: night,
        to: addDays(night, 1),
        price,
      });
      expect(put.statusCode, put.body).toBe(200);
    }

    const cal = await calendar(roomTypeId, day(0), day(35));
    const stored = (await call('GET', `/api/room_types/${roomTypeId}/rates`)).json<RoomRatesView>();
    const overrides = new Map((await nightRows(roomTypeId)).map((row) => [row.night, row.price]));
    for (const night of cal.nights) {
      const expected = nightPrice(stored, night.date, overrides.get(night.date));
      expect(night, night.date).toMatchObject({
        price: expected.price,
        priceSource: expected.source,
        season: expected.season,
      });
    }
    const sources = new Set(cal.nights.map((n) => n.priceSource));
    expect([...sources].sort()).toEqual(['base', 'override', 'season', 'weekend']);
    expect(nightOf(cal, day(16))).toMatchObject({ price: 90_000, priceSource: 'override', season: null });
    expect(nightOf(cal, day(15))).toMatchObject({ price: 70_000, priceSource: 'season', season: 'Trekking' });
    expect(nightOf(cal, weekendOutside)).toMatchObject({ price: 35_000, priceSource: 'override' });

    // Clearing the price gives the night back to the rates.
    const clear = await call('PUT', `/api/room_types/${roomTypeId}/calendar`, people.host, {
      from: day(16),
      to: day(17),
      price: null,
    });
    expect(clear.statusCode).toBe(200);
    expect(clear.json<RoomTypeCalendar>().nights[0]).toMatchObject({ price: 70_000, priceSource: 'season' });
  });
});

describe('closing and reopening nights', () => {
  it('sets the rooms closed on each night, and 0 reopens them; clearing adds no empty rows', async () => {
    const { roomTypeId } = await listing();
    const close = await call('PUT', `/api/room_types/${roomTypeId}/calendar`, people.host, {
      from: day(3),
      to: day(6),
      closed: 5,
    });
    expect(close.statusCode, close.body).toBe(200);
    const closed = close.json<RoomTypeCalendar>();
    expect(closed.nights.map((n) => [n.date, n.closed, n.free])).toEqual([
      [day(3), 5, 0],
      [day(4), 5, 0],
      [day(5), 5, 0],
    ]);
    // A guest meets the closed nights as full.
    const refused = await call('POST', '/api/bookings', people.guest, {
      userId: people.guest.id,
      bookings: [{ roomTypeId, roomNumber: 1, checkInDate: day(4), checkOutDate: day(5) }],
    });
    expect(refused.statusCode).toBe(409);

    const reopen = await call('PUT', `/api/room_types/${roomTypeId}/calendar`, people.host, {
      from: day(4),
      to: day(5),
      closed: 0,
    });
    expect(reopen.statusCode).toBe(200);
    const cal = await calendar(roomTypeId, day(3), day(6));
    expect(cal.nights.map((n) => n.closed)).toEqual([5, 0, 5]);

    // Reopening and clearing prices over nights that have no row leaves them without one.
    const clear = await call('PUT', `/api/room_types/${roomTypeId}/calendar`, people.host, {
      from: day(20),
      to: day(40),
      closed: 0,
      price: null,
    });
    expect(clear.statusCode).toBe(200);
    expect((await nightRows(roomTypeId)).map((row) => row.night)).toEqual([day(3), day(4), day(5)]);
  });

  it('refuses to close more rooms than are free (409, nothing changed): a closure never undoes a booking', async () => {
    const ids = await listing();
    await book(ids, day(8), day(10), 3);
    await call('PUT', `/api/room_types/${ids.roomTypeId}/calendar`, people.host, {
      from: day(6),
      to: day(8),
      price: 61_000,
    });
    const before = await nightRows(ids.roomTypeId);

    const response = await call('PUT', `/api/room_types/${ids.roomTypeId}/calendar`, people.host, {
      from: day(6),
      to: day(11),
      closed: 3,
      price: 70_000,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'NIGHTS_BOOKED',
      message: CALENDAR_MESSAGES.notEnoughFree({ n: 2, date: formatDate(day(8), 'en') }),
      params: { n: 2, date: day(8) },
    });
    expect(await nightRows(ids.roomTypeId)).toEqual(before);

    // In French, with the date as French writes it.
    const french = await call(
      'PUT',
      `/api/room_types/${ids.roomTypeId}/calendar`,
      people.host,
      { from: day(6), to: day(11), closed: 4 },
      { 'accept-language': 'fr' },
    );
    expect(french.statusCode).toBe(409);
    expect(french.json<{ message: string }>().message).toBe(
      `On ne peut fermer que 2 chambres le ${formatDate(day(8), 'fr')}\u00a0: les autres sont réservées.`,
    );

    // Exactly the free rooms can be closed; the booking stays.
    const fits = await call('PUT', `/api/room_types/${ids.roomTypeId}/calendar`, people.host, {
      from: day(8),
      to: day(10),
      closed: 2,
    });
    expect(fits.statusCode, fits.body).toBe(200);
    expect(fits.json<RoomTypeCalendar>().nights.map((n) => [n.held, n.closed, n.free])).toEqual([
      [3, 2, 0],
      [3, 2, 0],
    ]);
  });

  it('refuses nights before today (422), more rooms than the room type has, over 366 nights, or nothing to do', async () => {
    const { roomTypeId } = await listing({ roomCount: 4 });
    const put = (payload: object, headers?: Record<string, string>) =>
      call('PUT', `/api/room_types/${roomTypeId}/calendar`, people.host, payload, headers);

    const past = await put({ from: day(-1), to: day(2), closed: 1 });
    expect(past.statusCode).toBe(422);
    expect(past.json()).toMatchObject({
      code: 'PAST_NIGHTS',
      field: 'from',
      message: CALENDAR_MESSAGES.pastNights,
    });
    const pastFr = await put({ from: day(-1), to: day(2), price: 10 }, { 'accept-language': 'fr' });
    expect(pastFr.json<{ message: string }>().message).toBe(
      'Les nuits passées ne peuvent pas être modifiées.',
    );
    // Today itself may be closed.
    expect((await put({ from: day(0), to: day(1), closed: 1 })).statusCode).toBe(200);

    const tooMany = await put({ from: day(1), to: day(2), closed: 5 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({
      field: 'closed',
      message: CALENDAR_MESSAGES.closedAboveCount({ n: 4 }),
    });

    // 366 nights at once, not 367.
    const over = await put({ from: day(1), to: day(368), price: 1000 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      field: 'to',
      message: CALENDAR_MESSAGES.tooManyNights({ max: 366 }),
    });
    const year = await put({ from: day(1), to: day(367), price: 1000 });
    expect(year.statusCode, year.body).toBe(200);
    expect(year.json<RoomTypeCalendar>().nights).toHaveLength(366);
    expect((await put({ from: day(5), to: day(5), closed: 0 })).statusCode).toBe(400);

    const nothing = await put({ from: day(1), to: day(2) });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({ message: CALENDAR_MESSAGES.nothingToChange });
    for (const bad of [
      { closed: -1 },
      { closed: 1.5 },
      { price: -5 },
      { price: 100_000_001 },
      { price: '5' },
    ])
      expect((await put({ from: day(1), to: day(2), ...bad })).statusCode, JSON.stringify(bad)).toBe(400);
  });
});

describe('rates and seasons', () => {
  it('answers and changes the rates, checking each field', async () => {
    const { roomTypeId } = await listing({ price: 30_000 });
    const initial = await call('GET', `/api/room_types/${roomTypeId}/rates`);
    expect(initial.json()).toEqual({
      roomTypeId,
      price: 30_000,
      weekendPrice: null,
      minStay: 1,
      maxStay: null,
      bookingWindowDays: null,
      seasons: [],
    });
    const valid = { price: 32_000, weekendPrice: 40_000, minStay: 2, maxStay: 14, bookingWindowDays: 365 };
    const put = await call('PUT', `/api/room_types/${roomTypeId}/rates`, people.host, valid);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ roomTypeId, ...valid, seasons: [] });

    for (const [change, field] of [
      [{ price: -1 }, 'price'],
      [{ price: 100_000_001 }, 'price'],
      [{ weekendPrice: 2.5 }, 'weekendPrice'],
      [{ minStay: 0 }, 'minStay'],
      [{ minStay: 91 }, 'minStay'],
      [{ minStay: 5, maxStay: 4 }, 'maxStay'],
      [{ maxStay: 91 }, 'maxStay'],
      [{ bookingWindowDays: 0 }, 'bookingWindowDays'],
      [{ bookingWindowDays: 731 }, 'bookingWindowDays'],
    ] as const) {
      const response = await call('PUT', `/api/room_types/${roomTypeId}/rates`, people.host, {
        ...valid,
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toMatchObject({ field });
    }
    const ok = await call('PUT', `/api/room_types/${roomTypeId}/rates`, people.host, {
      price: 0,
      weekendPrice: null,
      minStay: 90,
      maxStay: 90,
      bookingWindowDays: 730,
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('adds, changes and removes seasons, and refuses overlaps with 409', async () => {
    const { roomTypeId } = await listing();
    const post = (payload: object) =>
      call('POST', `/api/room_types/${roomTypeId}/seasons`, people.host, payload);
    const created = await post({
      name: '  Christmas  ',
      firstNight: day(30),
      lastNight: day(40),
      price: 80_000,
    });
    expect(created.statusCode, created.body).toBe(201);
    const christmas = created.json<SeasonView>();
    expect(christmas).toMatchObject({
      name: 'Christmas',
      firstNight: day(30),
      lastNight: day(40),
      minStay: null,
    });

    // Sharing a single night is an overlap; touching is not.
    const overlap = await post({ name: 'New Year', firstNight: day(40), lastNight: day(45), price: 90_000 });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({
      code: 'SEASON_OVERLAP',
      message: CALENDAR_MESSAGES.seasonOverlap({ name: 'Christmas' }),
    });
    const inside = await post({ name: 'Inside', firstNight: day(32), lastNight: day(33), price: 1 });
    expect(inside.statusCode).toBe(409);
    const newYear = await post({
      name: 'New Year',
      firstNight: day(41),
      lastNight: day(45),
      price: 90_000,
      minStay: 3,
      maxStay: 7,
    });
    expect(newYear.statusCode, newYear.body).toBe(201);

    // A season may change its own nights, not into another's.
    const own = await call('PUT', `/api/seasons/${christmas.id}`, people.host, {
      name: 'Christmas',
      firstNight: day(28),
      lastNight: day(40),
      price: 85_000,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ firstNight: day(28), price: 85_000 });
    const into = await call('PUT', `/api/seasons/${christmas.id}`, people.host, {
      name: 'Christmas',
      firstNight: day(28),
      lastNight: day(41),
      price: 85_000,
    });
    expect(into.statusCode).toBe(409);
    expect(into.json()).toMatchObject({ message: CALENDAR_MESSAGES.seasonOverlap({ name: 'New Year' }) });

    const rates = (await call('GET', `/api/room_types/${roomTypeId}/rates`)).json<RoomRatesView>();
    expect(
      rates.seasons.map((s) => [s.name, s.firstNight, s.lastNight, s.price, s.minStay, s.maxStay]),
    ).toEqual([
      ['Christmas', day(28), day(40), 85_000, null, null],
      ['New Year', day(41), day(45), 90_000, 3, 7],
    ]);

    expect((await call('DELETE', `/api/seasons/${christmas.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/seasons/${christmas.id}`)).statusCode).toBe(404);
    expect(
      (
        await call('PUT', `/api/seasons/${christmas.id}`, people.host, {
          name: 'X',
          firstNight: day(1),
          lastNight: day(1),
          price: 1,
        })
      ).statusCode,
    ).toBe(404);
    // Its nights are free for a new season.
    expect(
      (await post({ name: 'Christmas', firstNight: day(30), lastNight: day(40), price: 1 })).statusCode,
    ).toBe(201);
  });

  it('checks a season’s fields', async () => {
    const { roomTypeId } = await listing();
    const valid = { name: 'Dry season', firstNight: day(100), lastNight: day(120), price: 60_000 };
    for (const [change, field] of [
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(61) }, 'name'],
      [{ lastNight: day(99) }, 'lastNight'],
      [{ lastNight: day(100 + 366) }, 'lastNight'],
      [{ price: -1 }, 'price'],
      [{ minStay: 0 }, 'minStay'],
      [{ minStay: 5, maxStay: 4 }, 'maxStay'],
      [{ firstNight: 'tomorrow' }, 'firstNight'],
    ] as const) {
      const response = await call('POST', `/api/room_types/${roomTypeId}/seasons`, people.host, {
        ...valid,
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toMatchObject({ field });
    }
    // One night, and 366 nights, are seasons.
    const one = await call('POST', `/api/room_types/${roomTypeId}/seasons`, people.host, {
      ...valid,
      lastNight: day(100),
    });
    expect(one.statusCode).toBe(201);
    const year = await call('POST', `/api/room_types/${roomTypeId}/seasons`, people.host, {
      ...valid,
      firstNight: day(200),
      lastNight: day(200 + 365),
    });
    expect(year.statusCode, year.body).toBe(201);
    // In French.
    const french = await call(
      'POST',
      `/api/room_types/${roomTypeId}/seasons`,
      people.host,
      { ...valid, name: '' },
      { 'accept-language': 'fr' },
    );
    expect(french.json<{ message: string }>().message).toBe(
      'Une saison doit avoir un nom de 1 à 60 caractères.',
    );
  });
});

describe('rate plans', () => {
  it('answers the plans offered and changes them; the listing’s plan follows when no longer offered', async () => {
    const { propertyId } = await listing();
    const url = `/api/properties/${propertyId}/rate_plans`;
    expect((await call('GET', url)).json()).toEqual({ flexible: { freeCancellationDays: 3 } });

    const both = await call('PUT', url, people.host, {
      flexible: { freeCancellationDays: 7 },
      long_stay: { discount: 15 },
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json()).toEqual({
      flexible: { freeCancellationDays: 7 },
      long_stay: { discount: 15, freeCancellationDays: 3 },
    });
    const ratePlanOf = async () =>
      (await ctx.database.db.select().from(properties).where(eq(properties.id, propertyId)))[0]!.ratePlan;
    expect(await ratePlanOf()).toBe('flexible');

    const noFlexible = await call('PUT', url, people.host, {
      flexible: null,
      non_refundable: {},
      long_stay: {},
    });
    expect(noFlexible.statusCode).toBe(200);
    expect(noFlexible.json()).toEqual({
      non_refundable: { discount: 10 },
      long_stay: { discount: 10, freeCancellationDays: 3 },
    });
    expect(await ratePlanOf()).toBe('non_refundable');
    expect((await call('GET', url)).json()).toEqual(noFlexible.json());

    const none = await call('PUT', url, people.host, {});
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ code: 'NO_RATE_PLAN', message: CALENDAR_MESSAGES.ratePlansRequired });
    const noneFr = await call('PUT', url, people.host, { flexible: null }, { 'accept-language': 'fr' });
    expect(noneFr.json<{ message: string }>().message).toBe('Proposez au moins une formule tarifaire.');

    for (const bad of [
      { non_refundable: { discount: 0 } },
      { non_refundable: { discount: 91 } },
      { long_stay: { discount: 10, freeCancellationDays: 61 } },
      { flexible: { freeCancellationDays: -1 } },
      { flexible: true },
    ])
      expect((await call('PUT', url, people.host, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    expect((await call('GET', url)).json()).toEqual(noFlexible.json());
  });
});

describe('who may', () => {
  it('lets the property’s host and admins in: others signed in 403, signed out 401, unknown ids 404', async () => {
    const ids = await listing();
    const season = (
      await call('POST', `/api/room_types/${ids.roomTypeId}/seasons`, people.host, {
        name: 'Kept',
        firstNight: day(200),
        lastNight: day(210),
        price: 1,
      })
    ).json<SeasonView>();
    const rates = { price: 50_000, weekendPrice: null, minStay: 1, maxStay: null, bookingWindowDays: null };
    const seasonBody = { name: 'Kept', firstNight: day(200), lastNight: day(210), price: 2 };
    const operations: Array<[Method, string, object?]> = [
      ['GET', `/api/room_types/${ids.roomTypeId}/calendar`],
      ['PUT', `/api/room_types/${ids.roomTypeId}/calendar`, { from: day(50), to: day(52), closed: 1 }],
      ['GET', `/api/room_types/${ids.roomTypeId}/rates`],
      ['PUT', `/api/room_types/${ids.roomTypeId}/rates`, rates],
      ['PUT', `/api/seasons/${season.id}`, seasonBody],
      ['GET', `/api/properties/${ids.propertyId}/rate_plans`],
      ['PUT', `/api/properties/${ids.propertyId}/rate_plans`, { flexible: {} }],
    ];
    for (const [method, url, body] of operations) {
      expect((await call(method, url, null, body)).statusCode, `${method} ${url} signed out`).toBe(401);
      expect((await call(method, url, people.guest, body)).statusCode, `${method} ${url} guest`).toBe(403);
      expect(
        (await call(method, url, people.otherHost, body)).statusCode,
        `${method} ${url} other host`,
      ).toBe(403);
      expect((await call(method, url, people.host, body)).statusCode, `${method} ${url} host`).toBe(200);
      expect((await call(method, url, people.admin, body)).statusCode, `${method} ${url} admin`).toBe(200);
    }
    const postSeason = `/api/room_types/${ids.roomTypeId}/seasons`;
    const fresh = (n: number) => ({
      name: `S${n}`,
      firstNight: day(300 + n),
      lastNight: day(300 + n),
      price: 1,
    });
    expect((await call('POST', postSeason, null, fresh(1))).statusCode).toBe(401);
    expect((await call('POST', postSeason, people.guest, fresh(1))).statusCode).toBe(403);
    expect((await call('POST', postSeason, people.otherHost, fresh(1))).statusCode).toBe(403);
    expect((await call('POST', postSeason, people.admin, fresh(1))).statusCode).toBe(201);
    expect((await call('DELETE', `/api/seasons/${season.id}`, people.otherHost)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/seasons/${season.id}`, people.admin)).statusCode).toBe(204);

    // Unknown ids, and a room type not yet part of a listing.
    const [draft] = await ctx.database.db
      .insert(roomTypes)
      .values({ createdBy: people.host.id, title: 'double', price: 1000, roomCount: 2 })
      .returning();
    for (const url of [
      '/api/room_types/999999/calendar',
      '/api/room_types/999999/rates',
      `/api/room_types/${draft!.id}/calendar`,
      `/api/room_types/${draft!.id}/rates`,
      '/api/properties/999999/rate_plans',
    ])
      expect((await call('GET', url, people.admin)).statusCode, url).toBe(404);
    expect((await call('DELETE', '/api/seasons/999999', people.admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/room_types/999999/calendar', null)).statusCode).toBe(401);
    // Another room type of the same property belongs to the same host.
    const second = await insertRoomType(ctx.database.db, ids.propertyId, people.host.id);
    expect((await call('GET', `/api/room_types/${second.id}/calendar`, people.host)).statusCode).toBe(200);
  });
});
