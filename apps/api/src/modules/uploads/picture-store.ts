// Where listing pictures live. Uploads are re-encoded to WebP at a few widths so that cards load a small file
// (docs/product.md#pictures). Where the files go (this node's disk or a bucket) is media-storage.ts's choice;
// callers only see keys and the public file names of picture-urls.ts (`{key}-{width}.webp`).
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { LIMIT_MESSAGES, PICTURE_MESSAGES } from '@ikaze/domain';
import { AppError, badRequest, serviceUnavailable } from '../../lib/errors.ts';
import { Semaphore, SemaphoreFullError } from '../../lib/semaphore.ts';
import type { StoredPicture } from '../../db/schema.ts';
import type { MediaFile, MediaFiles } from './media-files.ts';
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

export interface PictureStore {
  /**
   * Re-encodes a png or jpeg to WebP at PICTURE_WIDTHS (auto-rotated by EXIF, metadata stripped) under a new
   * random key. Throws a 400 AppError with a user-facing message when the input is not a usable picture.
   */
  save(input: Buffer): Promise<StoredPicture>;
  /** A stored file by its public name (`{key}-{width}.webp`), or null when there is none or the name is bad. */
  open(fileName: string): Promise<MediaFile | null>;
  read(fileName: string): Promise<Buffer | null>;
  /** Deletes every width of a picture. Unknown keys are ignored. */
  remove(key: string): Promise<void>;
}

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

/**
 * Pictures as `{key}-{width}.webp` in `files`: DATA_DIR/pictures on this node, or the bucket's pictures/ folder
 * (media-storage.ts). Decoding is bounded per process whichever it is.
 */
export function createPictureStore(files: MediaFiles, limits = DEFAULT_DECODE_LIMITS): PictureStore {
  const decoding = new Semaphore(limits.decodes, limits.queue);

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
      const key = randomBytes(16).toString('base64url');
      const names = variants.map((variant) => pictureFileName(key, variant.width));
      try {
        await Promise.all(variants.map((variant, i) => files.put(names[i]!, variant.data, 'image/webp')));
      } catch (error) {
        // No picture is half kept: the widths written are removed again (as far as the storage lets us).
        await files.remove(names).catch(() => undefined);
        throw error;
      }
      const largest = variants[variants.length - 1]!;
      return { key, widths: variants.map((v) => v.width), width: largest.width, height: largest.height };
    },

    open: (fileName) => (isPictureFileName(fileName) ? files.open(fileName) : Promise.resolve(null)),
    read: (fileName) => (isPictureFileName(fileName) ? files.read(fileName) : Promise.resolve(null)),

    async remove(key) {
      if (!isPictureKey(key)) return;
      const mine = (await files.list(`${key}-`)).filter(
        (file) => PICTURE_FILE_PATTERN.exec(file.name)?.[1] === key,
      );
      await files.remove(mine.map((file) => file.name));
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
