// A path whose percent-encoding is broken (/accommodation-detail/%E0%A4%A) would stop in Fastify's router,
// which answers its own JSON before any hook or handler runs. Such a path is routed with its '%' escaped
// instead: a page gets the web app like any other path (the app shows its not-found screen), and the API answers
// a 400 in the error contract (docs/decisions/0017-error-codes.md), with the usual headers.
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import { GENERIC_MESSAGES, pathDecodes } from '@ikaze/domain';
import { badRequest } from '../lib/errors.ts';

/** Fastify's rewriteUrl: the URL itself, or, when its path does not decode, the path read literally. */
export function routableUrl(request: IncomingMessage): string {
  const url = request.url ?? '/';
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (pathDecodes(path)) return url;
  return path.replaceAll('%', '%25') + (queryAt === -1 ? '' : url.slice(queryAt));
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** Refuses an API request whose URL routableUrl had to escape (registered after the security headers). */
export const badUrlsPlugin = fp((app, _options, done) => {
  app.addHook('onRequest', (request, _reply, next) => {
    if (request.url !== request.originalUrl && isApiPath(request.url)) {
      next(badRequest(GENERIC_MESSAGES.badUrl, { code: 'MALFORMED_URL' }));
      return;
    }
    next();
  });
  done();
});
