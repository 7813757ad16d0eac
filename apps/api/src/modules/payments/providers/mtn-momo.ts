// MTN MoMo Open API client: Collections (request to pay) and Disbursements (transfer, refund). Endpoints,
// headers and statuses as written down in docs/payments-providers.md; why our own: docs/decisions/0041.
import type { MtnSettings } from './settings.ts';
import { exchange, field, redact, text, type Exchange } from './http.ts';
import { invalidPhone, msisdn, nationalNumber } from './phone.ts';
import { TokenCache } from './token-cache.ts';
import {
  PaymentProviderError,
  type CallbackReading,
  type FailureReason,
  type PaymentProvider,
  type PaymentRequest,
  type RefundRequest,
  type SendOutcome,
  type TransactionState,
  type TransferRequest,
} from './types.ts';

type Product = 'collection' | 'disbursement';

/** MTN's reason codes (status answers, callbacks and 4xx bodies) in our words. */
const REASONS: Record<string, FailureReason> = {
  NOT_ENOUGH_FUNDS: 'not_enough_funds',
  PAYER_LIMIT_REACHED: 'not_enough_funds',
  APPROVAL_REJECTED: 'declined',
  PAYMENT_NOT_APPROVED: 'declined',
  TRANSACTION_CANCELED: 'declined',
  PAYER_NOT_FOUND: 'payer_not_found',
  PAYEE_NOT_FOUND: 'payer_not_found',
  EXPIRED: 'timed_out',
};

export function mtnReason(code: string | undefined): FailureReason {
  return (code && REASONS[code]) || 'other';
}

/** Thrown inside the client when no token could be had in time; the operation then reports `unknown`. */
class NoToken extends Error {}

export class MtnMomoClient implements PaymentProvider {
  readonly name = 'mtn' as const;
  private readonly tokens: Record<Product, TokenCache | undefined>;
  private readonly secrets: string[];

  constructor(private readonly settings: MtnSettings) {
    const { collection, disbursement } = settings;
    this.secrets = [collection, disbursement]
      .filter((c) => c !== undefined)
      .flatMap((c) => [c.apiKey, c.subscriptionKey, basic(c.apiUser, c.apiKey)]);
    this.tokens = {
      collection: new TokenCache(() => this.fetchToken('collection')),
      disbursement: disbursement ? new TokenCache(() => this.fetchToken('disbursement')) : undefined,
    };
  }

  async requestPayment(request: PaymentRequest): Promise<SendOutcome> {
    const national = nationalNumber(request.phone);
    if (!national) return invalidPhone();
    return this.send('collection', '/collection/v1_0/requesttopay', request.reference, request.callbackUrl, {
      amount: String(request.amount),
      currency: this.settings.currency,
      externalId: request.reference,
      payer: { partyIdType: 'MSISDN', partyId: msisdn(national) },
      payerMessage: request.note,
      payeeNote: request.note,
    });
  }

  paymentStatus(reference: string): Promise<TransactionState> {
    return this.status('collection', `/collection/v1_0/requesttopay/${encodeURIComponent(reference)}`);
  }

  async transfer(request: TransferRequest): Promise<SendOutcome> {
    const national = nationalNumber(request.phone);
    if (!national) return invalidPhone();
    return this.send('disbursement', '/disbursement/v1_0/transfer', request.reference, request.callbackUrl, {
      amount: String(request.amount),
      currency: this.settings.currency,
      externalId: request.reference,
      payee: { partyIdType: 'MSISDN', partyId: msisdn(national) },
      payerMessage: request.note,
      payeeNote: request.note,
    });
  }

  transferStatus(reference: string): Promise<TransactionState> {
    return this.status('disbursement', `/disbursement/v1_0/transfer/${encodeURIComponent(reference)}`);
  }

  /** Refunds live under Disbursements (`/disbursement/v1_0/refund`), naming the payment by its X-Reference-Id. */
  refund(request: RefundRequest): Promise<SendOutcome> {
    return this.send('disbursement', '/disbursement/v1_0/refund', request.reference, request.callbackUrl, {
      amount: String(request.amount),
      currency: this.settings.currency,
      externalId: request.reference,
      payerMessage: request.note,
      payeeNote: request.note,
      referenceIdToRefund: request.paymentReference,
    });
  }

  refundStatus({ reference }: { reference: string }): Promise<TransactionState> {
    return this.status('disbursement', `/disbursement/v1_0/refund/${encodeURIComponent(reference)}`);
  }

  /** MTN calls back with the body a status lookup answers; it does not name our reference (the URL must). */
  readCallback(body: unknown): CallbackReading | undefined {
    const state = readTransaction(body);
    if (state.status === 'not_found' || state.status === 'unknown') return undefined;
    const externalId = text(field(body, 'externalId'));
    return { reference: externalId, state };
  }

