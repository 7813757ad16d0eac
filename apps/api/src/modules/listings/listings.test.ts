// POST /api/room_types and POST /api/properties (docs/product.md#screen-listing and #validation):
// room types before the property, multipart pictures checked by content, one transaction, role upgrade.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  LISTING_DEFAULTS,
  LISTING_MESSAGES,
  PROPERTY_MESSAGES,
  WHOLE_PROPERTY_CODE,
  type ListingInput,
  type RoomTypeInput,
} from '@ikaze/domain';
import { listingApplications, properties, roomTypes, users } from '../../db/schema.ts';
import {
  createTestContext,
  SITE_ORIGIN,
  signUpAs,
  type SignedInUser,
  type TestContext,
} from '../../test/harness.ts';
import {
  image,
  jpeg,
  multipart,
  png,
  roomType,
  validListing,
  type Upload,
} from '../../test/listing-input.ts';
import { PICTURE_MESSAGES } from '../uploads/picture-store.ts';
import { DEFAULT_PICTURE_URL, MEDIA_PREFIX } from '../uploads/picture-urls.ts';

let ctx: TestContext;
let user: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  ctx = await createTestContext();
  [user, other] = await Promise.all([signUpAs(ctx, 'user'), signUpAs(ctx, 'user')]);
});
afterAll(async () => {
  await ctx?.close();
});

// ------------------------------------------------------------------------------------------------ helpers

async function submitMultipart(as: SignedInUser | null, data: unknown, files: Upload[] = []) {
  const { payload, contentType } = await multipart(data, files);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/properties',
    payload,
    // The site's pages send their Origin with every upload (plugins/cross-site.ts).
    headers: { 'content-type': contentType, origin: SITE_ORIGIN, ...(as ? { cookie: as.cookie } : {}) },
  });
}

function submitJson(as: SignedInUser | null, data: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/properties',
    payload: typeof data === 'string' ? data : JSON.stringify(data),
    headers: { 'content-type': 'application/json', ...(as ? { cookie: as.cookie } : {}) },
  });
}

function postRoomType(as: SignedInUser | null, body: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/room_types',
    payload: body as object,
    headers: as ? { cookie: as.cookie } : {},
  });
}

