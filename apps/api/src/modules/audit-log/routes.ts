import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogPageSchema, auditLogQuerySchema, errorSchema } from '@ikaze/domain';
import { requireRole } from '../../plugins/auth.ts';
import { listAuditLog } from './service.ts';

/** Checked before validation, so that only admins learn what the admin calls accept. */
const adminOnly = async (request: FastifyRequest) => {
  requireRole(request, 'admin');
};

export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/admin/audit-log',
    {
      preValidation: adminOnly,
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
