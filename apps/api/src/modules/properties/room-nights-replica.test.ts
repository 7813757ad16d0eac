// The per-night inventory kept in memory (room-nights-replica.ts; docs/decisions/0034-room-nights-replica.md)
// against PostgreSQL itself: after random writes of every kind (bookings held, nights closed, synced and priced,
// rows deleted, a room type moved to another property), heard through the real change feed, it answers what the
// same questions answer in SQL. Also: it stops answering while the feed is not heard and loads again when it is.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInKigali } from '@ikaze/domain';
import { createRandom } from '../../db/seed/random.ts';
import { changesHeard, openTestApp, type SignedInUser, type TestContext } from '../../test/harness.ts';
import { createListing } from '../../test/test-data.ts';
import { RoomNightsReplica } from './room-nights-replica.ts';
import { withNights } from './stay-price.ts';

let ctx: TestContext;
let host: SignedInUser;
let replica: RoomNightsReplica;
const roomTypeIds: number[] = [];
const propertyIds: number[] = [];

const day = (n: number) => addDays(todayInKigali(), n);
const random = createRandom(34);

beforeAll(async () => {
  ({
    ctx,
    users: { host },
  } = await openTestApp({ host: 'host' }));
  for (let i = 0; i < 6; i++) {
    const { property, roomTypes } = await createListing(ctx.database.db, host.id, {
      name: `Replica ${i}`,
      roomTypes: [{ roomCount: 1 + i }, { roomCount: 3 }],
    });
    propertyIds.push(property.id);
    roomTypeIds.push(...roomTypes.map((rt) => rt.id));
  }
  // Rows before the replica loads, and more after: both the whole load and the refreshes are compared.
  await writeRandomNights(40);
  replica = new RoomNightsReplica(ctx.database.db, ctx.app.changes);
});
afterAll(async () => {
  await ctx?.close();
});

/** `count` random writes to room_nights, as bookings, closures, imports, host prices and deletions make them. */
async function writeRandomNights(count: number) {
  const db = ctx.database.db;
  for (let i = 0; i < count; i++) {
    const roomTypeId = random.pick(roomTypeIds);
    const first = random.int(-1, 20);
    const nights = random.int(1, 4);
    const kind = random.pick(['hold', 'close', 'sync', 'price', 'delete', 'give back'] as const);
    for (let n = first; n < first + nights; n++) {
      const night = day(n);
      if (kind === 'delete') {
        await db.execute(
          sql`delete from room_nights where room_type_id = ${roomTypeId} and night = ${night}::date`,
        );
        continue;
      }
      const column = { hold: 'held', close: 'closed', sync: 'synced', price: 'price', 'give back': 'held' }[
        kind
      ];
      const value = kind === 'price' ? random.int(10, 90) * 1000 : kind === 'give back' ? 0 : 1;
      // As every writer does: a row per room type and night, within the room type's capacity.
      await db.execute(sql`
        insert into room_nights (room_type_id, night, capacity, ${sql.raw(column)})
        select rt.id, ${night}::date, rt.room_count, ${value} from room_types rt where rt.id = ${roomTypeId}
        on conflict (room_type_id, night) do update set ${sql.raw(column)} = case
          when ${column} = 'price' then excluded.${sql.raw(column)}
          else least(excluded.${sql.raw(column)},
            room_nights.capacity - room_nights.held - room_nights.closed - room_nights.synced
              + room_nights.${sql.raw(column)}) end`);
    }
  }
}

/** What the SQL path asks PostgreSQL (dated-matches.ts and property-loader.ts), for the same stay. */
async function fromPostgres(checkIn: string, checkOut: string, rooms: number) {
  const db = ctx.database.db;
  const nights = withNights({ checkIn, checkOut }).nights;
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const candidates = await db.execute(sql`select distinct rn.property_id as id from room_nights rn
    where rn.night = any(${sql.param(nights)}::date[]) and rn.free < ${rooms} and rn.capacity >= ${rooms}
    order by 1`);
  const rows = await db.execute(
    sql`select rn.room_type_id, max(rn.held + rn.closed + rn.synced)::int as used,
      json_agg(json_build_array(rn.night, rn.price) order by rn.night) filter (where rn.price is not null) as overrides
    from room_nights rn
    where rn.room_type_id = any(${sql.param(roomTypeIds)}::int[]) and rn.night >= ${checkIn}::date
      and rn.night < ${checkOut}::date
    group by rn.room_type_id order by 1`,
  );
  return {
    candidates: rowsOf<{ id: number }>(candidates).map((r) => Number(r.id)),
    stayRows: rowsOf<{ room_type_id: number; used: number; overrides: Array<[string, number]> | null }>(
      rows,
    ).map((r) => ({ roomTypeId: r.room_type_id, used: r.used, overrides: r.overrides })),
  };
}

async function compareStays(stays: number) {
  for (let i = 0; i < stays; i++) {
    const checkIn = day(random.int(0, 20));
    const checkOut = addDays(checkIn, random.int(1, 7));
    const rooms = random.int(1, 6);
    const stay = withNights({ checkIn, checkOut });
    expect(await replica.current(stay)).toBe(true);
    const expected = await fromPostgres(checkIn, checkOut, rooms);
    expect(
      [...new Set(replica.candidates(stay, rooms))].sort((a, b) => a - b),
      `${checkIn}..${checkOut}`,
    ).toEqual(expected.candidates);
    expect(replica.stayRows(roomTypeIds, stay)).toEqual(expected.stayRows);
  }
}

