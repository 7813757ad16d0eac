// Link-preview pictures: a property's first picture at 1200 × 630 JPEG, the size and type every preview fetcher
// takes (WhatsApp does not show WebP previews reliably). Made with sharp from the stored picture on first ask,
// kept beside the pictures (DATA_DIR/previews, or the bucket's previews/: docs/decisions/0058), served at
// /media/previews/{key}.jpg (docs/decisions/0029-public-pages-and-help.md).
import sharp from 'sharp';
import { Semaphore } from '../../lib/semaphore.ts';
import {
  isPictureKey,
  PICTURE_WIDTHS,
  pictureFileName,
  type MediaFile,
  type MediaFiles,
  type PictureStore,
} from '../uploads/index.ts';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from './head.ts';

export const PREVIEW_PREFIX = '/media/previews';
export const previewUrlPath = (key: string) => `${PREVIEW_PREFIX}/${key}.jpg`;
const PREVIEW_FILE = /^([A-Za-z0-9_-]{1,64})\.jpg$/;

/** The picture key of a preview's file name, or null when the name is not one of ours. */
export function previewKeyOf(fileName: string): string | null {
  const key = PREVIEW_FILE.exec(fileName)?.[1];
  return key && isPictureKey(key) ? key : null;
}

export interface PreviewStore {
  /**
   * The preview of a stored picture, made when first asked if `mayMake` allows it; null when the picture does
   * not exist or may not be previewed.
   */
  open(key: string, mayMake: () => Promise<boolean>): Promise<MediaFile | null>;
}

export function createPreviewStore(
  files: MediaFiles,
  pictures: PictureStore,
  limits: { decodes: number; queue: number },
): PreviewStore {
  const making = new Semaphore(limits.decodes, limits.queue);
  const fileOf = (key: string) => `${key}-${PREVIEW_WIDTH}x${PREVIEW_HEIGHT}.jpg`;

  async function make(key: string): Promise<boolean> {
    // The widest stored width: previews are 1200 wide, the store's largest is 1280.
    let source: Buffer | null = null;
    for (const width of [...PICTURE_WIDTHS].reverse()) {
      source = await pictures.read(pictureFileName(key, width));
      if (source) break;
    }
    if (!source) return false;
    const jpeg = await making.run(() =>
      sharp(source)
        .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'cover', position: 'attention' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, progressive: true })
        .toBuffer(),
    );
    await files.put(fileOf(key), jpeg, 'image/jpeg');
    return true;
  }

  return {
    async open(key, mayMake) {
      if (!isPictureKey(key)) return null;
      const kept = await files.open(fileOf(key));
      if (kept) return kept;
      if (!(await mayMake()) || !(await make(key))) return null;
      return files.open(fileOf(key));
    },
  };
}
