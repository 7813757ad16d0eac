import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BOOKING_MESSAGES,
  BOOKING_STATUS_LABELS,
  bookingCancellationSchema,
  bookingCreatedSchema,
  bookingIdParamsSchema,
  bookingListQuerySchema,
  bookingRequestSchema,
  bookingDetailsSchema,
  bookingSchema,
  bookingStatusUpdatedSchema,
  bookingStatusUpdateSchema,
  entityIdSchema,
  errorSchema,
  idempotencyKeySchema,
  labelOf,
  LISTING_MESSAGES,
  reservationSummary,
  roomTypeQuoteQuerySchema,
  roomTypeQuoteSchema,
  todayInKigali,
  type BookingStatus,
  type Locale,
} from '@ikaze/domain';
import { say } from '../../lib/translations.ts';
import { requireUser } from '../../plugins/auth.ts';
import { trustedResponses } from '../../plugins/serialize.ts';
import { notFound } from '../../lib/errors.ts';
import { quoteStay } from './quote.ts';
import {
  bookingCancellation,
  bookingFor,
  createBookings,
  listBookings,
  updateBookingStatus,
} from './service.ts';
import { bookingReviewStates } from '../reviews/index.ts';
import { nightsChanged } from './nights-changed.ts';
import { bookingDetailsFor } from './details.ts';

/** 'Booking status updated to confirmed': the spec shows the stored value; other languages show its label. */
const statusUpdated = (locale: Locale, status: BookingStatus) =>
  say(
    locale,
    BOOKING_MESSAGES.statusUpdated({
      status: locale === 'en' ? status : labelOf(BOOKING_STATUS_LABELS, status),
    }),
  );

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/bookings',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['bookings'],
        summary:
          'Reserve rooms (the reservation rules in order, prices computed by the server, ' +
          'all entries in one transaction). ' +
          'A retried Idempotency-Key returns the first answer.',
        headers: z.looseObject({ 'idempotency-key': idempotencyKeySchema.optional() }),
        body: bookingRequestSchema,
        response: { 201: bookingCreatedSchema, ...errors, 422: errorSchema },
      },
      // The answer is built by toBooking in the schema's shape (a replay is parsed when read back).
      serializerCompiler: trustedResponses([201]),
    },
    async (request, reply) => {
      const user = requireUser(request);
      const answer = await createBookings(
        db,
        app.payments,
        app.config.taxes,
        user,
        request.body,
        request.headers['idempotency-key'],
      );
      if (answer.replayed) void reply.header('Idempotent-Replayed', 'true');
      else if (answer.statusCode === 201) nightsChanged(app, answer.body.bookings);
      // Written in the asker's language each time, a replay too (the stored answer keeps the English).
      const message = reservationSummary(answer.body.bookings, request.locale);
      return reply.status(answer.statusCode).send({ ...answer.body, message });
    },
  );

  app.get(
    '/bookings',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['bookings'],
        summary:
          'Bookings: all for admins, those of their properties for hosts, their own for guests. ' +
          'Paging in X-Total-Count, X-Page, X-Page-Size.',
        querystring: bookingListQuerySchema,
        response: { 200: z.array(bookingSchema), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const result = await listBookings(db, user, request.query);
      void reply
        .header('X-Total-Count', result.total)
        .header('X-Page', result.page)
        .header('X-Page-Size', result.pageSize);
      // Each booking's review, and whether the asker may write one (docs/product.md#reviews).
      const reviews = await bookingReviewStates(db, user, result.items);
      return result.items.map((booking) => ({ ...booking, ...reviews.get(booking.id) }));
    },
  );

  app.get(
    '/bookings/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['bookings'],
        summary: 'One booking, with its payment: for its guest, the host of its property, and admins',
        params: bookingIdParamsSchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => bookingFor(db, requireUser(request), request.params.id),
  );

  app.get(
    '/bookings/:id/details',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['bookings'],
        summary:
          "The booking page: the booking, its history, where and when to arrive, the other side's contact " +
          '(docs/decisions/0013) and, for its guest, what cancelling costs today',
        params: bookingIdParamsSchema,
        response: { 200: bookingDetailsSchema, ...errors },
      },
    },
    async (request) => bookingDetailsFor(db, requireUser(request), request.params.id),
  );

  app.put(
    '/bookings/:id/status',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['bookings'],
        summary:
          'Move a pending booking: the host to confirmed, cancelled or refunded; the guest to cancelled',
        params: bookingIdParamsSchema,
        body: bookingStatusUpdateSchema,
        response: { 200: bookingStatusUpdatedSchema, ...errors },
      },
    },
    async (request) => {
      const updated = await updateBookingStatus(db, requireUser(request), request.params.id, request.body);
      nightsChanged(app, [updated.booking]);
      return { ...updated, message: statusUpdated(request.locale, updated.booking.status) };
    },
  );

  app.get(
    '/bookings/:id/cancellation',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['bookings'],
        summary:
          'What cancelling costs the guest who booked, today, under its rate plan (the fee owed to the host, ' +
          'whether it is free, the last free day, whether it can still be cancelled)',
        params: bookingIdParamsSchema,
        response: { 200: bookingCancellationSchema, ...errors },
      },
    },
    async (request) => bookingCancellation(db, requireUser(request), request.params.id),
  );

  app.get(
    '/room_types/:id/quote',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'Price a stay of a public room type night by night under a rate plan (absent or N/A: the ' +
          "property's first plan), with the rooms free and why it cannot be booked, if so; sold out or refused by " +
          'a stay rule, up to 3 stays of the same length within 30 days that can (otherStays)',
        params: z.object({ id: entityIdSchema('room type') }),
        querystring: roomTypeQuoteQuerySchema,
        response: { 200: roomTypeQuoteSchema, ...errors },
      },
    },
    async (request) => {
      const quote = await quoteStay(db, request.params.id, request.query, todayInKigali(), app.config.taxes);
      if (!quote) throw notFound(LISTING_MESSAGES.roomTypeNotFound);
      return { ...quote, problem: quote.problem === null ? null : say(request.locale, quote.problem) };
    },
  );
};
