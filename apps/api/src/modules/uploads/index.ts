// The uploads module as other modules see it: what they may import, and nothing else
// (docs/decisions/0048-module-boundaries.md).
export {
  detectImageType,
  isPictureFileName,
  isPictureKey,
  PICTURE_MESSAGES,
  PICTURE_WIDTHS,
  type PictureStore,
} from './picture-store.ts';
export { DEFAULT_PICTURE_URL, pictureFileName, publicPicture } from './picture-urls.ts';
export { copyMediaFiles, type CopyCounts, type MediaFile, type MediaFiles } from './media-files.ts';
export { createDiskFiles } from './disk-files.ts';
export { openMediaStorage, type MediaStorage } from './media-storage.ts';
export type { BucketSettings } from './bucket-settings.ts';
export { sendMediaFile } from './media-reply.ts';
