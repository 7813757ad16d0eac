// Airtel Money Africa client: collections (USSD push), disbursements and refunds. Endpoints, headers and
// statuses as written down in docs/payments-providers.md; why our own: docs/decisions/0041.
import type { AirtelSettings } from './settings.ts';
import { exchange, field, redact, text, type Exchange } from './http.ts';
import { invalidPhone, nationalNumber } from './phone.ts';
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

/** Airtel's response codes (collections DP008…, disbursements DP009…) in our words. */
const REASONS: Record<string, FailureReason> = {
  DP00800001007: 'not_enough_funds',
  DP00900001007: 'not_enough_funds',
  DP00800001003: 'not_enough_funds',
  DP00800001002: 'declined',
  DP00800001008: 'declined',
  DP00800001009: 'declined',
  DP00800001010: 'payer_not_found',
  DP00800001024: 'timed_out',
  DP00800001029: 'timed_out',
};

/** Result codes meaning "no answer, ask about it later" (Airtel's own gateway timed out, or something broke). */
const AMBIGUOUS = new Set(['ESB000001', 'ESB000004', 'ROUTER117', 'DP00800001000']);
/** "External transaction id already exists": we sent this reference before. */
const DUPLICATE = 'ESB000041';
/** "No transaction found" and "transaction not found". */
const NOT_FOUND = new Set(['ESB000045', 'DP00800001025', 'DP00900001025']);

export function airtelReason(responseCode: string | undefined): FailureReason {
  return (responseCode && REASONS[responseCode]) || 'other';
}

class NoToken extends Error {}

export class AirtelMoneyClient implements PaymentProvider {
  readonly name = 'airtel' as const;
  private readonly tokens: TokenCache;
  private readonly secrets: string[];

  constructor(private readonly settings: AirtelSettings) {
    this.secrets = [settings.clientSecret, settings.disbursementPin].filter((s) => s !== undefined);
    this.tokens = new TokenCache(() => this.fetchToken());
  }

  async requestPayment(request: PaymentRequest): Promise<SendOutcome> {
    const national = nationalNumber(request.phone);
    if (!national) return invalidPhone();
    const { country, currency } = this.settings;
    // Airtel's callback address is set on its portal, not per request (docs/payments-providers.md).
    return this.send('/merchant/v1/payments/', {
      reference: airtelReference(request.note),
      subscriber: { country, currency, msisdn: national },
      transaction: { amount: request.amount, country, currency, id: request.reference },
    });
  }

  paymentStatus(reference: string): Promise<TransactionState> {
    return this.status(`/standard/v1/payments/${encodeURIComponent(reference)}`);
  }

  async transfer(request: TransferRequest): Promise<SendOutcome> {
    const national = nationalNumber(request.phone);
    if (!national) return invalidPhone();
    if (!this.settings.disbursementPin)
      throw new PaymentProviderError('airtel', 'transfers need AIRTEL_DISBURSEMENT_PIN');
    return this.send('/standard/v1/disbursements/', {
      payee: { msisdn: national, wallet_type: 'NORMAL' },
      reference: airtelReference(request.note),
      pin: this.settings.disbursementPin,
      transaction: { amount: request.amount, id: request.reference, type: 'B2C' },
    });
  }

  transferStatus(reference: string): Promise<TransactionState> {
    return this.status(`/standard/v1/disbursements/${encodeURIComponent(reference)}`);
  }

  /** Airtel refunds a whole payment named by its airtel_money_id; our refund reference is not sent. */
  async refund(request: RefundRequest): Promise<SendOutcome> {
    if (!request.providerTransactionId)
      throw new PaymentProviderError('airtel', 'a refund needs the payment’s airtel_money_id');
    return this.send('/standard/v1/payments/refund', {
      transaction: { airtel_money_id: request.providerTransactionId },
    });
  }

  /** The refund's state is the payment's: TR (reversed) once refunded. */
  async refundStatus({ paymentReference }: { paymentReference: string }): Promise<TransactionState> {
    const payment = await this.paymentStatus(paymentReference);
    if (payment.status === 'unknown' || payment.status === 'not_found') return payment;
    const code = text(field(payment.raw, 'data', 'transaction', 'status'));
    if (code === 'TR') return { ...payment, status: 'successful' };
    return { status: 'not_found', raw: payment.raw };
  }

  /** {transaction: {id, message, status_code: TS|TF, airtel_money_id}}. */
  readCallback(body: unknown): CallbackReading | undefined {
    const reference = text(field(body, 'transaction', 'id'));
    const code = text(field(body, 'transaction', 'status_code'));
    if (!reference || !code) return undefined;
    const state = readStatus(code, text(field(body, 'transaction', 'airtel_money_id')), undefined, body);
    if (state.status === 'unknown' || state.status === 'not_found') return undefined;
    return { reference, state };
  }

