import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { takeFirstViewState } from './app/first-view-state';
import { APP_STARTED_EVENT, takeFirstTap } from './app/first-tap';
import { createAppRouter, routerReady } from './app/router';
import { showKeptFlash } from './lib/flash';
import { rememberScreens } from './lib/offline/visits';
import { activateLocale, documentLocale, domainText } from './lib/i18n';
import { readStoredUser } from './lib/session';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');

/** The server's wrapper around a first view's screen (apps/api/src/modules/public-pages/first-view.ts). */
const FIRST_VIEW_WRAPPER = 'main > fieldset';

/** Lets the browser paint and answer input between two parts of the start (docs/decisions/0032-first-paint.md). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The language's catalog arrives before the first render, so nothing paints in another language. Promises, not
// a top-level await: an entry that awaits at its top level makes the bundler split every module it shares with
// the lazy screens out into chunks of their own. A page whose screen the server rendered (a first view,
// docs/decisions/0032-first-paint.md) also waits for the screen's code, so the first render is that same screen,
// not the loading state in its place. On a slow phone each step is a task of its own (the modules' evaluation,
// then the state and the router, then the render), so that none blocks the page for long.
const locale = activateLocale(documentLocale());
void nextTask().then(async () => {
  const queryClient = createQueryClient();
  // Before the router: the first screen's loader then finds the answers the server rendered with.
  const firstView = takeFirstViewState(queryClient);
  const router = createAppRouter(queryClient);
  await Promise.all([locale, firstView ? routerReady(router) : undefined]);
  showKeptFlash(domainText);
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  // A tap on a control of the first view before the app ran (start-app.js marked it) is given to it once the app
  // has taken the page over, in a task after its first render (docs/decisions/0032-first-paint.md).
  const replayFirstTap = takeFirstTap(root);
  // A signed-out visitor's first view is exactly what the app renders (the server's render is a signed-out one):
  // the app hydrates it, keeping the server's nodes and pictures instead of building the page again, which is most
  // of its first render's cost on a slow phone. Signed in, the header and screen differ: the app renders anew.
  if (firstView && !readStoredUser()) {
    releaseFirstView(root);
    hydrateRoot(root, app);
    // Hydration adopts the nodes as they are: the screen's wrapper was disabled until now (server's render).
    root.querySelector(FIRST_VIEW_WRAPPER)?.removeAttribute('disabled');
  } else createRoot(root).render(app);
  window.dispatchEvent(new Event(APP_STARTED_EVENT));
  setTimeout(replayFirstTap, 0);

  // The installable app (docs/decisions/0030-offline-app.md). The screens opened are noted from the start, so that
  // one opened in the first seconds reads offline too; the service worker and the sends kept while offline start
  // a few seconds after the load event, when the page is idle (the first seconds on a slow phone are the
  // visitor's), in a chunk of their own outside the first load's budget. This script itself may start after the
  // load event, on a page the server sent with its first view.
  if (import.meta.env.PROD) {
    if ('serviceWorker' in navigator) rememberScreens(router);
    const start = () =>
      void import('./app/offline-app')
        .then((offline) => offline.startOfflineApp(queryClient))
        .catch(() => undefined);
    const whenIdle = () =>
      setTimeout(
        () => ('requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 5000 }) : start()),
        OFFLINE_APP_DELAY_MS,
      );
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle);
  }
});

/** How long after the load event the service worker and the offline sends start (when the page is idle then). */
const OFFLINE_APP_DELAY_MS = 3000;

/**
 * What the page holds back until the app runs, in the markup the app hydrates (which keeps attributes as they are):
 * the static header's disabled menu button and language switch, and its hidden sign-in links (index.html).
 */
function releaseFirstView(element: HTMLElement) {
  for (const control of element.querySelectorAll('header [disabled]')) control.removeAttribute('disabled');
  for (const link of element.querySelectorAll('header a[style]')) link.removeAttribute('style');
}
