// GET /api/properties and GET /api/properties/{id}: visibility, filters, sorting, paging and availability.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  PROPERTY_LIST_MESSAGES,
  PROPERTY_LOCATIONS_MAX,
  PROPERTY_MESSAGES,
  RESERVATION_MESSAGES,
  STAY_MESSAGES,
  addDays,
  discountedNightlyPrice,
  lowestShownPrice,
  todayInKigali,
  type ApplicationStatus,
  type BookingCreated,
  type Property,
  type PropertyCard,
  type PropertyLocations,
} from '@ikaze/domain';
import {
  changesHeard,
  openTestApp,
  sessionHeaders,
  setActive,
  signUpAs,
  type SignedInUser,
  type TestContext,
} from '../../test/harness.ts';
import { properties, roomTypes, users } from '../../db/schema.ts';
import { DEFAULT_PICTURE_URL } from '../uploads/picture-urls.ts';
import { createListing, houseRules, samplePicture, type PropertySeed } from '../../test/test-data.ts';

let ctx: TestContext;
let host: SignedInUser;
let otherHost: SignedInUser;
let guest: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  ({
    ctx,
    users: { host, otherHost, guest, admin },
  } = await openTestApp({ host: 'host', otherHost: 'host', guest: 'user', admin: 'admin' }));
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

async function get(url: string, user?: SignedInUser | null) {
  await changesHeard(ctx); // the SQL writes of the test data are heard before the API is asked
  return ctx.app.inject({ method: 'GET', url, headers: sessionHeaders(user) });
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
    for (const viewer of [guest, otherHost]) {
      const response = await get(`/api/properties?host_id=${owner.id}`, viewer);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(AUTH_MESSAGES.forbidden);
    }
    // Signed out: asked to sign in, as every call that needs an account answers.
    const signedOut = await get(`/api/properties?host_id=${owner.id}`, null);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: 'NOT_SIGNED_IN', message: AUTH_MESSAGES.notSignedIn });
  });

  it('lets admins filter by review status; others only ask for approved', async () => {
    const town = uniqueTown();
    await listing(town, { name: 'P', reviewStatus: 'pending' });
    await listing(town, { name: 'Q' });
    expect(await names(`destination=${town}&reviewStatus=pending`, admin)).toEqual(['P']);
    expect(await names(`destination=${town}&reviewStatus=all`, admin)).toEqual(['P', 'Q']);
    expect(await names(`destination=${town}&reviewStatus=approved`, guest)).toEqual(['Q']);
    expect((await get(`/api/properties?reviewStatus=pending`, guest)).statusCode).toBe(403);
    expect((await get(`/api/properties?reviewStatus=all`, otherHost)).statusCode).toBe(403);
    expect((await get(`/api/properties?reviewStatus=all`)).statusCode).toBe(401);
  });
});

