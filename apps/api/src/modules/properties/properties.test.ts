// GET /api/properties and GET /api/properties/{id}: visibility, filters, sorting, paging and availability.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  PROPERTY_MESSAGES,
  RESERVATION_MESSAGES,
  STAY_MESSAGES,
  addDays,
  todayInKigali,
  type BookingCreated,
  type Property,
} from '@ikaze/domain';
import {
  createTestContext,
  setActive,
  signUpAs,
  type SignedInUser,
  type TestContext,
} from '../../test/harness.ts';
import { roomTypes } from '../../db/schema.ts';
import { DEFAULT_PICTURE_URL } from '../uploads/picture-urls.ts';
import { createListing, samplePicture, type PropertySeed } from './test-fixtures.ts';

let ctx: TestContext;
let host: SignedInUser;
let otherHost: SignedInUser;
let guest: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  ctx = await createTestContext();
  [host, otherHost, guest, admin] = await Promise.all([
    signUpAs(ctx, 'host'),
    signUpAs(ctx, 'host'),
    signUpAs(ctx, 'user'),
    signUpAs(ctx, 'admin'),
  ]);
});
afterAll(async () => {
  await ctx?.close();
});

const day = (n: number) => addDays(todayInKigali(), n);
/** A word no other test's address holds: each test searches its own listings by it. */
const uniqueTown = () => `Town${randomBytes(4).toString('hex')}`;

function listing(town: string, seed: PropertySeed = {}, owner: SignedInUser = host) {
  return createListing(ctx.database.db, owner.id, { address: `KG 7 Ave, ${town}, Kigali`, ...seed });
}

function get(url: string, user?: SignedInUser | null) {
  return ctx.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
}

