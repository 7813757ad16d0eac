// Channel sync's routes (docs/decisions/0023-calendar-and-rates.md, "API"): the room type's calendar export for
// other sites (public, by its secret token), its token, and the other sites' calendars it imports.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarImportIdParamsSchema,
  calendarImportInputSchema,
  calendarImportSchema,
  errorSchema,
  icsQuerySchema,
  icsRoomTypeParamsSchema,
  icsTokenAnswerSchema,
  LISTING_MESSAGES,
} from '@ikaze/domain';
import { notFound } from '../../lib/errors.ts';
import { mediaAnswer } from '../../lib/openapi.ts';
import { requireUser } from '../../plugins/auth.ts';
import { exportCalendar, icsUrlOf, replaceIcsToken } from './export.ts';
import type { FetchOptions } from './fetch-calendar.ts';
import {
  createImport,
  deleteImport,
  listImports,
  managedRoomType,
  syncImportNow,
  type Changed,
} from './service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Tells this process's search answers at once which nights' free rooms an import changed (plugins/changes.ts). */
function nightsChanged(app: FastifyInstance, changed: Changed) {
  if (changed) app.changes.publish({ kind: 'nights', ...changed });
}

export const channelSyncRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const fetchOptions: FetchOptions = { allowPrivate: app.config.calendarImportAllowPrivate };
  // Each add or sync fetches another site: a host (or a script) cannot make the server do it without pause.
  const fetchLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  app.get(
    '/room_types/:id/calendar.ics',
    {
      schema: {
        tags: ['channel sync'],
        summary:
          'The room type’s taken nights as an iCalendar file (RFC 5545) for other sites to subscribe to. ' +
          'No session: the token is the secret; a wrong or missing one answers 404.',
        params: icsRoomTypeParamsSchema,
        querystring: icsQuerySchema,
        response: {
          200: mediaAnswer('text/calendar', 'The taken nights as iCalendar events'),
          400: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const text = await exportCalendar(db, request.params.id, request.query.token);
      if (text === undefined) throw notFound(LISTING_MESSAGES.roomTypeNotFound);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .serializer((payload: string) => payload)
        .send(text);
    },
  );

  app.post(
    '/room_types/:id/ics_token',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['channel sync'],
        summary: 'A new secret export URL for the room type’s calendar; the old one stops working',
        params: icsRoomTypeParamsSchema,
        response: { 200: icsTokenAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const room = await managedRoomType(db, requireUser(request), request.params.id);
      const token = await replaceIcsToken(db, room.id);
      return { icsUrl: icsUrlOf(request, room.id, token) };
    },
  );

  app.get(
    '/room_types/:id/calendar/imports',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['channel sync'],
        summary: 'The other sites’ calendars the room type imports, with their last sync',
        params: icsRoomTypeParamsSchema,
        response: { 200: z.array(calendarImportSchema), ...errors },
      },
    },
    async (request) => listImports(db, requireUser(request), request.params.id),
  );

  app.post(
    '/room_types/:id/calendar/imports',
    {
      config: { ...fetchLimit, access: ['host', 'admin'] },
      schema: {
        tags: ['channel sync'],
        summary:
          'Import another site’s calendar (http or https) and sync it now: the answer says how that went. ' +
          'At most 10 per room type, each URL once (409).',
        params: icsRoomTypeParamsSchema,
        body: calendarImportInputSchema,
        response: { 201: calendarImportSchema, ...errors, 409: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { calendarImport, changed } = await createImport(
        db,
        user,
        request.params.id,
        request.body,
        fetchOptions,
      );
      nightsChanged(app, changed);
      return reply.status(201).send(calendarImport);
    },
  );

  app.delete(
    '/calendar_imports/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['channel sync'],
        summary: 'Stop importing a calendar: the rooms it held are free again',
        params: calendarImportIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      nightsChanged(app, await deleteImport(db, requireUser(request), request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/calendar_imports/:id/sync',
    {
      config: { ...fetchLimit, access: 'signed-in' },
      schema: {
        tags: ['channel sync'],
        summary: 'Fetch an imported calendar now; a failure is recorded and changes nothing else',
        params: calendarImportIdParamsSchema,
        response: { 200: calendarImportSchema, ...errors },
      },
    },
    async (request) => {
      const { calendarImport, changed } = await syncImportNow(
        db,
        requireUser(request),
        request.params.id,
        fetchOptions,
      );
      nightsChanged(app, changed);
      return calendarImport;
    },
  );
};