  private async send(path: string, body: unknown): Promise<SendOutcome> {
    let answer: Exchange;
    try {
      answer = await this.call('POST', path, body);
    } catch (error) {
      if (error instanceof NoToken) return { kind: 'unknown', cause: error.message };
      throw error;
    }
    if (answer.kind === 'no_answer') return { kind: 'unknown', cause: answer.cause };
    const { resultCode, responseCode, success, message } = statusOf(answer.body);
    if (resultCode === DUPLICATE) return { kind: 'duplicate' };
    if (answer.status >= 500 || (resultCode && AMBIGUOUS.has(resultCode)))
      return { kind: 'unknown', cause: `Airtel answered ${answer.status} ${resultCode ?? ''}`.trim() };
    if (answer.status === 200 && success) return { kind: 'accepted' };
    const code = responseCode ?? resultCode ?? `HTTP_${answer.status}`;
    return {
      kind: 'refused',
      reason: airtelReason(responseCode),
      code,
      message: redact(message ?? `Airtel answered ${answer.status}`, this.secrets),
    };
  }

  private async status(path: string): Promise<TransactionState> {
    let answer: Exchange;
    try {
      answer = await this.call('GET', path);
    } catch (error) {
      if (error instanceof NoToken) return { status: 'unknown', cause: error.message };
      throw error;
    }
    if (answer.kind === 'no_answer') return { status: 'unknown', cause: answer.cause };
    const { resultCode, responseCode } = statusOf(answer.body);
    if (answer.status === 404 || NOT_FOUND.has(resultCode ?? '') || NOT_FOUND.has(responseCode ?? ''))
      return { status: 'not_found', raw: answer.body };
    if (answer.status >= 500) return { status: 'unknown', cause: `Airtel answered ${answer.status}` };
    const code = text(field(answer.body, 'data', 'transaction', 'status'));
    if (answer.status !== 200 || !code)
      throw new PaymentProviderError(
        'airtel',
        `status lookup refused (${answer.status}) ${resultCode ?? ''}`,
      );
    const id = text(field(answer.body, 'data', 'transaction', 'airtel_money_id'));
    return readStatus(code, id, responseCode, answer.body);
  }

  /** One authorised call; a token Airtel refuses before its time is dropped and the call made once more. */
  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Exchange> {
    for (let attempt = 1; ; attempt += 1) {
      const token = await this.tokens.get();
      const answer = await exchange({
        method,
        url: `${this.settings.baseUrl}${path}`,
        headers: {
          Accept: '*/*',
          Authorization: `Bearer ${token}`,
          'X-Country': this.settings.country,
          'X-Currency': this.settings.currency,
        },
        body,
        timeoutMs: this.settings.timeoutMs,
        secrets: [...this.secrets, token],
      });
      if (answer.kind === 'answer' && answer.status === 401 && attempt === 1) {
        this.tokens.drop();
        continue;
      }
      if (answer.kind === 'answer' && answer.status === 401)
        throw new PaymentProviderError('airtel', 'token refused');
      return answer;
    }
  }

  private async fetchToken() {
    const answer = await exchange({
      method: 'POST',
      url: `${this.settings.baseUrl}/auth/oauth2/token`,
      headers: { Accept: '*/*' },
      body: {
        client_id: this.settings.clientId,
        client_secret: this.settings.clientSecret,
        grant_type: 'client_credentials',
      },
      timeoutMs: this.settings.timeoutMs,
      secrets: this.secrets,
    });
    if (answer.kind === 'no_answer') throw new NoToken(`token: ${answer.cause}`);
    if (answer.status >= 500) throw new NoToken(`token: Airtel answered ${answer.status}`);
    const accessToken = text(field(answer.body, 'access_token'));
    // Airtel's documentation shows expires_in as a string ("180"); a number is read the same way.
    const expiresIn = Number(field(answer.body, 'expires_in'));
    if (answer.status !== 200 || !accessToken || !(expiresIn > 0)) {
      const reason = text(field(answer.body, 'error_description')) ?? text(field(answer.body, 'error')) ?? '';
      throw new PaymentProviderError(
        'airtel',
        redact(`credentials refused (${answer.status}) ${reason}`.trim(), this.secrets),
      );
    }
    return { accessToken, expiresInSeconds: expiresIn };
  }
}

/** TS success, TF failed, TE expired, TIP in progress, TA ambiguous (Airtel is still finding out), TR reversed. */
function readStatus(
  code: string,
  providerTransactionId: string | undefined,
  responseCode: string | undefined,
  raw: unknown,
): TransactionState {
  const id = providerTransactionId ? { providerTransactionId } : {};
  switch (code) {
    case 'TS':
    case 'TR':
      return { status: 'successful', ...id, raw };
    case 'TF':
      return { status: 'failed', reason: airtelReason(responseCode), ...id, raw };
    case 'TE':
      return { status: 'failed', reason: 'timed_out', ...id, raw };
    case 'TIP':
    case 'TA':
      return { status: 'pending', ...id, raw };
    default:
      return { status: 'unknown', cause: `unreadable status ${code}` };
  }
}

function statusOf(body: unknown) {
  return {
    resultCode: text(field(body, 'status', 'result_code')),
    responseCode: text(field(body, 'status', 'response_code')),
    success: field(body, 'status', 'success') === true,
    message: text(field(body, 'status', 'message')),
  };
}

/** Airtel's `reference` describes the purchase: letters, digits and spaces, 4 to 64 of them. */
function airtelReference(note: string): string {
  const cleaned = note
    .replace(/[^A-Za-z0-9 ]/g, '')
    .trim()
    .slice(0, 64);
  return cleaned.length >= 4 ? cleaned : 'Ikaze payment';
}
