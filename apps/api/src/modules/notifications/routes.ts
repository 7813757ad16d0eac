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
} from '@ikaze/domain';
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
    async (request) => {
      const named = readUnsubscribeToken(await unsubscribeKey(db), request.body.token);
      if (!named)
        throw badRequest(NOTIFICATION_MESSAGES.badLink, { code: 'INVALID_UNSUBSCRIBE_LINK', field: 'token' });
      if (isEssentialKind(named.kind))
        throw badRequest(NOTIFICATION_MESSAGES.essential, { code: 'ESSENTIAL_NOTIFICATION', field: 'token' });
      // A deleted account's link changes nothing (its preferences went with it).
      await setEmail(db, named.userId, named.kind, false).catch((error: unknown) => {
        if (!isForeignKeyViolation(error)) throw error;
      });
      return { kind: named.kind, message: say(request.locale, NOTIFICATION_MESSAGES.unsubscribed) };
    },
  );

  app.get(
    '/admin/outbox',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['notifications'],
        summary:
          'Emails kept when no SMTP server is configured (SMTP_URL unset), newest first, and the count of every ' +
          "email's delivery by state, with the retries after an unknown outcome. Admins only.",
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      requireRole(request, 'admin');
      return readOutbox(db, request.query.page);
    },
  );
};

function isForeignKeyViolation(error: unknown): boolean {
  return findPgError(error)?.code === '23503';
}
