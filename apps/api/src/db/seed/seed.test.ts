// The demo data on a fresh database: what the screens need to show, consistent inventory, pictures on disk and
// served by the media route.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOMMODATION_TYPES,
  addDays,
  bookingTotal,
  BOOKING_STATUSES,
  nightsBetween,
  nightsOfStay,
  planDiscount,
  todayInKigali,
  WHOLE_PROPERTY_CODE,
  type Booking,
  type RatePlan,
} from '@ikaze/domain';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import {
  bookings,
  calendarImportNights,
  calendarImports,
  listingApplications,
  properties,
  roomNights,
  roomTypeSeasons,
  reviews,
  roomTypes,
  users,
} from '../schema.ts';
import { DEMO_CALENDARS, nextOccurrence } from './calendar.ts';
import { IMMUTABLE_CACHE, pictureFileName, pictureUrl } from '../../modules/uploads/picture-urls.ts';
import {
  FULLY_BOOKED_LISTING,
  FULLY_BOOKED_STAY,
  seedDemoData,
  seedIfEmpty,
  type SeedSummary,
} from './index.ts';
import { DEMO_PASSWORD } from './users.ts';
import { DEMO_CITIES, PLACES } from './places.ts';

let ctx: TestContext;
let summary: SeedSummary;

beforeAll(async () => {
  ctx = await createTestContext();
  summary = await seedDemoData(ctx.database.db, { dataDir: ctx.dataDir });
  console.log(`seeded in ${summary.ms} ms:`, JSON.stringify(summary));
  // About 20 s of CPU on PGlite: a 2-core machine running other suites beside it needs the margin.
}, 180_000);
afterAll(async () => {
  await ctx?.close();
});

const db = () => ctx.database.db;

async function allProperties() {
  return db()
    .select({
      id: properties.id,
      name: properties.name,
      city: properties.city,
      address: properties.address,
      type: properties.accommodationType,
      status: properties.reviewStatus,
      description: properties.description,
      latitude: properties.latitude,
      longitude: properties.longitude,
      rating: properties.rating,
      ratePlan: properties.ratePlan,
      pictures: properties.pictures,
      hostActive: users.isActive,
      hostRole: users.role,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.hostId));
}

