// JSON answers gzipped in one call on the event loop, for the hot routes that answer small bodies (the search's
// kept answers, the property detail). @fastify/compress streams every answer through a chain of Node streams
// (peek-stream, duplexify, a zlib transform): for a 6 KB detail that chain cost more CPU than everything else the
// answer needs (docs/decisions/0039-property-detail-from-memory.md).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { gzipSync, type ZlibOptions } from 'node:zlib';

// Level 6 (zlib's default): a page of 20 cards (11 KB) is about 1.7 KB. An 8 KB window (windowBits 13) and a
// smaller hash (memLevel 6) compress a page as small (a card's repeats lie within a card or two) and need 40 KB of
// state instead of 256 KB, which each answer's stream allocates and clears: 60 µs instead of 80 µs
// (docs/decisions/0034-room-nights-replica.md). On the event loop: handing it to libuv's thread pool cost the
// process three to four times the compression itself (decision 0033's addendum).
export const GZIP_OPTIONS: ZlibOptions = { level: 6, windowBits: 13, memLevel: 6, chunkSize: 1024 };

/** Bodies under this many bytes are sent as they are (as @fastify/compress's threshold in app.ts). */
const GZIP_THRESHOLD = 1024;

/** Whether an Accept-Encoding header accepts gzip (by name or `*`, with a q above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * A route's onSend hook: a serialized answer of GZIP_THRESHOLD bytes or more is gzipped at once for clients that
 * take gzip. The route's own onSend hooks run before @fastify/compress's, which leaves an answer with a
 * Content-Encoding as it is.
 */
export async function gzipAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' || !acceptsGzip(request.headers['accept-encoding'])) return payload;
  if (Buffer.byteLength(payload) < GZIP_THRESHOLD) return payload;
  markGzipped(reply);
  return gzipSync(payload, GZIP_OPTIONS);
}

/** Says that the answer is gzipped, and that it depends on Accept-Encoding (beside what else it varies with). */
export function markGzipped(reply: FastifyReply): FastifyReply {
  const vary = reply.getHeader('Vary');
  return reply
    .header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
    .header('Content-Encoding', 'gzip');
}
