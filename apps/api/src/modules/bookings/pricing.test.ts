// Pricing a stay in bookings (docs/decisions/0023-calendar-and-rates.md) through the real app: night by night
// prices, stay rules, closed nights, rate plans, the quote, and cancelling under a plan.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  BOOKING_STATUS_MESSAGES,
  PAYMENT_MESSAGES,
  PRICING_MESSAGES,
  RESERVATION_MESSAGES,
  STAY_MESSAGES,
  addDays,
  todayInKigali,
  translate,
  type Booking,
  type BookingCreated,
  type BookingCancellation,
  type RatePlanRules,
  type RoomTypeQuote,
} from '@ikaze/domain';
import '../../lib/translations.ts';
import { bookings, roomTypeSeasons } from '../../db/schema.ts';
import {
  openTestApp,
  sessionHeaders,
  setActive,
  signUpAs,
  type SignedInUser,
  type TestContext,
} from '../../test/harness.ts';
import { bookThroughApi, postBookings } from '../../test/booking-requests.ts';
import { createListing, insertBooking, type PropertySeed } from '../../test/test-data.ts';

let ctx: TestContext;
let host: SignedInUser;
let guest: SignedInUser;
let otherGuest: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  ({
    ctx,
    users: { host, guest, otherGuest, admin },
  } = await openTestApp({ host: 'host', guest: 'user', otherGuest: 'user', admin: 'admin' }));
});
afterAll(async () => {
  await ctx?.close();
});

const today = () => todayInKigali();
const day = (n: number) => addDays(today(), n);

/** The first Monday at least `n` days from today. */
function mondayFrom(n: number): string {
  let date = day(n);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 1) date = addDays(date, 1);
  return date;
}

const ALL_PLANS: RatePlanRules = {
  flexible: { freeCancellationDays: 3 },
  non_refundable: { discount: 15 },
  long_stay: { discount: 20, freeCancellationDays: 5 },
};

async function listing(seed: PropertySeed = {}) {
  const made = await createListing(ctx.database.db, host.id, seed);
  return { property: made.property, rt: made.roomTypes[0]! };
}

type Stay = { checkIn: string; checkOut: string; rooms?: number; plan?: string };

function line(rt: { id: number; propertyId: number | null }, stay: Stay) {
  return {
    roomTypeId: rt.id,
    propertyId: rt.propertyId,
    roomNumber: stay.rooms ?? 1,
    checkInDate: stay.checkIn,
    checkOutDate: stay.checkOut,
    ...(stay.plan !== undefined ? { rate_plan: stay.plan } : {}),
  };
}

const reserve = (user: SignedInUser, rt: { id: number; propertyId: number | null }, stay: Stay) =>
  postBookings(ctx, user, [line(rt, stay)]);

const booked = (user: SignedInUser, rt: { id: number; propertyId: number | null }, stay: Stay) =>
  bookThroughApi(ctx, user, line(rt, stay));

function quote(roomTypeId: number | string, query: Record<string, string | number>, headers = {}) {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return ctx.app.inject({ method: 'GET', url: `/api/room_types/${roomTypeId}/quote?${qs}`, headers });
}

