import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  LOCALE_COOKIE,
  errorSchema,
  loginSchema,
  registerSchema,
  userSchema,
} from '@ikaze/domain';
import { say } from '../../lib/translations.ts';
import { clearSessionCookie, setSessionCookie } from '../../plugins/auth.ts';
import { browserLocale, setLocaleCookie } from '../../plugins/locale.ts';
import { toUser } from '../../db/accounts.ts';
import { settleLocaleAtSignIn } from '../users/index.ts';
import { SESSION_COOKIE } from '../../db/sessions.ts';
import { login, logout, register } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const rateLimit = { max: app.config.authRequestsPerMinute, timeWindow: '1 minute' };

  app.post(
    '/register',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary:
          'Create an account (role user). `locale`, the language the site showed, is saved on the account (else the ' +
          'language the request names), and its emails are written in it.',
        body: registerSchema,
        response: {
          201: z.object({ message: z.string(), user: userSchema }),
          400: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      // The account keeps the language the site was showing: the form sends it; a client that does not is
      // taken at its browser's word (docs/decisions/0051-emails-to-act-on.md).
      const locale = request.body.locale ?? browserLocale(request);
      const { user, message } = await register(db, { ...request.body, locale }, request.locale);
      return reply.status(201).send({ message: say(request.locale, message), user: toUser(user) });
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in: answers the user and sets the session cookie',
        body: loginSchema,
        response: {
          200: userSchema.extend({ message: z.string() }),
          401: errorSchema,
          403: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { user, session } = await login(db, request.body, request.ip);
      setSessionCookie(request, reply, session.token);
      const locale = await settleLocaleAtSignIn(db, user, request.cookies[LOCALE_COOKIE]);
      if (locale) setLocaleCookie(reply, locale);
      // In the account's saved language when it just became the page's.
      return { ...toUser(user), message: say(locale ?? request.locale, AUTH_MESSAGES.loginSuccess) };
    },
  );

  app.post(
    '/logout',
    {
      config: { changesAccount: (request) => request.currentUser?.id },
      schema: {
        tags: ['auth'],
        summary: 'End the session on the server',
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      await logout(db, request.cookies[SESSION_COOKIE]);
      clearSessionCookie(reply);
      return { message: say(request.locale, AUTH_MESSAGES.loggedOut) };
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, or null',
        response: { 200: z.object({ user: userSchema.nullable() }) },
      },
    },
    async (request) => ({ user: request.currentUser ? toUser(request.currentUser) : null }),
  );
};
