// Whether the answers on screen came from the service worker's cache, and since when
// (docs/decisions/0030-offline-app.md). lib/api.ts notes every answer: one marked as saved (SAVED_AT_HEADER)
// keeps the oldest such time, and any answer from the network clears it.
import { useSyncExternalStore } from 'react';
import { SAVED_AT_HEADER } from '@/service-worker/shared';

let savedAt: string | null = null;
const listeners = new Set<() => void>();

export function noteAnswer(response: Response): void {
  const saved = response.headers.get(SAVED_AT_HEADER);
  const next = saved === null ? null : savedAt !== null && savedAt < saved ? savedAt : saved;
  if (next === savedAt) return;
  savedAt = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** When the oldest saved answer read since the network last answered was saved (ISO 8601), else null. */
export function useSavedAnswersTime(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => savedAt,
    () => savedAt,
  );
}
