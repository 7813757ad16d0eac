// Where this node keeps the files it serves under /media, chosen by the settings: the S3_* bucket when set
// (shared by every node), else DATA_DIR on this node's disk (docs/decisions/0058-pictures-in-a-bucket.md).
import { join } from 'node:path';
import { openBucket } from './bucket-files.ts';
import type { BucketSettings } from './bucket-settings.ts';
import { createDiskFiles } from './disk-files.ts';
import type { MediaFiles } from './media-files.ts';

export interface MediaStorage {
  /** Uploaded pictures: `{key}-{width}.webp`. */
  pictures: MediaFiles;
  /** Link previews, made again from the pictures when missing: `{key}-1200x630.jpg`. */
  previews: MediaFiles;
  /** Resolves when the storage answers; throws STORAGE_UNAVAILABLE with the cause when it does not. */
  check(): Promise<void>;
  close(): void;
}

export const PICTURES_FOLDER = 'pictures';
export const PREVIEWS_FOLDER = 'previews';

export async function openMediaStorage(config: {
  dataDir: string;
  pictureBucket?: BucketSettings | undefined;
}): Promise<MediaStorage> {
  if (config.pictureBucket) {
    const bucket = await openBucket(config.pictureBucket);
    return {
      pictures: bucket.files(PICTURES_FOLDER),
      previews: bucket.files(PREVIEWS_FOLDER),
      check: () => bucket.check(),
      close: () => bucket.close(),
    };
  }
  return {
    pictures: createDiskFiles(join(config.dataDir, PICTURES_FOLDER)),
    previews: createDiskFiles(join(config.dataDir, PREVIEWS_FOLDER)),
    // The disk is this node's own: when it fails, far more than pictures does.
    check: async () => undefined,
    close: () => undefined,
  };
}
