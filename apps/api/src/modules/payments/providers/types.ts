// The one small interface every mobile-money provider's client implements (docs/payments-providers.md,
// docs/decisions/0041-payment-provider-clients.md). A third provider joins by implementing it.

export type ProviderName = 'mtn' | 'airtel';

/** Why a payment failed, in our words; each provider's own codes map onto these. */
export type FailureReason = 'not_enough_funds' | 'declined' | 'payer_not_found' | 'timed_out' | 'other';

/**
 * What became of a request we sent (a payment asked of a payer, a transfer, a refund):
 * - `accepted`: the provider took it; its outcome comes by callback or by looking the reference up.
 * - `duplicate`: the provider already holds this reference (we sent it before); look it up, never resend.
 * - `refused`: a definite no (a 4xx naming why): nothing was charged.
 * - `unknown`: no answer in time, or a 5xx: it may or may not have been taken. Look the reference up; never
 *   send it again under a new reference.
 */
export type SendOutcome =
  | { kind: 'accepted' }
  | { kind: 'duplicate' }
  | { kind: 'refused'; reason: FailureReason; code: string; message: string }
  | { kind: 'unknown'; cause: string };

/** The state of a request as the provider reports it, looked up or called back. */
export type TransactionState =
  | {
      status: 'pending' | 'successful' | 'failed';
      /** Set when failed. */
      reason?: FailureReason;
      /** The provider's own id for the money movement (MTN financialTransactionId, Airtel airtel_money_id). */
      providerTransactionId?: string;
      /** The amount it holds under the reference, when its answer says (MTN's does, Airtel's enquiry not). */
      amount?: number;
      /** The provider's answer as received, for the record. */
      raw: unknown;
    }
  /** The provider holds no request under this reference: it never arrived. */
  | { status: 'not_found'; raw: unknown }
  /** No answer in time, or a 5xx: ask again later. */
  | { status: 'unknown'; cause: string };

export interface PaymentRequest {
  /** Our reference, generated and stored by the caller BEFORE the call: the key to look the payment up. */
  reference: string;
  /** Whole Rwandan francs. */
  amount: number;
  /** The payer's phone, any Rwandan form (0781234567, +250781234567, 250781234567). */
  phone: string;
  /** Where the provider should send the outcome (MTN takes it per request; Airtel's is set on its portal). */
  callbackUrl: string;
  /** Shown to the payer. */
  note: string;
}

export interface TransferRequest {
  reference: string;
  amount: number;
  /** The payee's phone. */
  phone: string;
  callbackUrl?: string;
  note: string;
}

export interface RefundRequest {
  /** Our reference for the refund itself, generated and stored by the caller before the call. */
  reference: string;
  /** The reference of the payment to give back. */
  paymentReference: string;
  /** The provider's id of that payment (Airtel refunds by it). */
  providerTransactionId?: string;
  amount: number;
  callbackUrl?: string;
  note: string;
}

/** A callback as received, read into our terms. */
export interface CallbackReading {
  /** Our reference when the body names it (Airtel); MTN's callback does not, so its URL must. */
  reference?: string;
  state: Extract<TransactionState, { status: 'pending' | 'successful' | 'failed' }>;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  requestPayment(request: PaymentRequest): Promise<SendOutcome>;
  paymentStatus(reference: string): Promise<TransactionState>;
  transfer(request: TransferRequest): Promise<SendOutcome>;
  transferStatus(reference: string): Promise<TransactionState>;
  refund(request: RefundRequest): Promise<SendOutcome>;
  /** Airtel does not take our refund reference: it answers by the payment's own state (TR: reversed). */
  refundStatus(refund: { reference: string; paymentReference: string }): Promise<TransactionState>;
  /** Reads a callback's body; undefined when it is not one of this provider's. */
  readCallback(body: unknown): CallbackReading | undefined;
}

/** The providers' clients as refunds and payouts use them: the payments' own, with their tokens. */
export interface WalletClients {
  providerFor(method: 'mtn_momo' | 'airtel_money'): PaymentProvider;
  /** Where the provider calls back about a request we send it. */
  callbackUrl(method: 'mtn_momo' | 'airtel_money'): string;
}

/**
 * Thrown for what no retry can mend: our credentials refused, a provider answer we cannot read. Its message
 * never holds a secret (providers/http.ts redacts).
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly provider: ProviderName,
    message: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'PaymentProviderError';
  }
}
