// The sandbox in the product: served under /sandbox/{provider} only for providers without credentials, and the
// clients the product makes then point at it (docs/payments-providers.md#the-sandbox).
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { createTestContext, openSecondApp, type TestContext } from '../../../test/harness.ts';
import { createPaymentProviders } from '../providers/index.ts';
import { paymentSettings } from '../providers/settings.ts';
import { mountPaymentSandbox } from './mount.ts';

const CREDENTIALS = {
  MOMO_COLLECTION_SUBSCRIPTION_KEY: 'live-subscription-key',
  MOMO_API_USER: '11111111-2222-4333-8444-555555555555',
  MOMO_API_KEY: 'live-api-key',
  AIRTEL_CLIENT_ID: 'live-client-id',
  AIRTEL_CLIENT_SECRET: 'live-client-secret',
};

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('with no provider credentials', () => {
  it('serves both sandboxes, and the product’s clients take payments through them', async () => {
    expect(ctx.app.paymentSandbox).toBeDefined();
    // Other companies' APIs, not ours: absent from our OpenAPI document.
    const documented = Object.keys((ctx.app.swagger() as { paths?: object }).paths ?? {});
    expect(documented.length).toBeGreaterThan(20);
    expect(documented.filter((path) => path.startsWith('/sandbox'))).toEqual([]);
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const providers = createPaymentProviders(ctx.app.config.payments, `http://127.0.0.1:${port}`);
    for (const [name, phone] of [
      ['mtn', '0788123456'],
      ['airtel', '0733123456'],
    ] as const) {
      const reference = randomUUID();
      const outcome = await providers[name].requestPayment({
        reference,
        amount: 5_000,
        phone,
        callbackUrl: `${address}/api/payments/${name}/callback/${reference}`,
        note: 'Stay 1',
      });
      expect(outcome).toEqual({ kind: 'accepted' });
      const listed = await ctx.app.inject({ method: 'GET', url: `/sandbox/${name}/transactions` });
      expect(listed.statusCode).toBe(200);
      expect(listed.json<{ transactions: unknown[] }>().transactions).toContainEqual(
        expect.objectContaining({ reference, amount: 5_000, payer: phone.slice(1), status: 'PENDING' }),
      );
    }
  });
});

describe('with credentials', () => {
  it('never mounts the sandbox', async () => {
    const second = await openSecondApp(ctx, { payments: paymentSettings(CREDENTIALS) });
    try {
      expect(second.paymentSandbox).toBeUndefined();
      for (const path of [
        '/sandbox/mtn/transactions',
        '/sandbox/airtel/transactions',
        '/sandbox/mtn/collection/token/',
      ])
        expect((await second.inject({ method: 'GET', url: path })).statusCode).toBe(404);
      expect(
        (await second.inject({ method: 'POST', url: '/sandbox/mtn/collection/token/' })).statusCode,
      ).toBe(404);
    } finally {
      await second.close();
    }
  });

  it('mounts only the sandbox of the provider left without credentials', async () => {
    const { AIRTEL_CLIENT_ID: _id, AIRTEL_CLIENT_SECRET: _secret, ...mtnOnly } = CREDENTIALS;
    const second = await openSecondApp(ctx, { payments: paymentSettings(mtnOnly) });
    try {
      expect((await second.inject({ method: 'GET', url: '/sandbox/mtn/transactions' })).statusCode).toBe(404);
      expect((await second.inject({ method: 'GET', url: '/sandbox/airtel/transactions' })).statusCode).toBe(
        200,
      );
    } finally {
      await second.close();
    }
  });
});

describe('payment settings', () => {
  it('refuse half a set of credentials, naming what is missing', () => {
    expect(() => loadConfig({ MOMO_API_USER: 'u', MOMO_API_KEY: 'k' })).toThrow(
      /MOMO_COLLECTION_SUBSCRIPTION_KEY/,
    );
    expect(() => loadConfig({ AIRTEL_CLIENT_ID: 'id' })).toThrow(/AIRTEL_CLIENT_SECRET/);
    expect(() => loadConfig({ PAYMENT_TIMEOUT_MS: '0' })).toThrow(/PAYMENT_TIMEOUT_MS/);
  });

  it('read the credentials and defaults', () => {
    const { payments } = loadConfig(CREDENTIALS);
    expect(payments.timeoutMs).toBe(10_000);
    expect(payments.mtn).toMatchObject({
      baseUrl: 'https://proxy.momoapi.mtn.com',
      targetEnvironment: 'mtnrwanda',
    });
    expect(payments.airtel).toMatchObject({
      baseUrl: 'https://openapi.airtel.africa',
      country: 'RW',
      currency: 'RWF',
    });
    expect(loadConfig({}).payments).toEqual({
      timeoutMs: 10_000,
      windowMinutes: 15,
      checkIntervalMs: 1_000,
      sandboxSlowSuccessSeconds: 30,
      commissionPercent: 12,
      payoutDelayHours: 24,
    });
  });
});

describe('the log', () => {
  /** The lines an app logs while the sandbox is mounted (or not) under these settings. */
  async function logLines(env: NodeJS.ProcessEnv): Promise<string[]> {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    app.decorate('config', loadConfig(env));
    await mountPaymentSandbox(app);
    await app.ready();
    await app.close();
    return lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
  }

  it('says in one line that test payments are in use, and nothing when credentials are set', async () => {
    const messages = await logLines({});
    expect(messages.filter((m) => m.includes('Test payments are in use'))).toEqual([
      expect.stringMatching(/mtn at \/sandbox\/mtn, airtel at \/sandbox\/airtel/),
    ]);
    expect((await logLines(CREDENTIALS)).filter((m) => m.includes('Test payments'))).toEqual([]);
  });
});
