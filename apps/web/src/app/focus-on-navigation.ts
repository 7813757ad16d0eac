import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

const FIELDS = 'input, select, textarea';

/** How long a page may take to show its heading (its data on a slow connection) before focus stays put. */
const HEADING_WAIT_MS = 10_000;

/**
 * After a client-side navigation to another page, focus moves to the new page's main heading (its h1, made
 * focusable with tabIndex -1), so that a screen reader announces the page and Tab continues from its top;
 * without it focus would stay on <body> or on the link that was followed. The first load keeps the browser's
 * own focus, a change of the query alone (filters, pages of a list) keeps focus where it is, and so does a
 * page that focuses one of its fields on arrival.
 * A page whose heading comes with its data first focuses the main, then its heading when it appears, unless
 * the user has moved focus in the meantime.
 */
export function useFocusOnNavigation(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const previous = shown.current;
    shown.current = pathname;
    const container = main.current;
    if (previous === null || previous === pathname || !container) return;
    // The new page asks for the cursor in a field (sign-in's username): that is where the user starts. React
    // has focused it already; Preact leaves the autofocus attribute, which browsers honour on the first load only.
    const active = document.activeElement;
    if (active && active !== container && container.contains(active) && active.matches(FIELDS)) return;
    const autofocus = container.querySelector<HTMLElement>('[autofocus]');
    if (autofocus) {
      autofocus.focus();
      return;
    }

    const focusHeading = (): boolean => {
      const heading = container.querySelector('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;

    container.focus({ preventScroll: true });
    const observer = new MutationObserver(() => {
      // The user went on (typed, clicked, tabbed) while the page loaded: leave focus where they put it.
      if (document.activeElement !== container || focusHeading()) stop();
    });
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(container, { childList: true, subtree: true });
    return stop;
  }, [pathname, main]);
}
