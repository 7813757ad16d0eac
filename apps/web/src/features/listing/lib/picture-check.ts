// Pictures are checked by their content, not their name (docs/product.md#pictures): the first bytes must
// be a PNG or JPEG signature, as the server checks again. A renamed text file is refused before it is sent.
import { LISTING_MESSAGES, PICTURE_LIMITS } from '@ikaze/domain';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

export type PictureType = 'image/png' | 'image/jpeg';

/** The picture type its first bytes show, or null when they are neither PNG nor JPEG. */
export function detectPictureType(bytes: Uint8Array): PictureType | null {
  const starts = (signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(PNG_SIGNATURE)) return 'image/png';
  if (starts(JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

async function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  const head = file.slice(0, count);
  // Blob.arrayBuffer is missing in some test environments; FileReader is everywhere.
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(head);
  });
}

/** A refused file and why, in the server's words (English: the screen translates it). */
export interface PictureProblem {
  fileName: string;
  message: string;
}

export interface PictureSelection {
  /** The accepted pictures, typed by their content (a JPEG named .png is still a JPEG). */
  accepted: File[];
  /** One per refused file. */
  problems: PictureProblem[];
}

/**
 * Checks newly chosen files against the pictures already chosen: content (PNG or JPEG), at most 10 MB each,
 * at most 20 in all. Good files are kept even when others are refused.
 */
export async function checkPictures(
  files: readonly File[],
  alreadyChosen: number,
): Promise<PictureSelection> {
  const accepted: File[] = [];
  const problems: PictureProblem[] = [];
  let room = PICTURE_LIMITS.maxCount - alreadyChosen;
  for (const file of files) {
    if (file.size > PICTURE_LIMITS.maxBytes) {
      problems.push({ fileName: file.name, message: LISTING_MESSAGES.pictureTooLarge });
      continue;
    }
    let type: PictureType | null = null;
    try {
      type = detectPictureType(await firstBytes(file, 4));
    } catch {
      type = null;
    }
    if (!type) {
      problems.push({ fileName: file.name, message: LISTING_MESSAGES.pictureType });
      continue;
    }
    if (room <= 0) {
      problems.push({ fileName: file.name, message: LISTING_MESSAGES.tooManyPictures });
      continue;
    }
    room -= 1;
    accepted.push(
      file.type === type ? file : new File([file], file.name, { type, lastModified: file.lastModified }),
    );
  }
  return { accepted, problems };
}
