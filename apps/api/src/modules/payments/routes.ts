// The payments' routes (docs/payments.md): the providers' callbacks (public; a hint to look the payment up, never
// believed), and the guest's other try at paying a reservation.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PAYMENT_MESSAGES,
  bookingIdParamsSchema,
  bookingPaymentInputSchema,
  bookingSchema,
  errorSchema,
} from '@ikaze/domain';
import { hintAll } from '../../db/due-rows-watcher.ts';
import { badRequest } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { ProviderName } from './providers/types.ts';
import { retryPayment } from './retry.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
/** A provider's notification is a few hundred bytes; anything much larger is not one. */
const CALLBACK_BODY_LIMIT = 16 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const provider of ['mtn', 'airtel'] as const satisfies readonly ProviderName[]) {
    for (const method of provider === 'mtn' ? (['PUT', 'POST'] as const) : (['POST'] as const)) {
      app.route({
        method,
        url: `/payments/callbacks/${provider}`,
        bodyLimit: CALLBACK_BODY_LIMIT,
        schema: {
          tags: ['payments'],
          summary:
            `${provider === 'mtn' ? 'MTN MoMo' : 'Airtel Money'} tells us a payment changed. Not signed: the ` +
            'payment is looked up by its reference at the provider, never settled from this body.',
          body: z.unknown(),
          response: { 200: z.object({ received: z.boolean() }), 400: errorSchema },
        },
        handler: async (request) => {
          const reading = app.payments.readCallback(provider, request.body);
          if (!reading?.reference || !UUID.test(reading.reference))
            throw badRequest(PAYMENT_MESSAGES.callbackUnreadable, { code: 'UNREADABLE_CALLBACK' });
          // Known or not, the answer is the same: a caller learns nothing about our references. The reference
          // may be a payment's, a refund's or a payout's.
          const reference = reading.reference.toLowerCase();
          await hintAll(app.database.db, [app.payments, app.refunds, app.payouts], reference);
          return { received: true };
        },
      });
    }
  }

  app.post(
    '/bookings/:id/payment',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['payments'],
        summary:
          'The guest tries again to pay a reservation whose payment failed, while its rooms are still held ' +
          '(another number, the other wallet, or at the property where allowed). Answers the reservation’s bookings.',
        params: bookingIdParamsSchema,
        body: bookingPaymentInputSchema,
        response: { 200: z.object({ bookings: z.array(bookingSchema) }), ...errors, 402: errorSchema },
      },
    },
    async (request) => {
      const bookings = await retryPayment(
        app.database.db,
        app.payments,
        requireUser(request),
        request.params.id,
        request.body,
      );
      return { bookings };
    },
  );
};
