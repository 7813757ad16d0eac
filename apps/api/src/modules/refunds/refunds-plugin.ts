// The refunds on their way as `app.refunds` (docs/money.md#refunds): the watcher of refunds not final yet,
// started with the app's jobs (RUN_JOBS) and stopped when it closes. It asks the providers through the payments'
// own clients.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { RefundService } from './refund-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    refunds: RefundService;
  }
}

export const refundsPlugin = fp(async (app: FastifyInstance) => {
  const service = new RefundService({
    db: app.database.db,
    payments: app.payments,
    timeoutMs: app.config.payments.timeoutMs,
    checkIntervalMs: app.config.payments.checkIntervalMs,
    log: app.log,
  });
  app.decorate('refunds', service);
  service.runWith(app, app.config.runJobs);
});
