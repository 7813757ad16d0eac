// index.html paints the app's header and loading main before any JavaScript runs (docs/decisions/0010). This
// keeps that static copy equal to what the layout renders for a signed-out visitor while the first screen's
// code loads, so the hand-over from the static markup to the app neither moves nor changes anything on
// screen. The app adds the footer (below the screen-tall main) and the toaster after the main.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@ikaze/domain';
import { activateLocale } from '@/lib/i18n';
import { translationsByEnglish } from '@/locales/po';
import { localizeIndexHtml } from '@/locales/static-shell';
import { mockApi } from '@/test/api-mock';
import indexHtml from '../../index.html?raw';
import enPo from '../locales/en.po?raw';
import frPo from '../locales/fr.po?raw';
import rwPo from '../locales/rw.po?raw';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { RootLayout, ScreenLoading } from './root-layout';

/** Drops the deliberate differences of the static copy (see index.html), whitespace, comments and attribute order. */
function normalize(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT | NodeFilter.SHOW_TEXT);
  const drop: Node[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.COMMENT_NODE || !node.textContent?.trim()) drop.push(node);
    else node.textContent = node.textContent.trim();
  }
  for (const node of drop) node.parentNode?.removeChild(node);
  for (const element of copy.querySelectorAll('*')) {
    for (const name of ['style', 'disabled', 'selected', 'data-discover']) element.removeAttribute(name);
    // Attribute order is not markup: sort them.
    const attributes = [...element.attributes].map((a) => [a.name, a.value] as const).sort();
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return copy.outerHTML;
}

const catalogs = { en: enPo, fr: frPo, rw: rwPo };

describe('the static first paint in index.html', () => {
  it.each(LOCALES)('is the header and loading main the app renders, in %s', async (locale) => {
    await activateLocale(locale);
    // What the build writes as index.<locale>.html (scripts/localize-index.mjs).
    const html = localizeIndexHtml(indexHtml, locale, translationsByEnglish(enPo, catalogs[locale]));
    mockApi({ 'GET /api/me': () => ({ body: { user: null } }) });
    // A screen whose code never arrives: the layout shows its loading state for good.
    const router = createMemoryRouter([
      {
        Component: RootLayout,
        children: [
          { HydrateFallback: ScreenLoading, children: [{ index: true, lazy: () => new Promise(() => {}) }] },
        ],
      },
    ]);
    const { container } = render(
      <Providers queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    );
    await screen.findByRole('navigation');

    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.documentElement.lang).toBe(locale);
    expect(page.querySelector<HTMLSelectElement>('#header-language')?.value).toBe(locale);
    const staticFrame = page.querySelector('#root > div');
    const appFrame = container.firstElementChild?.cloneNode(true) as Element | undefined;
    expect(staticFrame).not.toBeNull();
    expect(appFrame?.querySelector(':scope > main + footer')).not.toBeNull();
    while (appFrame?.lastElementChild && appFrame.lastElementChild.localName !== 'main')
      appFrame.lastElementChild.remove();
    expect(normalize(staticFrame!)).toBe(normalize(appFrame!));
  });

  it('hides the sign-in links until the app knows who is there, and disables the menu button', () => {
    const page = new DOMParser().parseFromString(indexHtml, 'text/html');
    for (const href of ['/register', '/login']) {
      expect(page.querySelector(`#root a[href="${href}"]`)?.getAttribute('style')).toBe('visibility: hidden');
    }
    expect(page.querySelector('#root button[aria-label="Main menu"]')?.hasAttribute('disabled')).toBe(true);
    expect(page.querySelector('#header-language')?.hasAttribute('disabled')).toBe(true);
  });
});
