// Short-lived popups (docs/product.md#messages: success green, error red, gone after 5 s) that survive a
// navigation, so "Successfully logged in." is still seen on the page the user lands on.
import { useSyncExternalStore } from 'react';
import { POPUP_MS } from '@ikaze/domain';

export type FlashTone = 'success' | 'error' | 'info';
export interface Flash {
  id: number;
  tone: FlashTone;
  text: string;
}

let flashes: Flash[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

/** At most this many popups at once: a new one closes the oldest, so a stack never grows over the page. */
export const MAX_FLASHES = 3;

export function flash(text: string, tone: FlashTone = 'success', durationMs: number = POPUP_MS): number {
  const id = nextId++;
  for (const old of flashes.slice(0, Math.max(0, flashes.length - MAX_FLASHES + 1))) dismissFlash(old.id);
  flashes = [...flashes, { id, tone, text }];
  timers.set(
    id,
    setTimeout(() => dismissFlash(id), durationMs),
  );
  emit();
  return id;
}

export function dismissFlash(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  flashes = flashes.filter((item) => item.id !== id);
  emit();
}

export function clearFlashes(): void {
  for (const id of [...timers.keys()]) dismissFlash(id);
  flashes = [];
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useFlashes(): Flash[] {
  return useSyncExternalStore(
    subscribe,
    () => flashes,
    () => flashes,
  );
}

const KEPT_FLASH = 'ikaze.flash';

/**
 * A popup for the page after a full reload (signing in on a device that had another language reloads the
 * page in the account's language): kept in sessionStorage by its English id, shown translated after the reload.
 */
export function flashAfterReload(english: string, tone: FlashTone = 'success'): void {
  try {
    window.sessionStorage.setItem(KEPT_FLASH, JSON.stringify({ english, tone }));
  } catch {
    // Storage refused (private mode, full): the popup is lost, nothing else.
  }
}

/** Shows the popup kept by flashAfterReload, once; `translate` turns its English into the page's language. */
export function showKeptFlash(translate: (english: string) => string): void {
  let kept: string | null = null;
  try {
    kept = window.sessionStorage.getItem(KEPT_FLASH);
    window.sessionStorage.removeItem(KEPT_FLASH);
  } catch {
    return;
  }
  if (!kept) return;
  try {
    const { english, tone } = JSON.parse(kept) as { english?: unknown; tone?: unknown };
    if (typeof english !== 'string') return;
    flash(translate(english), tone === 'error' || tone === 'info' ? tone : 'success');
  } catch {
    // Not ours, or damaged: nothing to show.
  }
}
