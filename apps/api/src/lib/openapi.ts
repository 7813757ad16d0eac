// What the OpenAPI document says beyond the zod schemas (docs/decisions/0049-one-api-contract.md): an answer
// that is not JSON names its media type here, and plugins/openapi.ts declares it under that type alone, so a
// route's errors stay `application/json`.
import { z } from 'zod';

/** The JSON Schema key that carries an answer's media type from the zod schema to the document. */
export const MEDIA_TYPE_KEY = 'x-media-type';

/**
 * A 2xx answer sent as text or bytes of `mediaType` (`text/csv`, `text/calendar`, `text/html`,
 * `application/pdf`), never serialized as JSON: the route sets its content type and sends the body as it is (a
 * string, a Buffer or a stream, so the zod type stays `unknown`; the document says a string).
 */
export function mediaAnswer(mediaType: string, description: string) {
  const binary = mediaType.startsWith('text/') ? {} : { format: 'binary' };
  return z.unknown().meta({ type: 'string', ...binary, description, [MEDIA_TYPE_KEY]: mediaType });
}
