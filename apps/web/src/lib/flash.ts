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

export function flash(text: string, tone: FlashTone = 'success', durationMs: number = POPUP_MS): number {
  const id = nextId++;
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
