// Reading POST /api/properties as multipart/form-data (docs/product.md#calls): a `data` field (the listing as
// JSON) and up to 20 `images` files. Files are taken one at a time and re-encoded as they arrive, so at most
// one raw upload (≤ 10 MB) is held in memory. Every limit and malformed upload answers a 4xx with a message,
// never a 500.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import { LISTING_MESSAGES as M, PICTURE_LIMITS, type ListingData } from '@ikaze/domain';
import type { StoredPicture } from '../../db/schema.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { PictureStore } from '../uploads/index.ts';
import { discardPictures, parseListingData, quoted, savePicture } from './service.ts';

export const DATA_FIELD = 'data';
export const IMAGES_FIELD = 'images';
/** The listing's JSON: 20 room types with long texts fit many times over. */
export const DATA_FIELD_MAX_BYTES = 256 * 1024;

/** Busboy's limits for this route: 20 pictures of 10 MB, the data field, little else. */
export const UPLOAD_LIMITS = {
  fileSize: PICTURE_LIMITS.maxBytes,
  files: PICTURE_LIMITS.maxCount,
  fields: 4,
  fieldSize: DATA_FIELD_MAX_BYTES,
  fieldNameSize: 100,
  parts: PICTURE_LIMITS.maxCount + 4,
  headerPairs: 200,
} satisfies FastifyMultipartBaseOptions['limits'];

/** Per call as well, whoever registered the plugin: the plugin reads throwFileSizeLimit here too (untyped). */
const PARTS_OPTIONS = { limits: UPLOAD_LIMITS, throwFileSizeLimit: true };

export interface ListingUpload {
  listing: ListingData;
  pictures: StoredPicture[];
  /** Each picture's size and SHA-256 as sent, in order: the Idempotency-Key's fingerprint (service.ts). */
  pictureDigests: string[];
}

/**
 * Reads the form. The listing is checked as soon as its field arrives (clients send it first, so a bad listing
 * is refused before any picture is processed); pictures are stored as they arrive and removed again if
 * anything goes wrong before the answer. With no store (a retry of a key already answered), the pictures are only
 * read for their digests.
 */
export async function readListingUpload(
  request: FastifyRequest,
  store: PictureStore | null,
  /** Called with each picture's size before it is decoded: may refuse it (the account's quota). */
  beforeDecode: (bytes: number) => Promise<void> = async () => undefined,
): Promise<ListingUpload> {
  const pictures: StoredPicture[] = [];
  const pictureDigests: string[] = [];
  let listing: ListingData | undefined;
  try {
    const parts = request.parts(PARTS_OPTIONS);
    for await (const part of guard(parts)) {
      if (part.type === 'field') {
        if (part.fieldname !== DATA_FIELD || listing !== undefined) throw badRequest(M.unexpectedField);
        if (part.valueTruncated) throw new AppError(413, M.dataTooLarge);
        listing = parseListingData(typeof part.value === 'string' ? part.value : JSON.stringify(part.value));
        continue;
      }
      if (part.fieldname !== IMAGES_FIELD) throw badRequest(M.unexpectedField);
      const data = await guarded(part.toBuffer(), part.filename);
      // A file input left empty is sent as a nameless, empty part: not a picture.
      if (data.length === 0 && !part.filename) continue;
      pictureDigests.push(`${data.length}:${createHash('sha256').update(data).digest('hex')}`);
      if (!store) continue;
      await beforeDecode(data.length);
      pictures.push(await savePicture(store, data, part.filename));
    }
    if (listing === undefined) throw badRequest(M.dataMissing);
    return { listing, pictures, pictureDigests };
  } catch (error) {
    if (store) await discardPictures(store, pictures);
    throw error;
  }
}

/** The multipart iterator, with busboy's and the plugin's errors turned into messages. */
async function* guard<T>(parts: AsyncIterableIterator<T>): AsyncGenerator<T> {
  for (;;) {
    const next = await guarded(parts.next());
    if (next.done) return;
    yield next.value;
  }
}

async function guarded<T>(promise: Promise<T>, fileName?: string): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    throw uploadError(error, fileName);
  }
}

function uploadError(error: unknown, fileName?: string): unknown {
  if (error instanceof AppError) return error;
  const { code, part } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    part?: { filename?: unknown };
  };
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE': {
      // The plugin names the file on the error when the limit is hit before the file is read.
      const name = quoted(fileName ?? (typeof part?.filename === 'string' ? part.filename : ''));
      return new AppError(413, name ? `${name}: ${M.pictureTooLarge}` : M.pictureTooLarge);
    }
    case 'FST_FILES_LIMIT':
      return new AppError(413, M.tooManyPictures);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(413, M.tooManyFields);
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badRequest(M.invalidJson);
    case 'FST_PROTO_VIOLATION':
      return badRequest(M.unexpectedField);
    default:
      // Busboy's own errors (a cut-off body, a missing boundary, a malformed part) are the client's.
      return badRequest(M.uploadUnreadable);
  }
}
