// A reservation's payment while the guest approves it on the phone (docs/payments.md): the 'payment' live event
// says it changed, a light GET /api/bookings/{id} every few seconds covers a stream that is down, a countdown
// runs to the end of the window, and a failed try can be made again inside it.
import type { Booking, BookingPaymentInput } from '@ikaze/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api';
import { useLiveEvents } from '@/lib/live-events';
import { fetchBooking, payAgain } from '../api/payment';

/** How often the booking is read again while its payment is pending, whatever the live events do. */
export const PAYMENT_POLL_MS = 5_000;

export type PaymentPhase = 'pending' | 'paid' | 'failed' | 'expired' | 'none';

export function paymentPhase(booking: Booking, now: number): PaymentPhase {
  const payment = booking.payment;
  if (!payment || payment.status === 'not_required') return 'none';
  if (payment.status === 'successful') return 'paid';
  if (payment.status === 'expired') return 'expired';
  // A failed try can be made again only inside the window; after it the rooms are given back.
  if (payment.status === 'failed')
    return payment.expiresAt && Date.parse(payment.expiresAt) <= now ? 'expired' : 'failed';
  return 'pending';
}

/** Milliseconds left to pay, never below 0; undefined without a window. */
export function timeLeft(booking: Booking, now: number): number | undefined {
  const expiresAt = booking.payment?.expiresAt;
  return expiresAt ? Math.max(0, Date.parse(expiresAt) - now) : undefined;
}

export function usePaymentProgress(initial: Booking) {
  const [booking, setBooking] = useState(initial);
  const [now, setNow] = useState(() => Date.now());
  const [retrying, setRetrying] = useState(false);
  const [retryError, setRetryError] = useState<string | undefined>(undefined);
  const phase = paymentPhase(booking, now);
  const paymentId = booking.payment?.id;
  // Only the newest read (or try) is shown: an older answer arriving late never undoes a newer one.
  const sequence = useRef(0);

  const refresh = useCallback(async () => {
    const mine = ++sequence.current;
    try {
      const next = await fetchBooking(initial.id);
      if (mine === sequence.current) setBooking(next);
    } catch {
      // The next poll or event reads it again.
    }
  }, [initial.id]);

  useLiveEvents('payment', (data) => {
    const event = data as { id?: unknown; reconnected?: unknown } | null;
    if (event?.reconnected === true || event?.id === paymentId) void refresh();
  });

  const waiting = phase === 'pending' || phase === 'failed';
  useEffect(() => {
    if (!waiting) return;
    const tick = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(tick);
  }, [waiting]);

  useEffect(() => {
    if (phase !== 'pending') return;
    const poll = setInterval(() => void refresh(), PAYMENT_POLL_MS);
    return () => clearInterval(poll);
  }, [phase, refresh]);

  async function retry(payment: BookingPaymentInput) {
    const mine = ++sequence.current;
    setRetrying(true);
    setRetryError(undefined);
    try {
      const next = await payAgain(initial.id, payment);
      if (mine === sequence.current) setBooking(next);
    } catch (error) {
      setRetryError(errorMessage(error));
      void refresh();
    } finally {
      setRetrying(false);
    }
  }

  return { booking, phase, remainingMs: timeLeft(booking, now), retry, retrying, retryError };
}
