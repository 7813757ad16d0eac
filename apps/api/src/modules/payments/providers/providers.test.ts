// Both providers' clients against the sandbox on a real port, through the one interface
// (docs/payments-providers.md): outcomes by number, polling, callbacks, faults, duplicates, tokens, secrets.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startCallbackReceiver } from '../../../test/callback-receiver.ts';
import { startPaymentSandbox, type RunningSandbox } from '../sandbox/standalone.ts';
import { NO_FAULTS, type SandboxLedger } from '../sandbox/ledger.ts';
import { resolvedSettings } from './index.ts';
import { AirtelMoneyClient } from './airtel-money.ts';
import { MtnMomoClient } from './mtn-momo.ts';
import type { AirtelSettings, MtnSettings } from './settings.ts';
import { PaymentProviderError, type PaymentProvider, type TransactionState } from './types.ts';

const DELAYS = {
  settleMs: 150,
  slowSuccessMs: 700,
  lateCallbackMs: 400,
  repeatCallbackMs: 150,
  hangMs: 5_000,
};
const TIMEOUT_MS = 1_500;

let running: RunningSandbox;
let receiver: Awaited<ReturnType<typeof startCallbackReceiver>>;

beforeAll(async () => {
  receiver = await startCallbackReceiver();
  running = await startPaymentSandbox({ delays: DELAYS, airtelCallbackUrl: `${receiver.url}/airtel` });
});
afterAll(async () => {
  await running.close();
  await receiver.close();
});
afterEach(() => {
  running.sandbox.mtn.faults = NO_FAULTS;
  running.sandbox.airtel.faults = NO_FAULTS;
});

/** The clients' settings as the product resolves them for the sandbox, pointed at the standalone one. */
function sandboxSettings() {
  const resolved = resolvedSettings(
    {
      timeoutMs: TIMEOUT_MS,
      windowMinutes: 15,
      checkIntervalMs: 1000,
      sandboxSlowSuccessSeconds: 30,
      commissionPercent: 12,
      payoutDelayHours: 24,
    },
    'http://unused',
  );
  return {
    mtn: { ...resolved.mtn, baseUrl: running.mtnUrl },
    airtel: { ...resolved.airtel, baseUrl: running.airtelUrl },
  };
}

interface Case {
  name: 'mtn' | 'airtel';
  /** The test range's first digits: 078000000x (MTN), 072000000x (Airtel). */
  range: string;
  ordinary: string;
  client(overrides?: Partial<MtnSettings & AirtelSettings>): PaymentProvider;
  ledger(): SandboxLedger;
  /** Where this provider's callbacks for `reference` arrive at the receiver, and with which method. */
  callbacksOf(reference: string): unknown[];
  callbackMethod: string;
  callbackUrl(reference: string): string;
}

