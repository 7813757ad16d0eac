// The admins' payments routes (docs/decisions/0045-who-sees-payment-details.md): the list (paged like the other
// admin lists, X-Total-Count, X-Page, X-Page-Size), its CSV (a sibling path as every CSV download of the API:
// lib/csv.ts), the summary and one payment's detail. The static paths win over /admin/payments/:id in the router.
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPaymentDetailSchema,
  adminPaymentFilterSchema,
  adminPaymentIdParamsSchema,
  adminPaymentListQuerySchema,
  adminPaymentListSchema,
  adminPaymentSummarySchema,
  errorSchema,
  todayInKigali,
} from '@ikaze/domain';
import {
  adminPaymentDetail,
  adminPaymentSummary,
  adminPaymentsCsv,
  listAdminPayments,
} from './admin-payments.ts';
import { mediaAnswer } from '../../lib/openapi.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

export const adminPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/admin/payments',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['payments'],
        summary:
          'Every payment, filtered by status, method, creation days (Kigali) and a search text (guest, property, ' +
          'reference, provider id, paying number), sorted by created_at or amount. Paging in X-Total-Count, ' +
          'X-Page, X-Page-Size. Admins only; the CSV of the same filters is /admin/payments.csv.',
        querystring: adminPaymentListQuerySchema,
        response: { 200: adminPaymentListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const page = await listAdminPayments(db, request.query);
      void reply
        .header('X-Total-Count', page.total)
        .header('X-Page', page.page)
        .header('X-Page-Size', page.pageSize);
      return page.items;
    },
  );

  app.get(
    '/admin/payments.csv',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['payments'],
        summary:
          'Every payment the filters of GET /admin/payments keep, newest first, as a CSV download (text/csv)',
        querystring: adminPaymentFilterSchema,
        response: {
          200: mediaAnswer('text/csv', 'A header row, then every payment, newest first'),
          ...errors,
        },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payments-${todayInKigali()}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(adminPaymentsCsv(db, request.query))),
  );

  app.get(
    '/admin/payments/summary',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['payments'],
        summary:
          'Payments by status, pending payments more than a minute past their window (should be 0), and money ' +
          'taken after the rooms were released, owed back',
        response: { 200: adminPaymentSummarySchema, ...errors },
      },
    },
    async () => adminPaymentSummary(db),
  );

  app.get(
    '/admin/payments/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['payments'],
        summary:
          "One payment: the bookings it pays, its ledger transactions and entries, the provider's answers as " +
          'received, and the earlier tries at paying the same reservation',
        params: adminPaymentIdParamsSchema,
        response: { 200: adminPaymentDetailSchema, ...errors, 404: errorSchema },
      },
    },
    async (request) => adminPaymentDetail(db, request.params.id),
  );
};
