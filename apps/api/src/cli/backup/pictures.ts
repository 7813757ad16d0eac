// A backup's pictures/ folder and where the site keeps its pictures: DATA_DIR/pictures, or the S3_* bucket's
// pictures/ (docs/operations.md#backups). The folder is the same either way, so a backup of a site on disk
// restores into one on a bucket and back.
import { AppError } from '../../lib/errors.ts';
import {
  copyMediaFiles,
  createDiskFiles,
  openMediaStorage,
  type BucketSettings,
  type CopyCounts,
  type MediaFiles,
} from '../../modules/uploads/index.ts';
import { BackupError } from './pg-tools.ts';

export interface PictureSource {
  dataDir: string;
  /** The S3_* bucket the site's pictures are in; unset: DATA_DIR/pictures. */
  pictureBucket?: BucketSettings | undefined;
}

/** The site's pictures into `folder` (a backup's pictures/). */
export const backUpPictures = (site: PictureSource, folder: string) =>
  withPictures(site, (pictures) => copyMediaFiles(pictures, createDiskFiles(folder)));

/** A backup's pictures/ `folder` into the site's pictures; those already there are left alone. */
export const restorePictures = (folder: string, site: PictureSource) =>
  withPictures(site, (pictures) => copyMediaFiles(createDiskFiles(folder), pictures));

async function withPictures(
  site: PictureSource,
  copy: (pictures: MediaFiles) => Promise<CopyCounts>,
): Promise<CopyCounts> {
  const storage = await openMediaStorage(site);
  try {
    return await copy(storage.pictures);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new BackupError(`${storage.pictures.where} could not be read or written: ${String(error.cause)}`);
  } finally {
    storage.close();
  }
}
