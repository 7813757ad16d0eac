// The wizard's draft in local storage (lib/draft.ts): read once when the wizard opens, written as the host types
// (after a short pause, and at once when the page is left), cleared once the listing is in.
import type { User } from '@ikaze/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { newSendKey } from '@/lib/offline/send-key';
import { clearDraft, loadDraft, saveDraft, sendKeyFor, type ListingDraft, type SendKey } from '../lib/draft';
import { draftOfForm, type DraftSnapshot } from '../lib/draft-of-form';
import { defaultListingValues, type ListingFormValues } from '../lib/form-values';

/** How long typing waits before the draft is written. */
const SAVE_DELAY_MS = 400;

/** The draft an earlier visit (or a reload) left, and the form's values that start from it. */
export function useRestoredDraft(user: User) {
  const [restored, setRestored] = useState<ListingDraft | null>(() => loadDraft(user.UserID));
  // Only the first render's draft counts; 'Start over' resets the form itself.
  const [initialValues] = useState<ListingFormValues>(() =>
    restored ? { ...defaultListingValues(user), ...restored.values } : defaultListingValues(user),
  );
  const forget = useCallback(() => setRestored(null), []);
  return { restored, initialValues, forget };
}

export interface DraftStorage {
  /** Writes the draft now; `changes` are state the wizard has set but not yet rendered. */
  persist: (changes?: Partial<DraftSnapshot>) => void;
  /** The Idempotency-Key for sending this request: the last one if the request is the same (lib/draft.ts). */
  keyForSend: (request: string) => string;
  /** The key of the listing last sent, if any. */
  lastSendKey: () => string | undefined;
  /** The listing is in: the draft is cleared and nothing more is written until `resume`. */
  finish: () => void;
  resume: () => void;
  /** 'Start over': the draft and its key are gone. */
  discard: () => void;
}

export function useDraftStorage({
  user,
  form,
  restored,
  snapshot,
}: {
  user: User;
  form: UseFormReturn<ListingFormValues>;
  restored: ListingDraft | null;
  snapshot: DraftSnapshot;
}): DraftStorage {
  const userId = user.UserID;
  const sendKey = useRef<SendKey | null>(restored?.sendKey ?? null);
  const latest = useRef(snapshot);
  latest.current = snapshot;
  const saving = useRef(true);
  const pristine = useMemo(() => JSON.stringify(defaultListingValues(user)), [user]);
  const wasRestored = restored !== null;

  const persist = useCallback(
    (changes?: Partial<DraftSnapshot>) => {
      if (changes) latest.current = { ...latest.current, ...changes };
      if (!saving.current) return;
      const draft = draftOfForm({
        values: form.getValues(),
        snapshot: latest.current,
        sendKey: sendKey.current,
        pristine,
        restored: wasRestored,
      });
      if (draft) saveDraft(userId, draft);
    },
    [form, pristine, wasRestored, userId],
  );

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => persist(), SAVE_DELAY_MS);
    });
    // Leaving or reloading the page writes what was typed in the last moment.
    const onPageHide = () => persist();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [form, persist]);

  const { step, roomTypes, propertyId } = snapshot;
  useEffect(() => {
    persist();
  }, [step, roomTypes, propertyId, persist]);

  return useMemo(
    () => ({
      persist,
      keyForSend: (request) => {
        sendKey.current = sendKeyFor(sendKey.current, request, newSendKey);
        persist();
        return sendKey.current.key;
      },
      lastSendKey: () => sendKey.current?.key,
      finish: () => {
        saving.current = false;
        clearDraft(userId);
      },
      resume: () => {
        saving.current = true;
      },
      discard: () => {
        clearDraft(userId);
        sendKey.current = null;
      },
    }),
    [persist, userId],
  );
}