  private async send(
    product: Product,
    path: string,
    reference: string,
    callbackUrl: string | undefined,
    body: unknown,
  ): Promise<SendOutcome> {
    let answer: Exchange;
    try {
      answer = await this.call(product, 'POST', path, body, {
        'X-Reference-Id': reference,
        ...(callbackUrl ? { 'X-Callback-Url': callbackUrl } : {}),
      });
    } catch (error) {
      if (error instanceof NoToken) return { kind: 'unknown', cause: error.message };
      throw error;
    }
    if (answer.kind === 'no_answer') return { kind: 'unknown', cause: answer.cause };
    if (answer.status === 202 || answer.status === 200) return { kind: 'accepted' };
    if (answer.status === 409) return { kind: 'duplicate' };
    if (answer.status >= 500) return { kind: 'unknown', cause: `MTN answered ${answer.status}` };
    const code = text(field(answer.body, 'code')) ?? `HTTP_${answer.status}`;
    const message = this.clean(text(field(answer.body, 'message')) ?? `MTN answered ${answer.status}`);
    return { kind: 'refused', reason: mtnReason(code), code, message };
  }

  private async status(product: Product, path: string): Promise<TransactionState> {
    let answer: Exchange;
    try {
      answer = await this.call(product, 'GET', path);
    } catch (error) {
      if (error instanceof NoToken) return { status: 'unknown', cause: error.message };
      throw error;
    }
    if (answer.kind === 'no_answer') return { status: 'unknown', cause: answer.cause };
    if (answer.status === 200) return readTransaction(answer.body);
    if (answer.status === 404) return { status: 'not_found', raw: answer.body };
    if (answer.status >= 500) return { status: 'unknown', cause: `MTN answered ${answer.status}` };
    throw new PaymentProviderError(
      'mtn',
      `status lookup refused (${answer.status}): ${this.describe(answer.body)}`,
    );
  }

  /** One authorised call; a token MTN refuses before its time is dropped and the call made once more. */
  private async call(
    product: Product,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Exchange> {
    const tokens = this.tokens[product];
    const credentials = this.settings[product];
    if (!tokens || !credentials)
      throw new PaymentProviderError('mtn', `no ${product} credentials are set (MOMO_DISBURSEMENT_…)`);
    for (let attempt = 1; ; attempt += 1) {
      const token = await tokens.get();
      const answer = await exchange({
        method,
        url: `${this.settings.baseUrl}${path}`,
        headers: {
          Authorization: `Bearer ${token}`,
          'X-Target-Environment': this.settings.targetEnvironment,
          'Ocp-Apim-Subscription-Key': credentials.subscriptionKey,
          ...headers,
        },
        body,
        timeoutMs: this.settings.timeoutMs,
        secrets: [...this.secrets, token],
      });
      if (answer.kind === 'answer' && answer.status === 401 && attempt === 1) {
        tokens.drop();
        continue;
      }
      if (answer.kind === 'answer' && answer.status === 401)
        throw new PaymentProviderError('mtn', `${product} token refused: ${this.describe(answer.body)}`);
      return answer;
    }
  }

  private async fetchToken(product: Product) {
    const credentials = this.settings[product];
    if (!credentials) throw new PaymentProviderError('mtn', `no ${product} credentials are set`);
    const answer = await exchange({
      method: 'POST',
      url: `${this.settings.baseUrl}/${product}/token/`,
      headers: {
        Authorization: `Basic ${basic(credentials.apiUser, credentials.apiKey)}`,
        'Ocp-Apim-Subscription-Key': credentials.subscriptionKey,
      },
      timeoutMs: this.settings.timeoutMs,
      secrets: this.secrets,
    });
    if (answer.kind === 'no_answer') throw new NoToken(`${product} token: ${answer.cause}`);
    if (answer.status >= 500) throw new NoToken(`${product} token: MTN answered ${answer.status}`);
    const accessToken = text(field(answer.body, 'access_token'));
    const expiresIn = Number(field(answer.body, 'expires_in'));
    if (answer.status !== 200 || !accessToken || !(expiresIn > 0))
      throw new PaymentProviderError(
        'mtn',
        `${product} credentials refused (${answer.status}): ${this.describe(answer.body)}`,
      );
    return { accessToken, expiresInSeconds: expiresIn };
  }

  private describe(body: unknown): string {
    const message = text(field(body, 'message')) ?? text(field(body, 'error')) ?? '';
    const code = text(field(body, 'code')) ?? '';
    return this.clean([code, message].filter(Boolean).join(' ').slice(0, 300) || 'no details');
  }

  private clean(message: string): string {
    return redact(message, this.secrets);
  }
}

/** A status answer or callback body: {amount, status: PENDING|SUCCESSFUL|FAILED, reason, financialTransactionId}. */
function readTransaction(body: unknown): TransactionState {
  const status = text(field(body, 'status'));
  const providerTransactionId = text(field(body, 'financialTransactionId'));
  const amount = Number(text(field(body, 'amount')));
  const id = {
    ...(providerTransactionId ? { providerTransactionId } : {}),
    ...(Number.isSafeInteger(amount) ? { amount } : {}),
  };
  switch (status ?? '') {
    case 'SUCCESSFUL':
      return { status: 'successful', ...id, raw: body };
    case 'FAILED':
      return { status: 'failed', reason: mtnReason(reasonCode(body)), ...id, raw: body };
    case 'PENDING':
    case 'ONGOING':
      return { status: 'pending', ...id, raw: body };
    default:
      return { status: 'unknown', cause: `unreadable status ${String(status)}` };
  }
}

/** `reason` is a code string in MTN's answers, and an object {code, message} in some of its callbacks. */
function reasonCode(body: unknown): string | undefined {
  return text(field(body, 'reason')) ?? text(field(body, 'reason', 'code'));
}

function basic(user: string, key: string): string {
  return Buffer.from(`${user}:${key}`).toString('base64');
}
