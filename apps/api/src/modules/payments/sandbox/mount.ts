// Mounting the sandbox in the product: only for providers with no credentials set, never otherwise, with one
// log line saying test payments are in use (docs/payments-providers.md#the-sandbox).
import type { FastifyInstance } from 'fastify';
import { sandboxedProviders } from '../providers/index.ts';
import { PaymentSandbox, paymentSandboxPlugin, SANDBOX_PREFIX } from './plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sandbox's state when it is mounted (tests read it); undefined when every provider has credentials. */
    paymentSandbox: PaymentSandbox | undefined;
  }
}

/** Where this process answers itself: the sandbox's callbacks and the clients pointed at it use it. */
export function ownUrl(config: { port: number; host: string; publicUrl: string | undefined }): string {
  if (config.publicUrl) return config.publicUrl;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

export async function mountPaymentSandbox(app: FastifyInstance): Promise<void> {
  const providers = sandboxedProviders(app.config.payments);
  if (providers.length === 0) {
    app.decorate('paymentSandbox', undefined);
    return;
  }
  // Airtel's callback address is set on its portal; the product's Airtel callback route is where it points.
  const sandbox = new PaymentSandbox({
    airtelCallbackUrl: `${ownUrl(app.config)}/api/payments/callbacks/airtel`,
    delays: { slowSuccessMs: app.config.payments.sandboxSlowSuccessSeconds * 1000 },
  });
  app.decorate('paymentSandbox', sandbox);
  await app.register(paymentSandboxPlugin, { sandbox, providers });
  app.log.warn(
    `Test payments are in use: ${providers.map((p) => `${p} at ${SANDBOX_PREFIX[p]}`).join(', ')} ` +
      '(the built-in sandbox; set the providers’ credentials to take real money)',
  );
}
