// An app for the payment tests (docs/payments.md): listening on a port of its own, so the providers' clients reach
// its built-in sandbox over real HTTP, with short provider timeouts, a watcher that looks every 100 ms, and the
// sandbox's outcomes sped up (a payment settles in 100 ms, the slow number in 1.5 s).
import { loadConfig } from '../config.ts';
import { createTestContext, type TestContext } from './harness.ts';

export async function openPaymentsApp(): Promise<TestContext> {
  const defaults = loadConfig({}).payments;
  const ctx = await createTestContext({
    config: { payments: { ...defaults, timeoutMs: 1_500, checkIntervalMs: 100 } },
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  for (const ledger of [ctx.app.paymentSandbox!.mtn, ctx.app.paymentSandbox!.airtel])
    Object.assign(ledger.delays, {
      settleMs: 100,
      slowSuccessMs: 1_500,
      lateCallbackMs: 300,
      repeatCallbackMs: 100,
      hangMs: 2_500,
    });
  return ctx;
}
