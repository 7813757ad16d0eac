// Serves the built web app: hashed assets with long cache headers, index.html for every other path
// (the client router decides), never for /api.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { send } from './errors.ts';

export async function webAppPlugin(app: FastifyInstance, options: { root: string }) {
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset (scripts/precompress.mjs): no compression per request.
    preCompressed: true,
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
      return send(reply, 404, { code: 'NO_ROUTE', message: `No route for ${request.method} ${path}.` });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