const setStatus = (user: SignedInUser, id: number, status: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/bookings/${id}/status`,
    headers: sessionHeaders(user),
    payload: { status },
  });

const cancellation = (user: SignedInUser | null, id: number | string) =>
  ctx.app.inject({ method: 'GET', url: `/api/bookings/${id}/cancellation`, headers: sessionHeaders(user) });

/** A night's row as the calendar writes it: closed rooms, synced rooms, or the host's price. */
async function setNight(
  rt: { id: number; roomCount: number },
  night: string,
  values: { closed?: number; synced?: number; price?: number },
) {
  await ctx.database.db.execute(sql`
    insert into room_nights (room_type_id, night, capacity, closed, synced, price)
    values (${rt.id}, ${night}::date, ${rt.roomCount}, ${values.closed ?? 0}, ${values.synced ?? 0},
      ${values.price ?? null})
    on conflict (room_type_id, night) do update
      set closed = excluded.closed, synced = excluded.synced, price = excluded.price`);
}

async function stored(id: number) {
  const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

describe('night by night prices', () => {
  it('prices a stay over an override, a weekend, a season and a plain night, and stores each night', async () => {
    const { rt } = await listing({
      ratePlans: ALL_PLANS,
      roomTypes: [{ price: 10_000, weekendPrice: 15_000, discount: 10, roomCount: 3 }],
    });
    const monday = mondayFrom(30);
    // Thursday (the host's price), Friday (weekend), Saturday and Sunday (season), Monday (base).
    const [thu, sat, sun, mon] = [3, 5, 6, 7].map((n) => addDays(monday, n)) as [
      string,
      string,
      string,
      string,
    ];
    // A season over Saturday and Sunday (it wins over the weekend price); the host's price on Thursday.
    await ctx.database.db
      .insert(roomTypeSeasons)
      .values({ roomTypeId: rt.id, name: 'Trekking', firstNight: sat, lastNight: sun, price: 20_000 });
    await setNight(rt, thu, { price: 12_000 });

    const made = await booked(guest, rt, {
      checkIn: thu,
      checkOut: addDays(mon, 1),
      rooms: 2,
      plan: 'Flexible',
    });
    // 12,000 + 15,000 + 20,000 + 20,000 + 10,000 = 77,000 a room; × 2 rooms × 0.9 (room discount) = 138,600.
    expect(made).toMatchObject({
      nightPrices: [12_000, 15_000, 20_000, 20_000, 10_000],
      price_per_night: 15_400,
      discount: 10,
      planDiscount: 0,
      total_price: 138_600,
      rate_plan: 'flexible',
      freeCancellationUntil: addDays(thu, -3),
      cancellationFee: null,
    });
    const row = await stored(made.id);
    expect(row).toMatchObject({
      nightPrices: [12_000, 15_000, 20_000, 20_000, 10_000],
      nightlyPrice: 15_400,
      totalPrice: 138_600,
      planDiscount: 0,
      ratePlan: 'flexible',
      freeCancellationUntil: addDays(thu, -3),
    });

    // Non-Refundable: its 15 % after the room's 10 %, one room: 77,000 × 0.9 × 0.85 = 58,905; never free.
    const strict = await booked(otherGuest, rt, {
      checkIn: thu,
      checkOut: addDays(mon, 1),
      rooms: 1,
      plan: 'nonRefundable',
    });
    expect(strict).toMatchObject({
      nightPrices: [12_000, 15_000, 20_000, 20_000, 10_000],
      planDiscount: 15,
      total_price: 58_905,
      rate_plan: 'non_refundable',
      freeCancellationUntil: null,
    });
  });

  it('charges the weekend price on Friday and Saturday nights only', async () => {
    const { rt } = await listing({ roomTypes: [{ price: 10_000, weekendPrice: 15_000 }] });
    const monday = mondayFrom(40);
    // Wednesday to the next Tuesday: Wed, Thu, Fri, Sat, Sun, Mon.
    const made = await booked(guest, rt, { checkIn: addDays(monday, 2), checkOut: addDays(monday, 8) });
    expect(made.nightPrices).toEqual([10_000, 10_000, 15_000, 15_000, 10_000, 10_000]);
    expect(made.total_price).toBe(70_000);
    expect(made.price_per_night).toBe(11_667);
  });
});

describe('stay rules', () => {
  it('applies the minimum and maximum stay of the room type, and of the season of the check-in night', async () => {
    const { rt } = await listing({ roomTypes: [{ minStay: 2, maxStay: 5 }] });
    const monday = mondayFrom(60);
    const seasonStart = addDays(monday, 14);
    await ctx.database.db.insert(roomTypeSeasons).values({
      roomTypeId: rt.id,
      name: 'High',
      firstNight: seasonStart,
      lastNight: addDays(seasonStart, 20),
      price: 60_000,
      minStay: 4,
      maxStay: 7,
    });
    const cases: Array<[Stay, string | undefined]> = [
      [{ checkIn: monday, checkOut: addDays(monday, 1) }, PRICING_MESSAGES.minStay({ n: 2 })],
      [{ checkIn: monday, checkOut: addDays(monday, 6) }, PRICING_MESSAGES.maxStay({ n: 5 })],
      [{ checkIn: seasonStart, checkOut: addDays(seasonStart, 3) }, PRICING_MESSAGES.minStay({ n: 4 })],
      [{ checkIn: seasonStart, checkOut: addDays(seasonStart, 8) }, PRICING_MESSAGES.maxStay({ n: 7 })],
      // A stay that starts before the season follows the room type's rules, even if it ends inside it.
      [{ checkIn: addDays(seasonStart, -2), checkOut: addDays(seasonStart, 1) }, undefined],
      [{ checkIn: monday, checkOut: addDays(monday, 5) }, undefined],
      [{ checkIn: seasonStart, checkOut: addDays(seasonStart, 7) }, undefined],
    ];
    for (const [stay, message] of cases) {
      const response = await reserve(guest, rt, stay);
      if (message === undefined) {
        expect(response.statusCode, JSON.stringify(stay)).toBe(201);
        continue;
      }
      expect(response.statusCode, message).toBe(422);
      expect(response.json()).toMatchObject({ code: 'UNPROCESSABLE', message });
      const priced = (
        await quote(rt.id, { checkIn: stay.checkIn, checkOut: stay.checkOut })
      ).json<RoomTypeQuote>();
      expect(priced.problem).toBe(message);
    }
  });

  it('refuses a check-in beyond the booking window, after the date rules and before the rooms', async () => {
    const { rt } = await listing({ roomTypes: [{ bookingWindowDays: 30, roomCount: 2 }] });
    const far = await reserve(guest, rt, { checkIn: day(31), checkOut: day(33), rooms: 9 });
    expect(far.statusCode).toBe(422);
    expect(far.json().message).toBe(PRICING_MESSAGES.bookingWindow({ n: 30 }));
    const past = await reserve(guest, rt, { checkIn: day(-1), checkOut: day(33) });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(RESERVATION_MESSAGES.pastDate);
    const tooMany = await reserve(guest, rt, { checkIn: day(30), checkOut: day(32), rooms: 3 });
    expect(tooMany.statusCode).toBe(409);
    expect((await reserve(guest, rt, { checkIn: day(30), checkOut: day(32) })).statusCode).toBe(201);
  });

  it('refuses a stay over closed or synced nights with the rooms left, like any shortage', async () => {
    const { rt } = await listing({ roomTypes: [{ roomCount: 5 }] });
    await setNight(rt, day(21), { closed: 3 });
    await setNight(rt, day(22), { closed: 1, synced: 1 });
    const stay = { checkIn: day(20), checkOut: day(23) };
    const three = await reserve(guest, rt, { ...stay, rooms: 3 });
    expect(three.statusCode).toBe(409);
    expect(three.json()).toMatchObject({
      code: 'TOO_MANY_ROOMS',
      message: RESERVATION_MESSAGES.tooManyRooms({ n: 2 }),
      params: { n: 2 },
    });
    const priced = (await quote(rt.id, { ...stay, rooms: 3 })).json<RoomTypeQuote>();
    expect(priced).toMatchObject({ freeRooms: 2, problem: RESERVATION_MESSAGES.tooManyRooms({ n: 2 }) });
    expect((await reserve(guest, rt, { ...stay, rooms: 2 })).statusCode).toBe(201);

    await setNight(rt, day(25), { closed: 5 });
    const closed = await reserve(otherGuest, rt, { checkIn: day(24), checkOut: day(26) });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(RESERVATION_MESSAGES.tooManyRooms({ n: 0 }));
    const shut = (await quote(rt.id, { checkIn: day(24), checkOut: day(26) })).json<RoomTypeQuote>();
    expect(shut).toMatchObject({ freeRooms: 0, problem: PRICING_MESSAGES.closed });
  });
});

describe('rate plans', () => {
  it("takes the property's first offered plan for N/A or none, and refuses a plan not offered", async () => {
    const { rt } = await listing({ ratePlans: { non_refundable: { discount: 10 } } });
    for (const plan of ['N/A', undefined]) {
      // Only Non-Refundable is offered: it is paid when booked, so the spec's payload (no payment) is refused.
      const unpaid = await reserve(guest, rt, { checkIn: day(10), checkOut: day(12), plan });
      expect(unpaid.statusCode).toBe(402);
      expect(unpaid.json()).toMatchObject({
        code: 'PAYMENT_REQUIRED',
        message: PAYMENT_MESSAGES.paymentRequired,
      });
      const paid = await ctx.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: sessionHeaders(guest),
        payload: {
          userId: guest.id,
          bookings: [line(rt, { checkIn: day(10), checkOut: day(12), plan })],
          payment: { method: 'airtel_money', phone: '0733123456' },
        },
      });
      expect(paid.statusCode, paid.body).toBe(201);
      const made = paid.json<BookingCreated>().bookings[0]!;
      expect(made.payment).toMatchObject({ method: 'airtel_money', status: 'pending', amount: 90_000 });
      // 50,000 × 2 nights × 0.9.
      expect(made).toMatchObject({ rate_plan: 'non_refundable', planDiscount: 10, total_price: 90_000 });
      expect(made.freeCancellationUntil).toBeNull();
    }
    for (const plan of ['Flexible', 'Long Stay']) {
      const response = await reserve(guest, rt, { checkIn: day(10), checkOut: day(20), plan });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(PRICING_MESSAGES.planNotOffered);
    }
    const first = await listing({
      ratePlans: { long_stay: ALL_PLANS.long_stay, flexible: ALL_PLANS.flexible },
    });
    expect((await booked(guest, first.rt, { checkIn: day(10), checkOut: day(11) })).rate_plan).toBe(
      'flexible',
    );
  });

  it('gives the Long Stay discount to stays of 7 nights or more only', async () => {
    const { rt } = await listing({ ratePlans: ALL_PLANS, roomTypes: [{ price: 10_000 }] });
    const short = await reserve(guest, rt, { checkIn: day(30), checkOut: day(36), plan: 'Long Stay' });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe(PRICING_MESSAGES.longStayTooShort({ n: 7 }));
    const week = await booked(guest, rt, { checkIn: day(30), checkOut: day(37), plan: 'long_stay' });
    // 7 × 10,000 × 0.8.
    expect(week).toMatchObject({ planDiscount: 20, total_price: 56_000, freeCancellationUntil: day(25) });
  });
});

describe('GET /api/room_types/{id}/quote', () => {
  it('answers what the booking then stores', async () => {
    const { rt } = await listing({
      ratePlans: ALL_PLANS,
      roomTypes: [{ price: 33_333, weekendPrice: 41_000, discount: 7, roomCount: 4 }],
    });
    const monday = mondayFrom(50);
    await setNight(rt, addDays(monday, 8), { price: 27_500 });
    const stay = { checkIn: addDays(monday, 3), checkOut: addDays(monday, 11), rooms: 3 };
    for (const [ratePlan, plan] of [
      ['nonRefundable', 'non_refundable'],
      ['Long Stay', 'long_stay'],
    ] as const) {
      const response = await quote(rt.id, { ...stay, ratePlan });
      expect(response.statusCode).toBe(200);
      const priced = response.json<RoomTypeQuote>();
      expect(priced.problem).toBeNull();
      const made = await booked(guest, rt, { ...stay, rooms: 1, plan: ratePlan });
      const again = (await quote(rt.id, { ...stay, rooms: 1, ratePlan })).json<RoomTypeQuote>();
      expect(again.ratePlan).toBe(plan);
      expect(again.nights.map((n) => n.price)).toEqual(made.nightPrices);
      expect(again.nights.map((n) => n.date)).toEqual(
        Array.from({ length: 8 }, (_, i) => addDays(stay.checkIn, i)),
      );
      expect(again).toMatchObject({
        discount: made.discount,
        planDiscount: made.planDiscount,
        total: made.total_price,
        freeCancellationUntil: made.freeCancellationUntil,
        nightlyAverage: Math.round(made.total_price / 8),
        subtotal: made.nightPrices.reduce((a, b) => a + b, 0),
      });
      // The first quote was for 3 rooms: the same nights, three times over.
      expect(priced.subtotal).toBe(again.subtotal * 3);
      expect(priced.freeRooms).toBe(again.freeRooms + 1);
    }
  });

  it("defaults to one room and the property's first plan, and says why a stay cannot be booked", async () => {
    const { rt } = await listing({
      ratePlans: { flexible: { freeCancellationDays: 2 } },
      roomTypes: [{ minStay: 3 }],
    });
    const response = await quote(rt.id, { checkIn: day(10), checkOut: day(12) });
    expect(response.statusCode).toBe(200);
    expect(response.json<RoomTypeQuote>()).toEqual({
      nights: [
        { date: day(10), price: 50_000 },
        { date: day(11), price: 50_000 },
      ],
      subtotal: 100_000,
      discount: 0,
      planDiscount: 0,
      total: 100_000,
      // 3 % tourism tax on the room charge, in the price (docs/taxes.md): 97,087 × 3 % = 2,912.61.
      taxes: { roomCharge: 97_087, vat: 0, tourismTax: 2_913 },
      nightlyAverage: 50_000,
      freeRooms: 5,
      ratePlan: 'flexible',
      freeCancellationUntil: day(8),
      problem: PRICING_MESSAGES.minStay({ n: 3 }),
      // No 2-night stay passes a minimum of 3 on any date.
      otherStays: [],
    });
    const french = await quote(
      rt.id,
      { checkIn: day(10), checkOut: day(12), ratePlan: 'Long Stay' },
      {
        'accept-language': 'fr',
      },
    );
    expect(french.json<RoomTypeQuote>().problem).toBe(translate('fr', PRICING_MESSAGES.minStay({ n: 3 })));
    const plan = (
      await quote(rt.id, { checkIn: day(10), checkOut: day(13), ratePlan: 'Long Stay' })
    ).json<RoomTypeQuote>();
    expect(plan.problem).toBe(PRICING_MESSAGES.planNotOffered);
  });

  it('offers the nearest stays of the same length when the stay is sold out or closed', async () => {
    const { rt } = await listing({ roomTypes: [{ roomCount: 2 }] });
    // Day 21 closed by the host, day 22 sold out by bookings and closed rooms (synced from another site).
    await setNight(rt, day(21), { closed: 2 });
    await setNight(rt, day(22), { closed: 1, synced: 1 });
    const soldOut = (await quote(rt.id, { checkIn: day(21), checkOut: day(23) })).json<RoomTypeQuote>();
    expect(soldOut).toMatchObject({ freeRooms: 0, problem: PRICING_MESSAGES.closed });
    expect(soldOut.otherStays).toEqual([
      { checkIn: day(19), checkOut: day(21) },
      { checkIn: day(23), checkOut: day(25) },
      { checkIn: day(18), checkOut: day(20) },
    ]);
    // Two rooms asked where one is free on day 20: the stays that have both.
    await setNight(rt, day(20), { closed: 1 });
    const two = (await quote(rt.id, { checkIn: day(20), checkOut: day(22), rooms: 2 })).json<RoomTypeQuote>();
    expect(two.problem).toBe(PRICING_MESSAGES.closed);
    expect(two.otherStays).toEqual([
      { checkIn: day(18), checkOut: day(20) },
      { checkIn: day(17), checkOut: day(19) },
      { checkIn: day(23), checkOut: day(25) },
    ]);
    // A stay that can be sold offers nothing else.
    const free = (await quote(rt.id, { checkIn: day(30), checkOut: day(32) })).json<RoomTypeQuote>();
    expect(free).toMatchObject({ problem: null, otherStays: [] });
  });

  it('refuses bad dates and parameters with the stay rules of every stay', async () => {
    const { rt } = await listing();
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ checkOut: day(2) }, RESERVATION_MESSAGES.datesRequired],
      [{ checkIn: day(2) }, RESERVATION_MESSAGES.datesRequired],
      [{ checkIn: day(4), checkOut: day(2) }, RESERVATION_MESSAGES.checkOutAfterCheckIn],
      [{ checkIn: day(-1), checkOut: day(2) }, RESERVATION_MESSAGES.pastDate],
      [{ checkIn: day(1), checkOut: day(100) }, STAY_MESSAGES.tooLong],
      [{ checkIn: day(800), checkOut: day(802) }, STAY_MESSAGES.tooFarAhead],
      [{ checkIn: day(1), checkOut: day(2), rooms: 0 }, 'Rooms must be a whole number from 1 to 100.'],
      [{ checkIn: day(1), checkOut: day(2), rooms: 'two' }, 'Rooms must be a whole number from 1 to 100.'],
      [
        { checkIn: day(1), checkOut: day(2), ratePlan: 'Cheapest' },
        'The rate plan must be one of Flexible, nonRefundable, Long Stay, N/A.',
      ],
    ];
    for (const [query, message] of cases) {
      const response = await quote(rt.id, query);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
  });

  it('answers 404 for an unknown room type or one that is not public', async () => {
    const { rt: pending } = await listing({ reviewStatus: 'pending' });
    const quiet = await signUpAs(ctx, 'host');
    const hidden = (await createListing(ctx.database.db, quiet.id)).roomTypes[0]!;
    await setActive(ctx, quiet.id, false);
    for (const id of [2_000_000, pending.id, hidden.id]) {
      const response = await quote(id, { checkIn: day(1), checkOut: day(2) });
      expect(response.statusCode).toBe(404);
    }
    expect((await quote('abc', { checkIn: day(1), checkOut: day(2) })).statusCode).toBe(400);
  });
});

describe('cancelling under a plan', () => {
  /** A booking of `nights` nights from day(`from`), one room at 10,000 a night (weekends too). */
  async function bookingUnder(plan: string, from: number, nights: number) {
    const { rt } = await listing({ ratePlans: ALL_PLANS, roomTypes: [{ price: 10_000, discount: 10 }] });
    return booked(guest, rt, { checkIn: day(from), checkOut: day(from + nights), plan });
  }

  async function cancelByGuest(booking: Booking) {
    const before = (await cancellation(guest, booking.id)).json<BookingCancellation>();
    const response = await setStatus(guest, booking.id, 'cancelled');
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<{ booking: Booking }>().booking;
    expect(after.cancellationFee).toBe(before.fee);
    expect((await stored(booking.id)).cancellationFee).toBe(before.fee);
    return { before, after };
  }

  it('is free until the free day under Flexible and Long Stay, then costs the first night', async () => {
    // Flexible, 3 days: check-in in 10 days is free until day 7; check-in in 2 days was free until yesterday.
    const early = await bookingUnder('Flexible', 10, 2);
    const { before } = await cancelByGuest(early);
    expect(before).toEqual({
      ratePlan: 'flexible',
      free: true,
      fee: 0,
      freeCancellationUntil: day(7),
      canCancel: true,
      refund: 0,
      refundTo: null,
    });
    const late = await bookingUnder('Flexible', 2, 3);
    // The first night after the room's 10 %: 9,000.
    expect((await cancelByGuest(late)).before).toMatchObject({ free: false, fee: 9_000, canCancel: true });
    // The free day itself is still free: Flexible 3 days with check-in in 3 days.
    expect((await cancelByGuest(await bookingUnder('Flexible', 3, 1))).before.fee).toBe(0);

    // Long Stay, 5 days, 20 % off: free until day 15 for a check-in on day 20; after it 10,000 × 0.9 × 0.8.
    expect((await cancelByGuest(await bookingUnder('Long Stay', 20, 7))).before).toMatchObject({
      free: true,
      fee: 0,
      freeCancellationUntil: day(15),
    });
    expect((await cancelByGuest(await bookingUnder('Long Stay', 4, 7))).before).toMatchObject({
      free: false,
      fee: 7_200,
      freeCancellationUntil: day(-1),
    });
  });

  it('costs the whole stay under Non-Refundable, however early', async () => {
    const booking = await bookingUnder('nonRefundable', 60, 3);
    // 30,000 × 0.9 × 0.85.
    expect(booking.total_price).toBe(22_950);
    const { before, after } = await cancelByGuest(booking);
    expect(before).toEqual({
      ratePlan: 'non_refundable',
      free: false,
      fee: 22_950,
      freeCancellationUntil: null,
      canCancel: true,
      refund: 0,
      refundTo: null,
    });
    expect(after).toMatchObject({ status: 'cancelled', cancellationFee: 22_950 });
    // Cancelled: it answers the recorded fee and can no longer be cancelled.
    expect((await cancellation(guest, booking.id)).json()).toMatchObject({ fee: 22_950, canCancel: false });
  });

  it('lets the guest cancel a confirmed booking before check-in, not on the check-in day', async () => {
    const confirmed = await bookingUnder('Flexible', 12, 2);
    expect((await setStatus(host, confirmed.id, 'confirmed')).statusCode).toBe(200);
    const { after } = await cancelByGuest(confirmed);
    expect(after).toMatchObject({ status: 'cancelled', cancellationFee: 0 });

    const tonight = await bookingUnder('Flexible', 0, 2);
    expect((await cancellation(guest, tonight.id)).json()).toMatchObject({ canCancel: false, fee: 9_000 });
    const refused = await setStatus(guest, tonight.id, 'cancelled');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'BOOKING_TRANSITION_NOT_ALLOWED',
      message: BOOKING_STATUS_MESSAGES.cancelBeforeCheckIn,
    });
    expect((await stored(tonight.id)).status).toBe('pending');
  });

  it('records no fee when the host cancels', async () => {
    const booking = await bookingUnder('nonRefundable', 30, 2);
    const response = await setStatus(host, booking.id, 'cancelled');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ booking: Booking }>().booking.cancellationFee).toBeNull();
    expect((await cancellation(guest, booking.id)).json()).toMatchObject({
      fee: 0,
      free: true,
      canCancel: false,
      refund: 0,
      refundTo: null,
    });
  });

  it('cancels free a booking made before plans had rules', async () => {
    const { property, rt } = await listing();
    for (const ratePlan of ['none', 'non_refundable']) {
      const old = await insertBooking(ctx.database.db, {
        userId: guest.id,
        propertyId: property.id,
        roomTypeId: rt.id,
        checkIn: day(5),
        checkOut: day(7),
        ratePlan,
      });
      expect((await cancellation(guest, old.id)).json()).toEqual({
        ratePlan,
        free: true,
        fee: 0,
        freeCancellationUntil: null,
        canCancel: true,
        refund: 0,
        refundTo: null,
      });
    }
  });

  it('shows what cancelling costs to the guest who booked only', async () => {
    const booking = await bookingUnder('Flexible', 10, 2);
    expect((await cancellation(null, booking.id)).statusCode).toBe(401);
    for (const someone of [otherGuest, host, admin]) {
      const response = await cancellation(someone, booking.id);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(BOOKING_STATUS_MESSAGES.onlyGuestSeesCancellation);
    }
    const unknown = await cancellation(guest, 2_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(BOOKING_STATUS_MESSAGES.notFound);
    expect((await cancellation(guest, 'abc')).statusCode).toBe(400);
  });
});