describe('demo listings', () => {
  it('has at least 40 approved properties of active hosts, each with an approved application', async () => {
    const rows = await allProperties();
    const approved = rows.filter((p) => p.status === 'approved');
    expect(approved.length).toBeGreaterThanOrEqual(40);
    expect(approved.filter((p) => p.hostActive).length).toBeGreaterThanOrEqual(40);
    expect(rows.every((p) => p.hostRole === 'host')).toBe(true);
    const applications = await db().select().from(listingApplications);
    expect(applications).toHaveLength(rows.length);
    const statusOf = new Map(rows.map((p) => [p.id, p.status]));
    for (const application of applications)
      expect(application.status).toBe(statusOf.get(application.propertyId));
  });

  it('covers the nine destinations with real coordinates and searchable addresses', async () => {
    const approved = (await allProperties()).filter((p) => p.status === 'approved');
    expect(new Set(approved.map((p) => p.city))).toEqual(new Set(DEMO_CITIES));
    for (const p of approved) {
      expect(p.address).toContain(p.city);
      // Within about 12 km of a real centre of that city.
      const near = Object.values(PLACES).some(
        (place) =>
          place.city === p.city &&
          Math.abs(place.lat - p.latitude) < 0.1 &&
          Math.abs(place.lng - p.longitude) < 0.1,
      );
      expect(near, p.name).toBe(true);
      expect(p.description.length).toBeLessThanOrEqual(300);
      expect(p.rating).toBeGreaterThanOrEqual(2.5);
      expect(p.rating).toBeLessThanOrEqual(5);
    }
    const kigali = approved.filter((p) => p.city === 'Kigali').map((p) => p.address);
    for (const area of ['Kiyovu', 'Kimihurura', 'Nyarutarama', 'Kacyiru', 'Remera', 'Kicukiro', 'Nyamirambo'])
      expect(
        kigali.some((a) => a.includes(area)),
        area,
      ).toBe(true);
    const rubavu = approved.filter((p) => p.city === 'Rubavu');
    expect(rubavu.length).toBeGreaterThan(0);
    expect(rubavu.every((p) => p.address.includes('Gisenyi') && p.address.includes('Rubavu'))).toBe(true);
    expect(approved.some((p) => Number.isInteger(p.rating))).toBe(true);
    expect(approved.some((p) => !Number.isInteger(p.rating))).toBe(true);
  });

  it('has every accommodation type, and whole-property listings with their one room type', async () => {
    const approved = (await allProperties()).filter((p) => p.status === 'approved');
    expect(new Set(approved.map((p) => p.type))).toEqual(new Set(ACCOMMODATION_TYPES));

    const rooms = await db().select().from(roomTypes);
    const byProperty = new Map<number | null, typeof rooms>();
    for (const rt of rooms) byProperty.set(rt.propertyId, [...(byProperty.get(rt.propertyId) ?? []), rt]);
    const whole = [...byProperty.entries()].filter(([, list]) =>
      list.some((rt) => rt.title === WHOLE_PROPERTY_CODE),
    );
    expect(whole.length).toBeGreaterThanOrEqual(4);
    for (const [, list] of whole) {
      expect(list).toHaveLength(1);
      // kingBed = washrooms, queenBed = kitchens (docs/product.md#entities).
      expect(list[0]).toMatchObject({ roomCount: 1, twinBed: 0 });
      expect(list[0]!.kingBed).toBeGreaterThanOrEqual(1);
      expect(list[0]!.queenBed).toBeGreaterThanOrEqual(1);
    }
    for (const p of approved) expect(byProperty.get(p.id)?.length ?? 0).toBeGreaterThanOrEqual(1);
    const regular = rooms.filter((rt) => rt.title !== WHOLE_PROPERTY_CODE);
    expect(regular.length).toBeGreaterThan(approved.length * 2);
    for (const rt of regular) {
      expect(rt.price).toBeGreaterThanOrEqual(15_000);
      expect(rt.price).toBeLessThanOrEqual(450_000);
      expect(rt.discount).toBeGreaterThanOrEqual(0);
      expect(rt.discount).toBeLessThanOrEqual(35);
      expect(rt.roomCount).toBeGreaterThanOrEqual(1);
      expect(rt.roomCount).toBeLessThanOrEqual(12);
      expect(rt.kingBed + rt.queenBed + rt.twinBed).toBeGreaterThanOrEqual(1);
    }
    expect(regular.filter((rt) => rt.discount === 0).length).toBeGreaterThan(regular.length / 3);
  });

  it('has applications waiting for review and rejected ones, some with a recommendation', async () => {
    const applications = await db().select().from(listingApplications);
    const pending = applications.filter((a) => a.status === 'pending');
    const rejected = applications.filter((a) => a.status === 'rejected');
    expect(pending.length).toBeGreaterThanOrEqual(3);
    expect(rejected.length).toBeGreaterThanOrEqual(2);
    expect(pending.some((a) => a.recommendation)).toBe(true);
    expect(rejected.some((a) => a.recommendation)).toBe(true);
  });

  it('has a deactivated host and extra clients', async () => {
    const all = await db().select().from(users);
    expect(all.filter((u) => u.role === 'host' && !u.isActive).length).toBeGreaterThanOrEqual(1);
    expect(all.filter((u) => u.role === 'user').length).toBeGreaterThanOrEqual(8);
    expect(all.map((u) => u.username)).toEqual(
      expect.arrayContaining(['admin', 'host', 'host2', 'guest', 'guest2']),
    );
  });
});