const cases: Case[] = [
  {
    name: 'mtn',
    range: '078000000',
    ordinary: '0788123456',
    client: (overrides = {}) => new MtnMomoClient({ ...sandboxSettings().mtn, ...overrides }),
    ledger: () => running.sandbox.mtn,
    callbackMethod: 'PUT',
    callbackUrl: (reference) => `${receiver.url}/mtn/${reference}`,
    callbacksOf: (reference) => receiver.to(`/mtn/${reference}`).map((c) => c.body),
  },
  {
    name: 'airtel',
    range: '072000000',
    ordinary: '0733123456',
    client: (overrides = {}) => new AirtelMoneyClient({ ...sandboxSettings().airtel, ...overrides }),
    ledger: () => running.sandbox.airtel,
    callbackMethod: 'POST',
    // Airtel calls the one address set on its portal; the body names our reference.
    callbackUrl: () => `${receiver.url}/ignored-by-airtel`,
    callbacksOf: (reference) =>
      receiver
        .to('/airtel')
        .map((c) => c.body)
        .filter((body) => (body as { transaction: { id: string } }).transaction.id === reference),
  },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function pollUntilSettled(client: PaymentProvider, reference: string, withinMs: number) {
  const until = Date.now() + withinMs;
  let state: TransactionState = await client.paymentStatus(reference);
  while (state.status === 'pending' && Date.now() < until) {
    await sleep(50);
    state = await client.paymentStatus(reference);
  }
  return state;
}

describe.each(cases)('$name client against the sandbox', (provider) => {
  const pay = (client: PaymentProvider, phone: string, reference = randomUUID()) =>
    client
      .requestPayment({
        reference,
        amount: 15_000,
        phone,
        callbackUrl: provider.callbackUrl(reference),
        note: 'Stay 12',
      })
      .then((outcome) => ({ reference, outcome }));

  it('reuses one token until it expires, then fetches another', async () => {
    const client = provider.client();
    const before = provider.ledger().tokensIssued;
    for (let i = 0; i < 3; i += 1)
      expect((await pay(client, provider.ordinary)).outcome).toEqual({ kind: 'accepted' });
    expect(provider.ledger().tokensIssued - before).toBe(1);

    const shortLived = await startPaymentSandbox({ delays: DELAYS, tokenTtlSeconds: { mtn: 1, airtel: 1 } });
    try {
      const url = provider.name === 'mtn' ? shortLived.mtnUrl : shortLived.airtelUrl;
      const ledger = provider.name === 'mtn' ? shortLived.sandbox.mtn : shortLived.sandbox.airtel;
      const renewing = provider.client({ baseUrl: url });
      expect((await pay(renewing, provider.ordinary)).outcome.kind).toBe('accepted');
      expect((await pay(renewing, provider.ordinary)).outcome.kind).toBe('accepted');
      expect(ledger.tokensIssued).toBe(1);
      await sleep(1_050);
      // The sandbox refuses an expired token (401), so reusing it would show here.
      expect((await pay(renewing, provider.ordinary)).outcome.kind).toBe('accepted');
      expect(ledger.tokensIssued).toBe(2);
    } finally {
      await shortLived.close();
    }
  });

  it('plays each test number’s outcome, found by polling and called back as specified', async () => {
    const client = provider.client();
    const [funds, declined, pending, slow, late, ordinary] = await Promise.all(
      ['1', '2', '3', '4', '5']
        .map((d) => pay(client, `${provider.range}${d}`))
        .concat(pay(client, provider.ordinary)),
    );
    for (const sent of [funds, declined, pending, slow, late, ordinary])
      expect(sent!.outcome).toEqual({ kind: 'accepted' });

    expect(await pollUntilSettled(client, funds!.reference, 2_000)).toMatchObject({
      status: 'failed',
      reason: 'not_enough_funds',
    });
    expect(await pollUntilSettled(client, declined!.reference, 2_000)).toMatchObject({
      status: 'failed',
      reason: 'declined',
    });
    const paid = await pollUntilSettled(client, ordinary!.reference, 2_000);
    expect(paid).toMatchObject({ status: 'successful', providerTransactionId: expect.any(String) });
    // The x…4 number succeeds only after the (shortened) 30 s, and polling finds it.
    expect((await client.paymentStatus(slow!.reference)).status).toBe('pending');
    expect(await pollUntilSettled(client, slow!.reference, 3_000)).toMatchObject({ status: 'successful' });
    await sleep(DELAYS.lateCallbackMs + DELAYS.repeatCallbackMs + 200);
    expect((await client.paymentStatus(pending!.reference)).status).toBe('pending');

    // Callbacks: once for ordinary outcomes, twice and late for x…5, never for x…3 and x…4.
    expect(provider.callbacksOf(ordinary!.reference)).toHaveLength(1);
    expect(provider.callbacksOf(funds!.reference)).toHaveLength(1);
    expect(provider.callbacksOf(declined!.reference)).toHaveLength(1);
    expect(provider.callbacksOf(pending!.reference)).toHaveLength(0);
    expect(provider.callbacksOf(slow!.reference)).toHaveLength(0);
    const twice = provider.callbacksOf(late!.reference);
    expect(twice).toHaveLength(2);
    const methods = receiver.received
      .filter((callback) => JSON.stringify(callback.body).includes(late!.reference))
      .map((callback) => callback.method);
    expect(methods).toEqual([provider.callbackMethod, provider.callbackMethod]);
    for (const body of twice)
      expect(client.readCallback(body)).toMatchObject({ state: { status: 'successful' } });
    expect(client.readCallback(provider.callbacksOf(ordinary!.reference)[0])).toMatchObject({
      reference: ordinary!.reference,
      state: {
        status: 'successful',
        providerTransactionId: (paid as { providerTransactionId: string }).providerTransactionId,
      },
    });
    expect(client.readCallback(provider.callbacksOf(funds!.reference)[0])?.state.status).toBe('failed');

    // The sandbox lists what it received, with the callbacks it sent.
    const listed = await fetch(
      `${provider.name === 'mtn' ? running.mtnUrl : running.airtelUrl}/transactions`,
    );
    const { transactions } = (await listed.json()) as {
      transactions: { reference: string; payer: string; callbacks: unknown[] }[];
    };
    expect(transactions.find((t) => t.reference === late!.reference)).toMatchObject({
      payer: `${provider.range.slice(1)}5`,
    });
    expect(transactions.find((t) => t.reference === late!.reference)?.callbacks).toHaveLength(2);
  });

  it('reports a timeout as unknown, and the lookup by the same reference then finds the payment', async () => {
    const client = provider.client();
    await pay(client, provider.ordinary); // a token first, so the fault strikes the payment itself
    provider.ledger().faults = { ...NO_FAULTS, timeoutRate: 1 };
    const started = Date.now();
    const { reference, outcome } = await pay(client, provider.ordinary);
    expect(outcome.kind).toBe('unknown');
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_000);
    expect((await client.paymentStatus(reference)).status).toBe('unknown');
    provider.ledger().faults = NO_FAULTS;
    expect(['pending', 'successful']).toContain((await client.paymentStatus(reference)).status);
    expect(await pollUntilSettled(client, reference, 2_000)).toMatchObject({ status: 'successful' });
  });

  it('reports a 500 as unknown, and the lookup then answers', async () => {
    const client = provider.client();
    provider.ledger().faults = { ...NO_FAULTS, errorRate: 1 };
    const { reference, outcome } = await pay(client, provider.ordinary);
    expect(outcome).toMatchObject({ kind: 'unknown' });
    provider.ledger().faults = NO_FAULTS;
    expect(await pollUntilSettled(client, reference, 2_000)).toMatchObject({ status: 'successful' });
  });

  it('answers a reference it never received as not found', async () => {
    expect((await provider.client().paymentStatus(randomUUID())).status).toBe('not_found');
  });

  it('takes a repeated reference as a duplicate, never a second charge', async () => {
    const client = provider.client();
    const { reference, outcome } = await pay(client, provider.ordinary);
    expect(outcome.kind).toBe('accepted');
    expect((await pay(client, provider.ordinary, reference)).outcome).toEqual({ kind: 'duplicate' });
    const charges = [...provider.ledger().records.values()].filter(
      (r) => r.kind === 'payment' && r.reference === reference,
    );
    expect(charges).toHaveLength(1);
  });

  it('drops and duplicates callbacks when told to', async () => {
    const client = provider.client();
    provider.ledger().faults = { ...NO_FAULTS, dropCallbacks: 1 };
    const dropped = await pay(client, provider.ordinary);
    provider.ledger().faults = { ...NO_FAULTS, duplicateCallbacks: 1 };
    const doubled = await pay(client, provider.ordinary);
    await sleep(DELAYS.settleMs + 300);
    expect(provider.callbacksOf(dropped.reference)).toHaveLength(0);
    expect(provider.callbacksOf(doubled.reference)).toHaveLength(2);
  });

  it('refuses a number that is not Rwandan without calling the provider', async () => {
    const outcome = (await pay(provider.client(), '+254712345678')).outcome;
    expect(outcome).toMatchObject({ kind: 'refused', reason: 'payer_not_found' });
  });

  it('keeps its secrets out of errors and outcomes', async () => {
    const secret = 'very-secret-key-0042';
    const wrong =
      provider.name === 'mtn'
        ? provider.client({ collection: { ...sandboxSettings().mtn.collection, apiKey: secret } })
        : provider.client({ clientSecret: secret });
    const error = await pay(wrong, provider.ordinary).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(String((error as Error).message)).toMatch(/refused/);
    expect(
      JSON.stringify({ message: (error as Error).message, stack: (error as Error).stack }),
    ).not.toContain(secret);
    // An unreachable provider: the cause says so, without secrets.
    const unreachable =
      provider.name === 'mtn'
        ? provider.client({
            baseUrl: 'http://127.0.0.1:9',
            collection: { ...sandboxSettings().mtn.collection, apiKey: secret },
          })
        : provider.client({ baseUrl: 'http://127.0.0.1:9', clientSecret: secret });
    const outcome = (await pay(unreachable, provider.ordinary)).outcome;
    expect(outcome.kind).toBe('unknown');
    expect(JSON.stringify(outcome)).not.toContain(secret);
  });

  it('pays out by transfer and gives a payment back by refund', async () => {
    const client = provider.client();
    const transfer = randomUUID();
    expect(
      await client.transfer({
        reference: transfer,
        amount: 9_000,
        phone: provider.ordinary,
        note: 'Payout 3',
      }),
    ).toEqual({
      kind: 'accepted',
    });
    await sleep(DELAYS.settleMs + 50);
    expect(await client.transferStatus(transfer)).toMatchObject({ status: 'successful' });

    const { reference } = await pay(client, provider.ordinary);
    const paid = await pollUntilSettled(client, reference, 2_000);
    expect(paid.status).toBe('successful');
    const refund = randomUUID();
    const request = {
      reference: refund,
      paymentReference: reference,
      providerTransactionId: (paid as { providerTransactionId?: string }).providerTransactionId,
      amount: 15_000,
      note: 'Refund stay 12',
    };
    expect(await client.refund(request)).toEqual({ kind: 'accepted' });
    await sleep(DELAYS.settleMs + 50);
    expect(await client.refundStatus(request)).toMatchObject({ status: 'successful' });
  });
});

