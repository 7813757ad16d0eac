// GET /media/pictures/{key}-{width}.webp: stored listing pictures, read from this node's disk or the bucket
// (media-storage.ts) and always sent by the app, so the addresses and caching headers are the same whichever
// (docs/decisions/0058-pictures-in-a-bucket.md). A file's content never changes under its name (a new upload
// gets a new random key), so browsers may cache it for a year.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PICTURE_MESSAGES } from '@ikaze/domain';
import { notFound } from '../../lib/errors.ts';
import { sendMediaFile } from './media-reply.ts';
import { openMediaStorage, type MediaStorage } from './media-storage.ts';
import { MEDIA_PREFIX } from './picture-urls.ts';
import { createPictureStore, isPictureFileName, type PictureStore } from './picture-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where this process keeps pictures and link previews: DATA_DIR, or the S3_* bucket. */
    mediaStorage: MediaStorage;
    /** The one picture store of this process: modules save uploads through it (`app.pictureStore.save`). */
    pictureStore: PictureStore;
  }
}

/** Registered without encapsulation so that `app.pictureStore` is visible to the /api modules. */
export const mediaRoutes = fp(
  async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const storage = await openMediaStorage(app.config);
    app.decorate('mediaStorage', storage);
    app.addHook('onClose', async () => storage.close());
    if (!app.hasDecorator('pictureStore'))
      app.decorate(
        'pictureStore',
        createPictureStore(storage.pictures, {
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
        // The name is checked against a strict pattern before it gets near the storage: no dots, no slashes,
        // so no path traversal, whatever the store is.
        const found = isPictureFileName(file) ? await app.pictureStore.open(file) : null;
        if (!found) throw notFound(PICTURE_MESSAGES.notFound);
        return sendMediaFile(request, reply, found, { type: 'image/webp', etag: `"${file}"` });
      },
    );
  },
  { name: 'ikaze-media', dependencies: [] },
);
