// What one provider's sandbox has received and what it did about it: requests, tokens, callbacks, faults. In
// memory only: the sandbox stands in for a service outside ours, and forgets everything when the process stops
// (docs/decisions/0041-payment-provider-clients.md).
import { randomBytes, randomUUID } from 'node:crypto';

/** How each test number behaves, as MTN's own sandbox keys outcomes on the payer's number. */
export type Scenario =
  | 'not_enough_funds'
  | 'declined'
  | 'stays_pending'
  | 'slow_success_no_callback'
  | 'late_double_callback'
  | 'refunds_fail'
  | 'quick_success';

const SCENARIOS: Record<string, Scenario> = {
  '1': 'not_enough_funds',
  '2': 'declined',
  '3': 'stays_pending',
  '4': 'slow_success_no_callback',
  '5': 'late_double_callback',
  // Pays, but every refund of its payments and every transfer to it is refused (the wallet was closed).
  '6': 'refunds_fail',
};

/** `prefix` is the provider's test range without its last digit: 78000000 (MTN) or 72000000 (Airtel). */
export function scenarioOf(national: string, prefix: string): Scenario {
  const last = national.slice(-1);
  return national.length === 9 && national.startsWith(prefix) && SCENARIOS[last]
    ? SCENARIOS[last]
    : 'quick_success';
}

/**
 * How a request plays out by the number's scenario: a payment as its payer's number says; a refund succeeds
 * unless the payer's number refuses refunds; a transfer as its payee's number says.
 */
export function requestScenario(kind: Kind, scenario: Scenario): Scenario {
  if (kind !== 'refund') return scenario;
  return scenario === 'refunds_fail' ? 'refunds_fail' : 'quick_success';
}

export interface SandboxDelays {
  /** An ordinary request settles (and calls back) after this. */
  settleMs: number;
  /** The x…4 numbers succeed after this, without calling back. */
  slowSuccessMs: number;
  /** The x…5 numbers succeed and call back after this, then once more after `repeatCallbackMs`. */
  lateCallbackMs: number;
  repeatCallbackMs: number;
  /** A request chosen to time out is held this long (or until the sandbox closes) before any answer. */
  hangMs: number;
}

export const DEFAULT_DELAYS: SandboxDelays = {
  settleMs: 2_000,
  slowSuccessMs: 30_000,
  lateCallbackMs: 10_000,
  repeatCallbackMs: 1_000,
  hangMs: 60_000,
};

/** Shares (0 to 1) of requests answered 500, left without an answer, and of callbacks dropped or sent twice. */
export interface Faults {
  errorRate: number;
  timeoutRate: number;
  dropCallbacks: number;
  duplicateCallbacks: number;
}

export const NO_FAULTS: Faults = { errorRate: 0, timeoutRate: 0, dropCallbacks: 0, duplicateCallbacks: 0 };

export type Kind = 'payment' | 'transfer' | 'refund';
export type Settled =
  { status: 'PENDING' } | { status: 'SUCCESSFUL' } | { status: 'FAILED'; failure: Scenario };

export interface CallbackSent {
  at: string;
  /** The receiver's HTTP status, or why nothing was received. */
  answer: number | string;
}

export interface SandboxRecord {
  kind: Kind;
  reference: string;
  /** The payer's (payment) or payee's (transfer, refund) number without its country code. */
  party: string;
  amount: number;
  currency: string;
  receivedAt: number;
  scenario: Scenario;
  /** The provider's own transaction id (MTN financialTransactionId, Airtel airtel_money_id). */
  providerTransactionId: string;
  /** For refunds: the payment refunded. */
  refunds?: string;
  /** Set once a payment is refunded (Airtel reports it TR). */
  refunded?: boolean;
  callbackUrl?: string;
  /** What our answer to the request was: a status, or 'no answer' when a fault held it. */
  answered: number | 'no answer';
  callbacks: CallbackSent[];
  /** The request body as received. */
  body: unknown;
}

export class SandboxLedger {
  readonly records = new Map<string, SandboxRecord>();
  private readonly tokens = new Map<string, number>();
  tokensIssued = 0;
  faults: Faults = NO_FAULTS;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly hanging = new Set<() => void>();
  private closed = false;

  constructor(
    readonly delays: SandboxDelays,
    private readonly tokenTtlSeconds: number,
  ) {}

  issueToken(): { token: string; expiresIn: number } {
    const token = randomBytes(24).toString('base64url');
    this.tokens.set(token, Date.now() + this.tokenTtlSeconds * 1000);
    this.tokensIssued += 1;
    return { token, expiresIn: this.tokenTtlSeconds };
  }

  /** Whether an `Authorization: Bearer …` header names a token we issued that has not expired. */
  validBearer(header: string | undefined): boolean {
    const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    const expiresAt = token === undefined ? undefined : this.tokens.get(token);
    return expiresAt !== undefined && Date.now() < expiresAt;
  }

  key(kind: Kind, reference: string) {
    return `${kind}:${reference}`;
  }

  find(kind: Kind, reference: string): SandboxRecord | undefined {
    return this.records.get(this.key(kind, reference));
  }

  record(entry: Omit<SandboxRecord, 'receivedAt' | 'callbacks' | 'answered' | 'providerTransactionId'>) {
    const record: SandboxRecord = {
      ...entry,
      receivedAt: Date.now(),
      providerTransactionId: randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase(),
      answered: 202,
      callbacks: [],
    };
    this.records.set(this.key(entry.kind, entry.reference), record);
    return record;
  }

