// How stored pictures are addressed publicly. The store (picture-store.ts) writes
// `{key}-{width}.webp` files; they are served under /media/pictures with immutable cache headers.
import type { StoredPicture } from '../../db/schema.ts';

export const MEDIA_PREFIX = '/media/pictures';
/** A picture's file never changes under its name (the key is new with each upload): kept for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Shown when a property has no pictures (docs/product.md#pictures). Served by the web app. */
export const DEFAULT_PICTURE_URL = '/default-property.svg';

export type PublicPicture = { url: string; srcset: string; width: number; height: number };

export const pictureFileName = (key: string, width: number) => `${key}-${width}.webp`;
export const pictureUrl = (key: string, width: number) => `${MEDIA_PREFIX}/${pictureFileName(key, width)}`;

/** A picture for <img>: the largest stored width as src, every width in srcset, the intrinsic size. */
export function publicPicture(picture: StoredPicture): PublicPicture {
  const widths = [...picture.widths].sort((a, b) => a - b);
  const largest = widths[widths.length - 1] ?? picture.width;
  return {
    url: pictureUrl(picture.key, largest),
    srcset: widths.map((w) => `${pictureUrl(picture.key, w)} ${w}w`).join(', '),
    width: picture.width,
    height: picture.height,
  };
}
