// Link-preview pictures: a property's first picture at 1200 × 630 JPEG, the size and type every preview fetcher
// takes (WhatsApp does not show WebP previews reliably). Made with sharp from the stored picture on first ask,
// kept on disk under DATA_DIR/previews, served at /media/previews/{key}.jpg (docs/decisions/0029-public-pages-and-help.md).
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { Semaphore } from '../../lib/semaphore.ts';
import { isPictureKey, PICTURE_WIDTHS, pictureFileName, type PictureStore } from '../uploads/index.ts';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from './head.ts';

export const PREVIEW_PREFIX = '/media/previews';
export const previewUrlPath = (key: string) => `${PREVIEW_PREFIX}/${key}.jpg`;
const PREVIEW_FILE = /^([A-Za-z0-9_-]{1,64})\.jpg$/;

/** The picture key of a preview's file name, or null when the name is not one of ours. */
export function previewKeyOf(fileName: string): string | null {
  const key = PREVIEW_FILE.exec(fileName)?.[1];
  return key && isPictureKey(key) ? key : null;
}

export interface PreviewFile {
  stream: Readable;
  size: number;
}

export interface PreviewStore {
  /**
   * The preview of a stored picture, made when first asked if `mayMake` allows it; null when the picture does
   * not exist or may not be previewed.
   */
  open(key: string, mayMake: () => Promise<boolean>): Promise<PreviewFile | null>;
}

export function createPreviewStore(
  dataDir: string,
  pictures: PictureStore,
  limits: { decodes: number; queue: number },
): PreviewStore {
  const root = join(dataDir, 'previews');
  const making = new Semaphore(limits.decodes, limits.queue);
  const fileOf = (key: string) => join(root, `${key}-${PREVIEW_WIDTH}x${PREVIEW_HEIGHT}.jpg`);

  async function opened(path: string): Promise<PreviewFile | null> {
    try {
      const info = await stat(path);
      return { stream: createReadStream(path), size: info.size };
    } catch {
      return null;
    }
  }

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
    await mkdir(root, { recursive: true });
    // Written under a temporary name, then renamed: a half-written file is never served.
    const target = fileOf(key);
    const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temporary, jpeg);
    await rename(temporary, target);
    return true;
  }

  return {
    async open(key, mayMake) {
      if (!isPictureKey(key)) return null;
      const kept = await opened(fileOf(key));
      if (kept) return kept;
      if (!(await mayMake()) || !(await make(key))) return null;
      return opened(fileOf(key));
    },
  };
}
