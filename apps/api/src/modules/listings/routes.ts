// The write side of listings (docs/product.md#calls): POST /api/room_types, then POST /api/properties with
// the room type ids, as multipart (a `data` JSON field and `images` files) or as JSON without pictures.
// Signed-in users only.
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LISTING_MESSAGES as M,
  draftRoomTypesSchema,
  entityIdSchema,
  errorSchema,
  propertySubmittedSchema,
  roomTypeCreatedSchema,
  roomTypeInputSchema,
} from '@ikaze/domain';
import { say } from '../../lib/translations.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  createRoomType,
  deleteDraftRoomType,
  listDraftRoomTypes,
  parseListingData,
  submitListing,
} from './service.ts';
import { countListingSubmission, countPictureBytes } from './quotas.ts';
import { readListingUpload, UPLOAD_LIMITS } from './upload.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** Signed in before the body is looked at: an anonymous caller gets 401, not a validation message. */
const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};

export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/room_types',
    {
      config: { changesListings: true },
      preValidation: signedIn,
      schema: {
        tags: ['listings'],
        summary:
          'Create a room type for a listing to come. It stays unattached until POST /api/properties names its id.',
        body: roomTypeInputSchema,
        response: { 201: roomTypeCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const roomType = await createRoomType(db, requireUser(request), request.body);
      return reply
        .status(201)
        .send({ message: say(request.locale, M.roomTypeCreated), id: roomType.id, roomType });
    },
  );

  app.get(
    '/room_types/drafts',
    {
      preValidation: signedIn,
      schema: {
        tags: ['listings'],
        summary: 'Your room types that no listing uses yet, oldest first',
        response: { 200: draftRoomTypesSchema, ...errors },
      },
    },
    async (request) => ({ roomTypes: await listDraftRoomTypes(db, requireUser(request)) }),
  );

  app.delete(
    '/room_types/:id',
    {
      config: { changesListings: true },
      preValidation: signedIn,
      schema: {
        tags: ['listings'],
        summary: 'Remove one of your room types that no listing uses yet',
        params: z.object({ id: entityIdSchema('room type') }),
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await deleteDraftRoomType(db, requireUser(request), request.params.id);
      return { message: say(request.locale, M.roomTypeDeleted) };
    },
  );

  await app.register(propertySubmissionRoutes);
};

/**
 * POST /api/properties in its own scope: multipart with this route's limits, and JSON taken as text so that
 * both forms of the listing go through one parser (and malformed JSON gets the listing's message).
 */
const propertySubmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  if (!app.hasContentTypeParser('multipart/form-data'))
    await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/properties',
    {
      // The account becomes a host's.
      config: { changesListings: true, changesAccount: (request) => request.currentUser?.id },
      preValidation: signedIn,
      schema: {
        tags: ['listings'],
        summary:
          'Submit a listing: multipart/form-data with a `data` field (JSON of listingInputSchema, sent first) and ' +
          'up to 20 `images` files (png or jpeg, 10 MB each); or the same JSON as an application/json body, ' +
          'without pictures. The property is pending until its listing application is approved.',
        consumes: ['multipart/form-data', 'application/json'],
        response: {
          201: propertySubmittedSchema,
          ...errors,
          413: errorSchema,
          429: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // Costly for the server: counted per account per hour (docs/decisions/0015-cross-site-and-abuse-limits.md).
      const takeBack = await countListingSubmission(db, user.id, app.config);
      try {
        const { listing, pictures } = request.isMultipart()
          ? await readListingUpload(request, app.pictureStore, (bytes) =>
              countPictureBytes(db, user.id, bytes, app.config),
            )
          : {
              listing: parseListingData(typeof request.body === 'string' ? request.body : undefined),
              pictures: [],
            };
        const property = await submitListing(db, app.pictureStore, user, listing, pictures);
        return reply
          .status(201)
          .send({ id: property.id, message: say(request.locale, M.submitted), property });
      } catch (error) {
        // A listing refused is not a listing submitted; the pictures' bytes stay counted.
        await takeBack();
        throw error;
      }
    },
  );
};
