// Sends a stored picture or link preview with our own caching headers, wherever the file came from (disk or
// bucket): a year's immutable cache, an ETag made from the file's name (its content never changes under that
// name, so every node gives the same one without reading the file), and 304 to a client that holds it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MediaFile } from './media-files.ts';
import { IMMUTABLE_CACHE } from './picture-urls.ts';

export function sendMediaFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: MediaFile,
  options: { type: string; etag: string },
) {
  void reply.header('cache-control', IMMUTABLE_CACHE).header('etag', options.etag);
  if (holdsTag(request.headers['if-none-match'], options.etag)) {
    file.stream.destroy();
    return reply.status(304).send();
  }
  return reply.type(options.type).header('content-length', file.size).send(file.stream);
}

/** If-None-Match's weak comparison: `*`, or any listed tag equal to ours once `W/` is set aside. */
function holdsTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const ours = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const theirs = tag.trim();
    return theirs === '*' || theirs.replace(/^W\//, '') === ours;
  });
}
