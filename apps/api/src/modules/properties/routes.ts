import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema,
  propertyIdParamsSchema,
  propertyLocationsQuerySchema,
  propertyLocationsSchema,
  propertySchema,
  propertySearchQuerySchema,
  stayQuerySchema,
} from '@ikaze/domain';
import { requireUser } from '../../plugins/auth.ts';
import { trustedResponses } from '../../plugins/serialize.ts';
import { CountCache } from './count-cache.ts';
import { getProperty, listLocations, searchProperties } from './service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // Totals of public searches, reused for a few seconds (docs/decisions/0006-search-performance.md).
  const counts = new CountCache();

  app.get(
    '/properties',
    {
      schema: {
        tags: ['properties'],
        summary:
          'Public properties (approved, active host), searched, filtered, sorted and paged; or all of one ' +
          "host's properties (host_id) for that host or an admin. Paging in X-Total-Count, X-Page, X-Page-Size.",
        querystring: propertySearchQuerySchema,
        response: { 200: z.array(propertySchema), ...errors },
      },
      // The answer is built by toProperty in the schema's shape: no zod parse of 20 properties per search.
      serializerCompiler: trustedResponses(200),
    },
    async (request, reply) => {
      const result = await searchProperties(db, request.currentUser, request.query, counts);
      void reply
        .header('X-Total-Count', result.total)
        .header('X-Page', result.page)
        .header('X-Page-Size', result.pageSize);
      return result.items;
    },
  );

  app.get(
    '/properties/locations',
    {
      // Signed in first (401), so that only hosts and admins learn what the call accepts.
      preValidation: async (request) => {
        requireUser(request);
      },
      schema: {
        tags: ['properties'],
        summary:
          "The Location filter's choices: the distinct addresses of every property (admins; one host's with " +
          'host_id) or of your own (hosts), sorted, at most 500 (truncated says when there are more)',
        querystring: propertyLocationsQuerySchema,
        response: { 200: propertyLocationsSchema, ...errors },
      },
    },
    async (request) => listLocations(db, requireUser(request), request.query.host_id),
  );

  app.get(
    '/properties/:id',
    {
      schema: {
        tags: ['properties'],
        summary:
          'A property with its room types and the rooms free for checkIn..checkOut (tonight by default)',
        params: propertyIdParamsSchema,
        querystring: stayQuerySchema,
        response: { 200: propertySchema, ...errors },
      },
      serializerCompiler: trustedResponses(200),
    },
    async (request) => getProperty(db, request.currentUser, request.params.id, request.query),
  );
};
