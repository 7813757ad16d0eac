// Airtel Money Africa as the sandbox serves it: the OAuth token, USSD-push collections, disbursements, refunds,
// their enquiries and callbacks, checked the way Airtel checks them (docs/payments-providers.md).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SANDBOX_AIRTEL } from './credentials.ts';
import {
  deliver,
  listing,
  readFaults,
  scenarioOf,
  type SandboxLedger,
  type SandboxRecord,
} from './ledger.ts';

const TEST_RANGE = '72000000';
const COUNTRY = 'RW';
const CURRENCY = 'RWF';

export interface AirtelSandboxOptions {
  ledger: SandboxLedger;
  /** Where callbacks go: at Airtel it is set once on the partner portal, not per request. */
  callbackUrl: () => string | undefined;
}

export const airtelSandboxRoutes: FastifyPluginAsync<AirtelSandboxOptions> = async (app, options) => {
  const { ledger } = options;

  app.post('/auth/oauth2/token', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.grant_type !== 'client_credentials')
      return reply.code(400).send({ error: 'unsupported_grant_type', error_description: 'grant_type' });
    if (body.client_id !== SANDBOX_AIRTEL.clientId || body.client_secret !== SANDBOX_AIRTEL.clientSecret)
      return reply
        .code(401)
        .send({ error: 'invalid_client', error_description: 'Invalid client credentials' });
    const { token, expiresIn } = ledger.issueToken();
    // Airtel's documentation shows expires_in as a string.
    return { access_token: token, expires_in: String(expiresIn), token_type: 'bearer' };
  });

  app.post('/merchant/v1/payments/', async (request, reply) => {
    const refusal = checkAccess(request, ledger);
    if (refusal) return refusal(reply);
    const body = request.body as Record<string, Record<string, unknown> | undefined> | undefined;
    const msisdn = body?.subscriber?.msisdn;
    const amount = body?.transaction?.amount;
    const id = body?.transaction?.id;
    if (typeof body?.reference !== 'string' || typeof id !== 'string' || id === '')
      return esb(reply, 400, 'ESB000008', 'reference and transaction.id are required');
    if (typeof msisdn !== 'string' || !/^7\d{8}$/.test(msisdn))
      return esb(reply, 400, 'ESB000033', 'Invalid MSISDN Length: send the number without its country code');
    if (typeof amount !== 'number' || !(amount > 0))
      return esb(reply, 400, 'ESB000008', 'amount must be positive');
    if (ledger.find('payment', id))
      return esb(reply, 400, 'ESB000041', 'External Transaction ID already exists');
    const callbackUrl = options.callbackUrl();
    const record = ledger.record({
      kind: 'payment',
      reference: id,
      party: msisdn,
      amount,
      currency: CURRENCY,
      scenario: scenarioOf(msisdn, TEST_RANGE),
      ...(callbackUrl ? { callbackUrl } : {}),
      body,
    });
    ledger.scheduleCallbacks(record, (dueAt) =>
      deliver(callbackUrl ?? '', 'POST', callbackBody(ledger, record, dueAt)),
    );
    const fault = await applyFault(ledger, record, reply);
    if (fault) return fault;
    return {
      data: { transaction: { id, status: 'Success.' } },
      status: status('DP00800001006', 'In process', true),
    };
  });

  app.get('/standard/v1/payments/:id', async (request, reply) => {
    const refusal = checkAccess(request, ledger);
    if (refusal) return refusal(reply);
    const fault = await applyFault(ledger, undefined, reply);
    if (fault) return fault;
    const record = ledger.find('payment', (request.params as { id: string }).id);
    if (!record) return notFound();
    return enquiry(ledger, record, 'DP008');
  });

  app.post('/standard/v1/disbursements/', async (request, reply) => {
    const refusal = checkAccess(request, ledger);
    if (refusal) return refusal(reply);
    const body = request.body as Record<string, Record<string, unknown> | string | undefined> | undefined;
    const payee = body?.payee as Record<string, unknown> | undefined;
    const transaction = body?.transaction as Record<string, unknown> | undefined;
    if (body?.pin !== SANDBOX_AIRTEL.disbursementPin) return esb(reply, 400, 'ROUTER115', 'Incorrect Pin');
    const msisdn = payee?.msisdn;
    const id = transaction?.id;
    const amount = transaction?.amount;
    if (typeof msisdn !== 'string' || !/^7\d{8}$/.test(msisdn))
      return esb(reply, 400, 'ESB000033', 'Invalid MSISDN Length');
    if (typeof id !== 'string' || typeof amount !== 'number' || !(amount > 0))
      return esb(reply, 400, 'ESB000008', 'transaction.id and a positive transaction.amount are required');
    if (ledger.find('transfer', id))
      return esb(reply, 400, 'ESB000041', 'External Transaction ID already exists');
    const record = ledger.record({
      kind: 'transfer',
      reference: id,
      party: msisdn,
      amount,
      currency: CURRENCY,
      scenario: scenarioOf(msisdn, TEST_RANGE),
      body,
    });
    const fault = await applyFault(ledger, record, reply);
    if (fault) return fault;
    return {
      data: { transaction: { id, reference_id: record.providerTransactionId, status: 'TIP' } },
      status: status('DP00900001006', 'In process', true),
    };
  });

  app.get('/standard/v1/disbursements/:id', async (request, reply) => {
    const refusal = checkAccess(request, ledger);
    if (refusal) return refusal(reply);
    const fault = await applyFault(ledger, undefined, reply);
    if (fault) return fault;
    const record = ledger.find('transfer', (request.params as { id: string }).id);
    if (!record) return notFound();
    return enquiry(ledger, record, 'DP009');
  });

  app.post('/standard/v1/payments/refund', async (request, reply) => {
    const refusal = checkAccess(request, ledger);
    if (refusal) return refusal(reply);
    const airtelMoneyId = (request.body as { transaction?: { airtel_money_id?: unknown } } | undefined)
      ?.transaction?.airtel_money_id;
    const payment = [...ledger.records.values()].find(
      (r) => r.kind === 'payment' && r.providerTransactionId === airtelMoneyId,
    );
    if (!payment || ledger.settled(payment).status !== 'SUCCESSFUL' || payment.refunded)
      return esb(reply, 400, 'ESB000011', 'No successful payment to refund under this airtel_money_id');
    if (payment.scenario === 'refunds_fail')
      return esb(reply, 400, 'DP00800001008', 'The refund was refused: the payer’s wallet cannot receive it');
    const record = ledger.record({
      kind: 'refund',
      reference: `${payment.reference}:refund`,
      party: payment.party,
      amount: payment.amount,
      currency: CURRENCY,
      scenario: 'quick_success',
      refunds: payment.reference,
      body: request.body,
    });
    // A refund Airtel took is done at once (it answers SUCCESS); the payment then reads TR, even when the answer
    // to this request is lost to a fault.
    payment.refunded = true;
    const fault = await applyFault(ledger, record, reply);
    if (fault) return fault;
    return {
      data: { transaction: { airtel_money_id: payment.providerTransactionId, status: 'SUCCESS' } },
      status: status('DP00800001001', 'SUCCESS', true),
    };
  });

  app.get('/transactions', async () => listing(ledger));
  app.get('/faults', async () => ledger.faults);
  app.post('/faults', async (request, reply) => {
    const faults = readFaults(request.body, ledger.faults);
    if (typeof faults === 'string') return reply.code(400).send({ message: faults });
    ledger.faults = faults;
    return faults;
  });
};

