// How a reservation is paid (docs/payments.md#checkout): the guest's choice checked against what each stay allows,
// and the payment row written in the reservation's transaction, its reference generated here, before any
// provider is asked.
import { randomUUID } from 'node:crypto';
import { PAYMENT_MESSAGES, type BookingPaymentInput } from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { PaymentRow } from '../../db/payment-view.ts';

/**
 * What a reservation asks of the payments module's watcher (modules/payments/payment-service.ts), handed in by
 * the app (app.payments), so that bookings never import payments (docs/decisions/0048-module-boundaries.md).
 */
export interface PaymentDesk {
  /** How long a pending payment may take before its rooms go back. */
  readonly windowMs: number;
  /** When the watcher first asks the provider about a payment made now. */
  firstCheckAt(now: Date): Date;
  /** Asks the provider to collect a committed payment; the row as it is afterwards. */
  requestCollection(payment: PaymentRow): Promise<PaymentRow>;
}

/** What each stay of the reservation allows. */
export interface StayPaymentRules {
  payAtProperty: boolean;
  ratePlan: string;
}

const paymentRequired = (message: string) => new AppError(402, message, { code: 'PAYMENT_REQUIRED' });

/**
 * The guest's choice, or at the property when none was made (the spec's payload) and every stay allows it.
 * Paying at the property is refused for a Non-Refundable stay (paid when booked) and where the host turned it off.
 */
export function choosePayment(
  input: BookingPaymentInput | undefined,
  stays: StayPaymentRules[],
): BookingPaymentInput {
  const choice = input ?? { method: 'at_property' as const };
  if (choice.method !== 'at_property') return choice;
  if (stays.some((stay) => stay.ratePlan === 'non_refundable'))
    throw paymentRequired(input ? PAYMENT_MESSAGES.nonRefundablePaysNow : PAYMENT_MESSAGES.paymentRequired);
  if (stays.some((stay) => !stay.payAtProperty))
    throw paymentRequired(input ? PAYMENT_MESSAGES.propertyTakesNoCash : PAYMENT_MESSAGES.paymentRequired);
  return choice;
}

export interface NewPayment {
  userId: number;
  choice: BookingPaymentInput;
  amount: number;
  /** The window the rooms are held for (a retry keeps its reservation's). */
  expiresAt: Date;
  previousId?: number;
  /** When the watcher first asks the provider, should this process not record the request's answer. */
  firstCheckAt: Date;
}

/** The row of a new payment: pending with a fresh reference for a wallet, not required at the property. */
export function newPaymentValues(payment: NewPayment) {
  const wallet = payment.choice.method !== 'at_property';
  return {
    reference: randomUUID(),
    userId: payment.userId,
    method: payment.choice.method,
    phone: payment.choice.phone ?? null,
    amount: payment.amount,
    status: wallet ? ('pending' as const) : ('not_required' as const),
    expiresAt: wallet ? payment.expiresAt : null,
    nextCheckAt: wallet ? payment.firstCheckAt : null,
    previousId: payment.previousId ?? null,
  } satisfies typeof payments.$inferInsert;
}

/** Writes a retry's payment (a reservation's first is written with its bookings: writeReservation). */
export async function insertPayment(tx: Pick<Db, 'insert'>, payment: NewPayment): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(newPaymentValues(payment)).returning();
  return row!;
}
