// A gzip answer put together from parts deflated once and kept, with the few bytes that change per request
// stored (not compressed) between them: no compressor is started for the request. A deflate stream is a series
// of blocks (RFC 1951): a part deflated on its own and flushed to a byte boundary (Z_SYNC_FLUSH, no final
// block) may be followed by any other block, so the kept parts and the stored blocks between them decode as one
// text. A kept part never refers to a changing value (keptGzipPart's `before`). For small answers, starting
// zlib costs more than compressing (docs/decisions/0062-detail-answers-from-kept-gzip-parts.md).
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { GZIP_OPTIONS } from './gzip-answers.ts';

/** A part of an answer that stays the same for many requests: its bytes, and the same deflated once. */
export type KeptGzipPart = { readonly raw: Buffer; readonly deflated: Buffer };

/** The gzip member's fixed header (RFC 1952 §2.3): deflate, no flags, no time, unknown OS. */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** An empty stored block marked final (RFC 1951 §3.2.4): ends the deflate stream. */
const LAST_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** A stored block holds at most this many bytes. */
const STORED_MAX = 0xffff;

/** What stands in a part's `before` for a value written per request: no JSON text holds a NUL byte. */
export const HOLE = '\0';

/**
 * Deflates `text` to be kept, ending byte-aligned and not final, with the settings of every gzipped answer.
 * `before`: the text the answer has just before this part, each value written per request replaced by as many
 * HOLEs as it has bytes. Deflate refers back only to bytes equal to its own, so the part refers to the kept text
 * before it (a second room type to the first: a third of its size) but never to a written value; its distances
 * hold as long as each value keeps its width.
 */
export function keptGzipPart(text: string, before = ''): KeptGzipPart {
  const raw = Buffer.from(text);
  const options = { ...GZIP_OPTIONS, finishFlush: constants.Z_SYNC_FLUSH };
  const deflated = deflateRawSync(raw, before ? { ...options, dictionary: Buffer.from(before) } : options);
  return { raw, deflated };
}

/** `bytes` as stored blocks, not final (RFC 1951 §3.2.4): a 5-byte header each. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += STORED_MAX) {
    const chunk = bytes.subarray(at, at + STORED_MAX);
    const header = Buffer.allocUnsafe(5);
    header[0] = 0x00;
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}

/**
 * One gzip member (RFC 1952) of the parts in order, as one text: kept parts as they were deflated, texts stored.
 * Its trailer's CRC-32 is computed over the whole text, which costs far less than compressing it.
 */
export function gzipOfParts(parts: ReadonlyArray<KeptGzipPart | string>): Buffer {
  const chunks: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  for (const part of parts) {
    if (typeof part === 'string') {
      if (part.length === 0) continue;
      const bytes = Buffer.from(part);
      crc = crc32(bytes, crc);
      size += bytes.length;
      chunks.push(...storedBlocks(bytes));
    } else {
      crc = crc32(part.raw, crc);
      size += part.raw.length;
      chunks.push(part.deflated);
    }
  }
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  chunks.push(LAST_BLOCK, trailer);
  return Buffer.concat(chunks);
}