async function whenCurrent() {
  const stay = withNights({ checkIn: day(1), checkOut: day(2) });
  for (let tries = 0; tries < 200; tries++) {
    if (await replica.current(stay)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the replica did not load in 5 s');
}

describe('RoomNightsReplica', () => {
  it('answers what PostgreSQL answers once loaded, and after every kind of write it hears', async () => {
    await whenCurrent();
    await compareStays(40);
    for (let round = 0; round < 5; round++) {
      await writeRandomNights(15);
      await changesHeard(ctx);
      await compareStays(20);
    }
  });

  it('follows a room type moved to another property (its nights follow it: migration 0029)', async () => {
    const moved = roomTypeIds[0]!;
    await ctx.database.db.execute(
      sql`update room_nights set held = 0, closed = 0, synced = 0 where room_type_id = ${moved}`,
    );
    await ctx.database.db.execute(sql`insert into room_nights (room_type_id, night, capacity, held)
      select id, ${day(3)}::date, room_count, room_count from room_types where id = ${moved}
      on conflict (room_type_id, night) do update set held = excluded.held`);
    await ctx.database.db.execute(
      sql`update room_types set property_id = ${propertyIds[5]!} where id = ${moved}`,
    );
    await changesHeard(ctx);
    const stay = withNights({ checkIn: day(3), checkOut: day(4) });
    expect(await replica.current(stay)).toBe(true);
    expect(replica.candidates(stay, 1)).toContain(propertyIds[5]);
    await compareStays(10);
  });

  it('answers nothing while the change feed is not heard, and loads the whole again when it is', async () => {
    const stay = withNights({ checkIn: day(2), checkOut: day(4) });
    ctx.app.changes.setLive(false);
    expect(await replica.current(stay)).toBe(false);
    // Written while not heard: the load that follows reads it.
    await writeRandomNights(10);
    ctx.app.changes.setLive(true);
    await whenCurrent();
    await compareStays(20);
  });

  it('loads the whole again for a change that names no room type (a statement over more than 500)', async () => {
    await writeRandomNights(10);
    ctx.app.changes.publish({ kind: 'nights', first: day(-1), last: day(30) });
    const stay = withNights({ checkIn: day(2), checkOut: day(4) });
    expect(await replica.current(stay)).toBe(false);
    await whenCurrent();
    await compareStays(20);
  });

  it('forgets the nights that have passed once a day has', async () => {
    let daysLater = 0;
    const later = new RoomNightsReplica(ctx.database.db, ctx.app.changes, () =>
      addDays(todayInKigali(), daysLater),
    );
    const stayIn = (first: number) => withNights({ checkIn: day(first), checkOut: day(first + 2) });
    for (let tries = 0; tries < 200 && !(await later.current(stayIn(1))); tries++)
      await new Promise((resolve) => setTimeout(resolve, 25));
    const [{ n: fromToday } = { n: 0 }] = (
      (await ctx.database.db.execute(
        sql`select count(*)::int as n from room_nights where night >= ${day(-1)}::date`,
      )) as { rows: Array<{ n: number }> }
    ).rows;
    expect(later.nightsKept).toBe(fromToday);
    // Five days on: yesterday is day 4, and only the nights from it are kept.
    daysLater = 5;
    later.forgetPast();
    const [{ n: fromFive } = { n: 0 }] = (
      (await ctx.database.db.execute(
        sql`select count(*)::int as n from room_nights where night >= ${day(4)}::date`,
      )) as { rows: Array<{ n: number }> }
    ).rows;
    expect(fromFive).toBeLessThan(fromToday);
    expect(later.nightsKept).toBe(fromFive);
    expect(await later.current(stayIn(2))).toBe(false);
    const stay = stayIn(6);
    expect(await later.current(stay)).toBe(true);
    expect(later.stayRows(roomTypeIds, stay)).toEqual(replica.stayRows(roomTypeIds, stay));
    expect(later.candidates(stay, 2).sort()).toEqual(replica.candidates(stay, 2).sort());
  });

  it('loads the whole again a moment after a load that failed while the feed stayed heard', async () => {
    // As when the pool's server went away but not the feed's (PgBouncer restarted): no change comes to start it.
    const db = ctx.database.db;
    await db.execute(sql`alter table room_nights rename to room_nights_away`);
    let failed: RoomNightsReplica;
    try {
      failed = new RoomNightsReplica(db, ctx.app.changes);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(ctx.app.changes.live).toBe(true);
      expect(failed.status.loaded).toBe(false);
    } finally {
      await db.execute(sql`alter table room_nights_away rename to room_nights`);
    }
    // Readiness asks for the status every few seconds: that starts the load again, a second after the failure.
    await expect.poll(() => failed.status.loaded, { timeout: 10_000, interval: 200 }).toBe(true);
    const stay = withNights({ checkIn: day(2), checkOut: day(4) });
    await whenCurrent();
    expect(await failed.current(stay)).toBe(true);
    expect(failed.stayRows(roomTypeIds, stay)).toEqual(replica.stayRows(roomTypeIds, stay));
  });

  it('does not answer for nights before the day it loaded from', async () => {
    await whenCurrent();
    expect(await replica.current(withNights({ checkIn: day(-3), checkOut: day(1) }))).toBe(false);
  });
});
