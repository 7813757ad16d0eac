// The installable app's static parts (docs/decisions/0030-offline-app.md), written in each language by
// scripts/localize-index.mjs.

/** The theme colour: brand-700 of apps/web/src/index.css, as index.html's theme-color says. */
const THEME = '#0b5f8c';
const DESCRIPTION =
  'Ikaze: find and book hotels, apartments and guest houses across Rwanda, with prices in RWF.';

/** The web app manifest in one language (its description from the catalogs, like index.html's). */
export function webManifest(locale, translations) {
  return {
    id: '/',
    name: 'Ikaze',
    short_name: 'Ikaze',
    description: translations.get(DESCRIPTION) ?? DESCRIPTION,
    lang: locale,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME,
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

/**
 * The offline page: index.html's header around a main that says so (apps/web/src/lib/offline/
 * offline-page-messages.ts, English here, translated with the rest), with no script, so it never starts an
 * app that could not load. 'Try again' reloads the address asked.
 */
export function offlinePageHtml(html) {
  const main = `<main id="main" tabindex="-1" class="flex flex-1 flex-col outline-none">
          <div role="alert" class="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
            <h1 class="text-2xl font-bold text-slate-900 sm:text-3xl">You are offline</h1>
            <p class="mt-3 text-slate-700">This page has not been opened on this device yet, so it cannot be shown without a connection. Pages you opened before, such as My bookings, can still be read.</p>
            <div class="mt-8 flex flex-wrap justify-center gap-3">
              <a href="" class="inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-800">Try again</a>
              <a href="/dashboard/user/bookings" class="inline-flex h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50">My bookings</a>
            </div>
          </div>
        </main>`;
  const page = html
    .replace(/<main id="main"[\s\S]*?<\/main>/, main)
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<title>[^<]*<\/title>/, '<title>Ikaze</title>');
  if (page === html || page.includes('<script type="module"'))
    throw new Error('index.html no longer has the main or the script the offline page replaces');
  return page;
}
