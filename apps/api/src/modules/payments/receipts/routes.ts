// A paid booking's receipt, to open (HTML) and to download (PDF), in the reader's language (docs/receipts.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALES, RECEIPT_MESSAGES, bookingIdParamsSchema, errorSchema, type Locale } from '@ikaze/domain';
import { mediaAnswer } from '../../../lib/openapi.ts';
import { sendPdfFile } from '../../../lib/pdf-file.ts';
import { say } from '../../../lib/translations.ts';
import { requireUser } from '../../../plugins/auth.ts';
import { receiptFor } from './receipt-data.ts';
import { receiptHtml } from './receipt-html.ts';
import { receiptPdf } from './receipt-pdf.ts';
import { receiptText } from './receipt-text.ts';

const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema };
/** ?lang= wins over the asker's language (a link in an email says which). */
const querystring = z.object({ lang: z.enum(LOCALES).optional() });
const WHO =
  'For the guest who booked, the host of the property (the lines of their own properties) and admins; anyone ' +
  'else hears 404. 409 RECEIPT_NOT_AVAILABLE unless paid by MTN MoMo or Airtel Money.';

export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/bookings/:id/receipt',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['payments'],
        summary: `The receipt of a booking's payment as a printable page (text/html). ${WHO}`,
        params: bookingIdParamsSchema,
        querystring,
        response: { 200: mediaAnswer('text/html', 'The receipt'), ...errors },
      },
    },
    async (request, reply) => {
      const locale: Locale = request.query.lang ?? request.locale;
      const receipt = await receiptFor(db, requireUser(request), request.params.id);
      const pdf = `receipt.pdf?lang=${locale}`;
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-language', locale)
        .header('cache-control', 'private, no-store')
        .send(receiptHtml(receiptText(receipt, locale), pdf, say(locale, RECEIPT_MESSAGES.downloadPdf)));
    },
  );

  app.get(
    '/bookings/:id/receipt.pdf',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['payments'],
        summary: `The receipt of a booking's payment as a PDF download (application/pdf). ${WHO}`,
        params: bookingIdParamsSchema,
        querystring,
        response: {
          200: mediaAnswer('application/pdf', 'The receipt as an attachment, receipt-IKZ-000042.pdf'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const locale: Locale = request.query.lang ?? request.locale;
      const receipt = await receiptFor(db, requireUser(request), request.params.id);
      const text = receiptText(receipt, locale);
      const pdf = await receiptPdf(text, receipt.paidAt);
      return sendPdfFile(reply, `receipt-${text.number}.pdf`, locale, pdf);
    },
  );
};
