// POST /api/bookings, GET /api/bookings and PUT /api/bookings/{id}/status through the real app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  BOOKING_REQUEST_MESSAGES,
  BOOKING_STATUS_MESSAGES,
  RESERVATION_MESSAGES,
  STAY_MESSAGES,
  WHOLE_PROPERTY_CODE,
  addDays,
  todayInKigali,
  type Booking,
  type BookingCreated,
  type Property,
} from '@ikaze/domain';
import {
  openTestApp,
  sessionHeaders,
  setActive,
  signUpAs,
  type SignedInUser,
  type TestContext,
} from '../../test/harness.ts';
import { roomTypes as roomTypesTable } from '../../db/schema.ts';
import { postBookings } from '../../test/booking-requests.ts';
import { createListing, type PropertySeed } from '../../test/test-data.ts';

let ctx: TestContext;
let host: SignedInUser;
let otherHost: SignedInUser;
let guest: SignedInUser;
let otherGuest: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  ({
    ctx,
    users: { host, otherHost, guest, otherGuest, admin },
  } = await openTestApp({
    host: 'host',
    otherHost: 'host',
    guest: 'user',
    otherGuest: 'user',
    admin: 'admin',
  }));
});
afterAll(async () => {
  await ctx?.close();
});

const day = (n: number) => addDays(todayInKigali(), n);
type RoomTypeRow = typeof roomTypesTable.$inferSelect;

async function listing(seed: PropertySeed = {}, owner: SignedInUser = host) {
  return createListing(ctx.database.db, owner.id, seed);
}

const entry = (rt: RoomTypeRow, overrides: Record<string, unknown> = {}) => ({
  roomTypeId: rt.id,
  roomType: rt.title,
  roomNumber: 1,
  checkInDate: `${day(10)}T00:00:00`,
  checkOutDate: `${day(12)}T00:00:00`,
  price: 1,
  rate_plan: 'N/A',
  propertyId: rt.propertyId,
  ...overrides,
});

const reserve = (user: SignedInUser | null, bookings: unknown[], headers: Record<string, string> = {}) =>
  postBookings(ctx, user, bookings, headers);

function setStatus(user: SignedInUser | null, id: number | string, status: string, userId?: number) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/bookings/${id}/status`,
    headers: sessionHeaders(user),
    payload: { status, ...(userId !== undefined ? { userId } : {}) },
  });
}

async function remaining(propertyId: number, checkIn: string, checkOut: string, viewer?: SignedInUser) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/properties/${propertyId}?checkIn=${checkIn}&checkOut=${checkOut}`,
    headers: sessionHeaders(viewer),
  });
  expect(response.statusCode).toBe(200);
  return response.json<Property>().roomTypes.map((t) => t.remainingRoomCount);
}

const bookingCount = async () => {
  const result = await ctx.database.db.execute(sql`select count(*)::int as n from bookings`);
  return Number((result as { rows: Array<{ n: number }> }).rows[0]!.n);
};

/** room_nights must always equal the rooms of pending and confirmed bookings, night by night. */
async function inventoryMismatches() {
  const result = await ctx.database.db.execute(sql`
    with expected as (
      select b.room_type_id, (b.check_in + g.i) as night, sum(b.rooms)::int as held
      from bookings b cross join lateral generate_series(0, b.check_out - b.check_in - 1) g(i)
      where b.status in ('pending', 'confirmed')
      group by 1, 2
    )
    select coalesce(e.room_type_id, rn.room_type_id) as room_type_id, coalesce(e.held, 0) as expected,
           coalesce(rn.held, 0) as held
    from expected e full join room_nights rn on rn.room_type_id = e.room_type_id and rn.night = e.night
    where coalesce(e.held, 0) <> coalesce(rn.held, 0) or rn.held > rn.capacity`);
  return (result as { rows: unknown[] }).rows;
}

