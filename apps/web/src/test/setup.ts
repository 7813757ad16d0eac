import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearFlashes } from '@/lib/flash';
import { activateLocale } from '@/lib/i18n';

// Components render with the English catalog unless a test activates another.
await activateLocale('en');

// The first render of a lazy route compiles its module; give findBy* room for that on a busy machine.
configure({ asyncUtilTimeout: 4000 });

// jsdom lacks a few browser APIs that Radix's menus and dialogs touch.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
const elementStubs = {
  hasPointerCapture: () => false,
  releasePointerCapture: () => {},
  scrollIntoView: () => {},
};
for (const [name, value] of Object.entries(elementStubs)) {
  if (!(name in Element.prototype))
    Object.defineProperty(Element.prototype, name, { value, configurable: true });
}
window.scrollTo = () => {};

afterEach(async () => {
  cleanup();
  await activateLocale('en');
  clearFlashes();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
