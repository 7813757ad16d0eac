import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LISTING_APPLICATION_MESSAGES,
  applicationCreateSchema,
  applicationIdParamsSchema,
  applicationListQuerySchema,
  applicationListResponseSchema,
  applicationResponseSchema,
  applicationUpdateSchema,
  errorSchema,
} from '@ikaze/domain';
import { say } from '../../lib/translations.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { createApplication, listApplications, updateApplication } from './service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/listing_applications',
    {
      config: { access: ['host'], changesListings: true },
      schema: {
        tags: ['listing applications'],
        summary: 'Apply for review of one of your own properties (one application per property)',
        body: applicationCreateSchema,
        response: { 201: applicationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const application = await createApplication(db, requireUser(request), request.body);
      return reply
        .status(201)
        .send({ message: say(request.locale, LISTING_APPLICATION_MESSAGES.submitted), application });
    },
  );

  app.get(
    '/listing_applications',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['listing applications'],
        summary: 'Listing applications, for admins: status, date range, search, sort, paging',
        querystring: applicationListQuerySchema,
        response: { 200: applicationListResponseSchema, ...errors },
      },
    },
    async (request) => listApplications(db, request.query),
  );

  app.put(
    '/listing_applications/:id',
    {
      config: { access: ['admin'], changesListings: true },
      schema: {
        tags: ['listing applications'],
        summary:
          "Accept or reject (the property's visibility follows), or write a recommendation; admins only",
        params: applicationIdParamsSchema,
        body: applicationUpdateSchema,
        response: { 200: applicationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { message, application } = await updateApplication(
        db,
        request.params.id,
        request.body,
        requireRole(request, 'admin').id,
      );
      return { message: say(request.locale, message), application };
    },
  );
};
