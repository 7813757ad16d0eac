// Reviews, replies, reports and moderation (docs/product.md#reviews, docs/decisions/0025-reviews.md): HTTP only,
// the rules are in service.ts. Writes that can move a rating are marked changesListings: the property's new
// rating reaches this process's kept search answers at once (the trigger's notification tells the others).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REVIEW_MESSAGES,
  adminReviewListQuerySchema,
  adminReviewListSchema,
  bookingIdParamsSchema,
  errorSchema,
  hostReviewListQuerySchema,
  hostReviewListSchema,
  propertyIdParamsSchema,
  propertyReviewsSchema,
  replyInputSchema,
  reportCreatedSchema,
  reportInputSchema,
  reviewIdParamsSchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewSchema,
  reviewStatusUpdateSchema,
} from '@ikaze/domain';
import { say } from '../../lib/translations.ts';
import { publicReader } from '../../db/client.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import {
  createReview,
  dismissReports,
  getReview,
  listHostReviews,
  listModeratedReviews,
  listPropertyReviews,
  reportReview,
  setReply,
  setReviewStatus,
  updateReview,
} from './service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/properties/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary:
          'A property’s published reviews, paged and sorted (newest, highest, lowest), with their average, ' +
          'count, distribution of overall scores and sub-score averages. 404 for a property the asker may not see.',
        params: propertyIdParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: propertyReviewsSchema, ...errors },
      },
    },
    async (request) =>
      listPropertyReviews(
        publicReader(app.database, request.currentUser),
        request.currentUser,
        request.params.id,
        request.query,
      ),
  );

  app.post(
    '/bookings/:id/review',
    {
      schema: {
        tags: ['reviews'],
        summary:
          'Review one’s confirmed stay, from the day after check-out until 14 days after it, once per booking.',
        params: bookingIdParamsSchema,
        body: reviewInputSchema,
        response: { 201: reviewSchema, ...errors },
      },
      config: { access: 'signed-in', changesListings: true },
    },
    async (request, reply) => {
      const review = await createReview(db, requireUser(request), request.params.id, request.body);
      return reply.status(201).send(review);
    },
  );

  app.put(
    '/bookings/:id/review',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Edit one’s review of a stay, until 14 days after check-out.',
        params: bookingIdParamsSchema,
        body: reviewInputSchema,
        response: { 200: reviewSchema, ...errors },
      },
      config: { access: 'signed-in', changesListings: true },
    },
    async (request) => updateReview(db, requireUser(request), request.params.id, request.body),
  );

  app.get(
    '/reviews/:id',
    {
      schema: {
        tags: ['reviews'],
        summary:
          'One review with its reply: anyone for a published review of a public property; otherwise its ' +
          'author, the property’s host and admins (404 for others).',
        params: reviewIdParamsSchema,
        response: { 200: reviewSchema, ...errors },
      },
    },
    async (request) => getReview(db, request.currentUser, request.params.id),
  );

  app.put(
    '/reviews/:id/reply',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['reviews'],
        summary:
          'The property’s host writes or edits the reply to a review (one per review, editable for 7 days ' +
          'after it was first written). Admins may not reply as the host.',
        params: reviewIdParamsSchema,
        body: replyInputSchema,
        response: { 200: reviewSchema, ...errors },
      },
    },
    async (request) => setReply(db, requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/reviews/:id/reports',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['reviews'],
        summary: 'Report a review to the admins (anyone signed in but its author; one open report each).',
        params: reviewIdParamsSchema,
        body: reportInputSchema,
        response: { 201: reportCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      await reportReview(db, requireUser(request), request.params.id, request.body.reason);
      return reply.status(201).send({ message: say(request.locale, REVIEW_MESSAGES.reported) });
    },
  );

  app.post(
    '/reviews/:id/reports/dismiss',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['reviews'],
        summary: 'Admins: dismiss a review’s open reports; the review stays as it is.',
        params: reviewIdParamsSchema,
        response: { 200: reviewSchema, ...errors },
      },
    },
    async (request) => dismissReports(db, requireRole(request, 'admin'), request.params.id),
  );

  app.put(
    '/reviews/:id/status',
    {
      schema: {
        tags: ['reviews'],
        summary:
          'Admins: hide a review (with a reason, told to its author) or publish it again; closes its open ' +
          'reports. A hidden review is not listed and does not count in the rating.',
        params: reviewIdParamsSchema,
        body: reviewStatusUpdateSchema,
        response: { 200: reviewSchema, ...errors },
      },
      config: { access: ['admin'], changesListings: true },
    },
    async (request) => setReviewStatus(db, requireRole(request, 'admin'), request.params.id, request.body),
  );

  app.get(
    '/admin/reviews',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['reviews'],
        summary:
          'Admins: reviews with open reports (status=reported, the default; most recently reported first), ' +
          'hidden ones, or all, with their open reports. Paged.',
        querystring: adminReviewListQuerySchema,
        response: { 200: adminReviewListSchema, ...errors },
      },
    },
    async (request) => listModeratedReviews(db, requireRole(request, 'admin'), request.query),
  );

  app.get(
    '/host/reviews',
    {
      config: { access: ['host'] },
      schema: {
        tags: ['reviews'],
        summary: 'Hosts: the reviews of their properties, newest first, with replies. Paged.',
        querystring: hostReviewListQuerySchema,
        response: { 200: hostReviewListSchema, ...errors },
      },
    },
    async (request) => listHostReviews(db, requireRole(request, 'host'), request.query),
  );
};
