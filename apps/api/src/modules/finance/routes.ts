// The admins' finance routes (docs/money.md#reconciliation, docs/money.md#finance-summary): run the
// reconciliation of a day now and read the latest runs; the per-month summary from the ledger and its CSV (a
// sibling path, as every CSV download of the API: lib/csv.ts). Admins only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FINANCE_MESSAGES,
  addDays,
  errorSchema,
  financeSummaryQuerySchema,
  financeSummarySchema,
  reconciliationRunQuerySchema,
  reconciliationRunSchema,
  todayInKigali,
} from '@ikaze/domain';
import { badRequest } from '../../lib/errors.ts';
import { mediaAnswer } from '../../lib/openapi.ts';
import { financeSummary, financeSummaryCsv } from './finance-summary.ts';
import { latestRuns, RUNS_LISTED } from './reconcile.ts';
import { reconcilerOf } from './reconciler.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

export const financeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const reconcile = reconcilerOf(app);

  app.post(
    '/admin/reconciliation/run',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['finance'],
        summary:
          'Reconciles one Kigali day now (yesterday when `day` is left out): every wallet payment, refund and ' +
          "payout of the day looked up at its provider and compared with our row and the ledger, and the sandbox's " +
          'records of the day we do not know. Stores and answers the run; changes nothing else. 400 when the day ' +
          'has not begun.',
        querystring: reconciliationRunQuerySchema,
        response: { 201: reconciliationRunSchema, ...errors },
      },
    },
    async (request, reply) => {
      const today = todayInKigali();
      const day = request.query.day ?? addDays(today, -1);
      if (day > today)
        throw badRequest(FINANCE_MESSAGES.dayNotBegun, { code: 'VALIDATION_FAILED', field: 'day' });
      const run = await reconcile(day);
      void reply.code(201);
      return run;
    },
  );

  app.get(
    '/admin/reconciliation',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['finance'],
        summary: `The latest ${RUNS_LISTED} reconciliation runs, newest first, with what disagreed in each`,
        response: { 200: z.array(reconciliationRunSchema), ...errors },
      },
    },
    async () => latestRuns(db),
  );

  app.get(
    '/admin/finance/summary',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['finance'],
        summary:
          'Per Kigali month from the ledger: money in, refunded, net commission, paid out, and owed to hosts ' +
          'and to guests at the month’s end. `from` and `to` are YYYY-MM (a year up to this month by default, ' +
          'at most 36 months); the CSV of the same months is /admin/finance/summary.csv.',
        querystring: financeSummaryQuerySchema,
        response: { 200: financeSummarySchema, ...errors },
      },
    },
    async (request) => financeSummary(db, request.query),
  );

  app.get(
    '/admin/finance/summary.csv',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['finance'],
        summary: 'The finance summary of the same months as a CSV download (text/csv)',
        querystring: financeSummaryQuerySchema,
        response: { 200: mediaAnswer('text/csv', 'A header row, then one row per month'), ...errors },
      },
    },
    async (request, reply) => {
      const csv = financeSummaryCsv(await financeSummary(db, request.query));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="finance-summary-${todayInKigali()}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
