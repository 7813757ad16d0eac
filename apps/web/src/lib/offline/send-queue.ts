// Sends kept on this device while offline (docs/decisions/0030-offline-app.md): a reservation or a listing made
// without a connection waits here, in local storage with its Idempotency-Key, and is sent when the connection returns
// or at the next start. The key makes a send that reached the server before its answer was lost safe to
// repeat: the server answers the first result again instead of booking twice.

export type SendKind = 'reservation' | 'listing';

export interface QueuedSend {
  /** The Idempotency-Key, the same on every attempt; also the entry's id. */
  key: string;
  /** A listing's pictures wait beside it in IndexedDB (send-files.ts). */
  kind: SendKind;
  /** Who made it: sent only while the same user is signed in. */
  userId: number;
  path: string;
  body: unknown;
  /** ISO 8601. */
  queuedAt: string;
}

/** What came of one send: the server's answer (2xx or not), its message in the page's language. */
export interface SendOutcome {
  send: QueuedSend;
  ok: boolean;
  message: string;
}

/** What `post` answers: the server's status and message; it throws when the server could not be reached. */
export type Post = (send: QueuedSend) => Promise<{ ok: boolean; message: string }>;

export const QUEUE_STORAGE_KEY = 'ikaze.outbox';

function isQueuedSend(value: unknown): value is QueuedSend {
  if (!value || typeof value !== 'object') return false;
  const send = value as Record<string, unknown>;
  return (
    typeof send.key === 'string' &&
    (send.kind === 'reservation' || send.kind === 'listing') &&
    typeof send.userId === 'number' &&
    typeof send.path === 'string' &&
    typeof send.queuedAt === 'string'
  );
}

export function queuedSends(storage: Storage = window.localStorage): QueuedSend[] {
  try {
    const parsed = JSON.parse(storage.getItem(QUEUE_STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isQueuedSend) : [];
  } catch {
    return [];
  }
}

function write(sends: QueuedSend[], storage: Storage): void {
  if (sends.length === 0) storage.removeItem(QUEUE_STORAGE_KEY);
  else storage.setItem(QUEUE_STORAGE_KEY, JSON.stringify(sends));
}

/** Keeps a send for later; the same key twice is kept once. Throws when storage refuses it. */
export function queueSend(send: QueuedSend, storage: Storage = window.localStorage): void {
  const sends = queuedSends(storage).filter((kept) => kept.key !== send.key);
  write([...sends, send], storage);
}

function drop(key: string, storage: Storage): void {
  write(
    queuedSends(storage).filter((kept) => kept.key !== key),
    storage,
  );
}

/**
 * Sends the signed-in user's kept sends, oldest first, each once: it leaves the queue as soon as the server
 * answers, whatever the answer. A send that cannot reach the server stays, and the rest wait behind it.
 * Another user's sends are dropped unsent (they were made in a session that is over); with nobody signed in
 * nothing is sent. Storage is read again before each send: run under one lock across tabs
 * (send-queue-runner.ts), a send another tab made is not repeated. `forget` is told of each send once it has
 * left the queue (what it kept elsewhere can go).
 */
export async function sendQueued(
  userId: number | null,
  post: Post,
  storage: Storage = window.localStorage,
  forget: (send: QueuedSend) => void = () => undefined,
): Promise<SendOutcome[]> {
  const outcomes: SendOutcome[] = [];
  if (userId === null) return outcomes;
  for (const other of queuedSends(storage).filter((send) => send.userId !== userId)) {
    drop(other.key, storage);
    forget(other);
  }
  for (;;) {
    const send = queuedSends(storage)[0];
    if (!send) return outcomes;
    let answer: { ok: boolean; message: string };
    try {
      answer = await post(send);
    } catch {
      return outcomes;
    }
    drop(send.key, storage);
    forget(send);
    outcomes.push({ send, ...answer });
  }
}
