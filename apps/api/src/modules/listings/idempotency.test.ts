// Idempotency-Key on POST /api/room_types and POST /api/properties (lib/idempotency.ts,
// docs/decisions/0030-offline-app.md): a listing step kept on a device while offline is sent again when the
// connection returns, and a send that reached the server before its answer was lost must not create twice.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_MESSAGES } from '@ikaze/domain';
import { properties, roomTypes } from '../../db/schema.ts';
import {
  createTestContext,
  SITE_ORIGIN,
  signUpAs,
  type SignedInUser,
  type TestContext,
} from '../../test/harness.ts';
import { jpeg, multipart, png, roomType, validListing, type Upload } from '../../test/listing-input.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

function postRoomType(as: SignedInUser, body: unknown, key: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/room_types',
    payload: body as object,
    headers: { cookie: as.cookie, 'idempotency-key': key },
  });
}

async function submitMultipart(as: SignedInUser, data: unknown, files: Upload[], key: string) {
  const { payload, contentType } = await multipart(data, files);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/properties',
    payload,
    headers: { 'content-type': contentType, origin: SITE_ORIGIN, cookie: as.cookie, 'idempotency-key': key },
  });
}

const roomTypesOf = (userId: number) =>
  ctx.database.db.select().from(roomTypes).where(eq(roomTypes.createdBy, userId));
const propertiesOf = (hostId: number) =>
  ctx.database.db.select().from(properties).where(eq(properties.hostId, hostId));
const storedFiles = () => {
  try {
    return readdirSync(join(ctx.dataDir, 'pictures')).filter((name) => name.endsWith('.webp')).length;
  } catch {
    return 0;
  }
};

describe('POST /api/room_types with an Idempotency-Key', () => {
  it('answers a retry with the room type first created, once; another body is refused', async () => {
    const host = await signUpAs(ctx, 'user');
    const first = await postRoomType(host, roomType({ title: 'Single' }), 'rt-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const again = await postRoomType(host, roomType({ title: 'Single' }), 'rt-1');
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await roomTypesOf(host.id)).toHaveLength(1);

    const other = await postRoomType(host, roomType({ title: 'Double' }), 'rt-1');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: LISTING_MESSAGES.idempotencyMismatch,
    });
    expect(await roomTypesOf(host.id)).toHaveLength(1);
  });

  it("keeps each account's keys its own", async () => {
    const [a, b] = await Promise.all([signUpAs(ctx, 'user'), signUpAs(ctx, 'user')]);
    const first = await postRoomType(a, roomType(), 'shared-key');
    const second = await postRoomType(b, roomType(), 'shared-key');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json().id).not.toBe(first.json().id);
    expect(await roomTypesOf(b.id)).toHaveLength(1);
  });

  it('refuses a key already used for a listing, in the asker’s language', async () => {
    const host = await signUpAs(ctx, 'user');
    const listing = await submitMultipart(host, validListing({ roomTypes: [roomType()] }), [], 'step');
    expect(listing.statusCode, listing.body).toBe(201);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/room_types',
      payload: roomType(),
      headers: { cookie: host.cookie, 'idempotency-key': 'step', 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(response.json().message).toMatch(/^Cette clé Idempotency-Key a déjà servi/);
  });
});

describe('POST /api/properties with an Idempotency-Key', () => {
  it('answers a retry of the multipart listing with the property first created: one property, no new pictures', async () => {
    const host = await signUpAs(ctx, 'user');
    const draftId = (await postRoomType(host, roomType({ title: 'Single' }), 'room-1')).json().id as number;
    const data = validListing({ roomTypes: [draftId] });
    const pictures: Upload[] = [
      { name: 'front.jpg', data: await jpeg(900, 600) },
      { name: 'room.png', data: await png(400, 300), type: 'image/png' },
    ];
    const first = await submitMultipart(host, data, pictures, 'listing-1');
    expect(first.statusCode, first.body).toBe(201);
    const filesAfterFirst = storedFiles();

    const again = await submitMultipart(host, data, pictures, 'listing-1');
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await propertiesOf(host.id)).toHaveLength(1);
    expect(storedFiles()).toBe(filesAfterFirst);

    // The same listing with other pictures is another request.
    const otherPictures = await submitMultipart(
      host,
      data,
      [{ name: 'front.jpg', data: await jpeg(901, 600) }, pictures[1]!],
      'listing-1',
    );
    expect(otherPictures.statusCode).toBe(422);
    expect(otherPictures.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const otherListing = await submitMultipart(
      host,
      { ...data, name: 'Another lodge' },
      pictures,
      'listing-1',
    );
    expect(otherListing.statusCode).toBe(422);
    expect(await propertiesOf(host.id)).toHaveLength(1);
    expect(storedFiles()).toBe(filesAfterFirst);
  });

  it('answers a retry of the JSON listing the same way', async () => {
    const host = await signUpAs(ctx, 'user');
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/properties',
        payload: JSON.stringify(validListing({ roomTypes: [roomType()] })),
        headers: { 'content-type': 'application/json', cookie: host.cookie, 'idempotency-key': 'json-1' },
      });
    const first = await send();
    const again = await send();
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().id).toBe(first.json().id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await propertiesOf(host.id)).toHaveLength(1);
  });

  it("keeps each account's keys its own", async () => {
    const [a, b] = await Promise.all([signUpAs(ctx, 'user'), signUpAs(ctx, 'user')]);
    const data = validListing({ roomTypes: [roomType()] });
    const first = await submitMultipart(a, data, [], 'same');
    const second = await submitMultipart(b, data, [], 'same');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().id).not.toBe(first.json().id);
    expect(second.json().property.hostId).toBe(b.id);
    expect(await propertiesOf(b.id)).toHaveLength(1);
  });

  it('documents the header', async () => {
    const paths = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    for (const path of ['/api/room_types', '/api/properties']) {
      const post = paths[path].post;
      expect(post.parameters).toEqual(
        expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key' })]),
      );
      expect(post.summary ?? post.description).toMatch(/Idempotency-Key/);
    }
  });
});
