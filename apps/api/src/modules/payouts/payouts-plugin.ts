// The payouts on their way as `app.payouts` (docs/money.md#payouts): the watcher of wallet payouts not final yet,
// started with the app's jobs (RUN_JOBS) and stopped when it closes. It asks the providers through the payments'
// own clients.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { PayoutService } from './payout-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payouts: PayoutService;
  }
}

export const payoutsPlugin = fp(async (app: FastifyInstance) => {
  const service = new PayoutService({
    db: app.database.db,
    payments: app.payments,
    timeoutMs: app.config.payments.timeoutMs,
    checkIntervalMs: app.config.payments.checkIntervalMs,
    log: app.log,
  });
  app.decorate('payouts', service);
  service.runWith(app, app.config.runJobs);
});