describe('POST /api/bookings: who may book', () => {
  it('asks an anonymous visitor to sign in', async () => {
    const { roomTypes } = await listing();
    const response = await reserve(null, [entry(roomTypes[0]!)]);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: AUTH_MESSAGES.notSignedIn });
  });

  it('refuses a userId that is not the session user, admins included', async () => {
    const { roomTypes } = await listing();
    for (const user of [guest, admin]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { cookie: user.cookie },
        payload: { userId: otherGuest.id, bookings: [entry(roomTypes[0]!)] },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(BOOKING_REQUEST_MESSAGES.asYourself);
    }
  });

  it('lets an admin book as themselves', async () => {
    const { roomTypes } = await listing();
    const response = await reserve(admin, [entry(roomTypes[0]!)]);
    expect(response.statusCode).toBe(201);
    expect(response.json<BookingCreated>().bookings[0]!.user_id).toBe(admin.id);
  });

  it('refuses a host booking their own property', async () => {
    const { roomTypes } = await listing();
    const response = await reserve(host, [entry(roomTypes[0]!)]);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(BOOKING_REQUEST_MESSAGES.ownProperty);
  });
});

describe('POST /api/bookings: the reservation rules (docs/product.md#reservation-rules), in order', () => {
  it('1. both dates must be present, before anything else', async () => {
    const { roomTypes } = await listing();
    const rt = roomTypes[0]!;
    for (const dates of [
      { checkInDate: undefined },
      { checkOutDate: '' },
      { checkInDate: null, checkOutDate: null },
    ]) {
      const response = await reserve(guest, [entry(rt, { ...dates, roomNumber: 0, roomTypeId: 'x' })]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(RESERVATION_MESSAGES.datesRequired);
    }
  });

  it('2. check-out must be later than check-in (a same-day stay is refused)', async () => {
    const { roomTypes } = await listing();
    for (const [checkInDate, checkOutDate] of [
      [day(5), day(5)],
      [day(6), day(5)],
    ]) {
      const response = await reserve(guest, [
        entry(roomTypes[0]!, { checkInDate, checkOutDate, roomNumber: 0 }),
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(RESERVATION_MESSAGES.checkOutAfterCheckIn);
    }
  });

  it('refuses dates in the past, stays over 90 nights and check-ins over 2 years ahead, and bad dates', async () => {
    const { roomTypes } = await listing();
    const rt = roomTypes[0]!;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ checkInDate: day(-1), checkOutDate: day(2) }, RESERVATION_MESSAGES.pastDate],
      [{ checkInDate: day(1), checkOutDate: day(92) }, STAY_MESSAGES.tooLong],
      [{ checkInDate: day(800), checkOutDate: day(801) }, STAY_MESSAGES.tooFarAhead],
      [{ checkInDate: '12/05/2030', checkOutDate: day(3) }, BOOKING_REQUEST_MESSAGES.badDate],
      [{ checkInDate: '2030-02-30', checkOutDate: '2030-03-02' }, 'That date does not exist.'],
    ];
    for (const [dates, message] of cases) {
      const response = await reserve(guest, [entry(rt, { ...dates, roomNumber: 0 })]);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    // Today is fine, and exactly 90 nights is fine.
    const ok = await reserve(guest, [entry(rt, { checkInDate: day(0), checkOutDate: day(90) })]);
    expect(ok.statusCode).toBe(201);
  });

  it('3. at least one room, before the room type is looked at', async () => {
    const { roomTypes } = await listing();
    for (const roomNumber of [0, -2, undefined, null, '', 'two']) {
      const response = await reserve(guest, [entry(roomTypes[0]!, { roomNumber, roomTypeId: 999_999 })]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(RESERVATION_MESSAGES.atLeastOneRoom);
    }
    const half = await reserve(guest, [entry(roomTypes[0]!, { roomNumber: 1.5 })]);
    expect(half.json().message).toBe(BOOKING_REQUEST_MESSAGES.wholeRooms);
  });

  it('4. no more rooms than are free for those dates', async () => {
    const { property, roomTypes } = await listing();
    const rt = roomTypes[0]!;
    const tooMany = await reserve(guest, [entry(rt, { roomNumber: 6 })]);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(RESERVATION_MESSAGES.tooManyRooms({ n: 5 }));

    expect((await reserve(guest, [entry(rt, { roomNumber: 3 })])).statusCode).toBe(201);
    expect(await remaining(property.id, day(10), day(12))).toEqual([2]);
    // One night of the stay overlaps: the free count is the smallest over its nights.
    const overlap = await reserve(otherGuest, [
      entry(rt, { roomNumber: 3, checkInDate: day(11), checkOutDate: day(14) }),
    ]);
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe(RESERVATION_MESSAGES.tooManyRooms({ n: 2 }));
    expect(
      (await reserve(otherGuest, [entry(rt, { roomNumber: 2, checkInDate: day(11), checkOutDate: day(14) })]))
        .statusCode,
    ).toBe(201);
  });

  it('5. an unknown room type, one of another property, or of a property that is not public is invalid', async () => {
    const { roomTypes } = await listing();
    const { property: other } = await listing();
    const { roomTypes: pending } = await listing({ reviewStatus: 'pending' });
    const { roomTypes: rejected } = await listing({ reviewStatus: 'rejected' });
    const deactivatedHost = await signUpAs(ctx, 'host');
    const { roomTypes: hidden } = await listing({}, deactivatedHost);
    await setActive(ctx, deactivatedHost.id, false);
    const [loose] = await ctx.database.db
      .insert(roomTypesTable)
      .values({ propertyId: null, createdBy: host.id, title: 'single', price: 1000, roomCount: 1 })
      .returning();
    const cases = [
      entry(roomTypes[0]!, { roomTypeId: 2_000_000 }),
      entry(roomTypes[0]!, { roomTypeId: undefined }),
      entry(roomTypes[0]!, { roomTypeId: 'abc' }),
      entry(roomTypes[0]!, { roomTypeId: 99_999_999_999 }),
      entry(roomTypes[0]!, { propertyId: other.id }),
      entry(roomTypes[0]!, { propertyId: 'abc' }),
      entry(pending[0]!),
      entry(rejected[0]!),
      entry(hidden[0]!),
      entry(loose!),
    ];
    for (const bad of cases) {
      const response = await reserve(guest, [{ ...bad, roomNumber: 9 }]);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().message).toBe(RESERVATION_MESSAGES.invalidRoomType);
    }
  });

  it('checks entries one after the other and creates nothing when one fails', async () => {
    const { roomTypes } = await listing({ roomTypes: [{ title: 'single' }, { title: 'suite' }] });
    const [a, b] = roomTypes as [RoomTypeRow, RoomTypeRow];
    const before = await bookingCount();
    // The first entry's rule 5 is reported before the second entry's rule 1.
    const first = await reserve(guest, [
      entry(a, { roomTypeId: 2_000_000 }),
      entry(b, { checkInDate: undefined }),
    ]);
    expect(first.json().message).toBe(RESERVATION_MESSAGES.invalidRoomType);
    const second = await reserve(guest, [entry(a), entry(b, { checkInDate: undefined })]);
    expect(second.json().message).toBe(RESERVATION_MESSAGES.datesRequired);
    // Rooms asked by an earlier entry count for a later entry of the same room type.
    const same = await reserve(guest, [entry(a, { roomNumber: 3 }), entry(a, { roomNumber: 3 })]);
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(RESERVATION_MESSAGES.tooManyRooms({ n: 2 }));
    expect(await bookingCount()).toBe(before);
  });

  it('takes 1 to 10 entries', async () => {
    const { roomTypes } = await listing();
    const none = await reserve(guest, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(BOOKING_REQUEST_MESSAGES.noEntries);
    const eleven = await reserve(
      guest,
      Array.from({ length: 11 }, () => entry(roomTypes[0]!)),
    );
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json().message).toBe(BOOKING_REQUEST_MESSAGES.tooManyEntries);
  });
});

describe('POST /api/bookings: prices and answer', () => {
  it('computes the price itself, rounds once to whole RWF and ignores the client price', async () => {
    const { property, roomTypes } = await listing({
      roomTypes: [{ title: 'deluxe', price: 33_333, discount: 15 }],
    });
    const response = await reserve(guest, [
      entry(roomTypes[0]!, {
        roomNumber: 2,
        checkInDate: day(20),
        checkOutDate: day(23),
        price: 1,
        rate_plan: 'Flexible',
      }),
    ]);
    expect(response.statusCode).toBe(201);
    const body = response.json<BookingCreated>();
    // 33,333 × 0.85 × 2 rooms × 3 nights = 169,998.3 → 169,998
    expect(body.bookings[0]).toMatchObject({
      user_id: guest.id,
      host_id: host.id,
      property_id: property.id,
      room_type_id: roomTypes[0]!.id,
      property_name: property.name,
      room_type_title: 'deluxe',
      check_in_date: day(20),
      check_out_date: day(23),
      number_of_rooms: 2,
      nights: 3,
      price_per_night: 33_333,
      discount: 15,
      total_price: 169_998,
      // Sent as the spec's word, answered as the id (docs/decisions/0022-stored-ids.md).
      rate_plan: 'flexible',
      status: 'pending',
    });
    expect(body.message).toBe(
      `Booking #${body.bookings[0]!.id} for Deluxe, 2 rooms, 3 nights: RWF 169,998. The host will confirm it soon.`,
    );
  });

  it('books several room types at once and answers one message', async () => {
    const { roomTypes } = await listing({
      roomTypes: [
        { title: 'single', price: 20_000 },
        { title: WHOLE_PROPERTY_CODE, price: 100_000, roomCount: 1 },
      ],
    });
    const response = await reserve(guest, [
      entry(roomTypes[0]!, { checkInDate: day(30), checkOutDate: day(31) }),
      entry(roomTypes[1]!, { checkInDate: day(30), checkOutDate: day(32), rate_plan: undefined }),
    ]);
    expect(response.statusCode).toBe(201);
    const body = response.json<BookingCreated>();
    expect(body.bookings).toHaveLength(2);
    // N/A and no plan take the property's first offered plan (docs/decisions/0023-calendar-and-rates.md).
    expect(body.bookings.map((b) => b.rate_plan)).toEqual(['flexible', 'flexible']);
    const [a, b] = body.bookings as [Booking, Booking];
    expect(body.message).toBe(
      `Booking #${a.id} for Single, 1 room, 1 night: RWF 20,000; Booking #${b.id} for Whole Property, 1 room, ` +
        '2 nights: RWF 200,000. Total RWF 220,000. The host will confirm them soon.',
    );
  });

  it('refuses an unknown rate plan', async () => {
    const { roomTypes } = await listing();
    const response = await reserve(guest, [entry(roomTypes[0]!, { rate_plan: 'Cheapest' })]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(BOOKING_REQUEST_MESSAGES.ratePlan);
  });
});

describe('availability', () => {
  it('lets adjacent stays share their changeover day and refuses an overlap (whole property: 1)', async () => {
    const { property, roomTypes } = await listing({
      roomTypes: [{ title: WHOLE_PROPERTY_CODE, roomCount: 1, price: 80_000 }],
    });
    const rt = roomTypes[0]!;
    expect(await remaining(property.id, day(40), day(42))).toEqual([1]);
    const first = await reserve(guest, [entry(rt, { checkInDate: day(40), checkOutDate: day(42) })]);
    expect(first.statusCode).toBe(201);
    const adjacent = await reserve(otherGuest, [entry(rt, { checkInDate: day(42), checkOutDate: day(44) })]);
    expect(adjacent.statusCode).toBe(201);
    const before = await reserve(otherGuest, [entry(rt, { checkInDate: day(38), checkOutDate: day(40) })]);
    expect(before.statusCode).toBe(201);
    expect(await remaining(property.id, day(40), day(41))).toEqual([0]);
    const overlap = await reserve(otherGuest, [entry(rt, { checkInDate: day(41), checkOutDate: day(43) })]);
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe(RESERVATION_MESSAGES.tooManyRooms({ n: 0 }));

    // Cancelling gives the nights back.
    const id = first.json<BookingCreated>().bookings[0]!.id;
    expect((await setStatus(guest, id, 'cancelled')).statusCode).toBe(200);
    expect(await remaining(property.id, day(40), day(42))).toEqual([1]);
    expect(await remaining(property.id, day(41), day(43))).toEqual([0]);
    const again = await reserve(otherGuest, [entry(rt, { checkInDate: day(40), checkOutDate: day(42) })]);
    expect(again.statusCode).toBe(201);
    expect(await inventoryMismatches()).toEqual([]);
  });

  it('shows tonight by default', async () => {
    const { property, roomTypes } = await listing();
    await reserve(guest, [
      entry(roomTypes[0]!, { roomNumber: 4, checkInDate: day(0), checkOutDate: day(1) }),
    ]);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/properties/${property.id}` });
    expect(response.json<Property>().roomTypes[0]).toMatchObject({ roomCount: 5, remainingRoomCount: 1 });
  });
});

describe('Idempotency-Key', () => {
  it('answers 20 sequential retries with the first answer and creates one booking', async () => {
    const { roomTypes } = await listing();
    const before = await bookingCount();
    const payload = [entry(roomTypes[0]!, { roomNumber: 2 })];
    const answers = [];
    for (let i = 0; i < 20; i++)
      answers.push(await reserve(guest, payload, { 'Idempotency-Key': 'retry-me' }));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[1]!.headers['idempotent-replayed']).toBe('true');
    expect(await bookingCount()).toBe(before + 1);
  });

  it('refuses the same key with a different payload (422), keeps keys per user, checks the header', async () => {
    const { roomTypes } = await listing();
    const rt = roomTypes[0]!;
    expect((await reserve(guest, [entry(rt)], { 'Idempotency-Key': 'k-1' })).statusCode).toBe(201);
    const different = await reserve(guest, [entry(rt, { roomNumber: 2 })], { 'Idempotency-Key': 'k-1' });
    expect(different.statusCode).toBe(422);
    expect(different.json().message).toBe(BOOKING_REQUEST_MESSAGES.idempotencyMismatch);
    // Another user's key of the same name is theirs.
    const other = await reserve(otherGuest, [entry(rt)], { 'Idempotency-Key': 'k-1' });
    expect(other.statusCode).toBe(201);
    expect(other.body).not.toBe(different.body);
    const tooLong = await reserve(guest, [entry(rt)], { 'Idempotency-Key': 'x'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(BOOKING_REQUEST_MESSAGES.idempotencyKey);
  });

  it('stores no failure: a refused request can be fixed and sent again with its key', async () => {
    const { roomTypes } = await listing();
    const failed = await reserve(guest, [entry(roomTypes[0]!, { roomNumber: 9 })], {
      'Idempotency-Key': 'k-2',
    });
    expect(failed.statusCode).toBe(409);
    const fixed = await reserve(guest, [entry(roomTypes[0]!, { roomNumber: 1 })], {
      'Idempotency-Key': 'k-2',
    });
    expect(fixed.statusCode).toBe(201);
    const replay = await reserve(guest, [entry(roomTypes[0]!, { roomNumber: 1 })], {
      'Idempotency-Key': 'k-2',
    });
    expect(replay.body).toBe(fixed.body);
  });

  it('makes one booking out of concurrent retries', async () => {
    const { roomTypes } = await listing();
    const before = await bookingCount();
    const payload = [entry(roomTypes[0]!, { roomNumber: 5 })];
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => reserve(guest, payload, { 'Idempotency-Key': 'together' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await bookingCount()).toBe(before + 1);
  });
});

describe('GET /api/bookings', () => {
  let mine: Booking;
  let theirs: Booking;
  let elsewhere: Booking;
  let propertyName: string;
  let propertyId: number;

  beforeAll(async () => {
    const { property, roomTypes } = await listing({ name: 'Lake Kivu Lodge' });
    propertyName = property.name;
    propertyId = property.id;
    const { roomTypes: otherTypes } = await listing({ name: 'Nyungwe Camp' }, otherHost);
    mine = (
      await reserve(guest, [entry(roomTypes[0]!, { checkInDate: day(100), checkOutDate: day(103) })])
    ).json<BookingCreated>().bookings[0]!;
    theirs = (
      await reserve(otherGuest, [
        entry(roomTypes[0]!, { roomNumber: 3, checkInDate: day(110), checkOutDate: day(111) }),
      ])
    ).json<BookingCreated>().bookings[0]!;
    elsewhere = (
      await reserve(guest, [entry(otherTypes[0]!, { checkInDate: day(100), checkOutDate: day(101) })])
    ).json<BookingCreated>().bookings[0]!;
    // The host of Nyungwe Camp travels too: their own trip to Lake Kivu Lodge.
    await reserve(otherHost, [entry(roomTypes[0]!, { checkInDate: day(120), checkOutDate: day(121) })]);
  });

  const list = (user: SignedInUser | null, query = '') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/bookings${query}`,
      headers: sessionHeaders(user),
    });
  const ids = (response: { json: () => unknown }) => (response.json() as Booking[]).map((b) => b.id);

  it('asks an anonymous visitor to sign in', async () => {
    expect((await list(null)).statusCode).toBe(401);
  });

  it('shows a guest their own bookings only', async () => {
    const response = await list(guest, '?pageSize=30');
    expect(response.statusCode).toBe(200);
    const bookings = response.json<Booking[]>();
    expect(bookings.every((b) => b.user_id === guest.id)).toBe(true);
    expect(ids(response)).toEqual(expect.arrayContaining([mine.id, elsewhere.id]));
    expect(ids(response)).not.toContain(theirs.id);
  });

  it("shows a host their properties' bookings, and their own trips with as=guest", async () => {
    const response = await list(otherHost, '?pageSize=30');
    expect(ids(response)).toEqual([elsewhere.id]);
    const trips = await list(otherHost, '?as=guest');
    expect(trips.json<Booking[]>().map((b) => b.property_name)).toEqual([propertyName]);
    const byHost = await list(host, `?property_id=${propertyId}&sort=id&order=asc`);
    expect(byHost.json<Booking[]>().map((b) => b.user_id)).toEqual([guest.id, otherGuest.id, otherHost.id]);
  });

  it('shows an admin everything, with paging headers', async () => {
    const response = await list(admin, '?pageSize=2&page=1');
    expect(response.statusCode).toBe(200);
    expect(response.json<Booking[]>()).toHaveLength(2);
    expect(Number(response.headers['x-total-count'])).toBe(await bookingCount());
    expect(response.headers['x-page']).toBe('1');
    expect(response.headers['x-page-size']).toBe('2');
    const beyond = await list(admin, '?pageSize=30&page=1000');
    expect(beyond.json()).toEqual([]);
    expect(Number(beyond.headers['x-total-count'])).toBe(await bookingCount());
  });

  it('filters by status, dates (overlap), property and search, and sorts', async () => {
    const q = `?property_id=${propertyId}`;
    expect(ids(await list(host, `${q}&status=PENDING`))).toHaveLength(3);
    expect(ids(await list(host, `${q}&status=confirmed`))).toEqual([]);
    // from/to keep stays with a night in [from, to].
    expect(ids(await list(host, `${q}&from=${day(102)}&to=${day(105)}`))).toEqual([mine.id]);
    expect(ids(await list(host, `${q}&from=${day(103)}&to=${day(109)}`))).toEqual([]);
    expect(ids(await list(host, `${q}&from=${day(95)}&to=${day(110)}&sort=check_in&order=asc`))).toEqual([
      mine.id,
      theirs.id,
    ]);
    expect(ids(await list(admin, `?search=kivu%20lodge&sort=id&order=asc`)).slice(0, 2)).toEqual([
      mine.id,
      theirs.id,
    ]);
    expect(
      ids(await list(admin, `${q}&search=${encodeURIComponent(theirs.user_name.toUpperCase())}`)),
    ).toEqual([theirs.id]);
    expect(ids(await list(admin, `?search=%25%25`))).toEqual([]);
    const byPrice = (await list(host, `${q}&sort=total_price&order=desc`)).json<Booking[]>();
    expect(byPrice[0]!.id).toBe(theirs.id);
  });

  it('refuses bad filters with a clear message', async () => {
    const cases: Array<[string, string]> = [
      ['?status=lost', 'The status must be pending, confirmed, cancelled, refunded, expired.'],
      ['?pageSize=31', 'The page size must be a whole number from 1 to 30.'],
      ['?sort=name', 'Sort by id, check_in, created_at, total_price.'],
      [`?from=${day(5)}&to=${day(1)}`, 'The start date must not be after the end date.'],
      ['?property_id=abc', 'The property id must be a positive whole number.'],
    ];
    for (const [query, message] of cases) {
      const response = await list(admin, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});

describe('PUT /api/bookings/{id}/status', () => {
  async function pendingBooking(rooms = 2) {
    const { property, roomTypes } = await listing();
    const response = await reserve(guest, [
      entry(roomTypes[0]!, { roomNumber: rooms, checkInDate: day(60), checkOutDate: day(63) }),
    ]);
    expect(response.statusCode).toBe(201);
    return { booking: response.json<BookingCreated>().bookings[0]!, property };
  }

  it('answers 401, 400, 404 and 403 to those who may not move it', async () => {
    const { booking } = await pendingBooking();
    expect((await setStatus(null, booking.id, 'cancelled')).statusCode).toBe(401);
    const badId = await setStatus(guest, 'abc', 'cancelled');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('The booking id must be a positive whole number.');
    const unknown = await setStatus(guest, 2_000_000, 'cancelled');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(BOOKING_STATUS_MESSAGES.notFound);
    for (const outsider of [otherGuest, otherHost, admin]) {
      const response = await setStatus(outsider, booking.id, 'cancelled');
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(BOOKING_STATUS_MESSAGES.notInvolved);
    }
    const asSomeoneElse = await setStatus(guest, booking.id, 'cancelled', otherGuest.id);
    expect(asSomeoneElse.statusCode).toBe(403);
    const badStatus = await setStatus(guest, booking.id, 'approved');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toBe('The status must be confirmed, cancelled, refunded.');
  });

  it('lets the host confirm; a confirmed booking keeps its rooms and the host moves it no more', async () => {
    const { booking, property } = await pendingBooking();
    const response = await setStatus(host, booking.id, 'confirmed', host.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Booking status updated to confirmed',
      booking: { id: booking.id, status: 'confirmed' },
    });
    expect(await remaining(property.id, day(60), day(63))).toEqual([3]);
    const again = await setStatus(host, booking.id, 'refunded');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BOOKING_STATUS_MESSAGES.onlyPending);
    // Cancelling a confirmed stay takes the host's reason (details.test.ts).
    const unexplained = await setStatus(host, booking.id, 'cancelled');
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().message).toBe(BOOKING_STATUS_MESSAGES.reasonRequired);
    // The guest may still cancel a confirmed booking before its check-in day (decision 0023).
    const cancelled = await setStatus(guest, booking.id, 'cancelled');
    expect(cancelled.statusCode).toBe(200);
    expect(await remaining(property.id, day(60), day(63))).toEqual([5]);
  });

  it('lets the host cancel, which gives the rooms back, and refund only what was paid', async () => {
    const { booking, property } = await pendingBooking(5);
    expect(await remaining(property.id, day(60), day(63))).toEqual([0]);
    // To be paid at the property: there is nothing to give back (paid refunds: payments.test.ts).
    const refund = await setStatus(host, booking.id, 'refunded');
    expect(refund.statusCode, refund.body).toBe(409);
    expect(refund.json()).toMatchObject({
      code: 'NOTHING_TO_REFUND',
      message: BOOKING_STATUS_MESSAGES.nothingToRefund,
    });
    const response = await setStatus(host, booking.id, 'cancelled');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Booking status updated to cancelled');
    expect(await remaining(property.id, day(60), day(63))).toEqual([5]);
    expect((await setStatus(host, booking.id, 'confirmed')).statusCode).toBe(409);
    expect(await inventoryMismatches()).toEqual([]);
  });

  it('lets the guest cancel, and only cancel', async () => {
    const { booking, property } = await pendingBooking();
    for (const status of ['confirmed', 'refunded']) {
      const response = await setStatus(guest, booking.id, status);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(BOOKING_STATUS_MESSAGES.guestCanOnlyCancel);
    }
    const back = await setStatus(host, booking.id, 'pending');
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(BOOKING_STATUS_MESSAGES.backToPending);
    const cancelled = await setStatus(guest, booking.id, 'cancelled', guest.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: 'Booking status updated to cancelled',
      booking: { status: 'cancelled' },
    });
    expect(await remaining(property.id, day(60), day(63))).toEqual([5]);
    const twice = await setStatus(guest, booking.id, 'cancelled');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(BOOKING_STATUS_MESSAGES.onlyActiveCancel);
    expect(await inventoryMismatches()).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents the property and booking routes', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/properties',
        '/api/properties/{id}',
        '/api/bookings',
        '/api/bookings/{id}/status',
        '/api/bookings/{id}/cancellation',
        '/api/room_types/{id}/quote',
      ]),
    );
  });
});
