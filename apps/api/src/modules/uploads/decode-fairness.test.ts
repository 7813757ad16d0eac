// While large pictures decode, the rest of the site still answers: health and a search are timed on a listening
// server during three concurrent listing uploads of two 35-megapixel pictures each, and the figures printed
// (docs/decisions/0015-cross-site-and-abuse-limits.md). Decodes run one at a time (PICTURE_DECODES=1).
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUpAs, type TestContext } from '../../test/harness.ts';
import { createListing } from '../../test/test-data.ts';
import { multipart, validListing } from '../../test/listing-input.ts';

let ctx: TestContext;
let base: string;
beforeAll(async () => {
  // Searches are not kept between requests here: each one asks the database.
  ctx = await createTestContext({
    config: { pictureDecodes: 1, pictureDecodeQueue: 20, searchAnswersMb: 0 },
  });
  const host = await signUpAs(ctx, 'host');
  for (let i = 0; i < 20; i++)
    await createListing(ctx.database.db, host.id, { city: i % 2 ? 'Kigali' : 'Musanze' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await ctx?.close();
});

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN);
};

async function timed(url: string) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

describe('decoding large pictures', () => {
  it('leaves health and search answering while three uploads decode', { timeout: 180_000 }, async () => {
    // 7000 × 5000: 35 megapixels, under the 50-megapixel limit. A PNG is decoded whole (a JPEG can be decoded
    // at a fraction of its size when it is made smaller), and a flat one stays under 10 MB.
    const big = await sharp({ create: { width: 7000, height: 5000, channels: 3, background: '#3a7bd5' } })
      .png()
      .toBuffer();
    const uploaders = await Promise.all([1, 2, 3].map(() => signUpAs(ctx)));
    const bodies = await Promise.all(
      uploaders.map(() =>
        multipart(validListing(), [
          { name: 'a.png', data: big, type: 'image/png' },
          { name: 'b.png', data: big, type: 'image/png' },
        ]),
      ),
    );

    let uploading = true;
    const uploadsStarted = performance.now();
    const uploads = Promise.all(
      uploaders.map(async (who, i) => {
        const response = await fetch(`${base}/api/properties`, {
          method: 'POST',
          headers: { cookie: who.cookie, origin: base, 'content-type': bodies[i]!.contentType },
          body: new Uint8Array(bodies[i]!.payload),
        });
        return { status: response.status, ms: performance.now() - uploadsStarted };
      }),
    ).finally(() => (uploading = false));

    const health: number[] = [];
    const search: number[] = [];
    while (uploading) {
      const [h, s] = await Promise.all([
        timed(`${base}/api/health`),
        timed(`${base}/api/properties?destination=Kigali&checkIn=2027-03-01&checkOut=2027-03-04`),
      ]);
      expect(h.status).toBe(200);
      expect(s.status).toBe(200);
      health.push(h.ms);
      search.push(s.ms);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const done = await uploads;
    console.log(
      `6 pictures of 35 MP in 3 concurrent uploads: done after ${done.map((d) => Math.round(d.ms)).join(', ')} ms; ` +
        `meanwhile ${health.length} health checks p50 ${percentile(health, 50)} / p95 ${percentile(health, 95)} / ` +
        `max ${percentile(health, 100)} ms, searches p50 ${percentile(search, 50)} / p95 ${percentile(search, 95)} / ` +
        `max ${percentile(search, 100)} ms`,
    );
    expect(done.map((d) => d.status)).toEqual([201, 201, 201]);
    expect(health.length).toBeGreaterThan(3);
  });
});
