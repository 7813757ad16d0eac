import { useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { Footer } from './footer';
import { Header } from './header';

/** Header, the current screen, footer. The mobile nav is open only on the page where it was opened. */
export function RootLayout() {
  const location = useLocation();
  const navigation = useNavigation();
  const [navOpenAt, setNavOpenAt] = useState<string | null>(null);
  const navOpen = navOpenAt === location.key;

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      {navigation.state !== 'idle' ? (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-sun-400"
        />
      ) : null}
      <Header navOpen={navOpen} onNavOpenChange={(open) => setNavOpenAt(open ? location.key : null)} />
      {/* Clicking the content collapses the mobile nav (docs/product.md#layout). */}
      <main
        id="main"
        tabIndex={-1}
        className="flex flex-1 flex-col outline-none"
        onClick={() => setNavOpenAt(null)}
      >
        <Outlet />
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
      Loading Ikaze
    </p>
  );
}
