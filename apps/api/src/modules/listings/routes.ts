// The write side of listings (docs/product.md#calls): POST /api/room_types, then POST /api/properties with
// the room type ids, as multipart (a `data` JSON field and `images` files) or as JSON without pictures.
// Signed-in users only.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BOOKING_REQUEST_MESSAGES,
  LISTING_MESSAGES as M,
  draftRoomTypesSchema,
  entityIdSchema,
  errorSchema,
  idempotencyKeySchema,
  propertySubmittedSchema,
  roomTypeCreatedSchema,
  roomTypeInputSchema,
} from '@ikaze/domain';
import { say } from '../../lib/translations.ts';
import { keyIsAnswered } from '../../lib/idempotency.ts';
import { conflict } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  createRoomType,
  deleteDraftRoomType,
  listDraftRoomTypes,
  listingFingerprint,
  parseListingData,
  storedListing,
  submitListing,
} from './service.ts';
import { countListingSubmission, countPictureBytes } from './quotas.ts';
import { readListingUpload, UPLOAD_LIMITS } from './upload.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** As on POST /api/bookings (lib/idempotency.ts, docs/decisions/0030-offline-app.md). */
const keyHeader = z.looseObject({ 'idempotency-key': idempotencyKeySchema.optional() });
const KEY_RULE =
  'An Idempotency-Key retried by the same account within a day answers the first answer ' +
  '(header Idempotent-Replayed) without creating again; the same key with a different request is ' +
  '422 IDEMPOTENCY_KEY_REUSED.';

/** The answer stored for a key seen before the upload was read (gone meanwhile only if its day ended). */
async function replayListing(...args: Parameters<typeof storedListing>) {
  const stored = await storedListing(...args);
  if (!stored) throw conflict(BOOKING_REQUEST_MESSAGES.inProgress, { code: 'REQUEST_IN_PROGRESS' });
  return stored;
}

export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/room_types',
    {
      config: { access: 'signed-in', changesListings: true },
      schema: {
        tags: ['listings'],
        summary:
          'Create a room type for a listing to come. It stays unattached until POST /api/properties names its id. ' +
          KEY_RULE,
        headers: keyHeader,
        body: roomTypeInputSchema,
        response: { 201: roomTypeCreatedSchema, ...errors, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const answer = await createRoomType(
        db,
        requireUser(request),
        request.body,
        request.headers['idempotency-key'],
      );
      if (answer.replayed) void reply.header('Idempotent-Replayed', 'true');
      const roomType = answer.value;
      return reply
        .status(201)
        .send({ message: say(request.locale, M.roomTypeCreated), id: roomType.id, roomType });
    },
  );

  app.get(
    '/room_types/drafts',
    {
      config: { access: 'signed-in' },
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
      config: { access: 'signed-in', changesListings: true },
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
      config: {
        access: 'signed-in',
        changesListings: true,
        changesAccount: (request) => request.currentUser?.id,
      },
      schema: {
        tags: ['listings'],
        summary:
          'Submit a listing: multipart/form-data with a `data` field (JSON of listingInputSchema, sent first) and ' +
          'up to 20 `images` files (png or jpeg, 10 MB each); or the same JSON as an application/json body, ' +
          'without pictures. The property is pending until its listing application is approved. ' +
          KEY_RULE +
          ' The same request is the same listing and the same pictures (their bytes) in the same order.',
        consumes: ['multipart/form-data', 'application/json'],
        headers: keyHeader,
        response: {
          201: propertySubmittedSchema,
          ...errors,
          413: errorSchema,
          422: errorSchema,
          429: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const key = request.headers['idempotency-key'];
      // A key already answered: the upload is read for its fingerprint only, nothing stored or counted.
      const retried = key !== undefined && (await keyIsAnswered(db, user.id, key));
      // Costly for the server: counted per account per hour (docs/decisions/0015-cross-site-and-abuse-limits.md).
      const takeBack = retried
        ? async () => undefined
        : await countListingSubmission(db, user.id, app.config);
      try {
        const { listing, pictures, pictureDigests } = request.isMultipart()
          ? await readListingUpload(request, retried ? null : app.pictureStore, (bytes) =>
              countPictureBytes(db, user.id, bytes, app.config),
            )
          : {
              listing: parseListingData(typeof request.body === 'string' ? request.body : undefined),
              pictures: [],
              pictureDigests: [],
            };
        const hash = listingFingerprint(listing, pictureDigests);
        const answer =
          key === undefined
            ? await submitListing(db, app.pictureStore, user, listing, pictures)
            : retried
              ? await replayListing(db, user, key, hash)
              : await submitListing(db, app.pictureStore, user, listing, pictures, { key, hash });
        if (answer.replayed) {
          void reply.header('Idempotent-Replayed', 'true');
          await takeBack(); // the same listing again is not another one
        }
        const property = answer.value;
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