describe('demo bookings', () => {
  it('has every status for guest and guest2, past and future, with totals from the domain rule', async () => {
    const rows = await db()
      .select({ booking: bookings, username: users.username })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId));
    for (const username of ['guest', 'guest2']) {
      const statuses = new Set(rows.filter((r) => r.username === username).map((r) => r.booking.status));
      expect(statuses, username).toEqual(new Set(BOOKING_STATUSES));
    }
    expect(new Set(rows.map((r) => r.username)).size).toBeGreaterThanOrEqual(8);
    const today = todayInKigali();
    expect(rows.some((r) => r.booking.checkOut < today)).toBe(true);
    expect(rows.some((r) => r.booking.checkIn > today)).toBe(true);
    for (const { booking } of rows) {
      const nights = nightsBetween(booking.checkIn, booking.checkOut);
      expect(nights).toBeGreaterThanOrEqual(1);
      expect(booking.totalPrice).toBe(
        bookingTotal({
          price: booking.nightlyPrice,
          discount: booking.discount,
          rooms: booking.rooms,
          nights,
        }),
      );
      expect(booking.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
      if (booking.status === 'pending') expect(booking.checkIn >= today).toBe(true);
    }
  });

  it('fills room_nights with exactly what pending and confirmed bookings hold, never above capacity', async () => {
    const held = new Map<string, number>();
    const active = await db()
      .select({ b: bookings, roomCount: roomTypes.roomCount })
      .from(bookings)
      .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
      .where(sql`${bookings.status} in ('pending', 'confirmed')`);
    const capacity = new Map(active.map((r) => [r.b.roomTypeId, r.roomCount]));
    for (const { b } of active) {
      for (const night of nightsOfStay(b.checkIn, b.checkOut)) {
        const key = `${b.roomTypeId}|${night}`;
        held.set(key, (held.get(key) ?? 0) + b.rooms);
      }
    }
    const nights = await db().select().from(roomNights);
    // Nights the demo calendars closed, synced or priced without a booking hold nothing.
    expect(nights.filter((n) => n.held > 0).length).toBe(held.size);
    for (const row of nights) {
      expect(row.held + row.closed + row.synced).toBeLessThanOrEqual(row.capacity);
      if (row.held > 0) expect(row.capacity).toBe(capacity.get(row.roomTypeId));
      expect(row.held, `${row.roomTypeId} ${row.night}`).toBe(
        held.get(`${row.roomTypeId}|${row.night}`) ?? 0,
      );
    }
  });

  it('takes for every booking a plan its property offers for that stay (Long Stay from 7 nights)', async () => {
    const rows = await db()
      .select({ b: bookings, ratePlans: properties.ratePlans })
      .from(bookings)
      .innerJoin(properties, eq(properties.id, bookings.propertyId));
    expect(rows.some((r) => r.b.ratePlan === 'long_stay')).toBe(true);
    for (const { b, ratePlans } of rows) {
      if (b.ratePlan === 'none') continue;
      const plan = b.ratePlan as RatePlan;
      expect(
        planDiscount(ratePlans, plan, nightsBetween(b.checkIn, b.checkOut)),
        `booking ${b.id}`,
      ).not.toHaveProperty('problem');
    }
  });

  it('gives the demo calendars rates, seasons, rate plans, closed, priced and synced nights', async () => {
    for (const plan of DEMO_CALENDARS) {
      const [property] = await db().select().from(properties).where(eq(properties.name, plan.property));
      expect(property?.ratePlans, plan.property).toEqual(plan.ratePlans);
      const types = await db().select().from(roomTypes).where(eq(roomTypes.propertyId, property!.id));
      const seasons = await db()
        .select()
        .from(roomTypeSeasons)
        .where(
          inArray(
            roomTypeSeasons.roomTypeId,
            types.map((t) => t.id),
          ),
        );
      expect(seasons.length).toBe(types.length * (plan.seasons?.length ?? 0));
      for (const season of seasons) expect(season.lastNight >= todayInKigali()).toBe(true);
      for (const type of types) expect(type.weekendPrice !== null).toBe(plan.weekend !== undefined);
    }
    const nights = await db().select().from(roomNights);
    expect(nights.some((n) => n.closed > 0)).toBe(true);
    expect(nights.some((n) => n.synced > 0)).toBe(true);
    expect(nights.some((n) => n.price !== null)).toBe(true);
    const imports = await db().select().from(calendarImports);
    expect(imports.map((i) => i.name).sort()).toEqual(['Airbnb', 'Booking.com']);
    const importNights = await db().select().from(calendarImportNights);
    expect(importNights.length).toBe(9);
  });

  it('places a season on its next occurrence that has not ended', () => {
    const christmas = {
      name: 'Christmas',
      from: [12, 20] as [number, number],
      to: [1, 2] as [number, number],
    };
    const high = { name: 'High season', from: [6, 1] as [number, number], to: [9, 30] as [number, number] };
    expect(nextOccurrence({ ...christmas }, '2026-11-25')).toEqual({
      firstNight: '2026-12-20',
      lastNight: '2027-01-02',
    });
    expect(nextOccurrence({ ...christmas }, '2027-01-01')).toEqual({
      firstNight: '2026-12-20',
      lastNight: '2027-01-02',
    });
    expect(nextOccurrence({ ...high }, '2026-11-25')).toEqual({
      firstNight: '2027-06-01',
      lastNight: '2027-09-30',
    });
    expect(nextOccurrence({ ...high }, '2026-07-01')).toEqual({
      firstNight: '2026-06-01',
      lastNight: '2026-09-30',
    });
  });

  it(`holds every room of ${FULLY_BOOKED_LISTING} for the fully booked stay`, async () => {
    const [property] = await db().select().from(properties).where(eq(properties.name, FULLY_BOOKED_LISTING));
    expect(property?.reviewStatus).toBe('approved');
    const rooms = await db().select().from(roomTypes).where(eq(roomTypes.propertyId, property!.id));
    const today = todayInKigali();
    const stay = nightsOfStay(
      addDays(today, FULLY_BOOKED_STAY.checkInInDays),
      addDays(today, FULLY_BOOKED_STAY.checkOutInDays),
    );
    const nights = await db().select().from(roomNights);
    for (const rt of rooms) {
      for (const night of stay) {
        const row = nights.find((n) => n.roomTypeId === rt.id && n.night === night);
        expect(row?.held, `${rt.title} ${night}`).toBe(rt.roomCount);
      }
    }
  });
});