async function draft(as: SignedInUser, overrides: Partial<RoomTypeInput> = {}): Promise<number> {
  const response = await postRoomType(as, roomType(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

const storedFiles = () => {
  try {
    return readdirSync(join(ctx.dataDir, 'pictures')).filter((name) => name.endsWith('.webp'));
  } catch {
    return [];
  }
};

async function propertiesOf(hostId: number) {
  return ctx.database.db.select().from(properties).where(eq(properties.hostId, hostId));
}

async function roleOf(id: number) {
  const [row] = await ctx.database.db.select({ role: users.role }).from(users).where(eq(users.id, id));
  return row!.role;
}

// -------------------------------------------------------------------------------------------- room types

describe('POST /api/room_types', () => {
  it("creates an unattached room type of the user, with the product's message", async () => {
    // Sent in the spec's words, stored and answered as ids (docs/decisions/0022-stored-ids.md).
    const response = await postRoomType(user, {
      title: 'Suite',
      price: 120_000,
      discount: 15,
      facilities: ['AC', 'Balcony', 'AC'],
      remainingRoomCount: 2,
      bedInformation: '1 king bed',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      message: 'Room type created successfully!',
      id: expect.any(Number),
      roomType: {
        title: 'suite',
        price: 120_000,
        discount: 15,
        facilities: ['ac', 'balcony'],
        roomCount: 2,
        remainingRoomCount: 2,
        bedInformation: '1 king bed',
        kingBed: 0,
        queenBed: 0,
        twinBed: 0,
      },
    });
    expect(body.roomType.id).toBe(body.id);
    const [row] = await ctx.database.db.select().from(roomTypes).where(eq(roomTypes.id, body.id));
    expect(row).toMatchObject({
      propertyId: null,
      createdBy: user.id,
      roomCount: 2,
      title: 'suite',
      facilities: ['ac', 'balcony'],
    });
  });

  it('makes the whole property one unit, its bed fields washrooms and kitchens', async () => {
    const response = await postRoomType(user, {
      title: WHOLE_PROPERTY_CODE,
      price: 300_000,
      remainingRoomCount: 5,
      kingBed: 2,
      queenBed: 1,
      twinBed: 4,
      bedInformation: '3 bedrooms',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().roomType).toMatchObject({
      title: WHOLE_PROPERTY_CODE,
      roomCount: 1,
      kingBed: 2,
      queenBed: 1,
      twinBed: 0,
      discount: 0,
    });
  });

  it.each([
    [{ price: -1 }, 'Price must be at least 0.'],
    [{ price: 1.5 }, 'Price must be a whole number of RWF.'],
    [{ price: null }, 'Price is required.'],
    [{ remainingRoomCount: 0 }, 'Number of rooms must be at least 1.'],
    [{ discount: 101 }, 'Discount must be between 0 and 100.'],
    [{ discount: -1 }, 'Discount must be between 0 and 100.'],
    [{ kingBed: -1 }, 'Bed counts must be at least 0.'],
    [{ twinBed: -1 }, 'Bed counts must be at least 0.'],
    [{ title: 'Penthouse' }, LISTING_MESSAGES.roomTitleInvalid],
    [{ facilities: ['Sauna'] }, LISTING_MESSAGES.facilityInvalid],
    [{ bedInformation: 'x'.repeat(201) }, LISTING_MESSAGES.bedInformationTooLong],
  ])('refuses %j with a message', async (overrides, message) => {
    const response = await postRoomType(user, { ...roomType(), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('needs a signed-in user, whatever the body', async () => {
    for (const body of [roomType(), { price: -1 }]) {
      const response = await postRoomType(null, body);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(AUTH_MESSAGES.notSignedIn);
    }
    const drafts = await ctx.app.inject({ method: 'GET', url: '/api/room_types/drafts' });
    expect(drafts.statusCode).toBe(401);
  });

  it('lists and removes only your own unattached room types', async () => {
    const mine = await draft(other, { title: 'Studio' });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/room_types/drafts',
      headers: { cookie: other.cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().roomTypes.map((t: { id: number }) => t.id)).toContain(mine);

    const notYours = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/room_types/${mine}`,
      headers: { cookie: user.cookie },
    });
    expect(notYours.statusCode).toBe(404);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/room_types/${mine}`,
      headers: { cookie: other.cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(LISTING_MESSAGES.roomTypeDeleted);
  });
});

// ------------------------------------------------------------------------------------------ the listing

describe('POST /api/properties, multipart', () => {
  it('stores the listing, its pictures at several widths and its room types; the user becomes a host', async () => {
    const submitter = await signUpAs(ctx, 'user');
    const draftId = await draft(submitter, { title: 'Single', price: 30_000, remainingRoomCount: 3 });
    const filesBefore = storedFiles().length;
    const pictures: Upload[] = [
      { name: 'front.jpg', data: await jpeg(1500, 1000) },
      { name: 'room.png', data: await png(800, 600), type: 'image/png' },
      // The browser's claimed type is not trusted either way: this one is a real PNG sent as JPEG.
      { name: 'garden.jpeg', data: await png(300, 200) },
    ];
    const response = await submitMultipart(
      submitter,
      { ...validListing({ roomTypes: [draftId, roomType()] }), hostId: other.id, rating: 5 },
      pictures,
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ id: expect.any(Number), message: 'Property submitted successfully!' });
    const property = body.property;
    expect(property).toMatchObject({
      id: body.id,
      name: 'Lake Kivu Lodge',
      hostId: submitter.id,
      host_id: submitter.id,
      rating: 0,
      reviewStatus: 'pending',
      status: false,
      isActive: false,
      accommodationType: 'guest_house',
      rate_plan: 'flexible',
      location: { city: 'Rubavu', country: 'Rwanda', markerPosition: { lat: -1.6792, lng: 29.2582 } },
      hostInfo: { hostName: 'Aline Uwase', hostPhone: '0788123456', momoCode: '123456' },
      importantFacilities: expect.arrayContaining(['wifi', 'tv']),
    });
    expect(property.roomTypes.map((t: { title: string }) => t.title)).toEqual(['single', 'double']);
    expect(property.roomTypes[1]).toMatchObject({ roomCount: 4, remainingRoomCount: 4, discount: 10 });

    // Three pictures, in upload order, each at the widths its size allows.
    expect(property.pictureSet).toHaveLength(3);
    expect(property.pictures).toHaveLength(3);
    const [front, room, garden] = property.pictureSet;
    expect(front.srcset.split(', ')).toHaveLength(3);
    expect(room.srcset.split(', ')).toHaveLength(2);
    expect(garden).toMatchObject({ width: 300, height: 200 });
    expect(storedFiles().length - filesBefore).toBe(3 + 2 + 1);
    for (const picture of property.pictureSet) {
      for (const entry of picture.srcset.split(', ')) {
        const url = entry.split(' ')[0]!;
        expect(url.startsWith(`${MEDIA_PREFIX}/`)).toBe(true);
        const served = await ctx.app.inject({ method: 'GET', url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
      }
    }

    // Rows: the property (host from the session, not the payload), the draft attached, the inline one added.
    const [row] = await propertiesOf(submitter.id);
    expect(row).toMatchObject({ id: body.id, reviewStatus: 'pending', rating: 0, hostId: submitter.id });
    const types = await ctx.database.db.select().from(roomTypes).where(eq(roomTypes.propertyId, body.id));
    expect(types).toHaveLength(2);
    expect(types.every((t) => t.createdBy === submitter.id)).toBe(true);
    expect(types.some((t) => t.id === draftId)).toBe(true);
    expect(await propertiesOf(other.id)).toHaveLength(0);

    // The submitter is a host now, with the payment details on their profile; no application yet.
    expect(await roleOf(submitter.id)).toBe('host');
    const profile = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${submitter.id}`,
      headers: { cookie: submitter.cookie },
    });
    expect(profile.json()).toMatchObject({
      Role: 'host',
      MomoCode: '123456',
      BankAccountNumber: '4001-2233-4455',
    });
    const [applications] = await ctx.database.db
      .select({ n: count() })
      .from(listingApplications)
      .where(eq(listingApplications.propertyId, body.id));
    expect(applications!.n).toBe(0);

    // Pending: hidden from visitors, visible to its owner.
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/properties/${body.id}` });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json().message).toBe(PROPERTY_MESSAGES.notFound);
    const owner = await ctx.app.inject({
      method: 'GET',
      url: `/api/properties/${body.id}`,
      headers: { cookie: submitter.cookie },
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().pictureSet).toEqual(property.pictureSet);

    // The client's next call (docs/product.md#calls) works for the new host.
    const application = await ctx.app.inject({
      method: 'POST',
      url: '/api/listing_applications',
      payload: { hostId: submitter.id, propertyId: body.id },
      headers: { cookie: submitter.cookie },
    });
    expect(application.statusCode, application.body).toBe(201);
  });

  it('accepts no pictures: the default picture stands in', async () => {
    const response = await submitMultipart(user, validListing());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().property).toMatchObject({ pictures: [DEFAULT_PICTURE_URL], pictureSet: [] });
  });

  it('refuses a file that is not a png or jpeg by its content, whatever its name, and keeps nothing', async () => {
    const before = storedFiles().length;
    const fakes: Upload[] = [
      { name: 'photo.jpg', data: Buffer.from('just some text, renamed') },
      { name: 'photo.jpg', data: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF') },
      { name: 'photo.png', data: await image(50, 50).gif().toBuffer(), type: 'image/png' },
    ];
    for (const fake of fakes) {
      const response = await submitMultipart(other, validListing(), [
        { name: 'ok.png', data: await png() },
        fake,
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`${fake.name}: ${PICTURE_MESSAGES.unsupportedType}`);
    }
    expect(storedFiles().length).toBe(before);
    expect(await propertiesOf(other.id)).toHaveLength(0);
    expect(await roleOf(other.id)).toBe('user');
  });

  it('refuses a picture that claims to be a png but cannot be read', async () => {
    const broken = Buffer.concat([(await png()).subarray(0, 80), Buffer.alloc(200)]);
    const response = await submitMultipart(other, validListing(), [{ name: 'broken.png', data: broken }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`broken.png: ${PICTURE_MESSAGES.unreadable}`);
  });

  it('refuses more than 20 pictures', async () => {
    const before = storedFiles().length;
    const small = await png(60, 40);
    const files = Array.from({ length: 21 }, (_, i) => ({ name: `p${i}.png`, data: small }));
    const response = await submitMultipart(other, validListing(), files);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('A listing can have at most 20 pictures.');
    expect(storedFiles().length).toBe(before);
    expect(await propertiesOf(other.id)).toHaveLength(0);
  });

  it('accepts exactly 20 pictures', async () => {
    const submitter = await signUpAs(ctx, 'user');
    const small = await png(60, 40);
    const files = Array.from({ length: 20 }, (_, i) => ({ name: `p${i}.png`, data: small }));
    const response = await submitMultipart(submitter, validListing(), files);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().property.pictureSet).toHaveLength(20);
  });

  it('refuses a picture over 10 MB', async () => {
    const before = storedFiles().length;
    const signature = await png(10, 10);
    const big = Buffer.concat([signature, Buffer.alloc(11 * 1024 * 1024)]);
    const response = await submitMultipart(other, validListing(), [
      { name: 'ok.png', data: await png() },
      { name: 'huge.png', data: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('huge.png: Each picture can be at most 10 MB.');
    expect(storedFiles().length).toBe(before);
  });

  it('answers malformed listing data, a missing data field and stray fields with messages', async () => {
    const malformed = await submitMultipart(other, '{"name": "Lodge",');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The listing data is not valid JSON.');

    const missing = await submitMultipart(other, undefined, [{ name: 'a.png', data: await png() }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(LISTING_MESSAGES.dataMissing);

    const { payload, contentType } = await multipart(validListing(), [], 'listing');
    const stray = await ctx.app.inject({
      method: 'POST',
      url: '/api/properties',
      payload,
      headers: { 'content-type': contentType, origin: SITE_ORIGIN, cookie: other.cookie },
    });
    expect(stray.statusCode).toBe(400);
    expect(stray.json().message).toBe(LISTING_MESSAGES.unexpectedField);

    const cut = await ctx.app.inject({
      method: 'POST',
      url: '/api/properties',
      payload: '--xyz\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"a":',
      headers: {
        'content-type': 'multipart/form-data; boundary=xyz',
        origin: SITE_ORIGIN,
        cookie: other.cookie,
      },
    });
    expect(cut.statusCode).toBe(400);
    expect(await propertiesOf(other.id)).toHaveLength(0);
  });

  it('needs a signed-in user', async () => {
    const response = await submitMultipart(null, validListing(), [{ name: 'a.png', data: await png() }]);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(AUTH_MESSAGES.notSignedIn);
    expect((await submitJson(null, validListing())).statusCode).toBe(401);
  });
});

describe('POST /api/properties, JSON and the listing rules (docs/product.md#validation)', () => {
  it("takes the same listing as JSON, without pictures, with the product's defaults", async () => {
    const submitter = await signUpAs(ctx, 'user');
    const { rules: _rules, location, ...rest } = validListing();
    const response = await submitJson(submitter, {
      ...rest,
      location: { address: location.address, city: location.city, country: location.country },
      rules: { maxGuests: 2 },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().property).toMatchObject({
      pictures: [DEFAULT_PICTURE_URL],
      location: { markerPosition: LISTING_DEFAULTS.markerPosition },
      rules: {
        checkInTime: '14:00',
        checkOutTime: '11:00',
        quietHours: { start: '22:00', end: '07:00' },
        maxGuests: 2,
        noSmoking: false,
      },
    });
    expect(await roleOf(submitter.id)).toBe('host');
  });

  it('keeps admins admins and hosts hosts', async () => {
    for (const role of ['admin', 'host'] as const) {
      const someone = await signUpAs(ctx, role);
      const response = await submitJson(someone, validListing());
      expect(response.statusCode, response.body).toBe(201);
      expect(await roleOf(someone.id)).toBe(role);
    }
  });

  it('answers malformed JSON with the listing message', async () => {
    for (const text of ['{"name": ', '', 'null']) {
      const response = await submitJson(other, text);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        text === 'null' ? LISTING_MESSAGES.dataNotObject : 'The listing data is not valid JSON.',
      );
    }
  });

  const hostInfo = validListing().hostInfo;
  const location = validListing().location;
  const rules = validListing().rules;
  it.each<[string, Partial<ListingInput>, string]>([
    ['description over 300', { description: 'x'.repeat(301) }, 'Description must be at most 300 characters.'],
    ['description missing', { description: '  ' }, 'Description is required.'],
    ['address missing', { location: { ...location, address: '' } }, 'Address is required.'],
    ['city missing', { location: { ...location, city: '' } }, 'City is required.'],
    ['country missing', { location: { ...location, country: ' ' } }, 'Country is required.'],
    ['host name missing', { hostInfo: { ...hostInfo, hostName: '' } }, 'Host name is required.'],
    ['MoMo code missing', { hostInfo: { ...hostInfo, momoCode: '' } }, 'MoMo code is required.'],
    [
      'bank account missing',
      { hostInfo: { ...hostInfo, bankAccountNumber: '' } },
      'Bank account number is required.',
    ],
    [
      'short description missing',
      { hostInfo: { ...hostInfo, hostShortDescription: '' } },
      'Short description is required.',
    ],
    [
      'phone bad',
      { hostInfo: { ...hostInfo, hostPhone: '0812345678' } },
      "Host phone must start with '07' and be 10 digits long.",
    ],
    [
      'phone short',
      { hostInfo: { ...hostInfo, hostPhone: '078812345' } },
      "Host phone must start with '07' and be 10 digits long.",
    ],
    ['rate plan missing', { rate_plan: undefined }, 'Rate plan is required.'],
    ['maxGuests 0', { rules: { ...rules, maxGuests: 0 } }, 'Maximum guests must be at least 1.'],
    ['price -1', { roomTypes: [roomType({ price: -1 })] }, 'Price must be at least 0.'],
    ['rooms 0', { roomTypes: [roomType({ remainingRoomCount: 0 })] }, 'Number of rooms must be at least 1.'],
    ['discount 101', { roomTypes: [roomType({ discount: 101 })] }, 'Discount must be between 0 and 100.'],
    ['bed -1', { roomTypes: [roomType({ queenBed: -1 })] }, 'Bed counts must be at least 0.'],
    [
      'title not in list',
      { roomTypes: [roomType({ title: 'Bungalow' })] },
      LISTING_MESSAGES.roomTitleInvalid,
    ],
    ['no room type', { roomTypes: [] }, 'Add at least one room type.'],
    [
      'whole property beside rooms',
      { roomTypes: [roomType(), roomType({ title: WHOLE_PROPERTY_CODE })] },
      LISTING_MESSAGES.wholePropertyAlone,
    ],
    ['name missing', { name: '' }, 'Name of accommodation is required.'],
    ['type unknown', { accommodationType: 'Villa' }, LISTING_MESSAGES.accommodationTypeInvalid],
    ['amenity unknown', { amenities: ['Sauna'] }, LISTING_MESSAGES.amenityInvalid],
  ])('refuses %s', async (_case, overrides, message) => {
    const response = await submitJson(other, validListing(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("takes a listing in the spec's words, and stores and answers ids", async () => {
    const submitter = await signUpAs(ctx, 'user');
    const facilities = ['wifi', 'swimming_pool', 'spa', 'tv'];
    const response = await submitJson(
      submitter,
      validListing({
        accommodationType: 'Guest House',
        rate_plan: 'nonRefundable',
        amenities: ['Wi-Fi', 'Air conditioning', 'Sport Court'],
        roomTypes: [roomType({ title: 'Executive', facilities: ['WiFi', 'Swimming Pool', 'spa', 'TV'] })],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const answered = response.json().property;
    expect(answered).toMatchObject({
      accommodationType: 'guest_house',
      rate_plan: 'non_refundable',
      amenities: ['wifi', 'air_conditioning', 'sport_court'],
      importantFacilities: facilities,
      roomTypes: [expect.objectContaining({ title: 'executive', facilities })],
    });
    const [row] = await ctx.database.db.select().from(properties).where(eq(properties.id, answered.id));
    expect(row).toMatchObject({
      accommodationType: 'guest_house',
      ratePlan: 'non_refundable',
      amenities: ['wifi', 'air_conditioning', 'sport_court'],
    });
    const rooms = await ctx.database.db.select().from(roomTypes).where(eq(roomTypes.propertyId, answered.id));
    expect(rooms).toEqual([expect.objectContaining({ title: 'executive', facilities })]);
  });

  it('reports the same rules through the multipart form', async () => {
    const response = await submitMultipart(other, validListing({ description: 'x'.repeat(301) }), [
      { name: 'a.png', data: await png() },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Description must be at most 300 characters.');
    expect(await propertiesOf(other.id)).toHaveLength(0);
    expect(await roleOf(other.id)).toBe('user');
  });
});

describe('POST /api/properties, room types by id', () => {
  it("refuses someone else's room type, one already listed and unknown ids, and changes nothing", async () => {
    const submitter = await signUpAs(ctx, 'user');
    const mine = await draft(submitter);
    const theirs = await draft(other);
    const before = storedFiles().length;
    for (const ids of [[mine, theirs], [999_999], [mine, mine]]) {
      const response = await submitMultipart(submitter, validListing({ roomTypes: ids }), [
        { name: 'a.png', data: await png() },
      ]);
      expect(response.statusCode).toBe(400);
      expect([LISTING_MESSAGES.roomTypeInvalid, LISTING_MESSAGES.roomTypeRepeated]).toContain(
        response.json().message,
      );
    }
    expect(storedFiles().length).toBe(before);
    expect(await propertiesOf(submitter.id)).toHaveLength(0);
    expect(await roleOf(submitter.id)).toBe('user');
    const [row] = await ctx.database.db.select().from(roomTypes).where(eq(roomTypes.id, mine));
    expect(row!.propertyId).toBeNull();

    // Once listed, a room type cannot be listed again.
    expect((await submitJson(submitter, validListing({ roomTypes: [mine] }))).statusCode).toBe(201);
    const again = await submitJson(submitter, validListing({ roomTypes: [mine] }));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Selected room type is invalid.');
  });

  it('keeps a whole property alone, also when it comes as a draft', async () => {
    const submitter = await signUpAs(ctx, 'user');
    const whole = await draft(submitter, { title: WHOLE_PROPERTY_CODE, kingBed: 2, queenBed: 1 });
    const mixed = await submitJson(submitter, validListing({ roomTypes: [whole, roomType()] }));
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe(LISTING_MESSAGES.wholePropertyAlone);

    const alone = await submitJson(submitter, validListing({ roomTypes: [whole] }));
    expect(alone.statusCode, alone.body).toBe(201);
    expect(alone.json().property.roomTypes).toEqual([
      expect.objectContaining({
        title: WHOLE_PROPERTY_CODE,
        roomCount: 1,
        kingBed: 2,
        queenBed: 1,
        twinBed: 0,
      }),
    ]);
  });
});

describe('API description', () => {
  it('documents the listing endpoints', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/room_types', '/api/room_types/drafts', '/api/properties']),
    );
  });
});
