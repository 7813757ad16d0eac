// The picture store on disk (disk-files.ts): content sniffing, re-encoding to WebP widths, EXIF rotation, metadata stripping,
// strict file names.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '@ikaze/domain';
import { AppError } from '../../lib/errors.ts';
import { createDiskFiles } from './disk-files.ts';
import { createPictureStore, detectImageType, PICTURE_MESSAGES } from './picture-store.ts';
import { pictureFileName } from './picture-urls.ts';

const root = mkdtempSync(join(tmpdir(), 'ikaze-pictures-'));
const store = createPictureStore(createDiskFiles(join(root, 'pictures')));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 140, b: 90 } } });

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** A PNG that only claims its size: signature, IHDR, IEND. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('detectImageType', () => {
  it('knows png and jpeg by their first bytes, nothing else', async () => {
    expect(detectImageType(await image(4, 4).png().toBuffer())).toBe('image/png');
    expect(detectImageType(await image(4, 4).jpeg().toBuffer())).toBe('image/jpeg');
    expect(detectImageType(await image(4, 4).webp().toBuffer())).toBeNull();
    expect(detectImageType(await image(4, 4).gif().toBuffer())).toBeNull();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('disk picture store', () => {
  it('stores a large picture at 320, 640 and 1280 wide WebP without its metadata', async () => {
    const input = await image(2000, 1500)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret camera owner' } })
      .toBuffer();
    const picture = await store.save(input);
    expect(picture.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(picture).toMatchObject({ widths: [320, 640, 1280], width: 1280, height: 960 });
    for (const width of picture.widths) {
      const data = await store.read(pictureFileName(picture.key, width));
      const meta = await sharp(data!).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
      expect(meta.exif).toBeUndefined();
    }
  });

  it('turns a picture by its EXIF orientation and never enlarges it', async () => {
    // 1000 × 600 taken with the camera on its side (orientation 6): upright it is 600 wide.
    const input = await image(1000, 600).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const picture = await store.save(input);
    expect(picture).toMatchObject({ widths: [320], width: 320 });
    expect(picture.height).toBe(533);

    const tiny = await store.save(await image(200, 100).png().toBuffer());
    expect(tiny).toMatchObject({ widths: [200], width: 200, height: 100 });
  });

  it('refuses what is not a usable png or jpeg with a message for the user', async () => {
    expect((await rejection(store.save(Buffer.from('just text')))).message).toBe(
      PICTURE_MESSAGES.unsupportedType,
    );
    expect((await rejection(store.save(await image(10, 10).webp().toBuffer()))).statusCode).toBe(400);
    const broken = Buffer.concat([(await image(50, 50).png().toBuffer()).subarray(0, 60), Buffer.alloc(40)]);
    expect((await rejection(store.save(broken))).statusCode).toBe(400);
    const huge = await rejection(store.save(pngHeaderOnly(20_000, 20_000)));
    expect(huge.statusCode).toBe(400);
  });

  it('opens only well-formed names and removes every width of a picture', async () => {
    const picture = await store.save(await image(700, 400).png().toBuffer());
    expect(picture.widths).toEqual([320, 640]);
    const opened = await store.open(pictureFileName(picture.key, 640));
    expect(opened?.size).toBeGreaterThan(0);
    opened?.stream.destroy();
    for (const name of [
      '../pictures',
      `${picture.key}-640.png`,
      `../${picture.key}-640.webp`,
      '',
      'a/b-1.webp',
    ])
      expect(await store.open(name)).toBeNull();
    expect(await store.open(pictureFileName(picture.key, 1280))).toBeNull();

    await store.remove(picture.key);
    for (const width of picture.widths)
      expect(existsSync(join(root, 'pictures', pictureFileName(picture.key, width)))).toBe(false);
    await store.remove('../../etc');
    await store.remove('no-such-key');
  });
});

describe('decoding, a bounded number at once', () => {
  it('runs one decode at a time, queues the next, and answers 503 with Retry-After beyond the queue', async () => {
    const limited = createPictureStore(createDiskFiles(join(root, 'limited')), { decodes: 1, queue: 1 });
    const picture = await image(2000, 1500).jpeg().toBuffer();
    const first = limited.save(picture);
    const second = limited.save(picture);
    const refused = await rejection(limited.save(picture));
    expect(refused.statusCode).toBe(503);
    expect(refused.code).toBe('SERVER_BUSY');
    expect(refused.message).toBe(LIMIT_MESSAGES.picturesBusy);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    // The two taken in are both done, and a slot is free again afterwards.
    expect((await first).widths).toEqual([320, 640, 1280]);
    expect((await second).widths).toEqual([320, 640, 1280]);
    expect((await limited.save(picture)).widths).toEqual([320, 640, 1280]);
  });
});
