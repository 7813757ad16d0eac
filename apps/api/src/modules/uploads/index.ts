// The uploads module as other modules see it: what they may import, and nothing else
// (docs/decisions/0048-module-boundaries.md).
export {
  detectImageType,
  isPictureKey,
  PICTURE_MESSAGES,
  PICTURE_WIDTHS,
  type PictureStore,
} from './picture-store.ts';
export { DEFAULT_PICTURE_URL, pictureFileName, publicPicture } from './picture-urls.ts';
export type { MediaFile, MediaFiles } from './media-files.ts';
export { sendMediaFile } from './media-reply.ts';
