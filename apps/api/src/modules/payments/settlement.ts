// What a provider's answer does to a payment (docs/payments.md#settlement), each in one database transaction with
// the payment row locked: the status, the reservation's rooms, the ledger and the notices change together, once.
// The answer may come from a status lookup only: callbacks merely make the lookup happen sooner.
import { and, eq, inArray } from 'drizzle-orm';
import { commissionOf, todayInKigali, type Booking, type PaymentFailureReason } from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/queryable.ts';
import { bookings, paymentEvents, payments, properties, users } from '../../db/schema.ts';
import {
  bookingView,
  holdRoomsSql,
  releaseRooms,
  tellBookingRequested,
  toBooking,
} from '../bookings/index.ts';
import { findPgError } from '../../lib/errors.ts';
import { nextPendingCheck } from '../../lib/look-schedule.ts';
import { owePaymentBack } from '../refunds/index.ts';
import { paymentReceivedLateLines, recordLedgerTransaction, stayPaidLines } from './ledger.ts';
import type { PaymentRow } from '../../db/payment-view.ts';
import { paymentReceivedNotice } from './receipts/notice.ts';
import { markPaidWithReceipt } from './receipts/receipt-number.ts';
import type { TransactionState } from './providers/types.ts';

/** After the window a late approval is still looked for, for a day: every minute, then 5 minutes, then hourly. */
const LATE_FOR_MS = 24 * 3_600_000;

function nextLateCheck(payment: PaymentRow, now: Date): Date | null {
  const since = now.getTime() - (payment.expiresAt ?? now).getTime();
  if (since > LATE_FOR_MS) return null;
  const seconds = since < 300_000 ? 60 : since < 3_600_000 ? 300 : 3600;
  return new Date(now.getTime() + seconds * 1000);
}

/** The bookings a payment is for (its reservation's, when it is their latest try), locked. */
type BookingRow = typeof bookings.$inferSelect;

async function lockedBookings(tx: Tx, paymentId: number): Promise<BookingRow[]> {
  return tx
    .select()
    .from(bookings)
    .where(eq(bookings.paymentId, paymentId))
    .orderBy(bookings.id)
    .for('update');
}

/** The payment as settled, and the bookings whose nights it gave back or held again (the search hears of them). */
export type Settled = { payment: PaymentRow; changed: Booking[] };

/** Locks the payment; undefined when it does not exist. */
async function lockPayment(tx: Tx, paymentId: number): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row;
}

/** A provider's answer (or its lack) about a payment, as the payment's history keeps it. */
export function eventValues(
  paymentId: number,
  source: 'request' | 'status' | 'callback',
  outcome: string,
  body: unknown,
) {
  return { paymentId, source, outcome, body: body ?? null } satisfies typeof paymentEvents.$inferInsert;
}

export async function recordEvent(
  tx: Pick<Db, 'insert'>,
  paymentId: number,
  source: 'request' | 'status' | 'callback',
  outcome: string,
  body: unknown,
) {
  await tx.insert(paymentEvents).values(eventValues(paymentId, source, outcome, body));
}

/**
 * Applies the provider's status of a payment, as looked up. Idempotent: a final payment stays as it is (a late
 * success of an expired one is the exception: the money was taken, and is recorded as owed back).
 */
/** What settling needs to know beyond the provider's answer. */
export interface SettlementSettings {
  /** COMMISSION_PERCENT: the commission of a host who has no rate of their own (docs/money.md#commission). */
  commissionPercent: number;
}

export async function applyProviderState(
  db: Db,
  paymentId: number,
  state: TransactionState,
  now: Date,
  settings: SettlementSettings,
): Promise<Settled | undefined> {
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment || payment.method === 'at_property') return undefined;
    const raw = 'raw' in state ? state.raw : { cause: state.cause };
    await recordEvent(tx, paymentId, 'status', state.status, raw);
    switch (state.status) {
      case 'successful':
        return markPaid(tx, payment, state.providerTransactionId ?? null, now, settings);
      case 'failed':
        return { payment: await markFailed(tx, payment, state.reason ?? 'other', now), changed: [] };
      case 'pending':
      case 'not_found': // never arrived: PaymentService.check sends it inside the window
      case 'unknown': // no answer: look again later
        // Past the window the rooms are given back.
        return stillWaiting(tx, payment, now);
    }
  });
}

