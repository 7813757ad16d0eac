import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { sandboxedProviders } from '../payments/index.ts';

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
