// The sandbox on its own port, for tests and benchmarks: `npx tsx apps/api/src/modules/payments/sandbox/standalone.ts
// [port]` serves http://127.0.0.1:<port>/sandbox/mtn and /sandbox/airtel.
import Fastify from 'fastify';
import {
  PaymentSandbox,
  paymentSandboxPlugin,
  SANDBOX_PREFIX,
  type PaymentSandboxOptions,
} from './plugin.ts';

export interface RunningSandbox {
  sandbox: PaymentSandbox;
  /** Base URLs the clients take (MOMO_BASE_URL, AIRTEL_BASE_URL). */
  mtnUrl: string;
  airtelUrl: string;
  close(): Promise<void>;
}

export async function startPaymentSandbox(
  options: PaymentSandboxOptions & { port?: number; host?: string } = {},
): Promise<RunningSandbox> {
  const sandbox = new PaymentSandbox(options);
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(paymentSandboxPlugin, { sandbox, providers: ['mtn', 'airtel'] });
  const address = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  return {
    sandbox,
    mtnUrl: `${address}${SANDBOX_PREFIX.mtn}`,
    airtelUrl: `${address}${SANDBOX_PREFIX.airtel}`,
    close: () => app.close(),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? 4010);
  const running = await startPaymentSandbox({ port });
  console.log(`Payment sandbox: MTN at ${running.mtnUrl}, Airtel at ${running.airtelUrl} (state in memory)`);
}
