// The host's calendar, rates, seasons and rate plans (docs/decisions/0023-calendar-and-rates.md, section "API"):
// for the property's host and admins only.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addDays,
  calendarQuerySchema,
  calendarRoomTypeParamsSchema,
  calendarUpdateSchema,
  errorSchema,
  propertyIdParamsSchema,
  ratePlanRulesSchema,
  ratePlanRulesViewSchema,
  roomRatesSchema,
  roomRatesUpdateSchema,
  roomTypeCalendarSchema,
  seasonIdParamsSchema,
  seasonInputSchema,
  seasonSchema,
} from '@ikaze/domain';
import { requireUser } from '../../plugins/auth.ts';
import {
  createSeason,
  deleteSeason,
  readCalendar,
  readRatePlans,
  readRates,
  updateCalendar,
  updateRatePlans,
  updateRates,
  updateSeason,
  type CalendarAnswer,
} from './service.ts';
import { icsUrlOf } from '../channel-sync/index.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The calendar as answered: the room type's private export URL in place of its token. */
function withIcsUrl(request: FastifyRequest, { icsToken, ...calendar }: CalendarAnswer) {
  return { ...calendar, icsUrl: icsUrlOf(request, calendar.roomTypeId, icsToken) };
}

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/room_types/:id/calendar',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['calendar'],
        summary:
          'A room type’s nights: rooms held, closed and synced, free rooms and the price of each night ' +
          '(from: today, to: from + 42 days, exclusive; at most 366 nights). The host and admins only.',
        params: calendarRoomTypeParamsSchema,
        querystring: calendarQuerySchema,
        response: { 200: roomTypeCalendarSchema, ...errors },
      },
    },
    async (request) =>
      withIcsUrl(request, await readCalendar(db, requireUser(request), request.params.id, request.query)),
  );

  app.put(
    '/room_types/:id/calendar',
    {
      config: { access: ['host', 'admin'] },
      schema: {
        tags: ['calendar'],
        summary:
          'Close rooms (closed: rooms closed each night, 0 reopens) and/or set the price of each night ' +
          '(price; null gives the night back to the rates) from `from` to `to` (exclusive). 409 when a night ' +
          'has fewer free rooms than asked to close: nothing changes. Answers the calendar of those nights.',
        params: calendarRoomTypeParamsSchema,
        body: calendarUpdateSchema,
        response: { 200: roomTypeCalendarSchema, ...errors, 409: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      const { from, to } = request.body;
      const calendar = await updateCalendar(
        db,
        requireUser(request),
        request.params.id,
        request.body,
        request.locale,
      );
      // This process's search answers hear it at once; the database's notification follows for the others.
      app.changes.publish({
        kind: 'nights',
        first: from,
        last: addDays(to, -1),
        roomTypes: [request.params.id],
      });
      return withIcsUrl(request, calendar);
    },
  );

  app.get(
    '/room_types/:id/rates',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['calendar'],
        summary: 'A room type’s rates: base and weekend price, stay limits, booking window and seasons.',
        params: calendarRoomTypeParamsSchema,
        response: { 200: roomRatesSchema, ...errors },
      },
    },
    async (request) => readRates(db, requireUser(request), request.params.id),
  );

  app.put(
    '/room_types/:id/rates',
    {
      schema: {
        tags: ['calendar'],
        summary: 'Change a room type’s rates (all but its seasons); `price` is the base price.',
        params: calendarRoomTypeParamsSchema,
        body: roomRatesUpdateSchema,
        response: { 200: roomRatesSchema, ...errors },
      },
      config: { access: ['host', 'admin'], changesListings: true },
    },
    async (request) => updateRates(db, requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/room_types/:id/seasons',
    {
      schema: {
        tags: ['calendar'],
        summary:
          'Add a season: a price (and stay limits) for the nights firstNight..lastNight, both included. ' +
          '409 when it overlaps another season of the room type.',
        params: calendarRoomTypeParamsSchema,
        body: seasonInputSchema,
        response: { 201: seasonSchema, ...errors, 409: errorSchema },
      },
      config: { access: ['host', 'admin'], changesListings: true },
    },
    async (request, reply) => {
      const season = await createSeason(db, requireUser(request), request.params.id, request.body);
      return reply.status(201).send(season);
    },
  );

  app.put(
    '/seasons/:id',
    {
      schema: {
        tags: ['calendar'],
        summary: 'Change a season (409 when it would overlap another season of its room type).',
        params: seasonIdParamsSchema,
        body: seasonInputSchema,
        response: { 200: seasonSchema, ...errors, 409: errorSchema },
      },
      config: { access: ['host', 'admin'], changesListings: true },
    },
    async (request) => updateSeason(db, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/seasons/:id',
    {
      schema: {
        tags: ['calendar'],
        summary: 'Remove a season: its nights go back to the weekend and base prices.',
        params: seasonIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
      config: { access: 'signed-in', changesListings: true },
    },
    async (request, reply) => {
      await deleteSeason(db, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/properties/:id/rate_plans',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['calendar'],
        summary: 'The rate plans a property offers, with their rules.',
        params: propertyIdParamsSchema,
        response: { 200: ratePlanRulesViewSchema, ...errors },
      },
    },
    async (request) => readRatePlans(db, requireUser(request), request.params.id),
  );

  app.put(
    '/properties/:id/rate_plans',
    {
      schema: {
        tags: ['calendar'],
        summary:
          'Choose the rate plans a property offers (at least one) and their rules; a plan left out is not ' +
          'offered. The listing’s plan becomes the first offered when it no longer is.',
        params: propertyIdParamsSchema,
        body: ratePlanRulesSchema,
        response: { 200: ratePlanRulesViewSchema, ...errors, 422: errorSchema },
      },
      config: { access: ['host', 'admin'], changesListings: true },
    },
    async (request) => updateRatePlans(db, requireUser(request), request.params.id, request.body),
  );
};
