// The refunds' routes (docs/money.md#refunds): a host gives back part of a confirmed stay; admins see the refunds
// on their way and those waiting for a hand, and settle or resend those.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REFUND_MESSAGES,
  adminRefundListQuerySchema,
  adminRefundSchema,
  bookingIdParamsSchema,
  entityIdSchema,
  errorSchema,
  partialRefundInputSchema,
  refundStartedSchema,
  settleRefundInputSchema,
  type Refund,
} from '@ikaze/domain';
import { say } from '../../lib/translations.ts';
import { requireUser } from '../../plugins/auth.ts';
import { listAdminRefunds, settleRefundByHand, tryRefundAgain } from './admin-refunds.ts';
import { refundPartOfStay } from './host-refunds.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const refundIdParamsSchema = z.object({ id: entityIdSchema('record') });
const doneSchema = z.object({ message: z.string() });

export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/bookings/:id/refunds',
    {
      config: { access: ['host'] },
      schema: {
        tags: ['refunds'],
        summary:
          'The host gives back part of a confirmed stay (a goodwill, a problem on arrival), up to what is left of ' +
          'what the guest paid; it goes to the number that paid. 409 REFUND_TOO_LARGE (params.left), ' +
          'NOTHING_TO_REFUND, BOOKING_NOT_CONFIRMED.',
        params: bookingIdParamsSchema,
        body: partialRefundInputSchema,
        response: { 201: refundStartedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const refund = await refundPartOfStay(db, requireUser(request), request.params.id, request.body.amount);
      app.refunds.wake();
      void reply.code(201);
      return {
        message: say(request.locale, REFUND_MESSAGES.started),
        refund: {
          id: refund.id,
          amount: refund.amount,
          cause: refund.cause as Refund['cause'],
          status: refund.status as Refund['status'],
          createdAt: refund.createdAt.toISOString(),
        },
      };
    },
  );

  app.get(
    '/admin/refunds',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['refunds'],
        summary:
          'Refunds waiting for an admin (refused by the provider every try) and those on their way, newest first; ' +
          'or those of one status. Admins only.',
        querystring: adminRefundListQuerySchema,
        response: { 200: z.array(adminRefundSchema), ...errors },
      },
    },
    async (request) => listAdminRefunds(db, request.query.status ? [request.query.status] : undefined),
  );

  app.post(
    '/admin/refunds/:id/settle',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['refunds'],
        summary:
          'Records that a refund waiting for a hand went back another way (from the bank), with how. The ledger ' +
          'keeps it. 409 REFUND_NOT_WAITING.',
        params: refundIdParamsSchema,
        body: settleRefundInputSchema,
        response: { 200: doneSchema, ...errors },
      },
    },
    async (request) => {
      await settleRefundByHand(db, requireUser(request), request.params.id, request.body.note);
      return { message: say(request.locale, REFUND_MESSAGES.settled) };
    },
  );

  app.post(
    '/admin/refunds/:id/retry',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['refunds'],
        summary: 'Sends a refund waiting for a hand once more, as a new try. 409 REFUND_NOT_WAITING.',
        params: refundIdParamsSchema,
        response: { 200: doneSchema, ...errors },
      },
    },
    async (request) => {
      await tryRefundAgain(db, request.params.id);
      app.refunds.wake();
      return { message: say(request.locale, REFUND_MESSAGES.triedAgain) };
    },
  );
};
