// The bell's API (docs/decisions/0027-notifications-in-the-app.md): GET /api/notifications and
// POST /api/notifications/read, each for the signed-in user's own notifications only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorSchema,
  notificationFeedQuerySchema,
  notificationFeedSchema,
  notificationsReadAnswerSchema,
  notificationsReadSchema,
} from '@ikaze/domain';
import { requireUser } from '../../plugins/auth.ts';
import { markRead, readFeed } from './service.ts';

export const notificationFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/notifications',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['notifications'],
        summary:
          'The signed-in user’s notifications, newest first (limit: 20 by default, at most 50; before: the id ' +
          'of the last one already shown), and how many are unread.',
        querystring: notificationFeedQuerySchema,
        response: { 200: notificationFeedSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => readFeed(db, requireUser(request).id, request.query),
  );

  app.post(
    '/notifications/read',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['notifications'],
        summary:
          'Mark the signed-in user’s notifications read: { ids } (others’ ids change nothing) or { all: true }. ' +
          'Answers how many stay unread.',
        body: notificationsReadSchema,
        response: { 200: notificationsReadAnswerSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => ({ unread: await markRead(db, requireUser(request).id, request.body) }),
  );
};
