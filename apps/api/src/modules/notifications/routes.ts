// Email preferences, unsubscribe links and the admins' mail outbox (docs/decisions/0026-jobs-outbox-and-email.md).
// The bell's own routes (the list, marking read) and the live stream are in modules/live-events.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NOTIFICATION_MESSAGES,
  errorSchema,
  isEssentialKind,
  notificationPreferencesSavedSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  outboxPageSchema,
  outboxQuerySchema,
  unsubscribeAnswerSchema,
  unsubscribeRequestSchema,
  type Locale,
} from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { badRequest, findPgError } from '../../lib/errors.ts';
import { say } from '../../lib/translations.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { readOutbox } from './outbox.ts';
import { readPreferences, savePreferences, setEmail } from './preferences.ts';
import { readUnsubscribeToken, unsubscribeKey } from './unsubscribe-token.ts';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/me/notification-preferences',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['notifications'],
        summary:
          'Which kinds of notification the signed-in user receives by email; essential ones cannot be off.',
        response: { 200: notificationPreferencesSchema, 401: errorSchema },
      },
    },
    async (request) => readPreferences(db, requireUser(request)),
  );

  app.put(
    '/me/notification-preferences',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['notifications'],
        summary:
          'Turns the email of kinds on or off (the kinds not sent keep their choice). An essential kind turned off ' +
          'is refused: 400 ESSENTIAL_NOTIFICATION.',
        body: notificationPreferencesUpdateSchema,
        response: { 200: notificationPreferencesSavedSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const saved = await savePreferences(db, requireUser(request), request.body);
      return { ...saved, message: say(request.locale, NOTIFICATION_MESSAGES.preferencesSaved) };
    },
  );

  app.post(
    '/notifications/unsubscribe',
    {
      schema: {
        tags: ['notifications'],
        summary:
          'Turns off one kind of email from the signed token of an email’s unsubscribe link (no sign-in needed). ' +
          'A token that is not ours: 400 INVALID_UNSUBSCRIBE_LINK.',
        body: unsubscribeRequestSchema,
        response: { 200: unsubscribeAnswerSchema, 400: errorSchema },
      },
    },
    async (request) => unsubscribe(db, request.body.token, request.locale),
  );

  app.get(
    '/admin/outbox',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['notifications'],
        summary:
          'Emails kept when no SMTP server is configured (SMTP_URL unset), newest first, and the count of every ' +
          "email's delivery by state, with the retries after an unknown outcome, and whether an SMTP server is " +
          'set. Admins only.',
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      requireRole(request, 'admin');
      return readOutbox(db, request.query.page, app.config.smtpUrl !== undefined);
    },
  );
};

/**
 * RFC 8058 one-click unsubscribe, at the address of the email's List-Unsubscribe header (the `/unsubscribe` page's):
 * a mail client POSTs `List-Unsubscribe=One-Click` to it with no cookie, session or CSRF token, so the signed token
 * in the address alone decides, and whatever body came is not read. Outside /api, so the cross-site check that
 * refuses form bodies there does not apply; a GET of the address is the page, which asks before it acts (link
 * scanners open links). docs/decisions/0051-emails-to-act-on.md.
 */
export const oneClickUnsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // In this plugin only: any body a mail client sends (form-encoded, multipart, none) is taken and ignored.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
    done(null, undefined),
  );
  app.post(
    '/unsubscribe',
    {
      schema: {
        tags: ['notifications'],
        summary:
          'One-click unsubscribe (RFC 8058): the address of an email’s List-Unsubscribe header, POSTed by the mail ' +
          'client with the body List-Unsubscribe=One-Click and no session. The token in the address turns that kind ' +
          'of email off; a token that is not ours: 400 INVALID_UNSUBSCRIBE_LINK.',
        querystring: unsubscribeRequestSchema,
        response: { 200: unsubscribeAnswerSchema, 400: errorSchema },
      },
    },
    async (request) => unsubscribe(db, request.query.token, request.locale),
  );
};

/** Turns off the kind of email a signed token names, for the account it names; answers the kind and says so. */
async function unsubscribe(db: Db, token: string, locale: Locale) {
  const named = readUnsubscribeToken(await unsubscribeKey(db), token);
  if (!named)
    throw badRequest(NOTIFICATION_MESSAGES.badLink, { code: 'INVALID_UNSUBSCRIBE_LINK', field: 'token' });
  if (isEssentialKind(named.kind))
    throw badRequest(NOTIFICATION_MESSAGES.essential, { code: 'ESSENTIAL_NOTIFICATION', field: 'token' });
  // A deleted account's link changes nothing (its preferences went with it).
  await setEmail(db, named.userId, named.kind, false).catch((error: unknown) => {
    if (!isForeignKeyViolation(error)) throw error;
  });
  return { kind: named.kind, message: say(locale, NOTIFICATION_MESSAGES.unsubscribed) };
}

function isForeignKeyViolation(error: unknown): boolean {
  return findPgError(error)?.code === '23503';
}