describe('GET /api/properties/{id}', () => {
  it('shows a public property to anyone, with its room types and facilities', async () => {
    const { property, roomTypes } = await listing(uniqueTown(), {
      pictures: [samplePicture('a'), samplePicture('b')],
      roomTypes: [
        { title: 'single', facilities: ['wifi', 'tv'], kingBed: 1 },
        { title: 'suite', facilities: ['tv', 'balcony'], price: 90_000, discount: 10 },
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
      accommodationType: 'hotel',
      rate_plan: 'flexible',
      importantFacilities: ['wifi', 'tv', 'balcony'],
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
        title: 'single',
        roomCount: 5,
        remainingRoomCount: 5,
        kingBed: 1,
      }),
      expect.objectContaining({ id: roomTypes[1]!.id, title: 'suite', price: 90_000, discount: 10 }),
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

  it("answers cards with view=card: the card's fields of the whole answer, the cover picture only", async () => {
    const town = uniqueTown();
    await listing(town, { name: 'Plain' });
    await listing(town, { name: 'Pictured', pictures: [samplePicture('p'), samplePicture('q')] });
    const stay = `checkIn=${day(5)}&checkOut=${day(7)}`;
    for (const query of [`destination=${town}`, `destination=${town}&${stay}`]) {
      const whole = (await search(query)).json<Property[]>();
      const response = await search(`${query}&view=card`);
      const cards = response.json<PropertyCard[]>();
      expect(response.headers['x-total-count']).toBe('2');
      expect(cards).toEqual(
        whole.map((p) => ({
          id: p.id,
          name: p.name,
          pictures: p.pictures.slice(0, 1),
          pictureSet: p.pictureSet,
          rating: p.rating,
          reviewCount: p.reviewCount,
          accommodationType: p.accommodationType,
          location: p.location,
          stay: p.stay,
          roomTypes: p.roomTypes.map(({ id, title, price, discount }) => ({ id, title, price, discount })),
        })),
      );
      expect(cards[1]!.pictures).toEqual(['/media/pictures/p-960.webp']);
      expect(JSON.stringify(cards).length).toBeLessThan(JSON.stringify(whole).length / 2);
    }
    const [dated] = (await search(`destination=${town}&${stay}&view=card`)).json<PropertyCard[]>();
    expect(dated!.stay).toMatchObject({ nights: 2 });
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
      amenities: ['wifi'],
      accommodationType: 'apartment',
    });
    await listing(town, { name: 'Room WiFi', rating: 3, roomTypes: [{ facilities: ['wifi'], kingBed: 1 }] });
    await listing(town, {
      name: 'Breakfast',
      rating: 2,
      services,
      roomTypes: [{ twinBed: 2 }, { queenBed: 1 }],
    });
    const q = `destination=${town}`;
    expect(await names(`${q}&minRating=3`)).toEqual(['Amenity WiFi', 'Room WiFi']);
    expect(await names(`${q}&minRating=5`)).toEqual(['Amenity WiFi']);
    expect(await names(`${q}&accommodationType=apartment`)).toEqual(['Amenity WiFi']);
    // The spec's word is still taken (docs/decisions/0022-stored-ids.md).
    expect(await names(`${q}&accommodationType=Apartment`)).toEqual(['Amenity WiFi']);
    expect(await names(`${q}&services=wifi`)).toEqual(['Amenity WiFi', 'Room WiFi']);
    expect(await names(`${q}&services=breakfast,laundry`)).toEqual(['Breakfast']);
    expect(await names(`${q}&services=breakfast,wifi`)).toEqual([]);
    expect(await names(`${q}&services=roomService`)).toEqual([]);
    expect(await names(`${q}&beds=king`)).toEqual(['Room WiFi']);
    expect(await names(`${q}&beds=twin,queen`)).toEqual(['Breakfast']);
    expect(await names(`${q}&beds=twin,king`)).toEqual([]);
  });

  it("finds a guest house by its id or the spec's word, any case, and answers ids", async () => {
    const town = uniqueTown();
    await listing(town, { name: 'Guest', accommodationType: 'guest_house', amenities: ['wifi'] });
    await listing(town, { name: 'Hotel' });
    const q = `destination=${town}`;
    for (const type of ['guest_house', 'Guest%20House', 'guest%20house', 'GUEST_HOUSE'])
      expect(await names(`${q}&accommodationType=${type}`)).toEqual(['Guest']);
    const body = (await get(`/api/properties?${q}&accommodationType=Guest%20House`)).json<Property[]>();
    expect(body[0]).toMatchObject({ accommodationType: 'guest_house', amenities: ['wifi'] });
    expect((await get(`/api/properties?${q}&accommodationType=Villa`)).statusCode).toBe(400);
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

  it("sorts 'Price, lowest first' without dates by the price the card shows, after discount", async () => {
    const town = uniqueTown();
    // Before discount B (40,000) is the cheapest; on the cards A (50,000 less 40%: 30,000) is.
    await listing(town, { name: 'A', roomTypes: [{ discount: 40, price: 50_000 }] });
    await listing(town, { name: 'B', roomTypes: [{ discount: 0, price: 40_000 }] });
    // 35,001 less 10% is 31,500.9: the card rounds it to 31,501, between A and B.
    await listing(town, {
      name: 'C',
      roomTypes: [
        { discount: 0, price: 60_000 },
        { discount: 10, price: 35_001 },
      ],
    });
    const q = `destination=${town}&view=card`;
    const cards = (await search(`${q}&sort=price`)).json<PropertyCard[]>();
    expect(cards.map((card) => [card.name, lowestShownPrice(card.roomTypes)?.amount])).toEqual([
      ['A', 30_000],
      ['C', 31_501],
      ['B', 40_000],
    ]);
    expect(await names(`${q}&sort=price&order=desc`)).toEqual(['B', 'C', 'A']);
    // The price filters without dates read the same shown price.
    expect(await names(`${q}&minPrice=31000&maxPrice=35000`)).toEqual(['C']);
    expect(await names(`${q}&maxPrice=30000`)).toEqual(['A']);
  });

  it('keeps the shown price equal to the domain rounding for every discount', async () => {
    const prices = [1, 3, 50, 999, 35_001, 45_001, 123_457, 2_000_001];
    const result = await ctx.database.db.execute(
      sql`select p as price, d as discount, room_type_shown_price(p, d::smallint) as shown
      from unnest(${`{${prices.join(',')}}`}::int[]) p cross join generate_series(0, 100) d`,
    );
    const { rows } = result as { rows: Array<{ price: number; discount: number; shown: number }> };
    expect(rows).toHaveLength(prices.length * 101);
    for (const row of rows)
      expect([row.price, row.discount, Number(row.shown)]).toEqual([
        row.price,
        row.discount,
        discountedNightlyPrice(row.price, row.discount),
      ]);
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
        title: 'suite',
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
      ['sort=stars', 'Sort by discount, price, rating, id, name, created_at.'],
      ['order=up', 'The order must be asc or desc.'],
      ['view=mini', 'The view must be full or card.'],
      ['pageSize=101', 'The page size must be a whole number from 1 to 100.'],
      ['page=0', 'The page must be a whole number from 1 to 100,000.'],
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

describe('GET /api/properties: name, location, creation dates, guests and list sorts', () => {
  it('matches the name case-insensitively as a substring, wildcards taken literally, on every list', async () => {
    const owner = await signUpAs(ctx, 'host');
    const town = uniqueTown();
    await listing(town, { name: `Lake ${town} 50% Lodge` }, owner);
    await listing(town, { name: `Hill_${town} House` }, owner);
    await listing(town, { name: `Other ${town}`, reviewStatus: 'pending' }, owner);
    const own = `host_id=${owner.id}`;
    const lower = town.toLowerCase();
    expect(await names(`${own}&name=${lower}`, owner)).toHaveLength(3);
    expect(await names(`${own}&name=${encodeURIComponent(`${town} 50%`)}`, owner)).toEqual([
      `Lake ${town} 50% Lodge`,
    ]);
    expect(await names(`${own}&name=${encodeURIComponent(`L_${town}`)}`, owner)).toEqual([
      `Hill_${town} House`,
    ]);
    expect(await names(`${own}&name=${encodeURIComponent(`%${town}`)}`, owner)).toEqual([]);
    expect(await names(`${own}&name=${encodeURIComponent(`  house  `)}`, owner)).toEqual([
      `Hill_${town} House`,
    ]);
    // Admins on every listing; the public on approved ones.
    expect(await names(`reviewStatus=all&name=${town.toUpperCase()}`, admin)).toHaveLength(3);
    expect(await names(`name=${lower}`)).toEqual([`Lake ${town} 50% Lodge`, `Hill_${town} House`]);
    // An empty filter is no filter.
    expect(await names(`${own}&name=`, owner)).toHaveLength(3);
  });

  it('filters by location: the city, whatever its case and spaces', async () => {
    const owner = await signUpAs(ctx, 'host');
    await listing(uniqueTown(), { name: 'K1', city: 'Kigali' }, owner);
    await listing(uniqueTown(), { name: 'K2', city: ' kigali ' }, owner);
    await listing(uniqueTown(), { name: 'M1', city: 'Musanze', reviewStatus: 'rejected' }, owner);
    await listing(uniqueTown(), { name: 'R1', city: 'rubavu (gisenyi)' }, owner);
    const own = `host_id=${owner.id}`;
    expect(await names(`${own}&location=Kigali`, owner)).toEqual(['K1', 'K2']);
    expect(await names(`${own}&location=KIGALI`, owner)).toEqual(['K1', 'K2']);
    expect(await names(`${own}&location=Musanze&reviewStatus=rejected`, owner)).toEqual(['M1']);
    expect(await names(`${own}&location=${encodeURIComponent('Rubavu (Gisenyi)')}`, owner)).toEqual(['R1']);
    expect(await names(`${own}&location=Kig`, owner)).toEqual([]);
    expect(await names(`reviewStatus=all&location=Musanze&name=M1`, admin)).toContain('M1');
  });

  it('filters by creation date: Kigali calendar days, both ends inclusive', async () => {
    const owner = await signUpAs(ctx, 'host');
    // Kigali is UTC+2: 21:59:59Z is still 1 March there, 22:00:00Z is 2 March.
    await listing(uniqueTown(), { name: 'Late 1 March', createdAt: new Date('2025-03-01T21:59:59Z') }, owner);
    await listing(
      uniqueTown(),
      { name: 'Early 2 March', createdAt: new Date('2025-03-01T22:00:00Z') },
      owner,
    );
    await listing(uniqueTown(), { name: '3 March', createdAt: new Date('2025-03-03T10:00:00Z') }, owner);
    const own = `host_id=${owner.id}`;
    expect(await names(`${own}&createdFrom=2025-03-02`, owner)).toEqual(['Early 2 March', '3 March']);
    expect(await names(`${own}&createdTo=2025-03-01`, owner)).toEqual(['Late 1 March']);
    expect(await names(`${own}&createdFrom=2025-03-02&createdTo=2025-03-02`, owner)).toEqual([
      'Early 2 March',
    ]);
    expect(await names(`${own}&createdFrom=2025-03-01&createdTo=2025-03-03`, owner)).toHaveLength(3);
    expect(await names(`${own}&createdFrom=2025-03-01T00:00:00&createdTo=2025-03-01`, owner)).toEqual([
      'Late 1 March',
    ]);
    expect(await names(`${own}&createdFrom=2025-03-04`, owner)).toEqual([]);
  });

  it('sorts host and admin lists by id, name (whatever the case) and creation, both ways', async () => {
    const owner = await signUpAs(ctx, 'host');
    const town = uniqueTown();
    const { property: b } = await listing(
      town,
      { name: `beta ${town}`, createdAt: new Date('2025-05-02T08:00:00Z') },
      owner,
    );
    const { property: a } = await listing(
      town,
      { name: `Alpha ${town}`, createdAt: new Date('2025-05-03T08:00:00Z'), reviewStatus: 'pending' },
      owner,
    );
    const { property: c } = await listing(
      town,
      { name: `Charlie ${town}`, createdAt: new Date('2025-05-01T08:00:00Z') },
      owner,
    );
    const ids = async (query: string, viewer: SignedInUser) =>
      (await search(query, viewer)).json<Property[]>().map((p) => p.id);
    for (const [list, viewer] of [
      [`host_id=${owner.id}`, owner],
      [`reviewStatus=all&name=${town}`, admin],
    ] as const) {
      expect(await ids(`${list}&sort=id`, viewer)).toEqual([b.id, a.id, c.id]);
      expect(await ids(`${list}&sort=id&order=desc`, viewer)).toEqual([c.id, a.id, b.id]);
      expect(await ids(`${list}&sort=name`, viewer)).toEqual([a.id, b.id, c.id]);
      expect(await ids(`${list}&sort=name&order=desc`, viewer)).toEqual([c.id, b.id, a.id]);
      expect(await ids(`${list}&sort=created_at`, viewer)).toEqual([c.id, b.id, a.id]);
      expect(await ids(`${list}&sort=created_at&order=desc`, viewer)).toEqual([a.id, b.id, c.id]);
      const page2 = await search(`${list}&sort=name&pageSize=2&page=2`, viewer);
      expect(page2.json<Property[]>().map((p) => p.id)).toEqual([c.id]);
      expect(page2.headers['x-total-count']).toBe('3');
    }
    // The public search sorts by id, discount, price or rating only.
    expect(await names(`destination=${town}&sort=id&order=desc`)).toEqual([
      `Charlie ${town}`,
      `beta ${town}`,
    ]);
    for (const sort of ['name', 'created_at']) {
      for (const viewer of [null, guest, admin]) {
        const response = await get(`/api/properties?sort=${sort}`, viewer);
        expect(response.statusCode, sort).toBe(400);
        expect(response.json().message).toBe(PROPERTY_LIST_MESSAGES.sortForLists);
      }
    }
  });

  it('keeps the properties that take the guests (rules.maxGuests), counted on every page', async () => {
    const town = uniqueTown();
    const rules = (maxGuests: number) => houseRules({ maxGuests });
    await listing(town, { name: 'Two', rules: rules(2) });
    await listing(town, { name: 'Four', rules: rules(4) });
    await listing(town, { name: 'Six', rules: rules(6) });
    await listing(town, { name: 'Pending six', rules: rules(6), reviewStatus: 'pending' });
    const q = `destination=${town}`;
    expect(await names(`${q}&guests=1`)).toEqual(['Two', 'Four', 'Six']);
    expect(await names(`${q}&guests=3`)).toEqual(['Four', 'Six']);
    expect(await names(`${q}&guests=4`)).toEqual(['Four', 'Six']);
    expect(await names(`${q}&guests=6`)).toEqual(['Six']);
    expect(await names(`${q}&guests=7`)).toEqual([]);
    const paged = await search(`${q}&guests=3&pageSize=1`);
    expect(paged.headers['x-total-count']).toBe('2');
    const stay = `checkIn=${day(5)}&checkOut=${day(7)}`;
    expect(await names(`${q}&guests=5&${stay}`)).toEqual(['Six']);
    // The same filter on a host's own list, pending included.
    expect(await names(`host_id=${host.id}&name=six&guests=5`, host)).toEqual(
      expect.arrayContaining(['Six', 'Pending six']),
    );
  });

  it('refuses bad names, locations, dates and guests with a clear message (400)', async () => {
    const cases: Array<[string, string]> = [
      ['guests=0', PROPERTY_LIST_MESSAGES.guests],
      ['guests=-2', PROPERTY_LIST_MESSAGES.guests],
      ['guests=1.5', PROPERTY_LIST_MESSAGES.guests],
      ['guests=two', PROPERTY_LIST_MESSAGES.guests],
      ['guests=101', PROPERTY_LIST_MESSAGES.guests],
      ['guests=', PROPERTY_LIST_MESSAGES.guests],
      ['createdFrom=yesterday', 'Dates must look like YYYY-MM-DD.'],
      ['createdTo=2025-1-5', 'Dates must look like YYYY-MM-DD.'],
      ['createdFrom=2025-02-30', 'That date does not exist.'],
      ['createdTo=2025-13-01', 'That date does not exist.'],
      ['createdFrom=2025-03-02&createdTo=2025-03-01', PROPERTY_LIST_MESSAGES.createdOrder],
      [`name=${'x'.repeat(201)}`, PROPERTY_LIST_MESSAGES.nameTooLong],
      [`location=${'x'.repeat(201)}`, PROPERTY_LIST_MESSAGES.locationTooLong],
    ];
    for (const viewer of [null, admin]) {
      for (const [query, message] of cases) {
        const list = viewer ? `reviewStatus=all&${query}` : query;
        const response = await get(`/api/properties?${list}`, viewer);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().message, query).toBe(message);
      }
    }
    const own = await get(
      `/api/properties?host_id=${host.id}&createdFrom=2025-04-02&createdTo=2025-04-01`,
      host,
    );
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(PROPERTY_LIST_MESSAGES.createdOrder);
  });
});

describe('GET /api/properties/locations', () => {
  const locations = async (query: string, viewer: SignedInUser) => {
    const response = await get(`/api/properties/locations${query}`, viewer);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PropertyLocations>();
  };

  it("gives a host their own properties' cities, distinct, capitalised and sorted, whatever the status", async () => {
    const owner = await signUpAs(ctx, 'host');
    const other = await signUpAs(ctx, 'host');
    await listing(uniqueTown(), { city: 'Musanze' }, owner);
    await listing(uniqueTown(), { city: ' musanze', reviewStatus: 'pending' }, owner);
    await listing(uniqueTown(), { city: 'Huye', reviewStatus: 'rejected' }, owner);
    await listing(uniqueTown(), { city: '' }, owner);
    await listing(uniqueTown(), { city: 'Nyanza' }, other);
    expect(await locations('', owner)).toEqual({ locations: ['Huye', 'Musanze'], truncated: false });
    expect(await locations(`?host_id=${owner.id}`, owner)).toEqual({
      locations: ['Huye', 'Musanze'],
      truncated: false,
    });
    expect(await locations(`?host_id=${owner.id}`, admin)).toEqual({
      locations: ['Huye', 'Musanze'],
      truncated: false,
    });
    const all = await locations('', admin);
    expect(all.locations).toEqual(expect.arrayContaining(['Huye', 'Kigali', 'Musanze', 'Nyanza']));
    expect(all.locations).toEqual([...new Set(all.locations)].sort());
    expect(all.locations).not.toContain('');
    // Every location filters to at least one property.
    for (const location of all.locations)
      expect(
        Number(
          (await search(`reviewStatus=all&location=${encodeURIComponent(location)}&pageSize=1`, admin))
            .headers['x-total-count'],
        ),
      ).toBeGreaterThan(0);
  });

  it('answers 401 signed out, 403 to guests and to a host asking for another host, 400 for a bad id', async () => {
    const anonymous = await get('/api/properties/locations');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(AUTH_MESSAGES.notSignedIn);
    expect((await get('/api/properties/locations?host_id=x')).statusCode).toBe(401);
    for (const [query, viewer] of [
      ['', guest],
      [`?host_id=${host.id}`, guest],
      [`?host_id=${otherHost.id}`, host],
    ] as const) {
      const response = await get(`/api/properties/locations${query}`, viewer);
      expect(response.statusCode, query).toBe(403);
      expect(response.json().message).toBe(AUTH_MESSAGES.forbidden);
    }
    for (const id of ['x', '0', '1.5']) {
      const response = await get(`/api/properties/locations?host_id=${id}`, admin);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().message).toBe('The host id must be a positive whole number.');
    }
  });

  it(`stops at ${PROPERTY_LOCATIONS_MAX} locations and says so`, async () => {
    const owner = await signUpAs(ctx, 'host');
    const { property } = await listing(uniqueTown(), {}, owner);
    const { id, ...row } = property;
    void id;
    await ctx.database.db.insert(properties).values(
      Array.from({ length: PROPERTY_LOCATIONS_MAX + 1 }, (_, i) => ({
        ...row,
        city: `Zz Place ${String(i).padStart(4, '0')}`,
      })),
    );
    const mine = await locations('', owner);
    expect(mine.truncated).toBe(true);
    expect(mine.locations).toHaveLength(PROPERTY_LOCATIONS_MAX);
    expect(mine.locations[0]).toBe('Kigali');
    const all = await locations('', admin);
    expect(all.truncated).toBe(true);
    expect(all.locations).toHaveLength(PROPERTY_LOCATIONS_MAX);
    expect(all.locations).toEqual([...all.locations].sort());
    await ctx.database.db.delete(properties).where(eq(properties.hostId, owner.id));
    expect((await locations('', owner)).truncated).toBe(false);
  });
});

describe('GET /api/properties: filtered lists against a brute-force count', () => {
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

  it('answers the same totals and ids as filtering every row in JavaScript', async () => {
    const next = random(20_250_301);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const owner = await signUpAs(ctx, 'host');
    const tag = uniqueTown().toLowerCase();
    const words = ['lake', 'Hill', 'kivu', 'Sun', 'Garden'];
    const cities = ['Kigali', 'kigali ', 'Musanze', 'Huye', 'Rubavu'];
    const statuses: ApplicationStatus[] = ['pending', 'approved', 'rejected'];
    for (let i = 0; i < 36; i++) {
      const base = Date.UTC(2025, 5, 1) + Math.floor(next() * 10 * 24) * 3_600_000;
      await listing(
        uniqueTown(),
        {
          name: `${pick(words)} ${pick(words)} ${tag}`,
          city: pick(cities),
          createdAt: new Date(base),
          reviewStatus: pick(statuses),
          rules: houseRules({ maxGuests: 1 + Math.floor(next() * 6) }),
        },
        owner,
      );
    }
    // Every property in the database, read straight from the tables.
    const rows = await ctx.database.db
      .select({
        id: properties.id,
        hostId: properties.hostId,
        name: properties.name,
        city: properties.city,
        createdAt: properties.createdAt,
        reviewStatus: properties.reviewStatus,
        rules: properties.rules,
        hostActive: users.isActive,
      })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.hostId));
    const kigaliDay = (at: Date) => todayInKigali(at);
    const titleCase = (text: string) =>
      text
        .trim()
        .toLowerCase()
        .replace(/(^|[^a-z0-9])([a-z])/g, (_, before: string, c: string) => before + c.toUpperCase());

    type Filters = {
      name?: string;
      location?: string;
      createdFrom?: string;
      createdTo?: string;
      guests?: number;
      reviewStatus?: ApplicationStatus | 'all';
    };
    const days = Array.from({ length: 12 }, (_, i) => `2025-06-${String(i + 1).padStart(2, '0')}`);
    let checked = 0;
    for (let round = 0; round < 40; round++) {
      const filters: Filters = {};
      if (next() < 0.6) filters.name = `${pick(words).toLowerCase().slice(0, 3)}`;
      if (next() < 0.5) filters.location = pick(['Kigali', 'MUSANZE', 'huye', 'Rubavu', 'Nowhere']);
      if (next() < 0.5) filters.createdFrom = pick(days);
      if (next() < 0.5) filters.createdTo = pick(days);
      if (filters.createdFrom && filters.createdTo && filters.createdFrom > filters.createdTo)
        [filters.createdFrom, filters.createdTo] = [filters.createdTo, filters.createdFrom];
      if (next() < 0.4) filters.guests = 1 + Math.floor(next() * 6);
      filters.reviewStatus = pick(['all', ...statuses] as const);
      const matches = (r: (typeof rows)[number]) =>
        (!filters.name || r.name.toLowerCase().includes(filters.name)) &&
        (!filters.location || titleCase(r.city) === titleCase(filters.location)) &&
        (!filters.createdFrom || kigaliDay(r.createdAt) >= filters.createdFrom) &&
        (!filters.createdTo || kigaliDay(r.createdAt) <= filters.createdTo) &&
        (filters.guests === undefined || r.rules.maxGuests >= filters.guests) &&
        (filters.reviewStatus === 'all' || r.reviewStatus === filters.reviewStatus);
      const query = new URLSearchParams(
        Object.entries(filters).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
      const lists: Array<[string, SignedInUser, (r: (typeof rows)[number]) => boolean]> = [
        [`host_id=${owner.id}&${query}`, owner, (r) => r.hostId === owner.id],
        [`${query}`, admin, () => true],
      ];
      for (const [list, viewer, scope] of lists) {
        const expected = rows
          .filter((r) => scope(r) && matches(r))
          .map((r) => r.id)
          .sort((x, y) => x - y);
        for (const page of [1, 2]) {
          const response = await search(`${list}&sort=id&pageSize=5&page=${page}`, viewer);
          expect(Number(response.headers['x-total-count']), list).toBe(expected.length);
          expect(
            response.json<Property[]>().map((p) => p.id),
            list,
          ).toEqual(expected.slice((page - 1) * 5, page * 5));
        }
        checked += 1;
      }
      // The public search: approved properties of active hosts only, guests counted the same way.
      if (filters.reviewStatus === 'all') {
        const publicQuery = new URLSearchParams(
          Object.entries(filters)
            .filter(([k]) => k !== 'reviewStatus')
            .map(([k, v]): [string, string] => [k, String(v)]),
        ).toString();
        const expected = rows.filter((r) => r.reviewStatus === 'approved' && r.hostActive && matches(r));
        const response = await search(`${publicQuery}&pageSize=3`);
        expect(Number(response.headers['x-total-count']), publicQuery).toBe(expected.length);
      }
    }
    expect(checked).toBe(80);
  });
});
