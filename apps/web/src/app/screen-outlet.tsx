import { pathDecodes } from '@ikaze/domain';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ScreenLoading } from './root-layout';

const NotFound = lazy(() => import('./not-found'));

/**
 * The screen the URL asks for. A path whose percent-encoding is broken (a link mangled on the way, such as
 * /accommodation-detail/%E0%A4%A) names no page of ours: it gets the not-found screen, as an unknown path does,
 * whichever route its letters happen to match.
 */
export function ScreenOutlet() {
  const { pathname } = useLocation();
  if (pathDecodes(pathname)) return <Outlet />;
  return (
    <Suspense fallback={<ScreenLoading />}>
      <NotFound />
    </Suspense>
  );
}
