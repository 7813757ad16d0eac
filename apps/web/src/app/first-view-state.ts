// The first view a public page's HTML already holds (docs/decisions/0032-first-paint.md): the server renders the
// screen's own components into <main> and writes the public answers they showed beside them, as JSON. The app
// starts from those answers and waits for the screen's code, so its first render is the same markup.
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/** The id of the `<script type="application/json">` element (data, never run: the CSP allows no inline script). */
export const FIRST_VIEW_STATE_ID = 'first-view-state';

let hadFirstView = false;

/**
 * True when this page came with a first view: the layout then renders the same wrapper around the screen as the
 * server's (`<fieldset>` in <main>), so that the app's first render hydrates the server's nodes instead of
 * building the screen again.
 */
export function pageHadFirstView(): boolean {
  return hadFirstView;
}

/**
 * Puts the answers the server rendered with into the app's cache; true when the page holds a first view. Read
 * once, then removed, so a later render never takes it for fresh.
 */
export function takeFirstViewState(queryClient: QueryClient): boolean {
  const element = document.getElementById(FIRST_VIEW_STATE_ID);
  if (!element) return false;
  element.remove();
  hadFirstView = true;
  try {
    hydrate(queryClient, JSON.parse(element.textContent ?? '') as DehydratedState);
  } catch {
    // A broken state is no first view: the screen asks the API as usual.
  }
  return true;
}
