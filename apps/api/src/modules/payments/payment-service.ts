// The payments of this process (docs/payments.md): asks the providers to collect, and watches every payment that
// is not final, by its reference, until it is. Every API process runs a watcher; a payment due a look is claimed
// with SKIP LOCKED and a lease, so two processes never look at it at once and a process killed mid-look leaves
// it to another after the lease.
import { and, eq, sql } from 'drizzle-orm';
import type { Booking } from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { DueRowsWatcher } from '../../db/due-rows-watcher.ts';
import { nextPendingCheck } from '../../lib/look-schedule.ts';
import { paymentEvents, payments } from '../../db/schema.ts';
import type { PaymentRow } from '../../db/payment-view.ts';
import { createPaymentProviders } from './providers/index.ts';
import type { PaymentSettings } from './providers/settings.ts';
import type {
  CallbackReading,
  PaymentProvider,
  ProviderName,
  SendOutcome,
  WalletClients,
} from './providers/types.ts';
import {
  applyProviderState,
  eventValues,
  recordEvent,
  releaseAfterWindow,
  type Settled,
} from './settlement.ts';

const PROVIDER_OF: Record<'mtn_momo' | 'airtel_money', ProviderName> = {
  mtn_momo: 'mtn',
  airtel_money: 'airtel',
};
/** Payments looked at per round. */
const PER_ROUND = 20;

export interface PaymentServiceOptions {
  db: Db;
  settings: PaymentSettings;
  /** Nights a payment gave back or held again (the search hears of them). */
  onNightsChanged: (bookings: Booking[]) => void;
  log: { warn(object: unknown, message: string): void; error(object: unknown, message: string): void };
}

export class PaymentService extends DueRowsWatcher<PaymentRow> implements WalletClients {
  private providers: Record<ProviderName, PaymentProvider> | undefined;
  private siteUrl = '';

  constructor(private readonly service: PaymentServiceOptions) {
    super(
      'payment',
      payments,
      {
        db: service.db,
        timeoutMs: service.settings.timeoutMs,
        checkIntervalMs: service.settings.checkIntervalMs,
        log: service.log,
      },
      PER_ROUND,
    );
  }

  /** The provider client of a wallet (refunds and payouts go through the same clients and their tokens). */
  providerFor(method: 'mtn_momo' | 'airtel_money'): PaymentProvider {
    if (!this.providers) throw new Error('payments: the site address is not known yet');
    return this.providers[PROVIDER_OF[method]];
  }

  /** Where a provider calls back about a request we send it. */
  callbackUrl(method: 'mtn_momo' | 'airtel_money'): string {
    return `${this.siteUrl}/api/payments/callbacks/${PROVIDER_OF[method]}`;
  }

  get windowMs(): number {
    return this.service.settings.windowMinutes * 60_000;
  }

  /** Where this process is reached: the providers call back here, and the sandbox is served here. */
  setSiteUrl(siteUrl: string): void {
    this.siteUrl = siteUrl;
    this.providers = createPaymentProviders(this.service.settings, siteUrl);
  }

  private provider(payment: PaymentRow): PaymentProvider {
    return this.providerFor(payment.method as 'mtn_momo' | 'airtel_money');
  }

  /** When the watcher first looks at a new payment: after this process has had time to record its request. */
  firstCheckAt(now: Date): Date {
    return new Date(now.getTime() + this.service.settings.timeoutMs + 2_000);
  }

  /**
   * Asks the payer's provider to collect, under the payment's stored reference, and records the answer. No answer
   * (a timeout, a 5xx) leaves it pending: the watcher looks the reference up, and never sends another reference.
   */
  async requestCollection(payment: PaymentRow, now = new Date()): Promise<PaymentRow> {
    const { db } = this.options;
    const provider = PROVIDER_OF[payment.method as 'mtn_momo' | 'airtel_money'];
    let outcome: SendOutcome;
    try {
      outcome = await this.provider(payment).requestPayment({
        reference: payment.reference,
        amount: payment.amount,
        phone: payment.phone!,
        callbackUrl: this.callbackUrl(payment.method as 'mtn_momo' | 'airtel_money'),
        note: `Ikaze ${payment.id}`,
      });
    } catch (error) {
      // Our credentials refused, an answer we cannot read: the reservation stands, the watcher asks again.
      this.service.log.error(error, `payment ${payment.id}: the request to ${provider} failed`);
      outcome = { kind: 'unknown', cause: error instanceof Error ? error.message : String(error) };
    }
    // The answer and what it does to the payment in one statement: the event always, the payment only while it
    // is pending (re-checked on its latest version, so a settlement that came first is never undone).
    const event = db.$with('event', { id: sql<number>`id` }).as(
      db
        .insert(paymentEvents)
        .values(eventValues(payment.id, 'request', outcome.kind, outcome))
        .returning({ id: paymentEvents.id })
        .getSQL(),
    );
    const [updated] = await db
      .with(event)
      .update(payments)
      .set(
        outcome.kind === 'refused'
          ? {
              status: 'failed',
              reason: outcome.reason,
              requestedAt: now,
              nextCheckAt: sql`${payments.expiresAt}`,
              updatedAt: now,
            }
          : { requestedAt: now, nextCheckAt: nextPendingCheck(0, now), updatedAt: now },
      )
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning();
    if (updated) return updated;
    const [current] = await db.select().from(payments).where(eq(payments.id, payment.id));
    return current ?? payment;
  }

  /**
   * One look at a payment: its provider's status by reference, applied. A reference the provider does not hold
   * was never received (our request was lost, or this process died before sending it): it is sent then, under
   * the same reference, which the provider takes at most once.
   */
  async check(payment: PaymentRow, now = new Date()): Promise<Settled | undefined> {
    if (payment.status === 'failed')
      return this.settled(await releaseAfterWindow(this.service.db, payment.id, now));
    if (payment.method === 'at_property') return undefined;
    const state = await this.provider(payment).paymentStatus(payment.reference);
    if (
      state.status === 'not_found' &&
      payment.status === 'pending' &&
      payment.expiresAt &&
      now < payment.expiresAt
    ) {
      await recordEvent(this.service.db, payment.id, 'status', 'not_found', state.raw);
      return { payment: await this.requestCollection(payment, now), changed: [] };
    }
    return this.settled(
      await applyProviderState(this.service.db, payment.id, state, now, this.service.settings),
    );
  }

  private settled(settled: Settled | undefined): Settled | undefined {
    if (settled && settled.changed.length > 0) this.service.onNightsChanged(settled.changed);
    return settled;
  }

  /** A provider's callback read into our terms; undefined when it is not one. */
  readCallback(provider: ProviderName, body: unknown): CallbackReading | undefined {
    return this.providers?.[provider].readCallback(body);
  }

  /** One claimed payment's look (the watcher's round: db/due-rows-watcher.ts). */
  async look(payment: PaymentRow, now: Date): Promise<void> {
    await this.check(payment, now);
  }
}
