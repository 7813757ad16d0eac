// A host's monthly statement, as a PDF and a CSV (docs/statements.md): the signed-in host's own, or, for an admin,
// the host named by ?hostId=.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STATEMENT_MESSAGES as M,
  errorSchema,
  statementParamsSchema,
  statementQuerySchema,
  type Locale,
} from '@ikaze/domain';
import { sendCsvFile } from '../../lib/csv.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { mediaAnswer } from '../../lib/openapi.ts';
import { sendPdfFile } from '../../lib/pdf-file.ts';
import type { Account } from '../../db/accounts.ts';
import { requireUser } from '../../plugins/auth.ts';
import { receiptPdf } from '../payments/index.ts';
import { statementCsv } from './statement-csv.ts';
import { hostStatement } from './statement-data.ts';
import { statementText } from './statement-text.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const WHO =
  'The signed-in host’s stays that checked out in the month (Kigali), paid through us, with the taxes kept, the ' +
  'commission, the month’s payouts and the tourism tax and VAT to declare by the 15th of the next month. An admin ' +
  'names the host with ?hostId= (400 without it); a host asking for another host’s hears 404; ?lang= picks the ' +
  'language.';

export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  /** Whose statement: the host's own; an admin's choice; another host's is not found. */
  const statementOf = (user: Account, month: string, asked: number | undefined) => {
    if (user.role === 'admin') {
      if (asked === undefined) throw badRequest(M.hostRequired, { field: 'hostId' });
      return hostStatement(db, asked, month);
    }
    if (asked !== undefined && asked !== user.id) throw notFound(M.hostNotFound);
    return hostStatement(db, user.id, month);
  };

  app.get(
    '/host/statements/:month.pdf',
    {
      config: { access: ['host', 'admin'] },
      schema: {
        tags: ['taxes'],
        summary: `A monthly statement as a PDF download (application/pdf). ${WHO}`,
        params: statementParamsSchema,
        querystring: statementQuerySchema,
        response: {
          200: mediaAnswer('application/pdf', 'The statement as an attachment, statement-2026-12.pdf'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const locale: Locale = request.query.lang ?? request.locale;
      const statement = await statementOf(requireUser(request), request.params.month, request.query.hostId);
      const issuedAt = new Date();
      const pdf = await receiptPdf(statementText(statement, locale, issuedAt), issuedAt);
      return sendPdfFile(reply, `statement-${statement.month}.pdf`, locale, pdf);
    },
  );

  app.get(
    '/host/statements/:month.csv',
    {
      config: { access: ['host', 'admin'] },
      schema: {
        tags: ['taxes'],
        summary: `A monthly statement as a CSV download (text/csv): a line per stay, then the totals. ${WHO}`,
        params: statementParamsSchema,
        querystring: statementQuerySchema,
        response: { 200: mediaAnswer('text/csv', 'A header row, a line per stay, a totals line'), ...errors },
      },
    },
    async (request, reply) => {
      const statement = await statementOf(requireUser(request), request.params.month, request.query.hostId);
      return sendCsvFile(
        reply,
        `statement-${statement.month}.csv`,
        statementCsv(statement, request.query.lang ?? request.locale),
      );
    },
  );
};
