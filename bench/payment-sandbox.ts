// The payment sandbox under load: our MTN and Airtel clients ask for payments and look them up against the
// standalone sandbox on its own port (docs/payments-providers.md#the-sandbox). It shows what a payments load test
// can drive through it, and what one client call costs on this machine.
//
//   npx tsx bench/payment-sandbox.ts [--seconds 10] [--concurrency 20]
//
// Each of `--concurrency` loops sends requestPayment with a fresh reference and then paymentStatus on it, for
// `--seconds` per provider; prints calls per second and latency percentiles with the date and machine.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createPaymentProviders } from '../apps/api/src/modules/payments/providers/index.ts';
import type { PaymentProvider } from '../apps/api/src/modules/payments/providers/types.ts';
import { startPaymentSandbox } from '../apps/api/src/modules/payments/sandbox/standalone.ts';
import { machine, percentile } from './lib/measure.ts';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, concurrency: { type: 'string', default: '20' } },
});
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);

const running = await startPaymentSandbox();
const siteUrl = running.mtnUrl.replace(/\/sandbox\/mtn$/, '');
const providers = createPaymentProviders(
  {
    timeoutMs: 10_000,
    windowMinutes: 15,
    checkIntervalMs: 1000,
    sandboxSlowSuccessSeconds: 30,
    commissionPercent: 12,
    payoutDelayHours: 24,
  },
  siteUrl,
);

async function load(provider: PaymentProvider, phone: string) {
  const pay: number[] = [];
  const look: number[] = [];
  let failures = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        const reference = randomUUID();
        let started = performance.now();
        const outcome = await provider.requestPayment({
          reference,
          amount: 1000,
          phone,
          callbackUrl: '',
          note: 'Bench',
        });
        pay.push(performance.now() - started);
        started = performance.now();
        const state = await provider.paymentStatus(reference);
        look.push(performance.now() - started);
        if (outcome.kind !== 'accepted' || state.status !== 'pending') failures += 1;
      }
    }),
  );
  return { pay, look, failures };
}

console.log(
  `${new Date().toISOString()}; ${machine()}; Node ${process.version}; load ${loadavg()[0]?.toFixed(2)}`,
);
console.log(`${concurrency} loops, ${seconds} s per provider; sandbox and clients in this one process\n`);
console.log('| provider | call | calls/s | p50 ms | p99 ms | failures |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const [name, phone] of [
  ['mtn', '0788123456'],
  ['airtel', '0733123456'],
] as const) {
  const { pay, look, failures } = await load(providers[name], phone);
  for (const [call, times] of [
    ['requestPayment', pay],
    ['paymentStatus', look],
  ] as const)
    console.log(
      `| ${name} | ${call} | ${(times.length / seconds).toFixed(0)} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 99).toFixed(1)} | ${call === 'requestPayment' ? failures : ''} |`,
    );
}
await running.close();
