// Keeping a listing that got no answer (docs/decisions/0030-offline-app.md): its pictures in IndexedDB, then
// its JSON in the send queue under its Idempotency-Key; queued-listing.ts sends it when the connection returns.
import { apiUrl } from '@/lib/api-client';
import { keepSendFiles } from '@/lib/offline/send-files';
import { keepForLater } from '@/lib/offline/send-queue-runner';
import type { ListingPayload } from '../api/submit-listing';
import type { QueuedListing } from './queued-listing';

/** Keeps a listing that could not be sent; throws when the device refuses to keep the pictures. */
export async function keepListing(
  key: string,
  userId: number,
  listing: ListingPayload,
  pictures: readonly File[],
): Promise<void> {
  await keepSendFiles(key, pictures);
  const body: QueuedListing = { listing };
  keepForLater({ key, kind: 'listing', userId, path: apiUrl('/api/properties'), body });
}
