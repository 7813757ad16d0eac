// The server side of a public page's first view (docs/decisions/0032-first-paint.md): the app's own routes and
// screens rendered to HTML with preact-render-to-string, from the API's public answers, for the API's public-pages
// module to put in the page's <main>. Built apart (vite.ssr.config.ts) into dist-server/, never sent to browsers.
// The header stays index.html's static shell (it depends on who is signed in); only the screen is rendered here,
// as a signed-out visitor sees it.
import type { Locale } from '@ikaze/domain';
import { dehydrate } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { Outlet, createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createRoutes } from '@/app/router';
import { activateLocale } from '@/lib/i18n';

/** Answers one same-origin API request (the API's own, in process, without the visitor's cookies). */
export type ApiFetch = (path: string) => Promise<Response>;

export interface FirstView {
  /** The screen's markup, for inside <main>. */
  html: string;
  /** The answers it was rendered from (TanStack Query's dehydrated state), as JSON. */
  state: string;
}

/**
 * One render at a time: the language is Lingui's global one, and the screens' requests go through the global
 * fetch while a render's data loads. A render takes a few milliseconds; its data one in-process request.
 */
let queue: Promise<unknown> = Promise.resolve();

/** The first view of `url` (path and query) in `locale`, or null when the address is not a screen's. */
export function renderFirstView(url: string, locale: Locale, api: ApiFetch): Promise<FirstView | null> {
  const next = queue.then(() => render(url, locale, api));
  queue = next.catch(() => undefined);
  return next;
}

async function render(url: string, locale: Locale, api: ApiFetch): Promise<FirstView | null> {
  await activateLocale(locale);
  const queryClient = createQueryClient();
  const [root, ...others] = createRoutes(queryClient);
  // The screen without the layout around it: the page's header is the static shell's.
  const routes = [{ ...root!, Component: Outlet, ErrorBoundary: undefined }, ...others];
  const handler = createStaticHandler(routes);

  const browserFetch = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    typeof input === 'string' && input.startsWith('/') ? api(input) : browserFetch(input, init);
  let context: Awaited<ReturnType<typeof handler.query>>;
  try {
    // Runs the screen's loader, which starts its query (router.tsx), and loads the screen's code and catalog.
    context = await handler.query(new Request(new URL(url, 'http://first-view')));
    // A render never waits long, and never holds the renders queued behind it: past this, the page goes without it.
    if (!(await settled(queryClient, SETTLE_MS))) return null;
  } finally {
    globalThis.fetch = browserFetch;
  }
  if (context instanceof Response || context.errors) return null;
  // A screen whose answer failed shows its error: the app asks again rather than start from that.
  if (
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error')
  )
    return null;

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToStringAsync(
    <Providers queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
  return { html, state: JSON.stringify(dehydrate(queryClient)) };
}

/** How long a render waits for its answers (ms). */
const SETTLE_MS = 3000;

/** True once no query of the client is fetching any more; false if some still are after `ms`. */
function settled(queryClient: ReturnType<typeof createQueryClient>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (!queryClient.isFetching()) return resolve(true);
    const timer = setTimeout(() => {
      stop();
      resolve(false);
    }, ms);
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching()) return;
      clearTimeout(timer);
      stop();
      resolve(true);
    });
  });
}
