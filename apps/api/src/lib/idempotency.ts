// Idempotency-Key (docs/decisions/0003-booking-inventory.md, 0030-offline-app.md): a POST retried with the same
// key by the same account within the key's day answers the first answer instead of acting twice. Used by
// POST /api/bookings, /api/room_types and /api/properties; the rows live in `idempotency_keys` and
// housekeeping deletes them after a day.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { BOOKING_REQUEST_MESSAGES } from '@ikaze/domain';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { AppError, conflict } from './errors.ts';

/** A stored answer: its status and body as first sent. */
export interface StoredAnswer {
  statusCode: number;
  response: unknown;
}

/** The database or a transaction. */
type Writer = Pick<Db, 'insert' | 'update'>;

/** A canonical fingerprint of a request: a retry must carry the very same payload. */
export const fingerprint = (...parts: Array<string | Uint8Array>): string => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

/** Thrown inside the transaction when another request already holds this key (claimKey). */
export class KeyTaken extends Error {}

/**
 * The answer stored for this account's key, if any. The same key with another payload is refused
 * (422 IDEMPOTENCY_KEY_REUSED, with the caller's message).
 */
export async function storedAnswer(
  db: Pick<Db, 'select'>,
  userId: number,
  key: string,
  requestHash: string,
  mismatchMessage: string,
): Promise<StoredAnswer | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  if (!row) return undefined;
  if (row.requestHash !== requestHash)
    throw new AppError(422, mismatchMessage, { code: 'IDEMPOTENCY_KEY_REUSED' });
  return { statusCode: row.statusCode, response: row.response };
}

/** Whether this account's key has an answer stored (its fingerprint not compared yet). */
export async function keyIsAnswered(db: Pick<Db, 'select'>, userId: number, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row !== undefined;
}

/**
 * Claims the key first thing in the transaction that acts: a concurrent request with the same key waits on the
 * primary key until this one commits, then finds the key taken. Throws KeyTaken when it is.
 */
export async function claimKey(tx: Writer, userId: number, key: string, requestHash: string): Promise<void> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash, statusCode: 0, response: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) throw new KeyTaken();
}

/** Stores the answer of a claimed key, in the same transaction. */
export async function storeAnswer(
  tx: Writer,
  userId: number,
  key: string,
  answer: StoredAnswer,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, response: answer.response })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/**
 * Runs `act` (which claims the key inside its transaction) and answers the stored answer when another request
 * with the key committed first; after `attempts` roll-backs of the other, 409 REQUEST_IN_PROGRESS.
 */
export async function onceWithKey<T>(
  act: () => Promise<T>,
  replay: () => Promise<T | undefined>,
  attempts = 5,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await act();
    } catch (error) {
      if (!(error instanceof KeyTaken)) throw error;
      const stored = await replay();
      if (stored) return stored;
      if (attempt >= attempts)
        throw conflict(BOOKING_REQUEST_MESSAGES.inProgress, { code: 'REQUEST_IN_PROGRESS' });
    }
  }
}
