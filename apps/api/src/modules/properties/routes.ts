import { gunzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addDays,
  errorSchema,
  propertyIdParamsSchema,
  propertyLocationsQuerySchema,
  propertyCardSchema,
  propertyLocationsSchema,
  propertySchema,
  propertySearchQuerySchema,
  stayQuerySchema,
  todayInKigali,
  type Locale,
  type PropertySearchQuery,
} from '@ikaze/domain';
import { publicReader } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { trustedResponses } from '../../plugins/serialize.ts';
import { acceptsGzip, gzipAnswer, markGzipped } from '../../lib/gzip-answers.ts';
import { stringifySearchAnswer } from './card-json.ts';
import { gzipDetail } from './detail-gzip.ts';
import type { CachedAnswer } from './search/answer-cache.ts';
import { SearchReadModel } from './search/read-model.ts';
import { searchProperties } from './search/search.ts';
import { getProperty, listLocations } from './service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // What public searches and visitors' details read from memory, and the whole answers of public searches,
  // cleared by the change feed (search/read-model.ts; docs/decisions/0042-search-read-model.md).
  const readModel = new SearchReadModel(db, app.changes, { answersMb: app.config.searchAnswersMb });
  const answers = readModel.answerCache;
  // Readiness waits for the per-night inventory; metrics show its lag (docs/operations.md).
  app.serviceState.nightsReplica = () => readModel.roomNights.status;

  app.get(
    '/properties',
    {
      schema: {
        tags: ['properties'],
        summary:
          'Public properties (approved, active host), searched, filtered, sorted and paged, whole or as cards (view=card); or all of one ' +
          "host's properties (host_id) for that host or an admin. Paging in X-Total-Count, X-Page, X-Page-Size.",
        querystring: propertySearchQuerySchema,
        // view=card: each property as its card shows it (docs/decisions/0033-search-cards.md).
        response: { 200: z.union([z.array(propertySchema), z.array(propertyCardSchema)]), ...errors },
      },
      // The answer is built by toProperty in the schema's shape: no zod parse of 20 properties per search; cards
      // are written mostly from their listing's JSON (card-json.ts).
      serializerCompiler: trustedResponses([200], stringifySearchAnswer),
    },
    async (request, reply) => {
      const viewer = request.currentUser;
      // The same for every visitor: no host or admin (they may see private fields), no host's own list.
      const cacheable =
        answers !== undefined &&
        (viewer === null || viewer.role === 'user') &&
        request.query.host_id === undefined;
      // Anonymous visitors' searches may read the replica (db/read-replica.ts); a signed-in person's the primary.
      const reader = publicReader(app.database, viewer);
      if (!cacheable) {
        const result = await searchProperties(reader, viewer, request.query, readModel, request.locale);
        pagingHeaders(reply, result);
        return result.items;
      }
      const answer = await answers.answer(answerKey(request.query, request.locale), async () => {
        const result = await searchProperties(reader, viewer, request.query, readModel, request.locale);
        const { checkIn, checkOut } = request.query;
        const today = todayInKigali();
        return {
          body: reply.serialize(result.items) as string,
          total: result.total,
          page: result.page,
          pageSize: result.pageSize,
          first: checkIn && checkOut ? checkIn : today,
          last: checkIn && checkOut ? addDays(checkOut, -1) : today,
        };
      });
      return sendCached(request, reply, answer);
    },
  );

  app.get(
    '/properties/locations',
    {
      // Signed in first (401), so that only hosts and admins learn what the call accepts.
      config: { access: 'signed-in' },
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
      serializerCompiler: trustedResponses([200]),
      onSend: gzipAnswer,
    },
    async (request, reply) => {
      const answer = await getProperty(
        publicReader(app.database, request.currentUser),
        request.currentUser,
        request.params.id,
        request.query,
        request.locale,
        readModel,
      );
      const gzip = acceptsGzip(request.headers['accept-encoding']) ? gzipDetail(answer) : undefined;
      if (!gzip) return answer;
      return markGzipped(reply).type('application/json; charset=utf-8').send(gzip);
    },
  );
};

/**
 * A search's key: the language (descriptions are answered in it), today (which "tonight" and the stay rules
 * follow) and the parsed query in a fixed order.
 */
function answerKey(query: PropertySearchQuery, locale: Locale): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => [name, Array.isArray(value) ? [...value].sort() : value] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `${locale} ${todayInKigali()} ${JSON.stringify(entries)}`;
}

/** A cached answer: gzipped as it is cached to clients that take gzip, unzipped for the others. */
function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedAnswer) {
  pagingHeaders(reply, cached);
  // The language comes from the cookie or Accept-Language (plugins/locale.ts), and descriptions follow it.
  void reply
    .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
    .type('application/json; charset=utf-8');
  if (acceptsGzip(request.headers['accept-encoding']))
    return reply.header('Content-Encoding', 'gzip').send(cached.gzip);
  return reply.send(gunzipSync(cached.gzip));
}

/** Paging in headers (docs/product.md#calls): the body is the page's properties alone. */
function pagingHeaders(reply: FastifyReply, page: { total: number; page: number; pageSize: number }) {
  void reply
    .header('X-Total-Count', page.total)
    .header('X-Page', page.page)
    .header('X-Page-Size', page.pageSize);
}
