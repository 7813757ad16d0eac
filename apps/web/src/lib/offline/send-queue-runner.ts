// The app's side of the send queue (send-queue.ts, docs/decisions/0030-offline-app.md): keeps a reservation
// or a listing made offline, sends the queue when the connection returns (the `online` event), at start and a
// little later after a send that got no answer, and tells the user what came of each send. A listing's sending
// and telling are the listing screens' own, handed in by the app at start (sender.ts), loaded only when one waits.
import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage, fetchJson } from '@/lib/api';
import { flash } from '@/lib/flash';
import { formatMoney } from '@/lib/format';
import { propertyKeys } from '@/lib/queries/properties';
import { readStoredUser } from '@/lib/session';
import { queueSend, sendQueued, type Post, type QueuedSend, type SendKind } from './send-queue';
import type { FeatureSenders, Sender } from './sender';

const RETRY_MS = 30_000;
let queryClient: QueryClient | undefined;
/** Handed in at start (startSendQueue); until then a feature's send waits in the queue. */
let featureSenders: FeatureSenders | undefined;
let running: Promise<void> | undefined;
let retry: ReturnType<typeof setTimeout> | undefined;

/** POSTs a kept reservation with its Idempotency-Key; throws only when the server could not be reached. */
const postReservation: Post = async (send) => {
  try {
    const { payload } = await fetchJson(send.path, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'idempotency-key': send.key,
      },
      body: JSON.stringify(send.body),
    });
    const answer = payload as
      | { message?: unknown; bookings?: Array<{ payment?: { status?: unknown; amount?: unknown } | null }> }
      | undefined;
    const message = typeof answer?.message === 'string' ? answer.message : '';
    // Paid by a wallet, the prompt reaches the phone now: say so, and where to follow it (docs/payments.md).
    const payment = answer?.bookings?.[0]?.payment;
    if (payment?.status === 'pending' && typeof payment.amount === 'number') {
      const amount = formatMoney(payment.amount);
      return {
        ok: true,
        message: `${message} ${t`Approve the payment of ${amount} on your phone; My bookings shows it.`}`,
      };
    }
    return { ok: true, message };
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) throw error;
    return { ok: false, message: errorMessage(error) };
  }
};

const reservationSender: Sender = {
  post: postReservation,
  tell: ({ ok, message }) =>
    flash(
      ok
        ? t`Your reservation made offline has been sent. ${message}`
        : t`Your reservation made offline could not be made: ${message}`,
      ok ? 'success' : 'error',
    ),
  refresh: (client) => {
    // bookingsQueryKey of lib/queries/bookings.ts, written out: that module would bring zod along.
    void client.invalidateQueries({ queryKey: ['bookings'] });
    void client.invalidateQueries({ queryKey: propertyKeys.all });
  },
};

const senderFor = async (kind: SendKind): Promise<Sender> => {
  if (kind === 'reservation') return reservationSender;
  // Not started (the dev server never starts it): like a send with no answer, it stays queued.
  if (!featureSenders) throw new Error(`No sender for ${kind} before the queue starts.`);
  return featureSenders[kind]();
};

/** Each send by its kind's sender. */
const post: Post = async (send) => (await senderFor(send.kind)).post(send);

const forget = (send: QueuedSend) => void senderFor(send.kind).then((sender) => sender.forget?.(send));

async function sendNow(): Promise<void> {
  const outcomes = await sendQueued(readStoredUser()?.UserID ?? null, post, window.localStorage, forget);
  for (const outcome of outcomes) {
    const sender = await senderFor(outcome.send.kind);
    sender.tell(outcome);
    if (queryClient) sender.refresh(queryClient);
  }
}

/** Sends the queue once at a time in this tab, and under one lock across tabs where the browser has it. */
export function sendQueueNow(): Promise<void> {
  if (!running) {
    const sending = navigator.locks ? navigator.locks.request('ikaze-outbox', sendNow) : sendNow();
    running = sending
      .then(() => undefined)
      .finally(() => {
        running = undefined;
      });
  }
  return running;
}

/** Keeps a send made offline (or one that got no answer) and tries again later. */
export function keepForLater(send: Omit<QueuedSend, 'queuedAt'>): void {
  queueSend({ ...send, queuedAt: new Date().toISOString() });
  // Online but unanswered (a server away, a weak signal): no `online` event will come, so try again soon.
  if (navigator.onLine) {
    clearTimeout(retry);
    retry = setTimeout(() => void sendQueueNow(), RETRY_MS);
  }
}

/**
 * From the app's start (start.ts): the query client to refresh, the features' senders, and a send whenever the
 * connection returns.
 */
export function startSendQueue(client: QueryClient, senders: FeatureSenders): void {
  queryClient = client;
  featureSenders = senders;
  window.addEventListener('online', () => void sendQueueNow());
  if (navigator.onLine) void sendQueueNow();
}
