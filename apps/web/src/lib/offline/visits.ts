// The addresses opened online on this device (docs/decisions/0030-offline-app.md): offline, the service worker
// gives them the app's shell (whose screens read their saved answers) and any other the offline page. The
// worker notes the pages loaded from the server; this notes the screens the app opened itself.
import { PAGES_CACHE } from '@/service-worker/shared';

export async function rememberVisit(pathname: string): Promise<void> {
  if (!navigator.onLine || !('caches' in window)) return;
  await (await caches.open(PAGES_CACHE)).put(pathname, new Response(''));
}

/** The router's own changes of screen, as the data router announces them. */
export interface ScreenChanges {
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
  state: { location: { pathname: string } };
}

export function rememberScreens(router: ScreenChanges): void {
  let last = '';
  const note = (pathname: string) => {
    if (pathname === last) return;
    last = pathname;
    void rememberVisit(pathname).catch(() => undefined);
  };
  note(router.state.location.pathname);
  router.subscribe((state) => note(state.location.pathname));
}
