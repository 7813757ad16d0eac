// Where listing pictures live. Uploads are re-encoded to WebP at a few widths so that cards load a small file
// (docs/product.md#pictures). The store is an interface so that an object store can replace the disk later;
// callers only see keys and the public file names of picture-urls.ts (`{key}-{width}.webp`).
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { LIMIT_MESSAGES, PICTURE_MESSAGES } from '@ikaze/domain';
import { AppError, badRequest, serviceUnavailable } from '../../lib/errors.ts';
import { Semaphore, SemaphoreFullError } from '../../lib/semaphore.ts';
import type { StoredPicture } from '../../db/schema.ts';
import { pictureFileName } from './picture-urls.ts';

export type { StoredPicture };

/** The widths every picture is stored at, when the original is at least that wide (never upscaled). */
export const PICTURE_WIDTHS = [320, 640, 1280] as const;
/** Decoding limit: about 50 megapixels (e.g. 8660 × 5773); larger inputs are refused before decoding. */
export const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 80;

/** A public picture file name: key, width, `.webp`. Anything else is not ours (no dots, no slashes). */
export const PICTURE_FILE_PATTERN = /^([A-Za-z0-9_-]{1,64})-(\d{1,5})\.webp$/;
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const isPictureFileName = (name: string) => PICTURE_FILE_PATTERN.test(name);
export const isPictureKey = (key: string) => KEY_PATTERN.test(key);

export type PictureType = 'image/png' | 'image/jpeg';

/**
 * The picture's type from its first bytes, never from its name (docs/product.md#pictures: png, jpg and jpeg
 * only).
 */
export function detectImageType(buffer: Uint8Array): PictureType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (buffer.length >= png.length && png.every((byte, i) => buffer[i] === byte)) return 'image/png';
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff)
    return 'image/jpeg';
  return null;
}

// The messages are the domain's, so that they are translated (docs/decisions/0021-domain-messages.md).
export { PICTURE_MESSAGES };
const TOO_LARGE = PICTURE_MESSAGES.tooLarge({ megapixels: MAX_INPUT_PIXELS / 1_000_000 });

export interface PictureFile {
  stream: Readable;
  size: number;
}

export interface PictureStore {
  /**
   * Re-encodes a png or jpeg to WebP at PICTURE_WIDTHS (auto-rotated by EXIF, metadata stripped) under a new
   * random key. Throws a 400 AppError with a user-facing message when the input is not a usable picture.
   */
  save(input: Buffer): Promise<StoredPicture>;
  /** A stored file by its public name (`{key}-{width}.webp`), or null when there is none or the name is bad. */
  open(fileName: string): Promise<PictureFile | null>;
  read(fileName: string): Promise<Buffer | null>;
  /** Deletes every width of a picture. Unknown keys are ignored. */
  remove(key: string): Promise<void>;
}

/** The folder of the disk store inside the server's data folder. */
export const picturesDir = (dataDir: string) => join(dataDir, 'pictures');

export interface DecodeLimits {
  /** Pictures decoded at once by this store (its process). */
  decodes: number;
  /** Pictures that may wait for a turn; more answer 503 at once. */
  queue: number;
}

/** One decode at a time: a 50-megapixel picture then takes one core, never both (docs/decisions/0015). */
export const DEFAULT_DECODE_LIMITS: DecodeLimits = { decodes: 1, queue: 20 };
/** When a picture refused for a full queue may be sent again. */
const BUSY_RETRY_SECONDS = 30;

/** Pictures as files in one folder: `${dataDir}/pictures/{key}-{width}.webp`. */
export function createDiskPictureStore(root: string, limits = DEFAULT_DECODE_LIMITS): PictureStore {
  const decoding = new Semaphore(limits.decodes, limits.queue);
  let ready: Promise<unknown> | undefined;
  const ensureRoot = () => (ready ??= mkdir(root, { recursive: true }));
  const pathOf = (fileName: string) => (isPictureFileName(fileName) ? join(root, fileName) : null);

  return {
    async save(input) {
      const variants = await decoding
        .run(() => encodePicture(input))
        .catch((error: unknown) => {
          if (error instanceof SemaphoreFullError)
            throw serviceUnavailable(LIMIT_MESSAGES.picturesBusy, {
              code: 'SERVER_BUSY',
              retryAfterSeconds: BUSY_RETRY_SECONDS,
            });
          throw error;
        });
      await ensureRoot();
      const key = randomBytes(16).toString('base64url');
      // Write under a temporary name, then rename: a half-written file is never served.
      await Promise.all(
        variants.map(async (variant) => {
          const target = join(root, pictureFileName(key, variant.width));
          const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
          await writeFile(temporary, variant.data);
          await rename(temporary, target);
        }),
      );
      const largest = variants[variants.length - 1]!;
      return { key, widths: variants.map((v) => v.width), width: largest.width, height: largest.height };
    },

    async open(fileName) {
      const path = pathOf(fileName);
      if (!path) return null;
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { stream: createReadStream(path), size: info.size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async read(fileName) {
      const path = pathOf(fileName);
      if (!path) return null;
      try {
        return await readFile(path);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      if (!isPictureKey(key)) return;
      let names: string[];
      try {
        names = await readdir(root);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      const mine = names.filter((name) => PICTURE_FILE_PATTERN.exec(name)?.[1] === key);
      await Promise.all(mine.map((name) => unlink(join(root, name)).catch(ignoreMissing)));
    },
  };
}

type Variant = { width: number; height: number; data: Buffer };

/** Decodes once, then encodes each width from the same pipeline; widths ascending. */
async function encodePicture(input: Buffer): Promise<Variant[]> {
  if (!detectImageType(input))
    throw badRequest(PICTURE_MESSAGES.unsupportedType, { code: 'UNSUPPORTED_PICTURE' });
  const pipeline = sharp(input, { autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let width: number;
  try {
    const metadata = await pipeline.metadata();
    width = metadata.autoOrient.width;
    if (!width || metadata.width * metadata.height > MAX_INPUT_PIXELS)
      throw badRequest(TOO_LARGE, { code: 'PICTURE_TOO_LARGE' });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(PICTURE_MESSAGES.unreadable, { code: 'PICTURE_UNREADABLE' });
  }
  const reached = PICTURE_WIDTHS.filter((w) => w <= width);
  // A picture narrower than the smallest width is kept at its own width rather than enlarged.
  const targets = reached.length > 0 ? reached : [width];
  try {
    return await Promise.all(
      targets.map(async (target) => {
        // sharp strips metadata (EXIF, GPS, ICC other than sRGB) unless asked to keep it.
        const { data, info } = await pipeline
          .clone()
          .resize({ width: target, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { width: target, height: info.height, data };
      }),
    );
  } catch {
    throw badRequest(PICTURE_MESSAGES.unreadable, { code: 'PICTURE_UNREADABLE' });
  }
}

const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === 'ENOENT';

function ignoreMissing(error: unknown) {
  if (!isMissing(error)) throw error;
}
