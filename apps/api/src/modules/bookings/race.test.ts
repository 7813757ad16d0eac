// Races on a real PostgreSQL server (API_TEST_DB=postgres): many reservations at once, each on its own pooled
// connection. Whatever the interleaving, no night holds more rooms than exist, every refusal is a 409 for a
// request that truly does not fit, and the inventory equals the sum over active bookings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  RESERVATION_MESSAGES,
  addDays,
  nightsOfStay,
  todayInKigali,
  type BookingCreated,
} from '@ikaze/domain';
import {
  createTestContext,
  signUpAs,
  testDbTarget,
  type SignedInUser,
  type TestContext,
} from '../../test/harness.ts';
import { createListing } from '../../test/test-data.ts';

const ROOMS = 5;
const REQUESTS = 200;

let ctx: TestContext;
let host: SignedInUser;
let guests: SignedInUser[];

/** A small deterministic generator, so that a failing round can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

type Entry = { roomTypeId: number; propertyId: number; rooms: number; checkIn: string; checkOut: string };

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await ctx.database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

function reserve(guest: SignedInUser, entries: Entry[], key?: string, payment?: object) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie: guest.cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload: {
      userId: guest.id,
      ...(payment ? { payment } : {}),
      bookings: entries.map((e) => ({
        roomTypeId: e.roomTypeId,
        propertyId: e.propertyId,
        roomNumber: e.rooms,
        checkInDate: e.checkIn,
        checkOutDate: e.checkOut,
        price: 0,
      })),
    },
  });
}

async function heldByNight(roomTypeIds: number[]) {
  const list = await rows<{ room_type_id: number; night: string; held: number; capacity: number }>(sql`
    select room_type_id, night::text as night, held, capacity from room_nights
    where room_type_id in (${sql.join(
      roomTypeIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return new Map(list.map((r) => [`${r.room_type_id}|${r.night}`, r]));
}

async function inventoryMismatches() {
  return rows(sql`
    with expected as (
      select b.room_type_id, (b.check_in + g.i) as night, sum(b.rooms)::int as held
      from bookings b cross join lateral generate_series(0, b.check_out - b.check_in - 1) g(i)
      where b.status in ('pending', 'confirmed')
      group by 1, 2
    )
    select * from expected e full join room_nights rn on rn.room_type_id = e.room_type_id and rn.night = e.night
    where coalesce(e.held, 0) <> coalesce(rn.held, 0) or rn.held > rn.capacity`);
}

describe.skipIf(testDbTarget !== 'postgres')('concurrent reservations on PostgreSQL', () => {
  beforeAll(async () => {
    ctx = await createTestContext({ poolSize: 40 });
    host = await signUpAs(ctx, 'host');
    guests = await Promise.all(Array.from({ length: 20 }, () => signUpAs(ctx, 'user')));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  for (const round of [1, 2, 3]) {
    it(`round ${round}: ${REQUESTS} reservations over overlapping dates for 2 room types of ${ROOMS} rooms`, async () => {
      const next = random(round * 7919);
      const { property, roomTypes } = await createListing(ctx.database.db, host.id, {
        roomTypes: [
          { title: 'double', roomCount: ROOMS },
          { title: 'suite', roomCount: ROOMS },
        ],
      });
      const base = addDays(todayInKigali(), 30);
      const pick = (): Entry => {
        const start = Math.floor(next() * 8);
        const nights = 1 + Math.floor(next() * 4);
        return {
          roomTypeId: roomTypes[Math.floor(next() * 2)]!.id,
          propertyId: property.id,
          rooms: 1 + Math.floor(next() * 3),
          checkIn: addDays(base, start),
          checkOut: addDays(base, start + nights),
        };
      };
      // One request in four holds both room types, in either order: locks must still never deadlock.
      const requests = Array.from({ length: REQUESTS }, () => (next() < 0.25 ? [pick(), pick()] : [pick()]));
      const started = Date.now();
      const answers = await Promise.all(
        requests.map((entries, i) => reserve(guests[i % guests.length]!, entries)),
      );
      const elapsed = Date.now() - started;

      const statuses = answers.map((a) => a.statusCode);
      const won = statuses.filter((s) => s === 201).length;
      const lost = statuses.filter((s) => s === 409).length;
      expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
      for (const answer of answers.filter((a) => a.statusCode === 409)) {
        expect(answer.json<{ message: string }>().message).toMatch(
          /^(You cannot reserve more than \d+ rooms\.|Only \d+ rooms are left for these dates\.)$/,
        );
      }

      // The database never holds more than exists, and the inventory is exactly the active bookings.
      const held = await heldByNight(roomTypes.map((t) => t.id));
      expect(Math.max(...[...held.values()].map((r) => r.held))).toBeLessThanOrEqual(ROOMS);
      expect(await inventoryMismatches()).toEqual([]);
      const [count] = await rows<{ n: number }>(
        sql`select count(*)::int as n from bookings where property_id = ${property.id}`,
      );
      const createdBookings = answers
        .filter((a) => a.statusCode === 201)
        .reduce((n, a) => n + a.json<BookingCreated>().bookings.length, 0);
      expect(count!.n).toBe(createdBookings);

      // Exactly as many succeed as fit: nothing was freed, so every refused request still does not fit.
      answers.forEach((answer, i) => {
        if (answer.statusCode !== 409) return;
        const extra = new Map<string, number>();
        const fits = requests[i]!.every((e) =>
          nightsOfStay(e.checkIn, e.checkOut).every((night) => {
            const key = `${e.roomTypeId}|${night}`;
            const total = (held.get(key)?.held ?? 0) + (extra.get(key) ?? 0) + e.rooms;
            extra.set(key, (extra.get(key) ?? 0) + e.rooms);
            return total <= ROOMS;
          }),
        );
        expect(fits, `request ${i} was refused but fits`).toBe(false);
      });
      const lostRaces = answers.filter(
        (a) => a.statusCode === 409 && a.json<{ message: string }>().message.startsWith('Only'),
      ).length;
      console.info(
        `race round ${round}: ${won} booked, ${lost} refused (409; ${lostRaces} of them lost at the CHECK), ` +
          `0 errors, ${elapsed} ms`,
      );
      expect(won).toBeGreaterThan(0);
      expect(lost).toBeGreaterThan(0);
    });
  }

  /** A new listing of one room type of ROOMS rooms, and every guest in turn asking one room for the same night. */
  async function raceForOneNight(daysAhead: number, payment?: object) {
    const { property, roomTypes } = await createListing(ctx.database.db, host.id, {
      roomTypes: [{ roomCount: ROOMS }],
    });
    const checkIn = addDays(todayInKigali(), daysAhead);
    const entry: Entry = {
      roomTypeId: roomTypes[0]!.id,
      propertyId: property.id,
      rooms: 1,
      checkIn,
      checkOut: addDays(checkIn, 1),
    };
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        reserve(guests[i % guests.length]!, [entry], undefined, payment),
      ),
    );
    return { property, answers };
  }

  it(`${REQUESTS} guests racing for the same night of ${ROOMS} rooms: exactly ${ROOMS} win`, async () => {
    const { answers } = await raceForOneNight(5);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(ROOMS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(REQUESTS - ROOMS);
    const messages = new Set(
      answers.filter((a) => a.statusCode === 409).map((a) => a.json<{ message: string }>().message),
    );
    expect(
      [...messages].every(
        (m) =>
          m === RESERVATION_MESSAGES.tooManyRooms({ n: 0 }) || m === RESERVATION_MESSAGES.onlyLeft({ n: 0 }),
      ),
    ).toBe(true);
    expect(await inventoryMismatches()).toEqual([]);
  });

  it(`${REQUESTS} guests paying with a wallet for the same night: ${ROOMS} win, each with one payment`, async () => {
    // A wallet reservation without a key is one statement (docs/decisions/0050-booking-round-trips.md): one that
    // loses at the CHECK must leave no payment behind, which the watcher would otherwise ask the provider for.
    const { property, answers } = await raceForOneNight(7, { method: 'mtn_momo', phone: '0788123456' });
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(ROOMS);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(REQUESTS - ROOMS);
    const [counts] = await rows<{ bookings: number; payments: number; orphans: number }>(sql`
      select
        (select count(*)::int from bookings where property_id = ${property.id}) as bookings,
        (select count(distinct payment_id)::int from bookings where property_id = ${property.id}) as payments,
        (select count(*)::int from payments p
          where not exists (select 1 from bookings b where b.payment_id = p.id)) as orphans`);
    expect(counts).toEqual({ bookings: ROOMS, payments: ROOMS, orphans: 0 });
    expect(await inventoryMismatches()).toEqual([]);
  });

  it('20 concurrent retries of one Idempotency-Key make one booking', async () => {
    const { property, roomTypes } = await createListing(ctx.database.db, host.id, {
      roomTypes: [{ roomCount: ROOMS }],
    });
    const checkIn = addDays(todayInKigali(), 9);
    const entry: Entry = {
      roomTypeId: roomTypes[0]!.id,
      propertyId: property.id,
      rooms: 3,
      checkIn,
      checkOut: addDays(checkIn, 2),
    };
    const guest = guests[0]!;
    const answers = await Promise.all(Array.from({ length: 20 }, () => reserve(guest, [entry], 'same-key')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const [count] = await rows<{ n: number }>(
      sql`select count(*)::int as n from bookings where property_id = ${property.id}`,
    );
    expect(count!.n).toBe(1);
  });
});
