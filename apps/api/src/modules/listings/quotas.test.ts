// Per-account quotas on listing submissions and picture bytes per hour, held across API processes
// (docs/decisions/0015-cross-site-and-abuse-limits.md).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingQuotaMessage } from '@ikaze/domain';
import {
  createTestContext,
  openSecondApp,
  signUpAs,
  SITE_ORIGIN,
  type SignedInUser,
  type TestContext,
} from '../../test/harness.ts';
import { multipart, png, validListing, type Upload } from '../../test/listing-input.ts';

const LISTINGS_PER_HOUR = 2;
let ctx: TestContext;
let picture: Buffer;
beforeAll(async () => {
  picture = await png(400, 300);
  ctx = await createTestContext({
    // Two pictures fit in the hour's bytes; a third does not.
    config: { listingsPerHour: LISTINGS_PER_HOUR, uploadBytesPerHour: picture.length * 2.5 },
  });
});
afterAll(async () => {
  await ctx?.close();
});

function submitJson(as: SignedInUser, data: unknown, app: FastifyInstance = ctx.app) {
  return app.inject({
    method: 'POST',
    url: '/api/properties',
    payload: typeof data === 'string' ? data : JSON.stringify(data),
    headers: { 'content-type': 'application/json', cookie: as.cookie },
  });
}

async function submitMultipart(as: SignedInUser, files: Upload[]) {
  const { payload, contentType } = await multipart(validListing(), files);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/properties',
    payload,
    headers: { 'content-type': contentType, origin: SITE_ORIGIN, cookie: as.cookie },
  });
}

const storedFiles = () => {
  try {
    return readdirSync(join(ctx.dataDir, 'pictures'));
  } catch {
    return [];
  }
};

function expectRetryAfterWithinTheHour(header: unknown) {
  const seconds = Number(header);
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(3600);
  return seconds;
}

describe('listing submissions per account per hour', () => {
  it('answers 429 with a clear message and Retry-After once the hour’s submissions are used', async () => {
    const host = await signUpAs(ctx);
    for (let i = 0; i < LISTINGS_PER_HOUR; i++)
      expect((await submitJson(host, validListing())).statusCode).toBe(201);
    const refused = await submitJson(host, validListing());
    expect(refused.statusCode).toBe(429);
    const seconds = expectRetryAfterWithinTheHour(refused.headers['retry-after']);
    expect(refused.json()).toMatchObject({
      code: 'LISTING_QUOTA_EXCEEDED',
      message: listingQuotaMessage(LISTINGS_PER_HOUR, Math.ceil(seconds / 60)),
      params: { max: LISTINGS_PER_HOUR },
    });
    // Another account is not held back by this one.
    expect((await submitJson(await signUpAs(ctx), validListing())).statusCode).toBe(201);
  });

  it('does not count a submission that was refused for its content', async () => {
    const host = await signUpAs(ctx);
    for (let i = 0; i < 3; i++) expect((await submitJson(host, '{"name":')).statusCode).toBe(400);
    for (let i = 0; i < LISTINGS_PER_HOUR; i++)
      expect((await submitJson(host, validListing())).statusCode).toBe(201);
  });

  it('holds across API processes: two apps on one database share the count', async () => {
    const second = await openSecondApp(ctx);
    try {
      const host = await signUpAs(ctx);
      expect((await submitJson(host, validListing(), ctx.app)).statusCode).toBe(201);
      expect((await submitJson(host, validListing(), second)).statusCode).toBe(201);
      expect((await submitJson(host, validListing(), ctx.app)).statusCode).toBe(429);
      expect((await submitJson(host, validListing(), second)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('picture bytes per account per hour', () => {
  it('refuses the picture that goes over, before decoding it, and keeps none of that listing’s pictures', async () => {
    const host = await signUpAs(ctx);
    const before = storedFiles().length;
    const three = [1, 2, 3].map((n) => ({ name: `room-${n}.png`, data: picture, type: 'image/png' }));
    const refused = await submitMultipart(host, three);
    expect(refused.statusCode).toBe(429);
    expectRetryAfterWithinTheHour(refused.headers['retry-after']);
    expect(refused.json()).toMatchObject({ code: 'UPLOAD_QUOTA_EXCEEDED' });
    expect(refused.json<{ message: string }>().message).toMatch(
      /^You can upload at most \d+ MB of pictures an hour/,
    );
    expect(storedFiles().length).toBe(before);
    // The bytes received stay counted: the next picture of the hour is refused too.
    const next = await submitMultipart(host, three.slice(0, 1));
    expect(next.statusCode).toBe(429);
    expect(next.json()).toMatchObject({ code: 'UPLOAD_QUOTA_EXCEEDED' });
  });

  it('lets an account upload within its bytes', async () => {
    const host = await signUpAs(ctx);
    const two = [1, 2].map((n) => ({ name: `room-${n}.png`, data: picture, type: 'image/png' }));
    expect((await submitMultipart(host, two)).statusCode).toBe(201);
  });
});
