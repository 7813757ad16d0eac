import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogPageSchema, auditLogQuerySchema, errorSchema } from '@ikaze/domain';
import { listAuditLog } from './service.ts';

export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/admin/audit-log',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['audit log'],
        summary:
          "What admins did to accounts, listings and reviews, and accounts' own deletions: newest first, " +
          'filtered by action, actor or target, paged. Admins only (docs/decisions/0031-your-data.md)',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => listAuditLog(db, request.query),
  );
};
