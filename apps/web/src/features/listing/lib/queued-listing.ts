// A listing kept on this device while offline (docs/decisions/0030-offline-app.md): its JSON waits in the send
// queue (lib/offline/send-queue.ts) under its Idempotency-Key, its pictures in IndexedDB
// (lib/offline/send-files.ts). When the connection returns the queue's runner loads this module (handed to it by
// app/offline-app.ts) and sends it:
// POST /api/properties with the same key (a send that reached the server before its answer was lost is answered
// with the same property), then its listing application; the host is told what came of it.
import { t } from '@lingui/core/macro';
import { ApiError, errorMessage } from '@/lib/api';
import { flash } from '@/lib/flash';
import { loadFeatureMessages } from '@/lib/i18n';
import { forgetSendFiles, sendFiles } from '@/lib/offline/send-files';
import { queuedSends, type QueuedSend } from '@/lib/offline/send-queue';
import type { Sender } from '@/lib/offline/sender';
import { meQueryKey } from '@/lib/session';
import { roomTypeDraftsQueryKey } from '../api/room-types';
import { submitListingApplication, uploadListing, type ListingPayload } from '../api/submit-listing';
import { clearDraft, loadDraft } from './draft';

/** What a queued listing keeps in the queue (its pictures are kept apart, keep-listing.ts). */
export interface QueuedListing {
  listing: ListingPayload;
}

/** Told to an open listing form when its kept listing has been sent (or refused). */
export const LISTING_SENT_EVENT = 'ikaze:listing-sent';
export interface ListingSent {
  key: string;
  ok: boolean;
  propertyId: number | null;
  name: string;
  message: string;
}

/** Whether the listing sent with this key still waits on this device. */
export const isListingKept = (key: string) => queuedSends().some((send) => send.key === key);

function announce(send: QueuedSend, detail: Omit<ListingSent, 'key'>): void {
  // Sent: the form's draft is done with (unless the host started another listing meanwhile).
  if (detail.ok && loadDraft(send.userId)?.sendKey?.key === send.key) clearDraft(send.userId);
  window.dispatchEvent(
    new CustomEvent<ListingSent>(LISTING_SENT_EVENT, { detail: { key: send.key, ...detail } }),
  );
}

export const listingSender: Sender = {
  post: async (send) => {
    // The outcome is told in the listing screens' words.
    await loadFeatureMessages('listing').catch(() => undefined);
    const { listing } = send.body as QueuedListing;
    let propertyId: number;
    try {
      const pictures = await sendFiles(send.key);
      propertyId = (await uploadListing(listing, pictures, undefined, send.key)).id;
      await submitListingApplication(listing.hostId, propertyId).catch((error: unknown) => {
        // Sent before its answer was lost: the application is already there.
        if (!(error instanceof ApiError && error.detail.code === 'APPLICATION_EXISTS')) throw error;
      });
    } catch (error) {
      // No answer: it stays queued, and the same key is sent again later.
      if (error instanceof ApiError && error.status === 0) throw error;
      const message = errorMessage(error);
      announce(send, { ok: false, propertyId: null, name: listing.name, message });
      return { ok: false, message };
    }
    announce(send, { ok: true, propertyId, name: listing.name, message: '' });
    return { ok: true, message: listing.name };
  },
  tell: ({ ok, message }) => {
    // A listing sent answers with its name (post above).
    const name = message;
    if (ok)
      flash(t`Your listing saved on this device has been sent: ${name} is waiting for review.`, 'success');
    else flash(t`Your listing saved on this device could not be sent: ${message}`, 'error');
  },
  refresh: (client) => {
    void client.invalidateQueries({ queryKey: ['properties'] });
    void client.invalidateQueries({ queryKey: roomTypeDraftsQueryKey });
    // A first listing makes the account a host's (docs/product.md#accounts).
    void client.invalidateQueries({ queryKey: meQueryKey });
  },
  forget: (send) => void forgetSendFiles(send.key).catch(() => undefined),
};
