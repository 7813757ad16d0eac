import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { SkipLink } from '@/components/ui/skip-link';
import { Toaster } from '@/components/ui/toaster';
import { pageHadFirstView } from './first-view-state';
import { useFocusOnNavigation } from './focus-on-navigation';
import { Footer } from './footer';
import { Header } from './header';

/**
 * Header, the current screen, footer. The mobile nav is open only on the page where it was opened. After a
 * navigation to another page, focus moves to that page's heading (focus-on-navigation.ts).
 */
export function RootLayout() {
  const location = useLocation();
  const navigation = useNavigation();
  const [navOpenAt, setNavOpenAt] = useState<string | null>(null);
  const navOpen = navOpenAt === location.key;
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  const { t } = useLingui();

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink target="main">
        <Trans>Skip to main content</Trans>
      </SkipLink>
      {navigation.state !== 'idle' ? (
        <div
          role="progressbar"
          aria-label={t`Loading page`}
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-sun-400"
        />
      ) : null}
      <Header navOpen={navOpen} onNavOpenChange={(open) => setNavOpenAt(open ? location.key : null)} />
      {/* Clicking the content collapses the mobile nav (docs/product.md#layout). */}
      <main
        ref={main}
        id="main"
        tabIndex={-1}
        className="flex flex-1 flex-col outline-none"
        onClick={() => setNavOpenAt(null)}
      >
        {pageHadFirstView() ? (
          // The same wrapper as the server's first view (docs/decisions/0032-first-paint.md), so that the app's
          // first render hydrates the server's nodes in place (main.tsx); its `disabled` goes once the app runs.
          <fieldset role="none" style={{ display: 'contents' }}>
            <Outlet />
          </fieldset>
        ) : (
          <Outlet />
        )}
      </main>
      <Footer />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}

/**
 * Shown in the layout while the first screen's code loads. index.html paints the header and this before any
 * JavaScript has run (docs/decisions/0010-first-load-javascript.md; src/app/static-shell.test.tsx keeps them
 * equal). While it is there the footer is not displayed (index.css), so the footer never shows under an empty
 * main and then jumps down, or moves up into view, when the screen arrives.
 */
export function ScreenLoading() {
  return (
    <p data-screen-loading="" role="status" className="sr-only">
      <Trans>Loading Ikaze</Trans>
    </p>
  );
}