async function markPaid(
  tx: Tx,
  payment: PaymentRow,
  providerTransactionId: string | null,
  now: Date,
  settings: SettlementSettings,
): Promise<Settled> {
  // Final stays final (a provider's "failed" is not taken back).
  if (payment.status === 'successful' || payment.status === 'failed') return { payment, changed: [] };
  const method = payment.method as 'mtn_momo' | 'airtel_money';
  const held = await lockedBookings(tx, payment.id);
  const holding = (b: (typeof held)[number]) => b.status === 'pending' || b.status === 'confirmed';
  const heldAgain =
    held.length > 0 && payment.status === 'expired' && (await holdAgain(tx, payment, held, now));
  const roomsStillHeld =
    heldAgain || (held.length > 0 && payment.status === 'pending' && held.every(holding));
  if (roomsStillHeld)
    await recordStaysPaid(
      tx,
      payment,
      held.map((b) => b.id),
      settings,
    );
  else {
    // The rooms were no longer held: all of it is owed back, and goes back by itself (docs/money.md#refunds).
    await recordLedgerTransaction(
      tx,
      'payment_received_late',
      { paymentId: payment.id },
      paymentReceivedLateLines(method, payment.amount),
    );
    await owePaymentBack(tx, payment, now);
  }
  // The host hears of the request once it is paid (docs/payments.md#who-is-told).
  const rows = roomsStillHeld
    ? await bookingView(tx).where(
        inArray(
          bookings.id,
          held.map((b) => b.id),
        ),
      )
    : [];
  // The guest's copy is the payment's notice (paymentReceivedNotice): one email, not two at once.
  for (const row of rows)
    await tellBookingRequested(tx, toBooking(row), row.guestFirst, { guestCopy: false });
  const notice = roomsStillHeld ? await paymentReceivedNotice(tx, payment, rows.map(toBooking)) : undefined;
  // The last statement before the commit: it takes the receipt number (receipt-number.ts).
  const updated = await markPaidWithReceipt(
    tx,
    payment.id,
    { paidAt: now, providerTransactionId, updatedAt: now },
    notice,
  );
  return { payment: updated, changed: heldAgain ? rows.map(toBooking) : [] };
}

/**
 * Each stay of a paid reservation in the ledger (docs/money.md#commission): its amount from the provider's
 * account to its host's held share, the commission on its room charge (at the host's own rate or the setting's,
 * which the stay keeps from now on) and its taxes held for the host (docs/taxes.md#ledger).
 */
