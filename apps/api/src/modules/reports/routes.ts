import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema,
  reportCardsSchema,
  reportChartsSchema,
  reportCsvFileName,
  reportDetailQuerySchema,
  reportDetailSchema,
  todayInKigali,
} from '@ikaze/domain';
import { mediaAnswer } from '../../lib/openapi.ts';
import { ChartsCache, parseReportType, reportCards, reportCsv, reportDetail } from './service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
/** Any text: an unknown type answers 404 'Report not found', not a validation error. */
const typeParams = z.object({ reportType: z.string().max(50) });

// The static paths (/reports/charts) win over /reports/:reportType in Fastify's router, whatever the order.
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // Kept a few seconds per app (ChartsCache, docs/decisions/0004-reports.md).
  const charts = new ChartsCache();

  app.get(
    '/reports',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['reports'],
        summary: "The 'Manage Reports' cards: count and the 3 most recent items of each report",
        response: { 200: reportCardsSchema, ...errors },
      },
    },
    async (request) => reportCards(db, request.locale),
  );

  app.get(
    '/reports/charts',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['reports'],
        summary: 'Bookings per week, revenue per month, approved properties per destination',
        response: { 200: reportChartsSchema, ...errors },
      },
    },
    async () => charts.get(db),
  );

  app.get(
    '/reports/:reportType',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['reports'],
        summary: "One report's total and a page of its items, most recent first",
        params: typeParams,
        querystring: reportDetailQuerySchema,
        response: { 200: reportDetailSchema, ...errors },
      },
    },
    async (request) =>
      reportDetail(db, parseReportType(request.params.reportType), request.query, request.locale),
  );

  app.get(
    '/reports/:reportType/csv',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['reports'],
        summary: 'Every row of a report as a CSV download (text/csv)',
        params: typeParams,
        response: { 200: mediaAnswer('text/csv', 'A header row, then every row by id'), ...errors },
      },
    },
    async (request, reply) => {
      const type = parseReportType(request.params.reportType);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${reportCsvFileName(type, todayInKigali())}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(reportCsv(db, type, request.locale)));
    },
  );
};
