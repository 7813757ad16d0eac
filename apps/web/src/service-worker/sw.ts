/// <reference lib="webworker" />
// The service worker at /sw.js (docs/decisions/0030-offline-app.md), built by scripts/build-sw.mjs after the
// localized pages exist: it keeps the app's shell (every built script and style, index.{en,fr,rw}.html and
// the offline page in each language), the pictures seen, and the last answers the offline screens read
// (who is signed in, My bookings, a property's details). Pages always come from the network when it answers,
// so a deploy is never hidden behind an old app; a new worker waits until the guest chooses to reload.
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  API_CACHE,
  LOCALE_KEY,
  META_CACHE,
  OFFLINE_READS,
  PAGES_CACHE,
  PICTURES_CACHE,
  SAVED_AT_HEADER,
  SKIP_WAITING,
  USER_KEY,
} from './shared';

declare let self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const LOCALES = ['en', 'fr', 'rw'];
const DAY_SECONDS = 24 * 60 * 60;

// No directory index or clean URLs: '/' and every other page are asked of the network first (below).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
// The first worker serves the open tab at once; a later one only when the guest clicks Reload.
clientsClaim();
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

async function readMeta(key: string): Promise<string | null> {
  const found = await (await caches.open(META_CACHE)).match(key);
  return found ? found.text() : null;
}
async function writeMeta(key: string, value: string): Promise<void> {
  await (await caches.open(META_CACHE)).put(key, new Response(value));
}

/**
 * Another user's answers are never read offline: they go when the signed-in user changes or signs out. (The
 * addresses visited stay: they hold nothing of anyone's, and a shell without the answers asks to sign in.)
 */
async function userIs(id: string): Promise<void> {
  if ((await readMeta(USER_KEY)) === id) return;
  await caches.delete(API_CACHE);
  await writeMeta(USER_KEY, id);
}

// Pages: the network's answer, remembered as visited (and its language); offline, a visited page gets the
// app's shell in the last language (the app reads its saved answers), any other the offline page.
registerRoute(
  new NavigationRoute(
    async ({ request, url }) => {
      try {
        const response = await fetch(request);
        const locale = response.headers.get('content-language') ?? '';
        if (response.ok && LOCALES.includes(locale)) {
          await writeMeta(LOCALE_KEY, locale);
          await (await caches.open(PAGES_CACHE)).put(url.pathname, new Response(''));
        }
        return response;
      } catch {
        const stored = await readMeta(LOCALE_KEY);
        const locale = stored && LOCALES.includes(stored) ? stored : 'en';
        const visited = await (await caches.open(PAGES_CACHE)).match(url.pathname);
        const page = await matchPrecache(`/${visited ? 'index' : 'offline'}.${locale}.html`);
        return page ?? Response.error();
      }
    },
    { denylist: [/^\/api(?:\/|$)/, /^\/media\//] },
  ),
);

// Pictures never change at their address (stored under a new name when replaced): the saved copy first,
// a few hundred of them for a month.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: PICTURES_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// The answers the offline screens read: the network first, the last answer when it cannot be reached,
// marked with when it was saved (the screens say 'Offline, as of …').
registerRoute(
  ({ url, sameOrigin, request }) =>
    sameOrigin && request.method === 'GET' && OFFLINE_READS.some((read) => read.test(url.pathname)),
  new NetworkFirst({
    cacheName: API_CACHE,
    plugins: [
      {
        // /api/me tells who is signed in: a change forgets the previous user's answers first.
        fetchDidSucceed: async ({ request, response }) => {
          if (new URL(request.url).pathname === '/api/me' && response.ok) {
            const answer = (await response
              .clone()
              .json()
              .catch(() => null)) as { user?: { UserID?: unknown } | null } | null;
            const id = answer?.user?.UserID;
            if (answer) await userIs(typeof id === 'number' ? String(id) : '');
          }
          return response;
        },
        cacheWillUpdate: async ({ response }) => {
          if (response.status !== 200) return null;
          const headers = new Headers(response.headers);
          headers.set(SAVED_AT_HEADER, new Date().toISOString());
          return new Response(await response.blob(), {
            status: 200,
            statusText: response.statusText,
            headers,
          });
        },
      },
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// Signing out forgets the answers kept for the account, before the server is even asked.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/logout',
  async ({ request }) => {
    await userIs('');
    return fetch(request);
  },
  'POST',
);