async function recordStaysPaid(
  tx: Tx,
  payment: PaymentRow,
  bookingIds: number[],
  settings: SettlementSettings,
) {
  const method = payment.method as 'mtn_momo' | 'airtel_money';
  const stays = await tx
    .select({
      id: bookings.id,
      amount: bookings.totalPrice,
      roomCharge: bookings.roomCharge,
      vat: bookings.vat,
      tourismTax: bookings.tourismTax,
      hostId: properties.hostId,
      hostPercent: users.commissionPercent,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(users, eq(users.id, properties.hostId))
    .where(inArray(bookings.id, bookingIds))
    .orderBy(bookings.id);
  const total = stays.reduce((sum, stay) => sum + stay.amount, 0);
  if (total !== payment.amount)
    throw new Error(`payment ${payment.id}: its stays cost ${total}, the payment is ${payment.amount}`);
  for (const stay of stays) {
    const percent = stay.hostPercent ?? settings.commissionPercent;
    await tx.update(bookings).set({ commissionPercent: percent }).where(eq(bookings.id, stay.id));
    await recordLedgerTransaction(
      tx,
      'payment_received',
      { paymentId: payment.id, bookingId: stay.id },
      stayPaidLines(method, {
        hostId: stay.hostId,
        taxes: { roomCharge: stay.roomCharge, vat: stay.vat, tourismTax: stay.tourismTax },
        commission: commissionOf(stay.roomCharge, percent),
      }),
    );
  }
}

/**
 * A payer who approved after the window paid for rooms given back: when they are all still free (and the stay
 * has not begun) the reservation holds them again and goes on as if paid in time; otherwise the money is owed back.
 * In a savepoint: a night taken meanwhile fails the capacity CHECK, and only the attempt is undone.
 */
async function holdAgain(tx: Tx, payment: PaymentRow, held: BookingRow[], now: Date): Promise<boolean> {
  const today = todayInKigali();
  if (payment.status !== 'expired' || held.some((b) => b.status !== 'expired' || b.checkIn < today))
    return false;
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.execute(
        holdRoomsSql(
          held.map((b) => ({
            roomTypeId: b.roomTypeId,
            checkIn: b.checkIn,
            checkOut: b.checkOut,
            rooms: b.rooms,
          })),
        ),
      );
      await savepoint
        .update(bookings)
        .set({ status: 'pending', updatedAt: now })
        .where(
          inArray(
            bookings.id,
            held.map((b) => b.id),
          ),
        );
    });
    return true;
  } catch (error) {
    if (findPgError(error)?.code === '23514') return false;
    throw error;
  }
}

async function markFailed(tx: Tx, payment: PaymentRow, reason: PaymentFailureReason, now: Date) {
  if (payment.status !== 'pending') return payment;
  // The rooms stay held until the window ends, for another try; the watcher gives them back then.
  const [updated] = await tx
    .update(payments)
    .set({ status: 'failed', reason, nextCheckAt: payment.expiresAt, updatedAt: now })
    .where(eq(payments.id, payment.id))
    .returning();
  return updated!;
}

async function stillWaiting(tx: Tx, payment: PaymentRow, now: Date): Promise<Settled> {
  if (payment.status === 'pending' && payment.expiresAt && now < payment.expiresAt) {
    const [updated] = await tx
      .update(payments)
      .set({ nextCheckAt: nextPendingCheck(payment.checks, now), updatedAt: now })
      .where(eq(payments.id, payment.id))
      .returning();
    return { payment: updated!, changed: [] };
  }
  return expire(tx, payment, now);
}

/**
 * The window has passed without a success: the reservation's rooms are given back (once: only bookings still
 * pending on this payment), a pending payment becomes expired and is still looked at for a day in case the
 * payer approves late.
 */
async function expire(tx: Tx, payment: PaymentRow, now: Date): Promise<Settled> {
  const held = await lockedBookings(tx, payment.id);
  const changed: Booking[] = [];
  for (const booking of held.filter((b) => b.status === 'pending')) {
    await tx
      .update(bookings)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'pending')));
    await releaseRooms(tx, {
      roomTypeId: booking.roomTypeId,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      rooms: booking.rooms,
    });
  }
  if (held.length > 0) {
    const rows = await bookingView(tx).where(
      inArray(
        bookings.id,
        held.map((b) => b.id),
      ),
    );
    changed.push(...rows.map(toBooking).filter((b) => b.status === 'expired'));
  }
  const pending = payment.status === 'pending';
  const [updated] = await tx
    .update(payments)
    .set({
      status: pending ? 'expired' : payment.status,
      nextCheckAt: pending || payment.status === 'expired' ? nextLateCheck(payment, now) : null,
      updatedAt: now,
    })
    .where(eq(payments.id, payment.id))
    .returning();
  return { payment: updated!, changed };
}

/** A failed payment's window has passed: its rooms are given back (when no newer try took the reservation). */
export async function releaseAfterWindow(db: Db, paymentId: number, now: Date): Promise<Settled | undefined> {
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment || payment.status !== 'failed') return undefined;
    if (payment.expiresAt && now < payment.expiresAt) {
      await tx.update(payments).set({ nextCheckAt: payment.expiresAt }).where(eq(payments.id, paymentId));
      return { payment, changed: [] };
    }
    return expire(tx, payment, now);
  });
}
