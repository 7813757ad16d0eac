// The property detail read from memory for visitors (docs/decisions/0039-property-detail-from-memory.md): the
// listing public searches keep, the stay from the per-night inventory; its owner and admins read PostgreSQL.
// And its answer gzipped in one call for clients that take gzip (lib/gzip-answers.ts).
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInKigali } from '@ikaze/domain';
import { properties, users } from '../../db/schema.ts';
import { openTestApp, type SignedInUser, type TestContext } from '../../test/harness.ts';
import { createListing } from '../../test/test-data.ts';
import type { Account } from '../../db/accounts.ts';
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
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    expect(JSON.parse(plain.body)).toMatchObject({ id: property.id, name: 'Gzipped', stay: { nights: 2 } });
  });
});
