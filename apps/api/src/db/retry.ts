// Transactions PostgreSQL refuses only for their timing (a serialization failure, SQLSTATE 40001, or a deadlock,
// 40P01) are run again after a short random pause, a few times, by every write that can meet one
// (docs/decisions/0003-booking-inventory.md).
import { setTimeout as sleep } from 'node:timers/promises';
import { findPgError } from '../lib/errors.ts';

/** How many times such a write is tried before its caller answers the conflict. */
export const MAX_ATTEMPTS = 5;

const RETRYABLE = new Set(['40001', '40P01']);

/** Whether PostgreSQL refused the transaction for its timing alone: the same transaction may pass when run again. */
export function isRetryable(error: unknown): boolean {
  const code = findPgError(error)?.code;
  return code !== undefined && RETRYABLE.has(code);
}

/**
 * After attempt `attempt` failed with `error`: true once a short pause (random, longer at each attempt, so that
 * the racing transactions part) is over when the error is retryable and attempts remain; false at once otherwise.
 */
export async function pauseBeforeRetry(error: unknown, attempt: number): Promise<boolean> {
  if (!isRetryable(error) || attempt >= MAX_ATTEMPTS) return false;
  await sleep(Math.random() * 20 * attempt + 5);
  return true;
}
