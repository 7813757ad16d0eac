// The commission invoices' routes and the admins' taxes collected (docs/commission-invoices.md): a host's list and
// PDFs (admins read any), an admin's issue of a month now, and the per-month taxes summary with its CSV.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LOCALES,
  commissionInvoiceSchema,
  errorSchema,
  financeSummaryQuerySchema,
  invoiceIssueQuerySchema,
  invoiceIssueResultSchema,
  invoiceListQuerySchema,
  invoiceNumberParamsSchema,
  taxSummarySchema,
  todayInKigali,
  type Locale,
} from '@ikaze/domain';
import { sendCsvFile } from '../../lib/csv.ts';
import { mediaAnswer } from '../../lib/openapi.ts';
import { sendPdfFile } from '../../lib/pdf-file.ts';
import { requireUser } from '../../plugins/auth.ts';
import { receiptPdf } from '../payments/index.ts';
import {
  invoiceFor,
  issueCommissionInvoices,
  listInvoices,
  type StoredInvoice,
} from './commission-invoices.ts';
import { invoiceText } from './invoice-text.ts';
import { taxSummary, taxSummaryCsv } from './tax-summary.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
/** ?lang= wins over the asker's language, as for receipts. */
const langQuery = z.object({ lang: z.enum(LOCALES).optional() });

/** The wire shape: the TIN printed on the PDF stays there. */
const onTheWire = ({ platformTin, ...invoice }: StoredInvoice) => (void platformTin, invoice);

export const commissionInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/host/invoices',
    {
      config: { access: ['host', 'admin'] },
      schema: {
        tags: ['taxes'],
        summary:
          "The platform's monthly commission invoices, newest month first: a host's own; an admin's, every " +
          "host's or `hostId`'s.",
        querystring: invoiceListQuerySchema,
        response: { 200: z.array(commissionInvoiceSchema), ...errors },
      },
    },
    async (request) => (await listInvoices(db, requireUser(request), request.query.hostId)).map(onTheWire),
  );

  app.get(
    '/host/invoices/:number.pdf',
    {
      config: { access: ['host', 'admin'] },
      schema: {
        tags: ['taxes'],
        summary:
          'A commission invoice as a PDF download in the asker’s language (or `lang`): its host and admins; ' +
          'anyone else hears 404.',
        params: invoiceNumberParamsSchema,
        querystring: langQuery,
        response: {
          200: mediaAnswer('application/pdf', 'The invoice as an attachment, invoice-IKZ-C-000001.pdf'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const locale: Locale = request.query.lang ?? request.locale;
      const invoice = await invoiceFor(db, requireUser(request), request.params.number);
      const pdf = await receiptPdf(invoiceText(invoice, locale), new Date(invoice.issuedAt));
      return sendPdfFile(reply, `invoice-${invoice.number}.pdf`, locale, pdf);
    },
  );

  app.post(
    '/admin/invoices/issue',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['taxes'],
        summary:
          'Issues the commission invoices of a past Kigali month now, as the monthly job does: one per host ' +
          'whose commission in the month is not 0, those already issued left as they are (so it may be run ' +
          'again). 400 for this month or a later one.',
        querystring: invoiceIssueQuerySchema,
        response: { 200: invoiceIssueResultSchema, ...errors },
      },
    },
    async (request) => {
      const { month } = request.query;
      const issued = await issueCommissionInvoices(db, month, app.config.taxes);
      return { month, issued: issued.map(onTheWire) };
    },
  );

  app.get(
    '/admin/taxes/summary',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['taxes'],
        summary:
          'Per Kigali month across all hosts: room charges, VAT and tourism tax of the stays paid through us (by ' +
          'the month of payment), less what refunds gave back (by the month of the refund). `from` and `to` as ' +
          'for the finance summary; the CSV is /admin/taxes/summary.csv.',
        querystring: financeSummaryQuerySchema,
        response: { 200: taxSummarySchema, ...errors },
      },
    },
    async (request) => taxSummary(db, request.query),
  );

  app.get(
    '/admin/taxes/summary.csv',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['taxes'],
        summary: 'The taxes summary of the same months as a CSV download (text/csv)',
        querystring: financeSummaryQuerySchema,
        response: { 200: mediaAnswer('text/csv', 'A header row, then one row per month'), ...errors },
      },
    },
    async (request, reply) => {
      const csv = taxSummaryCsv(await taxSummary(db, request.query));
      return sendCsvFile(reply, `taxes-summary-${todayInKigali()}.csv`, csv);
    },
  );
};
