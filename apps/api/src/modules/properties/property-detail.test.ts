// The property detail read from memory for visitors (docs/decisions/0039-property-detail-from-memory.md): the
// listing public searches keep, the stay from the per-night inventory; its owner and admins read PostgreSQL.
// And its answer gzipped for clients that take gzip: a visitor's from its listing's kept parts once it is asked
// again (detail-gzip.ts), others in one call (lib/gzip-answers.ts).
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInKigali } from '@ikaze/domain';
import { properties, users } from '../../db/schema.ts';
import { openTestApp, type SignedInUser, type TestContext } from '../../test/harness.ts';
import { createListing } from '../../test/test-data.ts';
import type { Account } from '../../db/accounts.ts';
import { GZIP_OPTIONS } from '../../lib/gzip-answers.ts';
import { bookThroughApi, formBookingLine } from '../../test/booking-requests.ts';
import { gzipDetail } from './detail-gzip.ts';
import type { PropertyListing } from './property-loader.ts';
import { ListingDependentCache } from './search/listing-dependent-cache.ts';
import { getProperty } from './service.ts';

let ctx: TestContext;
let host: SignedInUser;
let admin: SignedInUser;
let guest: SignedInUser;

beforeAll(async () => {
  ({
    ctx,
    users: { host, admin, guest },
  } = await openTestApp({ host: 'host', admin: 'admin', guest: 'user' }));
});
afterAll(async () => {
  await ctx?.close();
});

async function account(id: number): Promise<Account> {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  const { passwordHash, ...rest } = row!;
  void passwordHash;
  return rest;
}

describe('the property detail', () => {
  it('answers visitors from the kept listing, and its owner and admins from PostgreSQL', async () => {
    const db = ctx.database.db;
    // No change feed: a listing is kept for the brief TTL, long enough to see who reads it.
    const kept = { listingCache: new ListingDependentCache<PropertyListing | null>() };
    const { property } = await createListing(db, host.id, { name: 'Before' });
    const read = async (viewer: Account | null) =>
      (await getProperty(db, viewer, property.id, {}, 'en', kept)).name;
    expect(await read(null)).toBe('Before');
    await db.update(properties).set({ name: 'After' }).where(eq(properties.id, property.id));

    expect(await read(null)).toBe('Before');
    expect(await read(await account(guest.id))).toBe('Before');
    expect(await read(await account(host.id))).toBe('After');
    expect(await read(await account(admin.id))).toBe('After');
  });

  it('answers the same JSON gzipped to clients that take gzip, and as it is to others', async () => {
    const { property } = await createListing(ctx.database.db, host.id, { name: 'Gzipped' });
    const checkIn = addDays(todayInKigali(), 3);
    const url = `/api/properties/${property.id}?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}`;
    const plain = await ctx.app.inject({ method: 'GET', url });
    const gzipped = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(String(gzipped.headers.vary)).toContain('Accept-Encoding');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(JSON.parse(plain.body));
    expect(JSON.parse(plain.body)).toMatchObject({ id: property.id, name: 'Gzipped', stay: { nights: 2 } });
  });

  it("gzips a visitor's answer from the listing's kept parts: only the free rooms and the stay are new", async () => {
    const { property, roomTypes } = await createListing(ctx.database.db, host.id, {
      name: 'Kept parts',
      description: 'Quiet rooms above the valley.',
      descriptionTranslations: {
        fr: 'Des chambres calmes « au-dessus » de la vallée.',
        rw: 'Ibyumba bituje.',
      },
      roomTypes: [
        { title: 'double', roomCount: 12 },
        { title: 'single', roomCount: 3, price: 40_000 },
      ],
    });
    const checkIn = addDays(todayInKigali(), 5);
    const ask = (nights: number, lang: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/properties/${property.id}?checkIn=${checkIn}&checkOut=${addDays(checkIn, nights)}`,
        headers: { 'accept-language': lang, ...headers },
      });
    type Answer = {
      description: string;
      stay: { nights: number };
      roomTypes: Array<{ remainingRoomCount: number }>;
    };
    const both = async (nights: number, lang: string) => {
      const plain = await ask(nights, lang);
      const gzipped = await ask(nights, lang, { 'accept-encoding': 'gzip, br' });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      const unzipped = gunzipSync(gzipped.rawPayload).toString();
      expect(JSON.parse(unzipped)).toEqual(plain.json());
      // Parts that refer to the text before them: at most a quarter larger than the answer gzipped whole (the
      // part after the stay starts afresh).
      expect(gzipped.rawPayload.length).toBeLessThan(1.25 * gzipSync(plain.body, GZIP_OPTIONS).length);
      return plain.json<Answer>();
    };

    const before = await both(2, 'en');
    expect(before.stay.nights).toBe(2);
    expect((await both(3, 'en')).stay.nights).toBe(3);
    expect((await both(2, 'fr')).description).toBe('Des chambres calmes « au-dessus » de la vallée.');
    expect((await both(2, 'rw')).description).toBe('Ibyumba bituje.');

    // Three rooms taken for the stay: 9 free rooms, one digit where the room type has 12, from the same parts.
    const line = formBookingLine({
      roomTypeId: roomTypes[0]!.id,
      propertyId: property.id,
      checkIn,
      checkOut: addDays(checkIn, 2),
      rooms: 3,
    });
    await bookThroughApi(ctx, guest, line);
    const after = await both(2, 'en');
    expect(before.roomTypes.map((t) => t.remainingRoomCount)).toEqual([12, 3]);
    expect(after.roomTypes.map((t) => t.remainingRoomCount)).toEqual([9, 3]);
  });

  it("makes the parts on a listing's second visit in a language, only for answers every visitor may see", async () => {
    const db = ctx.database.db;
    const kept = { listingCache: new ListingDependentCache<PropertyListing | null>() };
    const { property } = await createListing(db, host.id, { name: 'Owner' });
    const gzipFor = async (viewer: Account | null, locale: 'en' | 'fr') =>
      gzipDetail(await getProperty(db, viewer, property.id, {}, locale, kept));
    // Once: gzipped whole (most listings of a long tail are opened once while kept); then from the parts.
    expect(await gzipFor(null, 'en')).toBeUndefined();
    expect(await gzipFor(await account(guest.id), 'en')).toBeInstanceOf(Buffer);
    expect(await gzipFor(null, 'fr')).toBeUndefined();
    expect(await gzipFor(null, 'fr')).toBeInstanceOf(Buffer);
    expect(await gzipFor(await account(host.id), 'en')).toBeUndefined();
    expect(await gzipFor(await account(admin.id), 'en')).toBeUndefined();
    // Read without the kept listings (as owners and admins are): never from parts.
    expect(gzipDetail(await getProperty(db, null, property.id, {}, 'en'))).toBeUndefined();
  });
});
