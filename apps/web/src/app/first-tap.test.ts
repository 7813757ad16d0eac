// A tap on a first view's control before the app ran is given to the same control once the app has taken over
// (docs/decisions/0032-first-paint.md); the browser test e2e/tests/first-tap.spec.ts covers start-app.js's side.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_TAP_ATTRIBUTE, takeFirstTap } from './first-tap';

afterEach(() => {
  document.body.innerHTML = '';
});

function page(markup: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  return document.getElementById('root')!;
}

describe('takeFirstTap', () => {
  it('clicks the button tapped when the app kept its node (hydration), once, and forgets the mark', () => {
    const root = page(`<button type="button" ${FIRST_TAP_ATTRIBUTE} disabled>Next picture</button>`);
    const button = root.querySelector('button')!;
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    const replay = takeFirstTap(root);
    expect(button.hasAttribute(FIRST_TAP_ATTRIBUTE)).toBe(false);
    button.disabled = false;
    replay();
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('finds the control again by its names in a fresh render, and focuses a field', () => {
    const root = page(`<input name="destination" ${FIRST_TAP_ATTRIBUTE} disabled />`);
    const replay = takeFirstTap(root);
    root.innerHTML = '<input name="destination" />';
    replay();
    expect(document.activeElement).toBe(root.querySelector('input'));
  });

  it('does nothing without a mark, or when the control is gone or unnamed', () => {
    const root = page('<button type="button">Search</button>');
    const clicked = vi.fn();
    root.querySelector('button')!.addEventListener('click', clicked);
    takeFirstTap(root)();
    page(`<button type="button" ${FIRST_TAP_ATTRIBUTE}>Unnamed</button>`);
    const replay = takeFirstTap(document.getElementById('root')!);
    document.getElementById('root')!.innerHTML = '<button type="button">Unnamed</button>';
    document.querySelector('button')!.addEventListener('click', clicked);
    replay();
    expect(clicked).not.toHaveBeenCalled();
  });
});
