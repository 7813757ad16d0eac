// Every address the web app has a screen for, as full route patterns (':name' is one path segment). The web
// router's routes must be exactly these (apps/web/src/app/router.test.tsx checks it), and the server answers 404
// with the app's not-found screen for any other path (apps/api/src/plugins/web-app.ts), so that an unknown
// address is not indexed or linked as a page.
const DASHBOARD_PAGES = [
  '',
  '/profile',
  '/bookings',
  '/bookings/:bookingId',
  '/messages',
  '/messages/:conversationId',
];

export const APP_ROUTES: readonly string[] = [
  '/',
  '/login',
  '/register',
  '/car-rentals',
  '/host-registration',
  '/list-your-property',
  '/search-results',
  '/accommodation-detail/:propertyId',
  '/property/:propertyId',
  '/profile',
  '/profile/:UserID',
  '/unsubscribe',
  '/help/:slug',
  ...[
    ...DASHBOARD_PAGES,
    '/reports',
    '/reports/:reportType',
    '/properties',
    '/properties/:propertyId/calendar',
    '/applications',
    '/clients',
    '/hosts',
    '/reviews',
    '/outbox',
    '/contact-requests',
    '/audit-log',
    '/payments',
    '/payments/:paymentId',
  ].map((page) => `/dashboard/admin${page}`),
  ...[
    ...DASHBOARD_PAGES,
    '/properties',
    '/properties/:propertyId/calendar',
    '/earnings',
    '/reviews',
    '/messages/booking/:bookingId',
  ].map((page) => `/dashboard/host${page}`),
  ...[...DASHBOARD_PAGES, '/bookings/:bookingId/review', '/messages/booking/:bookingId'].map(
    (page) => `/dashboard/user${page}`,
  ),
];

let matchers: RegExp[] | undefined;

/** Whether the web app has a screen for this path (without its query); unknown paths get the not-found screen. */
export function isAppRoute(path: string): boolean {
  // As the web router matches: whole segments, any letter case, one trailing slash allowed.
  matchers ??= APP_ROUTES.map(
    (route) => new RegExp(`^${route.replace(/\/$/, '').replace(/:\w+/g, '[^/]+')}/?$`, 'i'),
  );
  return matchers.some((matcher) => matcher.test(path));
}
