// Per-account quotas on the costly write of listings: submissions and picture bytes per hour, counted in the
// database so that every API process holds the same count (docs/decisions/0015-cross-site-and-abuse-limits.md).
import { listingQuotaMessage, uploadQuotaMessage } from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { countHit, takeBack, type CounterState } from '../../lib/rate-counters.ts';

export const QUOTA_WINDOW_MS = 3600_000;

export interface ListingQuotas {
  listingsPerHour: number;
  uploadBytesPerHour: number;
}

const listingsKey = (userId: number) => `listings:${userId}`;
const bytesKey = (userId: number) => `picture-bytes:${userId}`;

/**
 * Counts one listing submission of this account, or throws a 429 when the hour's are used up. Answers how to
 * take the submission back (it failed before costing anything worth counting).
 */
export async function countListingSubmission(
  db: Db,
  userId: number,
  quotas: ListingQuotas,
): Promise<() => Promise<void>> {
  const state = await countHit(db, listingsKey(userId), 1, QUOTA_WINDOW_MS);
  if (state.total > quotas.listingsPerHour) {
    const wait = waitOf(state);
    throw tooManyRequests(listingQuotaMessage(quotas.listingsPerHour, wait.minutes), {
      code: 'LISTING_QUOTA_EXCEEDED',
      params: { max: quotas.listingsPerHour, retryAfterSeconds: wait.seconds },
      retryAfterSeconds: wait.seconds,
    });
  }
  return () => takeBack(db, listingsKey(userId), 1);
}

/** Counts the bytes of one received picture, or throws a 429 before it is decoded when the hour's are used up. */
export async function countPictureBytes(
  db: Db,
  userId: number,
  bytes: number,
  quotas: ListingQuotas,
): Promise<void> {
  const state = await countHit(db, bytesKey(userId), bytes, QUOTA_WINDOW_MS);
  if (state.total > quotas.uploadBytesPerHour) {
    const wait = waitOf(state);
    const megabytes = Math.round(quotas.uploadBytesPerHour / (1024 * 1024));
    throw tooManyRequests(uploadQuotaMessage(megabytes, wait.minutes), {
      code: 'UPLOAD_QUOTA_EXCEEDED',
      params: { maxMegabytes: megabytes, retryAfterSeconds: wait.seconds },
      retryAfterSeconds: wait.seconds,
    });
  }
}

function waitOf(state: CounterState) {
  const seconds = Math.max(1, Math.ceil((state.resetsAt - Date.now()) / 1000));
  return { seconds, minutes: Math.ceil(seconds / 60) };
}
