import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { takeFirstViewState } from './app/first-view-state';
import { createAppRouter, routerReady } from './app/router';
import { showKeptFlash } from './lib/flash';
import { activateLocale, documentLocale, domainText } from './lib/i18n';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');

const queryClient = createQueryClient();
// Before the router: the first screen's loader then finds the answers the server rendered with.
const firstView = takeFirstViewState(queryClient);
const router = createAppRouter(queryClient);

// The language's catalog arrives before the first render, so nothing paints in another language. A promise,
// not a top-level await: an entry that awaits at its top level makes the bundler split every module it shares
// with the lazy screens out into chunks of their own. A page whose screen the server rendered (a first view,
// docs/decisions/0032-first-paint.md) also waits for the screen's code, so the first render is that same screen,
// not the loading state in its place.
void Promise.all([activateLocale(documentLocale()), firstView ? routerReady(router) : undefined]).then(() => {
  showKeptFlash(domainText);
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});

// The installable app (service worker, sends kept while offline) once the page has loaded, in a chunk of its own
// outside the first load's budget (docs/decisions/0030-offline-app.md); this script itself may start after the
// load event, on a page the server sent with its first view.
if (import.meta.env.PROD) {
  const start = () =>
    void import('./lib/offline/start')
      .then((offline) => offline.startOfflineApp(queryClient, router))
      .catch(() => undefined);
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle);
}
