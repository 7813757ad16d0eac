import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { sandboxedProviders } from '../payments/index.ts';
import { isReady, readinessChecks } from './readiness.ts';

const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: z.boolean(),
    migrated: z.boolean(),
    nightsReplica: z.boolean(),
    shuttingDown: z.boolean(),
  }),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async () => {
      await app.database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.database.kind };
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'The process is up (it answers without asking the database)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'This process should be sent requests: migrated, the nights replica loaded, database reachable',
        description:
          'A load balancer sends traffic only to nodes answering 200. 503 while the process is stopping, the ' +
          'database is unreachable or behind this build, or the per-night inventory is not loaded yet ' +
          '(docs/operations.md).',
        response: {
          200: readinessSchema,
          503: readinessSchema.extend({ requestId: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const checks = await readinessChecks(app);
      if (isReady(checks)) return { status: 'ready' as const, checks };
      return reply.status(503).send({ status: 'not_ready' as const, checks, requestId: request.id });
    },
  );

  app.get(
    '/config',
    {
      schema: {
        tags: ['health'],
        summary: 'Settings the web app reads at run time',
        response: {
          200: z.object({
            mapTileUrl: z.string(),
            /** Some provider is the built-in sandbox: the checkout says no money moves (docs/payments-providers.md). */
            testPayments: z.boolean(),
          }),
        },
      },
    },
    async () => ({
      mapTileUrl: app.config.mapTileUrl,
      testPayments: sandboxedProviders(app.config.payments).length > 0,
    }),
  );
};
