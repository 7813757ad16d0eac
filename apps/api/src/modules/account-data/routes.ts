// People's rights over their data (docs/decisions/0031-your-data.md): 'Download my data' as JSON, the bookings as
// CSV, and 'Delete my account'.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_DATA_MESSAGES,
  accountBookingsFileName,
  accountDeleteSchema,
  accountExportFileName,
  errorSchema,
  todayInKigali,
} from '@ikaze/domain';
import { mediaAnswer } from '../../lib/openapi.ts';
import { say } from '../../lib/translations.ts';
import { clearSessionCookie, requireUser } from '../../plugins/auth.ts';
import { hashToken, SESSION_COOKIE } from '../../db/sessions.ts';
import { discardPictures } from '../listings/index.ts';
import { deleteAccount, unusedPictures } from './delete.ts';
import { bookingsCsv, exportAccount } from './export.ts';

/** Per account (or address, before sign-in answers 401): a download costs a few dozen queries. */
const perAccount = (request: FastifyRequest) =>
  request.currentUser ? `account-data:${request.currentUser.id}` : `account-data:${request.ip}`;
const exportLimit = { max: 20, timeWindow: '1 hour', keyGenerator: perAccount };
/** Asking for the password again must not become a way to guess it. */
const deleteLimit = { max: 10, timeWindow: '15 minutes', keyGenerator: perAccount };

export const accountDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/me/export',
    {
      config: { access: 'signed-in', rateLimit: exportLimit },
      schema: {
        tags: ['your data'],
        summary:
          'Download my data: everything held about your account as a JSON file (docs/decisions/0031-your-data.md)',
        response: {
          200: z.unknown().describe('application/json, as an attachment'),
          401: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      const data = await exportAccount(
        db,
        requireUser(request),
        request.locale,
        token ? hashToken(token) : undefined,
      );
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${accountExportFileName(todayInKigali())}"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.get(
    '/me/export/bookings.csv',
    {
      config: { access: 'signed-in', rateLimit: exportLimit },
      schema: {
        tags: ['your data'],
        summary: 'Download my bookings: your bookings as guest as a CSV file, in your language',
        response: {
          200: mediaAnswer('text/csv', 'Your bookings, as an attachment'),
          401: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const csv = await bookingsCsv(db, requireUser(request), request.locale);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${accountBookingsFileName(todayInKigali())}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.delete(
    '/me',
    {
      config: {
        access: 'signed-in',
        rateLimit: deleteLimit,
        changesListings: true,
        changesAccount: (request) => request.currentUser?.id,
      },
      schema: {
        tags: ['your data'],
        summary:
          'Delete my account, with its password: personal details erased, upcoming stays cancelled, past ' +
          "bookings kept without identity, sessions ended. 409 LAST_ADMIN, 409 HOST_HAS_UPCOMING_BOOKINGS (the host's " +
          'guests still coming), 400 WRONG_PASSWORD',
        body: accountDeleteSchema,
        response: {
          200: z.object({ message: z.string() }),
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const pictures = await deleteAccount(db, requireUser(request), request.body.password);
      await discardPictures(app.pictureStore, await unusedPictures(db, pictures));
      clearSessionCookie(reply);
      return { message: say(request.locale, ACCOUNT_DATA_MESSAGES.deleted) };
    },
  );
};
