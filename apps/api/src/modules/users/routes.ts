import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  USER_MESSAGES,
  errorSchema,
  entityIdSchema,
  localeUpdateSchema,
  pageQuerySchema,
  userListQuerySchema,
  userSchema,
  userUpdateSchema,
} from '@ikaze/domain';
import { say } from '../../lib/translations.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { setLocaleCookie } from '../../plugins/locale.ts';
import { getProfile, listUsers, saveLocale, updateUser } from './service.ts';

const listQuery = userListQuerySchema.extend(pageQuerySchema.shape);
const paged = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const userParams = z.object({ UserID: entityIdSchema('user') });

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/users',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['users'],
        summary: 'Clients (role user), for admins: search, filters, sort, paging',
        querystring: listQuery,
        response: { 200: z.object({ users: z.array(userSchema), ...paged }), ...errors },
      },
    },
    async (request) => {
      requireRole(request, 'admin');
      const { items, ...page } = await listUsers(db, 'user', request.query);
      return { users: items, ...page };
    },
  );

  app.get(
    '/hosts',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['users'],
        summary: 'Hosts, for admins: search, filters, sort, paging',
        querystring: listQuery,
        response: { 200: z.object({ hosts: z.array(userSchema), ...paged }), ...errors },
      },
    },
    async (request) => {
      requireRole(request, 'admin');
      const { items, ...page } = await listUsers(db, 'host', request.query);
      return { hosts: items, ...page };
    },
  );

  app.get(
    '/users/:UserID',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['users'],
        summary:
          'A profile: your own or, for admins, any (payout details included); the other side of a booking that ' +
          'is not over (a guest: the host who confirmed it; a host: a guest with a pending or confirmed booking) ' +
          'without payout details; 403 PROFILE_NOT_SHARED otherwise (docs/decisions/0013-who-sees-whom.md)',
        params: userParams,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => getProfile(db, requireUser(request), request.params.UserID),
  );

  app.put(
    '/users/:UserID',
    {
      config: {
        access: 'signed-in',
        changesListings: true,
        changesAccount: (request) => (request.params as { UserID: number }).UserID,
      },
      schema: {
        tags: ['users'],
        summary: 'Edit a profile: your own, or any for admins (who alone may set Status)',
        params: userParams,
        body: userUpdateSchema,
        response: { 200: userSchema.extend({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const user = await updateUser(db, requireUser(request), request.params.UserID, request.body);
      return { ...user, message: say(request.locale, USER_MESSAGES.updated) };
    },
  );

  app.put(
    '/me/locale',
    {
      config: { access: 'signed-in', changesAccount: (request) => request.currentUser?.id },
      schema: {
        tags: ['users'],
        summary: "Save the language switch's choice on your account (docs/decisions/0020-languages.md)",
        body: localeUpdateSchema,
        response: { 204: z.null(), 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      await saveLocale(db, requireUser(request), request.body.locale);
      setLocaleCookie(reply, request.body.locale);
      return reply.status(204).send(null);
    },
  );
};