/** Airtel's enquiry answer: data.transaction.status TS/TF/TIP/TR and status.response_code. */
function enquiry(ledger: SandboxLedger, record: SandboxRecord, family: 'DP008' | 'DP009') {
  const settled = ledger.settled(record);
  const code = record.refunded
    ? 'TR'
    : settled.status === 'SUCCESSFUL'
      ? 'TS'
      : settled.status === 'FAILED'
        ? 'TF'
        : 'TIP';
  const response =
    code === 'TS' || code === 'TR'
      ? `${family}00001001`
      : settled.status === 'FAILED' && settled.failure === 'not_enough_funds'
        ? `${family}00001007`
        : settled.status === 'FAILED'
          ? `${family}00001008`
          : `${family}00001006`;
  return {
    data: {
      transaction: {
        id: record.reference,
        status: code,
        message: code === 'TIP' ? 'In process' : code === 'TF' ? 'Failed' : 'Success',
        ...(code === 'TS' || code === 'TR' ? { airtel_money_id: record.providerTransactionId } : {}),
      },
    },
    status: status(response, 'SUCCESS', true),
  };
}

function callbackBody(ledger: SandboxLedger, record: SandboxRecord, now: number) {
  const settled = ledger.settled(record, now);
  const success = settled.status === 'SUCCESSFUL';
  return {
    transaction: {
      id: record.reference,
      message: success
        ? `Paid ${CURRENCY} ${record.amount} to Ikaze, Trans ID ${record.providerTransactionId}.`
        : 'Failed',
      status_code: success ? 'TS' : 'TF',
      airtel_money_id: record.providerTransactionId,
    },
  };
}

function notFound() {
  return { status: { ...status('DP00800001025', 'Transaction Not Found', false), result_code: 'ESB000045' } };
}

function status(responseCode: string, message: string, success: boolean) {
  return {
    code: '200',
    message,
    result_code: success ? 'ESB000010' : 'ESB000011',
    response_code: responseCode,
    success,
  };
}

function esb(reply: FastifyReply, httpStatus: number, resultCode: string, message: string) {
  return reply
    .code(httpStatus)
    .send({ status: { code: String(httpStatus), message, result_code: resultCode, success: false } });
}

/** Airtel's gateway checks: a live bearer token, X-Country and X-Currency naming a route it serves. */
function checkAccess(request: FastifyRequest, ledger: SandboxLedger) {
  if (!ledger.validBearer(request.headers.authorization))
    return (reply: FastifyReply) =>
      reply.code(401).send({ error: 'invalid_token', error_description: 'Access token invalid or expired' });
  if (!request.headers['x-country'] || !request.headers['x-currency'])
    return (reply: FastifyReply) => esb(reply, 400, 'ROUTER003', 'Missing header X-Country or X-Currency');
  if (request.headers['x-country'] !== COUNTRY)
    return (reply: FastifyReply) => esb(reply, 400, 'ROUTER006', 'Invalid Country');
  if (request.headers['x-currency'] !== CURRENCY)
    return (reply: FastifyReply) => esb(reply, 400, 'ROUTER112', 'Invalid Currency');
  return undefined;
}

/** Fault injection after the request is recorded (`record`), so that a lookup finds it as at the real provider. */
async function applyFault(ledger: SandboxLedger, record: SandboxRecord | undefined, reply: FastifyReply) {
  const fault = ledger.fault();
  if (fault === 'timeout') {
    if (record) record.answered = 'no answer';
    await ledger.hang();
    return reply.code(504).send();
  }
  if (fault === 'error') {
    if (record) record.answered = 500;
    return reply.code(500).send({
      status: { code: '500', message: 'Something went wrong', result_code: 'ESB000001', success: false },
    });
  }
  if (record) record.answered = 200;
  return undefined;
}
