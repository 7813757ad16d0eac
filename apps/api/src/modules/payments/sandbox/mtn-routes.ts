// MTN MoMo Open API as the sandbox serves it: tokens, request to pay, transfers, refunds, their status and
// callbacks, checked the way MTN checks them (docs/payments-providers.md).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SANDBOX_MTN } from './credentials.ts';
import {
  deliver,
  listing,
  readFaults,
  requestScenario,
  scenarioOf,
  type Kind,
  type SandboxLedger,
  type SandboxRecord,
} from './ledger.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const TEST_RANGE = '78000000';
const INVALID_CURRENCY = 'INVALID_CURRENCY';

type Product = 'collection' | 'disbursement';

const REASON: Record<string, string> = {
  not_enough_funds: 'NOT_ENOUGH_FUNDS',
  declined: 'APPROVAL_REJECTED',
  refunds_fail: 'PAYEE_NOT_FOUND',
};

export interface MtnSandboxOptions {
  ledger: SandboxLedger;
}

export const mtnSandboxRoutes: FastifyPluginAsync<MtnSandboxOptions> = async (app, { ledger }) => {
  for (const product of ['collection', 'disbursement'] as const) {
    app.post(`/${product}/token/`, async (request, reply) => {
      const expected = SANDBOX_MTN[product];
      if (request.headers['ocp-apim-subscription-key'] !== expected.subscriptionKey) return badKey(reply);
      const basic = `Basic ${Buffer.from(`${expected.apiUser}:${expected.apiKey}`).toString('base64')}`;
      if (request.headers.authorization !== basic)
        return reply.code(401).send({ error: 'login_failed', message: 'Access denied' });
      const { token, expiresIn } = ledger.issueToken();
      return { access_token: token, token_type: 'access_token', expires_in: expiresIn };
    });
  }

  const operations: { product: Product; kind: Kind; path: string }[] = [
    { product: 'collection', kind: 'payment', path: '/collection/v1_0/requesttopay' },
    { product: 'disbursement', kind: 'transfer', path: '/disbursement/v1_0/transfer' },
    { product: 'disbursement', kind: 'refund', path: '/disbursement/v1_0/refund' },
  ];
  for (const { product, kind, path } of operations) {
    app.post(path, async (request, reply) => {
      const refusal = checkAccess(request, product, ledger);
      if (refusal) return reply.code(refusal.status).send(refusal.body);
      const reference = header(request, 'x-reference-id');
      if (!reference || !UUID_V4.test(reference))
        return reply
          .code(400)
          .send({ code: 'INVALID_REFERENCE_ID', message: 'X-Reference-Id must be a UUID v4' });
      const read = readBody(kind, request.body);
      if (typeof read === 'string')
        return reply
          .code(400)
          .send(
            read === INVALID_CURRENCY
              ? { code: INVALID_CURRENCY, message: 'Currency not supported.' }
              : { code: 'BAD_REQUEST', message: read },
          );
      if (ledger.find(kind, reference))
        return reply.code(409).send({ code: 'RESOURCE_ALREADY_EXIST', message: 'Duplicated reference id.' });
      if (kind === 'refund') {
        const payment = ledger.find('payment', read.refunds ?? '');
        if (!payment || ledger.settled(payment).status !== 'SUCCESSFUL')
          return reply
            .code(404)
            .send({ code: 'RESOURCE_NOT_FOUND', message: 'No successful payment to refund' });
        // A payment is refunded in parts at most up to what it was (refused refunds do not count).
        const before = [...ledger.records.values()]
          .filter((r) => r.kind === 'refund' && r.refunds === payment.reference)
          .filter((r) => ledger.settled(r).status !== 'FAILED')
          .reduce((sum, r) => sum + r.amount, 0);
        if (before + read.amount > payment.amount)
          return reply
            .code(400)
            .send({ code: 'BAD_REQUEST', message: 'amount above what is left of the payment' });
        read.party = payment.party;
      }
      const callbackUrl = header(request, 'x-callback-url');
      const record = ledger.record({
        kind,
        reference,
        party: read.party,
        amount: read.amount,
        currency: read.currency,
        // Refunds take the money back from our account: they settle like an ordinary number.
        scenario: requestScenario(kind, scenarioOf(read.party, TEST_RANGE)),
        ...(read.refunds ? { refunds: read.refunds } : {}),
        ...(callbackUrl ? { callbackUrl } : {}),
        body: request.body,
      });
      // MTN calls back with PUT (POST also allowed), the body a status lookup answers.
      ledger.scheduleCallbacks(record, (dueAt) =>
        deliver(callbackUrl ?? '', 'PUT', statusBody(ledger, record, dueAt)),
      );
      // A fault strikes after the request is recorded: as at the real provider, it may have been taken.
      const fault = ledger.fault();
      if (fault === 'timeout') {
        record.answered = 'no answer';
        await ledger.hang();
        return reply.code(504).send();
      }
      if (fault === 'error') {
        record.answered = 500;
        return reply.code(500).send({ code: 'INTERNAL_PROCESSING_ERROR', message: 'Sandbox fault' });
      }
      return reply.code(202).send();
    });

    app.get(`${path}/:reference`, async (request, reply) => {
      const refusal = checkAccess(request, product, ledger);
      if (refusal) return reply.code(refusal.status).send(refusal.body);
      const fault = ledger.fault();
      if (fault === 'timeout') {
        await ledger.hang();
        return reply.code(504).send();
      }
      if (fault === 'error') return reply.code(500).send({ code: 'INTERNAL_PROCESSING_ERROR' });
      const { reference } = request.params as { reference: string };
      const record = ledger.find(kind, reference);
      if (!record)
        return reply
          .code(404)
          .send({ code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' });
      return statusBody(ledger, record);
    });
  }

  app.get('/transactions', async () => listing(ledger));
  app.get('/faults', async () => ledger.faults);
  app.post('/faults', async (request, reply) => {
    const faults = readFaults(request.body, ledger.faults);
    if (typeof faults === 'string') return reply.code(400).send({ message: faults });
    ledger.faults = faults;
    return faults;
  });
};

/** A status lookup's answer, also the callback's body. */
function statusBody(ledger: SandboxLedger, record: SandboxRecord, now = Date.now()) {
  const settled = ledger.settled(record, now);
  const party = { partyIdType: 'MSISDN', partyId: `250${record.party}` };
  return {
    amount: String(record.amount),
    currency: record.currency,
    externalId: record.reference,
    ...(record.kind === 'payment' ? { payer: party } : { payee: party }),
    payerMessage: text(record.body, 'payerMessage'),
    payeeNote: text(record.body, 'payeeNote'),
    status: settled.status,
    ...(settled.status === 'SUCCESSFUL' ? { financialTransactionId: record.providerTransactionId } : {}),
    ...(settled.status === 'FAILED'
      ? { reason: REASON[settled.failure] ?? 'INTERNAL_PROCESSING_ERROR' }
      : {}),
  };
}

function checkAccess(request: FastifyRequest, product: Product, ledger: SandboxLedger) {
  if (header(request, 'ocp-apim-subscription-key') !== SANDBOX_MTN[product].subscriptionKey)
    return { status: 401, body: invalidKey };
  if (!ledger.validBearer(header(request, 'authorization')))
    return { status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'Access token invalid or expired' } };
  if (header(request, 'x-target-environment') !== SANDBOX_MTN.targetEnvironment)
    return {
      status: 403,
      body: { code: 'NOT_ALLOWED_TARGET_ENVIRONMENT', message: 'Access to target environment is forbidden.' },
    };
  return undefined;
}

const invalidKey = {
  statusCode: 401,
  message:
    'Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.',
};

function badKey(reply: FastifyReply) {
  return reply.code(401).send(invalidKey);
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

interface ReadBody {
  party: string;
  amount: number;
  currency: string;
  refunds?: string;
}

/** The body's fields as MTN requires them: amount a string of a positive number, a currency, the party. */
function readBody(kind: Kind, body: unknown): ReadBody | string {
  if (typeof body !== 'object' || body === null) return 'a JSON body is required';
  const fields = body as Record<string, unknown>;
  const amount = typeof fields.amount === 'string' ? Number(fields.amount) : NaN;
  if (!(amount > 0)) return 'amount must be a string holding a positive number';
  if (typeof fields.currency !== 'string' || fields.currency === '') return 'currency is required';
  if (fields.currency !== 'RWF') return INVALID_CURRENCY;
  if (typeof fields.externalId !== 'string') return 'externalId is required';
  if (kind === 'refund') {
    const refunds = fields.referenceIdToRefund;
    if (typeof refunds !== 'string' || !UUID_V4.test(refunds)) return 'referenceIdToRefund must be a UUID';
    return { party: '', amount, currency: fields.currency, refunds };
  }
  const party = fields[kind === 'payment' ? 'payer' : 'payee'] as Record<string, unknown> | undefined;
  if (
    party?.partyIdType !== 'MSISDN' ||
    typeof party.partyId !== 'string' ||
    !/^2507\d{8}$/.test(party.partyId)
  )
    return `${kind === 'payment' ? 'payer' : 'payee'} must be {partyIdType: MSISDN, partyId: 2507…}`;
  return { party: party.partyId.slice(3), amount, currency: fields.currency };
}

function text(body: unknown, name: string): string {
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}
