// The payments of this process as `app.payments` (docs/payments.md): the providers pointed at the address this
// process listens on (the sandbox's, with no credentials), and the watcher of payments not final yet, started
// with the app's jobs (RUN_JOBS) and stopped when it closes.
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { nightsChanged } from '../bookings/index.ts';
import { ownUrl } from './sandbox/mount.ts';
import { PaymentService } from './payment-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentService;
  }
}

export const paymentsPlugin = fp(async (app: FastifyInstance) => {
  const service = new PaymentService({
    db: app.database.db,
    settings: app.config.payments,
    onNightsChanged: (bookings) => nightsChanged(app, bookings),
    log: app.log,
  });
  service.setSiteUrl(ownUrl(app.config));
  app.decorate('payments', service);
  // Bound to port 0 (tests, benches) the address is known only now; the sandbox's Airtel callbacks follow it.
  app.addHook('onListen', async () => {
    if (app.config.publicUrl) return;
    const address = app.server.address() as AddressInfo | null;
    if (!address || typeof address === 'string') return;
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    const siteUrl = `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${address.port}`;
    service.setSiteUrl(siteUrl);
    if (app.paymentSandbox) app.paymentSandbox.airtelCallbackUrl = `${siteUrl}/api/payments/callbacks/airtel`;
  });
  service.runWith(app, app.config.runJobs);
});