async function search(query: string, user?: SignedInUser | null) {
  const response = await get(`/api/properties?${query}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}
const names = async (query: string, user?: SignedInUser | null) =>
  (await search(query, user)).json<Property[]>().map((p) => p.name);

describe('GET /api/properties: who sees what', () => {
  it('answers approved properties of active hosts without any parameter, page 1 of 20', async () => {
    const town = uniqueTown();
    await listing(town, { name: 'Approved' });
    const response = await get('/api/properties');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-page']).toBe('1');
    expect(response.headers['x-page-size']).toBe('20');
    expect(Number(response.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
    const all = response.json<Property[]>();
    expect(all.length).toBeLessThanOrEqual(20);
    expect(all.every((p) => p.status && p.reviewStatus === 'approved')).toBe(true);
  });

  it('hides pending and rejected listings and those of deactivated hosts from the public', async () => {
    const town = uniqueTown();
    const gone = await signUpAs(ctx, 'host');
    await listing(town, { name: 'Approved' });
    await listing(town, { name: 'Pending', reviewStatus: 'pending' });
    await listing(town, { name: 'Rejected', reviewStatus: 'rejected' });
    await listing(town, { name: 'Deactivated' }, gone);
    await setActive(ctx, gone.id, false);
    for (const viewer of [null, guest, host, admin])
      expect(await names(`destination=${town}`, viewer)).toEqual(['Approved']);
  });

  it('gives a host all of their own properties with host_id, whatever the status, and admins too', async () => {
    const owner = await signUpAs(ctx, 'host');
    await listing(uniqueTown(), { name: 'A', reviewStatus: 'pending' }, owner);
    await listing(uniqueTown(), { name: 'B', reviewStatus: 'rejected' }, owner);
    await listing(uniqueTown(), { name: 'C' }, owner);
    for (const viewer of [owner, admin]) {
      const response = await search(`host_id=${owner.id}`, viewer);
      expect(response.json<Property[]>().map((p) => [p.name, p.status, p.reviewStatus])).toEqual([
        ['A', false, 'pending'],
        ['B', false, 'rejected'],
        ['C', true, 'approved'],
      ]);
      expect(response.headers['x-total-count']).toBe('3');
    }
    expect(await names(`host_id=${owner.id}&reviewStatus=pending`, owner)).toEqual(['A']);
    for (const viewer of [null, guest, otherHost]) {
      const response = await get(`/api/properties?host_id=${owner.id}`, viewer);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(AUTH_MESSAGES.forbidden);
    }
  });

  it('lets admins filter by review status; others only ask for approved', async () => {
    const town = uniqueTown();
    await listing(town, { name: 'P', reviewStatus: 'pending' });
    await listing(town, { name: 'Q' });
    expect(await names(`destination=${town}&reviewStatus=pending`, admin)).toEqual(['P']);
    expect(await names(`destination=${town}&reviewStatus=all`, admin)).toEqual(['P', 'Q']);
    expect(await names(`destination=${town}&reviewStatus=approved`, guest)).toEqual(['Q']);
    expect((await get(`/api/properties?reviewStatus=pending`, guest)).statusCode).toBe(403);
    expect((await get(`/api/properties?reviewStatus=all`)).statusCode).toBe(403);
  });
});

describe('GET /api/properties/{id}', () => {
  it('shows a public property to anyone, with its room types and facilities', async () => {
    const { property, roomTypes } = await listing(uniqueTown(), {
      pictures: [samplePicture('a'), samplePicture('b')],
      roomTypes: [
        { title: 'Single', facilities: ['WiFi', 'TV'], kingBed: 1 },
        { title: 'Suite', facilities: ['TV', 'Balcony'], price: 90_000, discount: 10 },
      ],
    });
    const response = await get(`/api/properties/${property.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<Property>();
    expect(body).toMatchObject({
      id: property.id,
      name: property.name,
      pictures: ['/media/pictures/a-960.webp', '/media/pictures/b-960.webp'],
      location: {
        address: property.address,
        city: 'Kigali',
        country: 'Rwanda',
        markerPosition: { lat: -1.95, lng: 30.06 },
      },
      rate_plan: 'Flexible',
      importantFacilities: ['WiFi', 'TV', 'Balcony'],
      hostId: host.id,
      host_id: host.id,
      status: true,
      reviewStatus: 'approved',
    });
    expect(body.pictureSet).toHaveLength(2);
    expect(body.pictureSet[0]).toEqual({
      url: '/media/pictures/a-960.webp',
      srcset: '/media/pictures/a-320.webp 320w, /media/pictures/a-960.webp 960w',
      width: 1200,
      height: 800,
    });
    expect(body.roomTypes).toEqual([
      expect.objectContaining({
        id: roomTypes[0]!.id,
        title: 'Single',
        roomCount: 5,
        remainingRoomCount: 5,
        kingBed: 1,
      }),
      expect.objectContaining({ id: roomTypes[1]!.id, title: 'Suite', price: 90_000, discount: 10 }),
    ]);
    expect(body.created_at).toBe(body.createdAt);
    // Payment details and the phone are for the host and admins only.
    expect(body.hostInfo).toEqual({
      hostName: 'Host Name',
      hostPhone: null,
      momoCode: null,
      bankAccountNumber: null,
      hostShortDescription: 'Happy to help.',
    });
    const own = (await get(`/api/properties/${property.id}`, host)).json<Property>();
    expect(own.hostInfo).toMatchObject({
      hostPhone: '0788000000',
      momoCode: '12345',
      bankAccountNumber: '000111222',
    });
  });

  it('uses the default picture when there is none; lists carry the cover picture only', async () => {
    const town = uniqueTown();
    const { property } = await listing(town);
    expect((await get(`/api/properties/${property.id}`)).json<Property>()).toMatchObject({
      pictures: [DEFAULT_PICTURE_URL],
      pictureSet: [],
    });
    await listing(town, { pictures: [samplePicture('x'), samplePicture('y')] });
    const [, withPictures] = (await search(`destination=${town}`)).json<Property[]>();
    expect(withPictures!.pictures).toHaveLength(2);
    expect(withPictures!.pictureSet.map((p) => p.url)).toEqual(['/media/pictures/x-960.webp']);
  });

  it('hides what is not public from everyone but the owner and admins (404)', async () => {
    const gone = await signUpAs(ctx, 'host');
    const { property: pending } = await listing(uniqueTown(), { reviewStatus: 'pending' });
    const { property: rejected } = await listing(uniqueTown(), { reviewStatus: 'rejected' });
    const { property: deactivated } = await listing(uniqueTown(), {}, gone);
    await setActive(ctx, gone.id, false);
    for (const id of [pending.id, rejected.id, deactivated.id]) {
      for (const viewer of [null, guest, otherHost]) {
        const response = await get(`/api/properties/${id}`, viewer);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(PROPERTY_MESSAGES.notFound);
      }
      expect((await get(`/api/properties/${id}`, admin)).statusCode).toBe(200);
    }
    const own = await get(`/api/properties/${pending.id}`, host);
    expect(own.statusCode).toBe(200);
    expect(own.json<Property>()).toMatchObject({ status: false, reviewStatus: 'pending' });
  });

  it('answers 400 for a bad id or bad dates and 404 for an unknown id', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await get(`/api/properties/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().message).toBe('The property id must be a positive whole number.');
    }
    const unknown = await get('/api/properties/2000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PROPERTY_MESSAGES.notFound);
    const { property } = await listing(uniqueTown());
    const cases: Array<[string, string]> = [
      [`checkIn=${day(3)}`, STAY_MESSAGES.datesTogether],
      [`checkIn=${day(3)}&checkOut=${day(3)}`, RESERVATION_MESSAGES.checkOutAfterCheckIn],
      [`checkIn=${day(-2)}&checkOut=${day(1)}`, RESERVATION_MESSAGES.pastDate],
      [`checkIn=nope&checkOut=${day(1)}`, 'Dates must look like YYYY-MM-DD.'],
    ];
    for (const [query, message] of cases) {
      const response = await get(`/api/properties/${property.id}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});

describe('GET /api/properties: filters and sorting', () => {
  it('matches the destination case-insensitively as a substring, wildcards taken literally', async () => {
    const town = uniqueTown();
    await listing(town, { name: 'One', address: `Street 50% Off, ${town}` });
    await listing(town, { name: 'Two', address: `Lakeside_${town}` });
    expect(await names(`destination=${town.toUpperCase()}`)).toEqual(['One', 'Two']);
    expect(await names(`destination=${encodeURIComponent(`50% off, ${town.toLowerCase()}`)}`)).toEqual([
      'One',
    ]);
    expect(await names(`destination=${encodeURIComponent(`e_${town}`)}`)).toEqual(['Two']);
    expect(await names(`destination=${encodeURIComponent(`%${town}%x`)}`)).toEqual([]);
  });

  it('filters by rating, accommodation type, services and beds', async () => {
    const town = uniqueTown();
    const services = { roomService: false, laundry: true, breakfast: true, customService: false };
    await listing(town, {
      name: 'Amenity WiFi',
      rating: 5,
      amenities: ['Wi-Fi'],
      accommodationType: 'Apartment',
    });
    await listing(town, { name: 'Room WiFi', rating: 3, roomTypes: [{ facilities: ['WiFi'], kingBed: 1 }] });
    await listing(town, {
      name: 'Breakfast',
      rating: 2,
      services,
      roomTypes: [{ twinBed: 2 }, { queenBed: 1 }],
    });
    const q = `destination=${town}`;
    expect(await names(`${q}&minRating=3`)).toEqual(['Amenity WiFi', 'Room WiFi']);
    expect(await names(`${q}&minRating=5`)).toEqual(['Amenity WiFi']);
    expect(await names(`${q}&accommodationType=Apartment`)).toEqual(['Amenity WiFi']);
    expect(await names(`${q}&services=wifi`)).toEqual(['Amenity WiFi', 'Room WiFi']);
    expect(await names(`${q}&services=breakfast,laundry`)).toEqual(['Breakfast']);
    expect(await names(`${q}&services=breakfast,wifi`)).toEqual([]);
    expect(await names(`${q}&services=roomService`)).toEqual([]);
    expect(await names(`${q}&beds=king`)).toEqual(['Room WiFi']);
    expect(await names(`${q}&beds=twin,queen`)).toEqual(['Breakfast']);
    expect(await names(`${q}&beds=twin,king`)).toEqual([]);
  });

  it('sorts by first room type discount, lowest price and rating, with order', async () => {
    const town = uniqueTown();
    await listing(town, {
      name: 'A',
      rating: 3,
      roomTypes: [
        { discount: 10, price: 30_000 },
        { discount: 50, price: 90_000 },
      ],
    });
    await listing(town, { name: 'B', rating: 5, roomTypes: [{ discount: 20, price: 60_000 }] });
    await listing(town, {
      name: 'C',
      rating: 4,
      roomTypes: [{ discount: 0, price: 20_000 }, { price: 80_000 }],
    });
    const q = `destination=${town}`;
    expect(await names(`${q}&sort=discount`)).toEqual(['B', 'A', 'C']);
    expect(await names(`${q}&sort=discount&order=asc`)).toEqual(['C', 'A', 'B']);
    expect(await names(`${q}&sort=price`)).toEqual(['C', 'A', 'B']);
    expect(await names(`${q}&sort=price&order=desc`)).toEqual(['B', 'A', 'C']);
    expect(await names(`${q}&sort=rating`)).toEqual(['B', 'C', 'A']);
    expect(await names(`${q}&sort=rating&order=asc`)).toEqual(['A', 'C', 'B']);
    expect(await names(q)).toEqual(['A', 'B', 'C']);
  });

  it('keeps the deal and price order as room types are added, changed and removed', async () => {
    const town = uniqueTown();
    const { property: a, roomTypes: aTypes } = await listing(town, {
      name: 'A',
      roomTypes: [{ discount: 10, price: 50_000 }],
    });
    await listing(town, { name: 'B', roomTypes: [{ discount: 20, price: 40_000 }] });
    const q = `destination=${town}`;
    const order = async () => [await names(`${q}&sort=discount`), await names(`${q}&sort=price`)];
    expect(await order()).toEqual([
      ['B', 'A'],
      ['B', 'A'],
    ]);
    const db = ctx.database.db;
    await db.update(roomTypes).set({ discount: 30, price: 60_000 }).where(eq(roomTypes.id, aTypes[0]!.id));
    expect(await order()).toEqual([
      ['A', 'B'],
      ['B', 'A'],
    ]);
    // A later room type: the first one (lowest id) still gives the deal; the lowest price counts.
    const [added] = await db
      .insert(roomTypes)
      .values({
        propertyId: a.id,
        createdBy: host.id,
        title: 'Suite',
        price: 10_000,
        discount: 0,
        roomCount: 1,
      })
      .returning();
    expect(await order()).toEqual([
      ['A', 'B'],
      ['A', 'B'],
    ]);
    await db.delete(roomTypes).where(eq(roomTypes.id, aTypes[0]!.id));
    expect(await order()).toEqual([
      ['B', 'A'],
      ['A', 'B'],
    ]);
    // No room type at all: no discount, and no price sorts last either way.
    await db.delete(roomTypes).where(eq(roomTypes.id, added!.id));
    expect(await order()).toEqual([
      ['B', 'A'],
      ['B', 'A'],
    ]);
    expect(await names(`${q}&sort=price&order=desc`)).toEqual(['B', 'A']);
  });

  it('pages with X-Total-Count, X-Page and X-Page-Size', async () => {
    const town = uniqueTown();
    for (const name of ['P1', 'P2', 'P3', 'P4', 'P5']) await listing(town, { name });
    const page2 = await search(`destination=${town}&pageSize=2&page=2`);
    expect(page2.json<Property[]>().map((p) => p.name)).toEqual(['P3', 'P4']);
    expect(page2.headers).toMatchObject({ 'x-total-count': '5', 'x-page': '2', 'x-page-size': '2' });
    const beyond = await search(`destination=${town}&pageSize=2&page=9`);
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('5');
  });

  it('refuses bad parameters with a clear message', async () => {
    const cases: Array<[string, string]> = [
      ['minRating=1', 'The rating filter must be 2, 3, 4 or 5.'],
      ['minRating=six', 'The rating filter must be 2, 3, 4 or 5.'],
      ['services=wifi,pool', 'Unknown service: pool. Use breakfast, wifi, laundry, roomService.'],
      ['beds=bunk', 'Unknown bed type: bunk. Use king, queen, twin.'],
      ['accommodationType=Castle', 'The accommodation type must be Hotel, Apartment, Guest House.'],
      ['sort=name', 'Sort by discount, price, rating.'],
      ['order=up', 'The order must be asc or desc.'],
      ['pageSize=101', 'The page size must be a whole number from 1 to 100.'],
      ['page=0', 'The page must be a whole number from 1.'],
      ['rooms=0', 'Rooms must be a whole number from 1 to 100.'],
      ['host_id=x', 'The host id must be a positive whole number.'],
      [`checkOut=${day(2)}`, STAY_MESSAGES.datesTogether],
      [`checkIn=${day(4)}&checkOut=${day(2)}`, RESERVATION_MESSAGES.checkOutAfterCheckIn],
      [`checkIn=${day(1)}&checkOut=${day(100)}`, STAY_MESSAGES.tooLong],
      [`checkIn=${day(800)}&checkOut=${day(802)}`, STAY_MESSAGES.tooFarAhead],
    ];
    for (const [query, message] of cases) {
      const response = await get(`/api/properties?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});

describe('GET /api/properties: availability for dates', () => {
  it('drops a fully booked property for those dates and brings it back after a cancellation', async () => {
    const town = uniqueTown();
    const { roomTypes } = await listing(town, { name: 'Full', roomTypes: [{ roomCount: 2 }] });
    await listing(town, { name: 'Roomy', roomTypes: [{ roomCount: 3 }] });
    const rt = roomTypes[0]!;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: guest.cookie },
      payload: {
        userId: guest.id,
        bookings: [
          {
            roomTypeId: rt.id,
            propertyId: rt.propertyId,
            roomNumber: 2,
            checkInDate: day(20),
            checkOutDate: day(23),
          },
        ],
      },
    });
    expect(response.statusCode).toBe(201);
    const q = `destination=${town}`;
    expect(await names(`${q}&checkIn=${day(20)}&checkOut=${day(21)}`)).toEqual(['Roomy']);
    expect(await names(`${q}&checkIn=${day(22)}&checkOut=${day(25)}`)).toEqual(['Roomy']);
    // Adjacent stays share the changeover day.
    expect(await names(`${q}&checkIn=${day(23)}&checkOut=${day(25)}`)).toEqual(['Full', 'Roomy']);
    expect(await names(`${q}&checkIn=${day(18)}&checkOut=${day(20)}`)).toEqual(['Full', 'Roomy']);
    // With dates, `rooms` must be free on every night; without, the room type must have that many.
    expect(await names(`${q}&checkIn=${day(23)}&checkOut=${day(24)}&rooms=3`)).toEqual(['Roomy']);
    expect(await names(`${q}&rooms=3`)).toEqual(['Roomy']);
    expect(await names(`${q}&rooms=4`)).toEqual([]);
    // remainingRoomCount follows the searched dates.
    const found = (await search(`${q}&checkIn=${day(18)}&checkOut=${day(20)}`)).json<Property[]>();
    expect(found.map((p) => p.roomTypes[0]!.remainingRoomCount)).toEqual([2, 3]);
    const detail = await get(`/api/properties/${rt.propertyId}?checkIn=${day(18)}&checkOut=${day(21)}`);
    expect(detail.json<Property>().roomTypes[0]!.remainingRoomCount).toBe(0);

    const id = response.json<BookingCreated>().bookings[0]!.id;
    const cancel = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${id}/status`,
      headers: { cookie: guest.cookie },
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await names(`${q}&checkIn=${day(20)}&checkOut=${day(21)}`)).toEqual(['Full', 'Roomy']);
  });

  async function book(
    roomType: { id: number; propertyId: number | null },
    rooms: number,
    from: number,
    to: number,
  ) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: guest.cookie },
      payload: {
        userId: guest.id,
        bookings: [
          {
            roomTypeId: roomType.id,
            propertyId: roomType.propertyId,
            roomNumber: rooms,
            checkInDate: day(from),
            checkOutDate: day(to),
          },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  const total = async (query: string) => Number((await search(query)).headers['x-total-count']);

  it('counts only the properties with rooms free for the dates, on every page', async () => {
    const town = uniqueTown();
    const { roomTypes: full } = await listing(town, { name: 'Full', roomTypes: [{ roomCount: 2 }] });
    const { roomTypes: roomy } = await listing(town, { name: 'Roomy', roomTypes: [{ roomCount: 3 }] });
    await listing(town, { name: 'Two types', roomTypes: [{ roomCount: 1 }, { roomCount: 4 }] });
    await book(full[0]!, 2, 30, 32);
    await book(roomy[0]!, 2, 31, 33);
    const q = `destination=${town}&pageSize=1`;
    expect(await total(`${q}&checkIn=${day(30)}&checkOut=${day(31)}`)).toBe(2);
    expect(await total(`${q}&checkIn=${day(32)}&checkOut=${day(33)}`)).toBe(3);
    expect(await total(`${q}&checkIn=${day(31)}&checkOut=${day(32)}&rooms=2`)).toBe(1);
    expect(await total(`${q}&checkIn=${day(34)}&checkOut=${day(35)}&rooms=3`)).toBe(2);
    expect(await total(`${q}&checkIn=${day(28)}&checkOut=${day(40)}&rooms=2`)).toBe(1);
    expect(await total(`${q}&rooms=4`)).toBe(1);
    const beyond = await search(`${q}&checkIn=${day(30)}&checkOut=${day(31)}&page=5`);
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('2');
  });

  it('follows a room count that changes after nights were booked', async () => {
    const town = uniqueTown();
    const { roomTypes: shrinking } = await listing(town, {
      name: 'Shrinking',
      roomTypes: [{ roomCount: 3 }],
    });
    await listing(town, { name: 'Steady', roomTypes: [{ roomCount: 3 }] });
    await listing(town, { name: 'Steady too', roomTypes: [{ roomCount: 3 }] });
    await book(shrinking[0]!, 2, 40, 42);
    const q = `destination=${town}&pageSize=1&checkIn=${day(41)}&checkOut=${day(42)}`;
    expect(await total(q)).toBe(3);
    const db = ctx.database.db;
    await db.update(roomTypes).set({ roomCount: 2 }).where(eq(roomTypes.id, shrinking[0]!.id));
    expect(await total(q)).toBe(2);
    expect(await names(q.replace('pageSize=1', 'pageSize=5'))).toEqual(['Steady', 'Steady too']);
    expect(await total(`destination=${town}&pageSize=1&rooms=3`)).toBe(2);
    // Fewer rooms than a night already holds: refused by the inventory's CHECK.
    await expect(
      db.update(roomTypes).set({ roomCount: 1 }).where(eq(roomTypes.id, shrinking[0]!.id)),
    ).rejects.toThrow();
  });
});