describe('demo pictures', () => {
  it('stores a few shared pictures, 3 to 5 per property, a couple of properties without any', async () => {
    const rows = await allProperties();
    const counts = rows.filter((p) => p.status === 'approved').map((p) => p.pictures.length);
    expect(counts.filter((n) => n === 0).length).toBeGreaterThanOrEqual(2);
    expect(counts.every((n) => n === 0 || (n >= 3 && n <= 5))).toBe(true);
    const keys = new Set(rows.flatMap((p) => p.pictures.map((pic) => pic.key)));
    expect(keys.size).toBe(summary.pictures);
    expect(keys.size).toBeGreaterThanOrEqual(12);
    for (const picture of rows.flatMap((p) => p.pictures)) {
      expect(picture.widths).toEqual([320, 640, 1280]);
      for (const width of picture.widths)
        expect(existsSync(join(ctx.dataDir, 'pictures', pictureFileName(picture.key, width)))).toBe(true);
    }
  });

  it('serves a stored picture as immutable WebP, and nothing else', async () => {
    const [withPictures] = (await allProperties()).filter((p) => p.pictures.length > 0);
    const picture = withPictures!.pictures[0]!;
    const response = await ctx.app.inject({ method: 'GET', url: pictureUrl(picture.key, 640) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(response.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');

    for (const url of [
      '/media/pictures/..%2F..%2Fdb%2FPG_VERSION',
      '/media/pictures/..%2Fpictures%2F' + pictureFileName(picture.key, 640),
      `/media/pictures/${picture.key}-640.png`,
      `/media/pictures/${picture.key}.webp`,
      '/media/pictures/unknownkey-320.webp',
    ]) {
      const bad = await ctx.app.inject({ method: 'GET', url });
      expect(bad.statusCode, url).toBe(404);
      expect(bad.json<{ message: string }>().message).toBeTruthy();
    }
    // A NUL is refused before any file is looked for (no text PostgreSQL cannot store reaches a route).
    const nul = await ctx.app.inject({ method: 'GET', url: '/media/pictures/%00-320.webp' });
    expect(nul.statusCode).toBe(400);
  });
});

describe('demo reviews', () => {
  it('explain every approved property’s rating: its published reviews’ average, as SQL computes it', async () => {
    const result = await db().execute(sql`
      select p.id, p.review_status as status, p.rating, p.review_count as count,
        (select round(avg(r.overall)::numeric, 1)::text from reviews r
          where r.property_id = p.id and r.status = 'published') as average,
        (select count(*)::int from reviews r where r.property_id = p.id and r.status = 'published') as n
      from properties p`);
    type Row = { status: string; rating: number; count: number; average: string | null; n: number };
    for (const row of (result as { rows: Row[] }).rows) {
      expect(Number(row.rating)).toBe(row.average === null ? 0 : Number(row.average));
      expect(Number(row.count)).toBe(Number(row.n));
      if (row.status === 'approved') expect(Number(row.n)).toBeGreaterThanOrEqual(1);
      else expect(Number(row.n)).toBe(0);
    }
  });

  it('are written in English, French and Kinyarwanda, some with the host’s reply', async () => {
    const written = await db().select().from(reviews);
    const texts = written.map((r) => r.text);
    expect(texts.some((t) => /\b(the|and)\b/.test(t))).toBe(true);
    expect(texts.some((t) => /\b(très|était|nous)\b/.test(t))).toBe(true);
    expect(texts.some((t) => /\b(cyane|neza|kandi)\b/.test(t))).toBe(true);
    expect(written.some((r) => r.replyText !== null)).toBe(true);
    expect(written.some((r) => r.replyText === null)).toBe(true);
    expect(new Set(written.map((r) => r.overall)).size).toBeGreaterThanOrEqual(4);
    // Each of a confirmed stay that ended before it was written.
    const stays = await db()
      .select({
        id: bookings.id,
        status: bookings.status,
        checkOut: bookings.checkOut,
        userId: bookings.userId,
      })
      .from(bookings)
      .where(
        inArray(
          bookings.id,
          written.map((r) => r.bookingId),
        ),
      );
    const byId = new Map(stays.map((b) => [b.id, b]));
    for (const review of written) {
      const stay = byId.get(review.bookingId)!;
      expect(stay.status).toBe('confirmed');
      expect(stay.userId).toBe(review.userId);
      expect(review.createdAt.toISOString().slice(0, 10) > stay.checkOut).toBe(true);
    }
  });

  it('leave guest and guest2 stays that ended days ago, waiting for their review', async () => {
    const today = todayInKigali();
    for (const username of ['guest', 'guest2']) {
      const cookie = await signIn(ctx, username, DEMO_PASSWORD);
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/bookings?pageSize=30',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      const waiting = response
        .json<Booking[]>()
        .filter((b) => b.canReview && b.check_out_date >= addDays(today, -10) && b.check_out_date < today);
      expect(waiting.length, username).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('demo conversations', () => {
  it('give guest and host a question before booking and a booking’s conversation, each with one unread', async () => {
    const heard = async (username: 'guest' | 'host') => {
      const cookie = await signIn(ctx, username, DEMO_PASSWORD);
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/conversations',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      return response.json<{
        conversations: Array<{ propertyName: string; bookingId: number | null; unread: number }>;
      }>().conversations;
    };
    const host = await heard('host');
    expect(host.find((c) => c.bookingId === null)).toMatchObject({
      propertyName: 'Kiyovu Heights Hotel',
      unread: 1,
    });
    const guest = await heard('guest');
    expect(guest.find((c) => c.bookingId !== null)).toMatchObject({ unread: 1 });
  });
});

describe('seedIfEmpty', () => {
  it('does nothing on a database that has users', async () => {
    expect(await seedIfEmpty(db(), { dataDir: ctx.dataDir })).toBe(false);
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(properties);
    expect(row?.n).toBe(summary.properties);
  });
});
