// Pictures in an S3-compatible bucket (docs/decisions/0058-pictures-in-a-bucket.md), against a real S3 server
// started here (s3rver on a free port): a listing's pictures uploaded through one node are served by another node
// that shares only the database and the bucket (each has its own DATA_DIR, left empty), its link preview too; a
// bucket that does not answer gives 503 STORAGE_UNAVAILABLE, not a crash; `npm run pictures:to-bucket` copies a
// node's DATA_DIR/pictures into the bucket and can be run again; backup and restore read and write the bucket.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { properties } from '../../db/schema.ts';
import { backup } from '../../cli/backup/backup.ts';
import { restore } from '../../cli/backup/restore.ts';
import {
  createPostgresDatabase,
  createTestContext,
  openSecondApp,
  signUpAs,
  SITE_ORIGIN,
  testDbTarget,
  type SignedInUser,
  type TestContext,
} from '../../test/harness.ts';
import { jpeg, multipart, png, validListing } from '../../test/listing-input.ts';
import { freePort } from '../../test/free-port.ts';
import { startS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { bucketSettings } from './bucket-settings.ts';
import { createDiskFiles } from './disk-files.ts';
import { createPictureStore } from './picture-store.ts';
import { pictureFileName } from './picture-urls.ts';

const BUCKET = 'ikaze-pictures';
const RESTORED_BUCKET = 'ikaze-restored';
const repoRoot = resolve(fileURLToPath(import.meta.url), '../../../../../..');
const run = promisify(execFile);

let s3: TestS3Server;
let ctx: TestContext;
/** Another node: the same database and bucket, its own (empty) DATA_DIR. */
let other: FastifyInstance;
let otherDataDir: string;
let host: SignedInUser;
/** The srcset addresses of the pictures uploaded through the first node. */
let uploaded: string[];
let coverKey: string;

beforeAll(async () => {
  s3 = await startS3Server([BUCKET, RESTORED_BUCKET]);
  ctx = await createTestContext({ config: { pictureBucket: s3.settings(BUCKET) } });
  otherDataDir = mkdtempSync(join(tmpdir(), 'ikaze-other-node-'));
  other = await openSecondApp(ctx, { dataDir: otherDataDir });
  host = await signUpAs(ctx, 'user');

  const { payload, contentType } = await multipart(validListing(), [
    { name: 'front.jpg', data: await jpeg(1500, 1000) },
    { name: 'room.png', data: await png(500, 400), type: 'image/png' },
  ]);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/properties',
    payload,
    headers: { 'content-type': contentType, origin: SITE_ORIGIN, cookie: host.cookie },
  });
  expect(response.statusCode, response.body).toBe(201);
  const property = response.json().property as { id: number; pictureSet: Array<{ srcset: string }> };
  uploaded = property.pictureSet.flatMap((p) => p.srcset.split(', ').map((entry) => entry.split(' ')[0]!));
  coverKey = /\/([\w-]+)-\d+\.webp$/.exec(uploaded[0]!)![1]!;
  // Approved: its link preview may be made.
  await ctx.database.db
    .update(properties)
    .set({ reviewStatus: 'approved' })
    .where(eq(properties.id, property.id));
});

afterAll(async () => {
  await other?.close();
  await ctx?.close();
  await s3?.close();
  rmSync(otherDataDir, { recursive: true, force: true });
});

const fileNameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe('pictures in a bucket, shared by the nodes', () => {
  it('stores an upload in the bucket, not on the node, and another node serves it with the same headers', async () => {
    // 1500 wide: 320, 640, 1280; 500 wide: 320.
    expect(uploaded).toHaveLength(4);
    const inBucket = await s3.objects(BUCKET, 'pictures/');
    expect(inBucket.map((o) => o.key).sort()).toEqual(
      uploaded.map((u) => `pictures/${fileNameOf(u)}`).sort(),
    );
    for (const dataDir of [ctx.dataDir, otherDataDir])
      expect(existsSync(join(dataDir, 'pictures'))).toBe(false);

    for (const url of uploaded) {
      const served = await other.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        etag: `"${fileNameOf(url)}"`,
      });
      expect(Number(served.headers['content-length'])).toBe(
        inBucket.find((o) => o.key.endsWith(fileNameOf(url)))!.size,
      );
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
      // The first node answers with the same bytes: one picture, wherever it is asked.
      const mine = await ctx.app.inject({ method: 'GET', url });
      expect(mine.rawPayload.equals(served.rawPayload)).toBe(true);
    }
  });

  it('answers 304 to a client that holds the picture, and 404 to a name that is not stored', async () => {
    const url = uploaded[0]!;
    const etag = `"${fileNameOf(url)}"`;
    const again = await other.inject({ method: 'GET', url, headers: { 'if-none-match': `"x", ${etag}` } });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.rawPayload).toHaveLength(0);
    const missing = await other.inject({ method: 'GET', url: `/media/pictures/${coverKey}-2560.webp` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('makes the link preview on one node, into the bucket, and the first node serves it from there', async () => {
    const url = `/media/previews/${coverKey}.jpg`;
    const made = await other.inject({ method: 'GET', url });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.headers).toMatchObject({ 'content-type': 'image/jpeg', etag: `W/"${coverKey}-preview"` });
    expect(await sharp(made.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    expect(await s3.objects(BUCKET, 'previews/')).toEqual([
      { key: `previews/${coverKey}-1200x630.jpg`, size: made.rawPayload.length },
    ]);
    const kept = await ctx.app.inject({ method: 'GET', url });
    expect(kept.rawPayload.equals(made.rawPayload)).toBe(true);
    expect(existsSync(join(otherDataDir, 'previews'))).toBe(false);
  });

  it('removes every width of a picture from the bucket', async () => {
    const picture = await ctx.app.pictureStore.save(await png(700, 400));
    const names = picture.widths.map((w) => `pictures/${pictureFileName(picture.key, w)}`);
    expect((await s3.objects(BUCKET, `pictures/${picture.key}-`)).map((o) => o.key)).toEqual(names);
    await other.pictureStore.remove(picture.key);
    expect(await s3.objects(BUCKET, `pictures/${picture.key}-`)).toEqual([]);
  });
});

describe('a bucket that does not answer', () => {
  let cut: FastifyInstance;
  let wrongBucket: FastifyInstance;

  beforeAll(async () => {
    // A port nothing listens on: every connection is refused, as when the bucket's server is down.
    cut = await openSecondApp(ctx, {
      pictureBucket: { ...s3.settings(BUCKET), endpoint: `http://127.0.0.1:${await freePort()}/` },
    });
    wrongBucket = await openSecondApp(ctx, { pictureBucket: s3.settings('no-such-bucket') });
  });
  afterAll(async () => {
    await cut?.close();
    await wrongBucket?.close();
  });

  it('answers 503 STORAGE_UNAVAILABLE with Retry-After to pictures, previews and uploads; the rest of the site answers', async () => {
    for (const node of [cut, wrongBucket]) {
      for (const url of [uploaded[0]!, `/media/previews/${coverKey}.jpg`]) {
        const answer = await node.inject({ method: 'GET', url, headers: { 'accept-language': 'fr' } });
        expect(answer.statusCode, url).toBe(503);
        expect(answer.headers['retry-after']).toBe('30');
        expect(answer.json()).toMatchObject({
          code: 'STORAGE_UNAVAILABLE',
          message: 'Les photos sont inaccessibles pour le moment. Veuillez réessayer dans une minute.',
          requestId: answer.headers['x-request-id'],
        });
      }
      const { payload, contentType } = await multipart(validListing(), [
        { name: 'front.jpg', data: await jpeg(400, 300) },
      ]);
      const upload = await node.inject({
        method: 'POST',
        url: '/api/properties',
        payload,
        headers: { 'content-type': contentType, origin: SITE_ORIGIN, cookie: host.cookie },
      });
      expect(upload.statusCode).toBe(503);
      expect(upload.json()).toMatchObject({ code: 'STORAGE_UNAVAILABLE' });
      // Searches need no picture file; readiness does not ask the bucket (decision 0058).
      expect((await node.inject({ method: 'GET', url: '/api/properties' })).statusCode).toBe(200);
      expect((await node.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      await vi.waitFor(
        async () =>
          expect((await node.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200),
        { timeout: 10_000, interval: 50 },
      );
      await expect(node.mediaStorage.check()).rejects.toMatchObject({ code: 'STORAGE_UNAVAILABLE' });
    }
    await expect(ctx.app.mediaStorage.check()).resolves.toBeUndefined();
  });
});

describe('the S3_* settings', () => {
  it('turn the bucket on with S3_BUCKET, and refuse a half-given bucket with the setting to fix', () => {
    expect(bucketSettings({})).toBeUndefined();
    expect(bucketSettings({ S3_BUCKET: 'ikaze', S3_FORCE_PATH_STYLE: 'true' })).toEqual({
      bucket: 'ikaze',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: true,
    });
    expect(() => bucketSettings({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'S3_ENDPOINT set without S3_BUCKET',
    );
    expect(() => bucketSettings({ S3_BUCKET: 'ikaze', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
    expect(() => bucketSettings({ S3_BUCKET: 'Ikaze_Pictures' })).toThrow('S3_BUCKET must be a bucket name');
    expect(() => bucketSettings({ S3_BUCKET: 'ikaze', S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT must be an http(s) address',
    );
    expect(() => bucketSettings({ S3_BUCKET: 'ikaze', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'S3_FORCE_PATH_STYLE must be true or false',
    );
  });
});

describe('npm run pictures:to-bucket', () => {
  it('copies a node’s DATA_DIR/pictures into the bucket, prints the counts, and a second run copies nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ikaze-disk-node-'));
    try {
      // Pictures as a node without the S3 settings stored them, and a file that is not one of ours.
      const onDisk = createPictureStore(createDiskFiles(join(dataDir, 'pictures')));
      const picture = await onDisk.save(await jpeg(700, 500));
      writeFileSync(join(dataDir, 'pictures', 'notes.txt'), 'not a picture');
      const names = picture.widths.map((w) => pictureFileName(picture.key, w));
      const migrate = () =>
        run(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/pictures-to-bucket.ts'], {
          cwd: repoRoot,
          env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...s3.env(BUCKET) },
        });

      const first = await migrate();
      expect(first.stdout).toBe(
        `2 picture files copied from ${join(dataDir, 'pictures')} to s3://${BUCKET}/pictures, 0 already there, ` +
          `1 other files left (not pictures of ours)\n`,
      );
      for (const name of names) {
        const served = await other.inject({ method: 'GET', url: `/media/pictures/${name}` });
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.equals(readFileSync(join(dataDir, 'pictures', name)))).toBe(true);
      }
      const second = await migrate();
      expect(second.stdout).toMatch(/^0 picture files copied .*, 2 already there, 1 other files left/);
      // Nothing was taken from the disk.
      expect(readdirSync(join(dataDir, 'pictures')).sort()).toEqual([...names, 'notes.txt'].sort());
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('backup and restore with the pictures in a bucket', () => {
  it('backs up the bucket’s pictures into the backup’s pictures/ and restores them into another bucket', async () => {
    const root = mkdtempSync(join(tmpdir(), 'ikaze-bucket-backup-'));
    // The embedded database is backed up as a folder no server has open: a copy of the migrated template.
    const dataDir = join(root, 'data');
    if (testDbTarget === 'pglite')
      cpSync(inject('pgliteTemplate')!, join(dataDir, 'db'), { recursive: true });
    const target = testDbTarget === 'postgres' ? await createPostgresDatabase() : undefined;
    const to = join(root, 'backup');
    try {
      const inBucket = await s3.objects(BUCKET, 'pictures/');
      const manifest = await backup({
        to,
        databaseUrl: ctx.app.config.databaseUrl,
        dataDir,
        pictureBucket: s3.settings(BUCKET),
      });
      expect(manifest.pictures).toBe(inBucket.length);
      expect(readdirSync(join(to, 'pictures')).sort()).toEqual(
        inBucket.map((o) => o.key.slice('pictures/'.length)).sort(),
      );

      await restore({
        from: to,
        databaseUrl: target?.url,
        dataDir: join(root, 'restored'),
        pictureBucket: s3.settings(RESTORED_BUCKET),
        force: false,
      });
      expect(await s3.objects(RESTORED_BUCKET, 'pictures/')).toEqual(inBucket);
      expect(existsSync(join(root, 'restored', 'pictures'))).toBe(false);
      // A node on the restored bucket serves the pictures.
      const restored = await openSecondApp(ctx, { pictureBucket: s3.settings(RESTORED_BUCKET) });
      try {
        expect((await restored.inject({ method: 'GET', url: uploaded[0]! })).statusCode).toBe(200);
      } finally {
        await restored.close();
      }
    } finally {
      await target?.drop();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