describe('the sandbox checks requests as the providers do', () => {
  it('MTN: 401 without a token or with a wrong key, 400 without X-Reference-Id', async () => {
    const { collection, targetEnvironment } = sandboxSettings().mtn;
    const body = JSON.stringify({
      amount: '100',
      currency: 'RWF',
      externalId: 'x',
      payer: { partyIdType: 'MSISDN', partyId: '250788123456' },
    });
    const post = (headers: Record<string, string>) =>
      fetch(`${running.mtnUrl}/collection/v1_0/requesttopay`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
      });
    const base = {
      'Ocp-Apim-Subscription-Key': collection.subscriptionKey,
      'X-Target-Environment': targetEnvironment,
    };
    expect((await post({ ...base, 'X-Reference-Id': randomUUID() })).status).toBe(401);
    const token = (await (
      await fetch(`${running.mtnUrl}/collection/token/`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${collection.apiUser}:${collection.apiKey}`).toString('base64')}`,
          'Ocp-Apim-Subscription-Key': collection.subscriptionKey,
        },
      })
    ).json()) as { access_token: string };
    const authorised = { ...base, Authorization: `Bearer ${token.access_token}` };
    expect((await post(authorised)).status).toBe(400);
    expect((await post({ ...authorised, 'X-Reference-Id': 'not-a-uuid' })).status).toBe(400);
    expect(
      (await post({ ...authorised, 'Ocp-Apim-Subscription-Key': 'wrong', 'X-Reference-Id': randomUUID() }))
        .status,
    ).toBe(401);
    expect(
      (await post({ ...authorised, 'X-Target-Environment': 'mtnuganda', 'X-Reference-Id': randomUUID() }))
        .status,
    ).toBe(403);
    expect((await post({ ...authorised, 'X-Reference-Id': randomUUID() })).status).toBe(202);
  });

  it('Airtel: 401 without a token, 400 without X-Country or with a number carrying its country code', async () => {
    const { clientId, clientSecret } = sandboxSettings().airtel;
    const token = (await (
      await fetch(`${running.airtelUrl}/auth/oauth2/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          client_id: clientId,
          client_secret: clientSecret,
          grant_type: 'client_credentials',
        }),
      })
    ).json()) as { access_token: string; expires_in: string };
    expect(token.expires_in).toBe('180');
    const post = (headers: Record<string, string>, msisdn = '733123456') =>
      fetch(`${running.airtelUrl}/merchant/v1/payments/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({
          reference: 'Stay 12',
          subscriber: { country: 'RW', currency: 'RWF', msisdn },
          transaction: { amount: 100, country: 'RW', currency: 'RWF', id: randomUUID() },
        }),
      });
    const headers = { Authorization: `Bearer ${token.access_token}`, 'X-Country': 'RW', 'X-Currency': 'RWF' };
    expect((await post({ 'X-Country': 'RW', 'X-Currency': 'RWF' })).status).toBe(401);
    expect((await post({ Authorization: headers.Authorization, 'X-Currency': 'RWF' })).status).toBe(400);
    expect((await post(headers, '250733123456')).status).toBe(400);
    expect((await post(headers)).status).toBe(200);
  });
});
