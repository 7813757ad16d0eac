// Serves the built web app: hashed assets with long cache headers, index.html for every path the app has a
// screen for (APP_ROUTES; the client router decides), a 404 page for any other, never for /api. index.html in the request's language: the build writes
// index.{en,fr,rw}.html (scripts/localize-index.mjs), whose <html lang> and first paint are in that language
// (docs/decisions/0020-languages.md).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppRoute, LOCALES, type Locale } from '@ikaze/domain';
import { notFoundHandler } from './errors.ts';

export async function webAppPlugin(
  app: FastifyInstance,
  options: {
    root: string;
    /** Answers an address no screen has: 404 with the app, which shows its not-found screen. */
    unknownPage: (request: FastifyRequest, reply: FastifyReply) => unknown;
  },
) {
  // Looked up once: a build without the localized copies serves index.html to everyone.
  const pages = Object.fromEntries(
    LOCALES.map((locale) => {
      const page = `index.${locale}.html`;
      return [locale, existsSync(join(options.root, page)) ? page : 'index.html'];
    }),
  ) as Record<Locale, string>;
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset (scripts/precompress.mjs): no compression per request.
    preCompressed: true,
    // Our cache headers below, not the file sender's own 'public, max-age=0', which replaced them.
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api') {
      return notFoundHandler(request, reply);
    }
    if (!isAppRoute(path)) return options.unknownPage(request, reply);
    // Content-Language tells the service worker which offline shell to give (docs/decisions/0030-offline-app.md).
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language')
      .header('content-language', request.locale)
      .sendFile(pages[request.locale]);
  });
}
