// GET /media/pictures/{key}-{width}.webp: stored listing pictures. A file's content never changes under its
// name (a new upload gets a new random key), so browsers may cache it for a year.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PICTURE_MESSAGES } from '@ikaze/domain';
import { notFound } from '../../lib/errors.ts';
import { IMMUTABLE_CACHE, MEDIA_PREFIX } from './picture-urls.ts';
import {
  createDiskPictureStore,
  isPictureFileName,
  picturesDir,
  type PictureStore,
} from './picture-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one picture store of this process: modules save uploads through it (`app.pictureStore.save`). */
    pictureStore: PictureStore;
  }
}

/** Registered without encapsulation so that `app.pictureStore` is visible to the /api modules. */
export const mediaRoutes = fp(
  async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    if (!app.hasDecorator('pictureStore'))
      app.decorate(
        'pictureStore',
        createDiskPictureStore(picturesDir(app.config.dataDir), {
          decodes: app.config.pictureDecodes,
          queue: app.config.pictureDecodeQueue,
        }),
      );

    app.get(
      `${MEDIA_PREFIX}/:file`,
      {
        schema: {
          tags: ['media'],
          summary: 'A stored picture, WebP, at one of its widths',
          params: z.object({ file: z.string() }),
        },
      },
      async (request, reply) => {
        const { file } = request.params;
        // The name is checked against a strict pattern before it gets near the file system: no dots, no
        // slashes, so no path traversal, whatever the store is.
        const found = isPictureFileName(file) ? await app.pictureStore.open(file) : null;
        if (!found) throw notFound(PICTURE_MESSAGES.notFound);
        return reply
          .header('content-type', 'image/webp')
          .header('content-length', found.size)
          .header('cache-control', IMMUTABLE_CACHE)
          .send(found.stream);
      },
    );
  },
  { name: 'ikaze-media', dependencies: [] },
);