  /** Where a request stands now: its scenario played against the time since it arrived. */
  settled(record: SandboxRecord, now = Date.now()): Settled {
    const age = now - record.receivedAt;
    const { settleMs, slowSuccessMs, lateCallbackMs } = this.delays;
    switch (record.scenario) {
      case 'stays_pending':
        return { status: 'PENDING' };
      case 'slow_success_no_callback':
        return age >= slowSuccessMs ? { status: 'SUCCESSFUL' } : { status: 'PENDING' };
      case 'late_double_callback':
        return age >= lateCallbackMs ? { status: 'SUCCESSFUL' } : { status: 'PENDING' };
      case 'not_enough_funds':
      case 'declined':
        return age >= settleMs ? { status: 'FAILED', failure: record.scenario } : { status: 'PENDING' };
      case 'quick_success':
        return age >= settleMs ? { status: 'SUCCESSFUL' } : { status: 'PENDING' };
      case 'refunds_fail':
        if (age < settleMs) return { status: 'PENDING' };
        return record.kind === 'payment'
          ? { status: 'SUCCESSFUL' }
          : { status: 'FAILED', failure: 'refunds_fail' };
    }
  }

  /** When (ms after arrival) the scenario calls back: none, once, or twice late. */
  callbackTimes(scenario: Scenario): number[] {
    const { settleMs, lateCallbackMs, repeatCallbackMs } = this.delays;
    switch (scenario) {
      case 'stays_pending':
      case 'slow_success_no_callback':
        return [];
      case 'late_double_callback':
        return [lateCallbackMs, lateCallbackMs + repeatCallbackMs];
      case 'not_enough_funds':
      case 'declined':
      case 'refunds_fail':
      case 'quick_success':
        return [settleMs];
    }
  }

  /** Sends `send(dueAt)` (its body as of dueAt, however late the timer) at each of the scenario's times, minding the dropped and duplicated callbacks' faults. */
  scheduleCallbacks(record: SandboxRecord, send: (dueAt: number) => Promise<number | string>): void {
    if (!record.callbackUrl) return;
    for (const delay of this.callbackTimes(record.scenario)) {
      if (chance(this.faults.dropCallbacks)) continue;
      const copies = chance(this.faults.duplicateCallbacks) ? 2 : 1;
      for (let copy = 0; copy < copies; copy += 1)
        this.later(delay, async () => {
          const answer = await send(Math.max(Date.now(), record.receivedAt + delay));
          record.callbacks.push({ at: new Date().toISOString(), answer });
        });
    }
  }

  /** Whether this request should be answered 500, or held without an answer (fault injection). */
  fault(): 'error' | 'timeout' | undefined {
    if (chance(this.faults.timeoutRate)) return 'timeout';
    if (chance(this.faults.errorRate)) return 'error';
    return undefined;
  }

  /** Resolves after the hang delay, or at once when the sandbox closes. */
  hang(): Promise<void> {
    return new Promise((resolve) => {
      if (this.closed) return resolve();
      const done = () => {
        this.hanging.delete(done);
        resolve();
      };
      this.hanging.add(done);
      this.later(this.delays.hangMs, async () => done());
    });
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const done of [...this.hanging]) done();
  }

  private later(delay: number, work: () => Promise<void>): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void work();
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }
}

function chance(rate: number): boolean {
  return rate > 0 && Math.random() < rate;
}

/** POSTs or PUTs `body` to `url` within 5 s; the receiver's status, or why it got nothing. */
export async function deliver(url: string, method: 'PUT' | 'POST', body: unknown): Promise<number | string> {
  try {
    const response = await fetch(url, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5_000),
    });
    await response.body?.cancel();
    return response.status;
  } catch (error) {
    return error instanceof Error ? error.message : 'not delivered';
  }
}

/** A fault body the sandbox reads from `POST …/faults`: rates from 0 to 1, or booleans meaning all or none. */
export function readFaults(body: unknown, current: Faults): Faults | string {
  if (typeof body !== 'object' || body === null) return 'send a JSON object';
  const next = { ...current };
  for (const name of Object.keys(NO_FAULTS) as (keyof Faults)[]) {
    const value = (body as Record<string, unknown>)[name];
    if (value === undefined) continue;
    const rate = value === true ? 1 : value === false ? 0 : value;
    if (typeof rate !== 'number' || !(rate >= 0 && rate <= 1)) return `${name} must be from 0 to 1`;
    next[name] = rate;
  }
  return next;
}

/** The listing `GET …/transactions` answers. */
export function listing(ledger: SandboxLedger) {
  return {
    tokensIssued: ledger.tokensIssued,
    faults: ledger.faults,
    transactions: [...ledger.records.values()].map((record) => {
      const settled = ledger.settled(record);
      return {
        kind: record.kind,
        reference: record.reference,
        [record.kind === 'payment' ? 'payer' : 'payee']: record.party,
        amount: record.amount,
        currency: record.currency,
        status: settled.status,
        ...(settled.status === 'FAILED' ? { failure: settled.failure } : {}),
        ...(record.refunds ? { refunds: record.refunds } : {}),
        ...(record.refunded ? { refunded: true } : {}),
        receivedAt: new Date(record.receivedAt).toISOString(),
        answered: record.answered,
        callbackUrl: record.callbackUrl ?? null,
        callbacks: record.callbacks,
      };
    }),
  };
}
