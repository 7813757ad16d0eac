// How many messages one account may send (docs/decisions/0028-conversations.md, "Rate limit"): MESSAGE_LIMITS per
// minute and per day, counted in the database (lib/rate-counters.ts) so that every API process shares the count.
import { MESSAGE_LIMITS, tooManyMessagesPerDay, tooManyMessagesPerMinute } from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { countHit, takeBack } from '../../lib/rate-counters.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const minuteKey = (userId: number) => `messages-minute:${userId}`;
const dayKey = (userId: number) => `messages-day:${userId}`;

/**
 * Counts one message of this account, or throws a 429 (MESSAGE_RATE_LIMITED) when its minute's or its day's are
 * used up. Answers how to take the message back (it was not sent after all).
 */
export async function countMessage(db: Db, userId: number): Promise<() => Promise<void>> {
  const minute = await countHit(db, minuteKey(userId), 1, MINUTE_MS);
  if (minute.total > MESSAGE_LIMITS.perMinute) {
    const seconds = secondsUntil(minute.resetsAt);
    throw tooManyRequests(tooManyMessagesPerMinute(MESSAGE_LIMITS.perMinute, seconds), {
      code: 'MESSAGE_RATE_LIMITED',
      params: { max: MESSAGE_LIMITS.perMinute, retryAfterSeconds: seconds },
      retryAfterSeconds: seconds,
    });
  }
  const day = await countHit(db, dayKey(userId), 1, DAY_MS);
  if (day.total > MESSAGE_LIMITS.perDay) {
    await takeBack(db, minuteKey(userId), 1);
    const seconds = secondsUntil(day.resetsAt);
    const hours = Math.ceil(seconds / 3600);
    throw tooManyRequests(tooManyMessagesPerDay(MESSAGE_LIMITS.perDay, hours), {
      code: 'MESSAGE_RATE_LIMITED',
      params: { max: MESSAGE_LIMITS.perDay, retryAfterSeconds: seconds },
      retryAfterSeconds: seconds,
    });
  }
  return async () => {
    await takeBack(db, minuteKey(userId), 1);
    await takeBack(db, dayKey(userId), 1);
  };
}

const secondsUntil = (epochMs: number) => Math.max(1, Math.ceil((epochMs - Date.now()) / 1000));
