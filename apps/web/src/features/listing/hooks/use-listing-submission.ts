// Sending the listing (docs/decisions/0005-listing-submission.md): POST /api/properties (multipart, with upload
// progress and an Idempotency-Key), then POST /api/listing_applications, with the product's messages
// (docs/product.md#messages). A listing that gets no answer is kept on the device and sent by the send queue
// when the connection returns (lib/queued-listing.ts, docs/decisions/0030-offline-app.md), which tells this
// form what came of it. Where it stands is lib/submission-state.ts.
import { listingFormSchema, PROPERTY_MESSAGES, type User } from '@ikaze/domain';
import { msg } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api';
import { flash } from '@/lib/flash';
import { domainText, i18n } from '@/lib/i18n';
import { meQueryKey } from '@/lib/session';
import { roomTypeDraftsQueryKey } from '../api/room-types';
import { submitListingApplication, uploadListing } from '../api/submit-listing';
import type { ListingDraft } from '../lib/draft';
import type { ListingFormValues } from '../lib/form-values';
import { keepListing } from '../lib/keep-listing';
import { isListingKept, LISTING_SENT_EVENT, type ListingSent } from '../lib/queued-listing';
import { idleSubmission, submissionReducer, type SubmissionState } from '../lib/submission-state';
import { failureText } from '../lib/text';
import type { DraftStorage } from './use-listing-draft';

/** A reload finds a listing kept on this device still waiting. */
const startingState = (restored: ListingDraft | null): SubmissionState =>
  restored?.sendKey && isListingKept(restored.sendKey.key) ? { status: 'kept' } : idleSubmission;

export function useListingSubmission({
  user,
  form,
  draft,
  restored,
  propertyId,
  onPropertyCreated,
  onInvalid,
}: {
  user: User;
  form: UseFormReturn<ListingFormValues>;
  draft: DraftStorage;
  restored: ListingDraft | null;
  /** The property a previous attempt created: a retry then only sends the listing application. */
  propertyId: number | null;
  onPropertyCreated: (id: number) => void;
  /** The whole form's schema refused a field (a restored draft may have skipped a step's checks). */
  onInvalid: (field: PropertyKey | undefined) => Promise<void>;
}) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(submissionReducer, restored, startingState);

  useEffect(() => {
    const onSent = (event: Event) => {
      const sent = (event as CustomEvent<ListingSent>).detail;
      if (sent.key !== draft.lastSendKey()) return;
      if (!sent.ok || sent.propertyId === null) {
        const failure = { title: domainText(PROPERTY_MESSAGES.submitFailed), details: sent.message };
        dispatch({ type: 'queueAnswered', answer: { failure } });
        return;
      }
      draft.finish();
      const outcome = { propertyId: sent.propertyId, name: sent.name };
      dispatch({ type: 'queueAnswered', answer: { outcome } });
    };
    window.addEventListener(LISTING_SENT_EVENT, onSent);
    return () => window.removeEventListener(LISTING_SENT_EVENT, onSent);
  }, [draft]);

  const submit = async () => {
    const values = form.getValues();
    if (!values.confirmed || state.status === 'submitting') return;
    const parsed = listingFormSchema.safeParse(values);
    if (!parsed.success) {
      await onInvalid(parsed.error.issues[0]?.path[0]);
      return;
    }
    const { pictures: _pictures, confirmed: _confirmed, ...listing } = parsed.data;
    dispatch({ type: 'started' });
    let id = propertyId;
    if (id === null) {
      const payload = { ...listing, hostId: user.UserID };
      // The same listing and pictures as the last attempt go with its key: sent twice, listed once.
      const pictureIds = values.pictures.map((file) => `${file.name}:${file.size}:${file.lastModified}`);
      const key = draft.keyForSend(JSON.stringify([payload, pictureIds]));
      try {
        const answer = await uploadListing(
          payload,
          values.pictures,
          (progress) => dispatch({ type: 'progressed', progress }),
          key,
        );
        id = answer.id;
        onPropertyCreated(id);
        draft.persist({ propertyId: id });
        flash(domainText(PROPERTY_MESSAGES.submitted));
        void queryClient.invalidateQueries({ queryKey: ['properties'] });
      } catch (error) {
        if (error instanceof ApiError && error.status === 0) {
          // No answer: kept on this device and sent once the connection returns, with the same key.
          const kept = await keepListing(key, user.UserID, payload, values.pictures).then(
            () => true,
            () => false,
          );
          if (kept) {
            dispatch({ type: 'kept' });
            return;
          }
        }
        const failure = { title: domainText(PROPERTY_MESSAGES.submitFailed), details: failureDetails(error) };
        dispatch({ type: 'failed', failure });
        return;
      }
    }
    try {
      await submitListingApplication(user.UserID, id);
    } catch (error) {
      // A retry after an answer that got lost on the way: the application is already there.
      const alreadyThere = error instanceof ApiError && error.detail.code === 'APPLICATION_EXISTS';
      if (!alreadyThere) {
        const failure = {
          title: domainText(PROPERTY_MESSAGES.applicationFailed),
          details: failureDetails(error),
        };
        dispatch({ type: 'failed', failure });
        return;
      }
    }
    flash(domainText(PROPERTY_MESSAGES.applicationSubmitted));
    draft.finish();
    void queryClient.invalidateQueries({ queryKey: ['properties'] });
    // The room types now belong to the property: they are no longer drafts to offer again.
    void queryClient.invalidateQueries({ queryKey: roomTypeDraftsQueryKey });
    // A first listing makes the account a host's (docs/product.md#accounts): the header, the guards and the
    // host dashboard follow once /api/me says so, before the link to the host's properties is offered.
    await queryClient.invalidateQueries({ queryKey: meQueryKey }).catch(() => undefined);
    dispatch({ type: 'succeeded', outcome: { propertyId: id, name: listing.name } });
  };

  const reset = () => dispatch({ type: 'reset' });

  return { state, submit, reset };
}

/** The server's message when it sent one; otherwise what most likely happened (the connection). */
function failureDetails(error: unknown): string {
  if (error instanceof ApiError && error.status === 0)
    return i18n._(
      msg`The connection was lost. Your listing is saved on this device: try again when you are back online.`,
    );
  return failureText(error);
}
