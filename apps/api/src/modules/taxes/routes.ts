// The taxes' routes (docs/taxes.md): a property's tax settings.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TAX_MESSAGES,
  errorSchema,
  propertyIdParamsSchema,
  propertyTaxInputSchema,
  propertyTaxSchema,
} from '@ikaze/domain';
import { say } from '../../lib/translations.ts';
import { requireUser } from '../../plugins/auth.ts';
import { savePropertyTax } from './property-tax.ts';
import { commissionInvoiceRoutes } from './invoice-routes.ts';
import { statementRoutes } from './statement-routes.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export const taxRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  await app.register(commissionInvoiceRoutes);
  await app.register(statementRoutes);

  app.put(
    '/properties/:id/tax',
    {
      config: { access: ['host', 'admin'] },
      schema: {
        tags: ['taxes'],
        summary:
          'A property’s tax settings: VAT-registered or not, with its 9-digit TIN (its host; admins, whose save ' +
          'marks them checked). Stays already booked keep their taxes.',
        params: propertyIdParamsSchema,
        body: propertyTaxInputSchema,
        response: { 200: z.object({ message: z.string(), tax: propertyTaxSchema }), ...errors },
      },
    },
    async (request) => {
      const tax = await savePropertyTax(db, requireUser(request), request.params.id, request.body);
      return { message: say(request.locale, TAX_MESSAGES.saved), tax };
    },
  );
};
