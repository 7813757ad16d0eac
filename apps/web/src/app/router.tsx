// Every route (docs/product.md#layout), each loaded on demand (route-level code splitting). Guards wrap the
// routes that need a signed-in user, and the dashboards check the role.
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { readStart } from '@/features/property/reservation';
import { listParams, readSearch } from '@/features/search/search-state';
import { loadFeatureMessages, type Feature } from '@/lib/i18n';
import { routePatterns } from '@/lib/paths';
import { propertyDetailQueryOptions, propertyListQueryOptions } from '@/lib/queries/properties';
import { provideScreenParts, type ScreenParts } from '@/lib/screen-parts';
import { RequireAuth } from './guards';
import { RootLayout, ScreenLoading } from './root-layout';
import { RouteError } from './route-error';
import { ScreenOutlet } from './screen-outlet';

type PageModule = { default: ComponentType };

/**
 * A lazy route whose module default-exports its screen. A feature's screens bring its catalog, fetched beside
 * the code (docs/decisions/0020-languages.md); the home page's messages are in the core catalog.
 */
const page = (load: () => Promise<PageModule>, feature?: Feature) => async () => {
  const [module] = await Promise.all([load(), feature ? loadFeatureMessages(feature) : undefined]);
  return { Component: module.default };
};

/** A part of a feature shown on another feature's screen: its code and the feature's catalog (lib/screen-parts.ts). */
const part =
  <Module,>(load: () => Promise<Module>, feature: Feature) =>
  () =>
    Promise.all([load(), loadFeatureMessages(feature)]).then(([module]) => module);

/**
 * What features show on other features' screens, each loaded by the screen when wanted: the property page's
 * reviews and contact form, and the booking page's payment (the checkout's, while a guest's payment is due).
 */
const screenParts: ScreenParts = {
  propertyReviews: part(() => import('@/features/reviews/components/property-reviews'), 'reviews'),
  contactHostForm: part(() => import('@/features/messages/components/contact-host-form'), 'messages'),
  bookingPayment: part(() => import('@/features/property/checkout/booking-payment'), 'checkout'),
};

/**
 * A loader that only starts a screen's main query and returns at once: the request runs while the screen's
 * code downloads instead of after it (one round trip less before the results or the picture show), and
 * navigation never waits for it. The screen's own useQuery picks up the same cache entry.
 */
const prefetch =
  (start: (args: LoaderFunctionArgs) => void) =>
  (args: LoaderFunctionArgs): null => {
    start(args);
    return null;
  };

/**
 * What other features add below the profile screen (its <Outlet />): the email choices of the notifications
 * feature (docs/decisions/0027-notifications-in-the-app.md), with their own code and catalog.
 */
const profileSections: RouteObject[] = [
  {
    index: true,
    lazy: page(() => import('@/features/notifications/routes/profile-emails'), 'notifications'),
  },
];

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const prefetchSearch = prefetch(({ request }) => {
    const search = readSearch(new URL(request.url).searchParams);
    void queryClient.prefetchQuery(propertyListQueryOptions(listParams(search)));
  });
  const prefetchProperty = prefetch(({ params, request }) => {
    const id = params.propertyId ?? '';
    // The same check as the detail screen: anything else shows "unavailable" without asking.
    if (!/^\d{1,10}$/.test(id) || Number(id) <= 0) return;
    const start = readStart(new URL(request.url).searchParams);
    void queryClient.prefetchQuery(propertyDetailQueryOptions(Number(id), start));
  });

  provideScreenParts(screenParts);
  return [
    {
      id: 'root',
      Component: RootLayout,
      // If the layout itself fails, this replaces the whole page.
      ErrorBoundary: RouteError,
      children: [
        {
          // A screen's error keeps the header and footer around it.
          ErrorBoundary: RouteError,
          Component: ScreenOutlet,
          // Below the layout, so the header (painted by index.html) stays while the first screen's code loads.
          HydrateFallback: ScreenLoading,
          children: [
            { index: true, lazy: page(() => import('@/features/home/routes/home')) },
            { path: routePatterns.login, lazy: page(() => import('@/features/auth/routes/login'), 'auth') },
            {
              path: routePatterns.register,
              lazy: page(() => import('@/features/auth/routes/register'), 'auth'),
            },
            {
              path: routePatterns.carRentals,
              lazy: page(() => import('@/features/home/routes/car-rentals')),
            },
            {
              path: routePatterns.hostRegistration,
              lazy: page(() => import('@/features/host/routes/host-registration'), 'host'),
            },
            {
              path: routePatterns.searchResults,
              loader: prefetchSearch,
              lazy: page(() => import('@/features/search/routes/search-results'), 'search'),
            },
            {
              path: routePatterns.accommodationDetail,
              loader: prefetchProperty,
              lazy: page(() => import('@/features/property/routes/property-detail'), 'property'),
            },
            {
              // Opened from an email, signed in or not: the token says who and what.
              path: routePatterns.unsubscribe,
              lazy: page(() => import('@/features/notifications/routes/unsubscribe'), 'notifications'),
            },
            {
              // Help pages (docs/product.md#help-pages): their own chunk and catalog.
              path: routePatterns.help,
              lazy: page(() => import('@/features/help/routes/help-page'), 'help'),
            },
            {
              Component: RequireAuth,
              children: [
                {
                  path: routePatterns.listYourProperty,
                  lazy: page(() => import('@/features/listing/routes/list-your-property'), 'listing'),
                },
                {
                  path: routePatterns.property,
                  loader: prefetchProperty,
                  lazy: page(() => import('@/features/property/routes/property-detail'), 'property'),
                },
                {
                  path: routePatterns.profile,
                  lazy: page(() => import('@/features/account/routes/public-profile'), 'account'),
                },
                {
                  // /profile/ without an id: the profile screen says the id is missing (docs/product.md#screen-profile).
                  path: routePatterns.profileWithoutId,
                  lazy: page(() => import('@/features/account/routes/public-profile'), 'account'),
                },
              ],
            },
            {
              path: routePatterns.admin,
              element: <RequireAuth role="admin" />,
              children: [
                {
                  lazy: page(() => import('@/features/admin/routes/admin-layout'), 'admin'),
                  children: [
                    { index: true, lazy: page(() => import('@/features/admin/routes/admin-home'), 'admin') },
                    { path: 'reports', lazy: page(() => import('@/features/admin/routes/reports'), 'admin') },
                    {
                      path: 'reports/:reportType',
                      lazy: page(() => import('@/features/admin/routes/report-detail'), 'admin'),
                    },
                    {
                      path: 'properties',
                      lazy: page(() => import('@/features/admin/routes/properties'), 'admin'),
                    },
                    {
                      path: 'properties/:propertyId/calendar',
                      lazy: page(() => import('@/features/calendar/routes/property-calendar'), 'calendar'),
                    },
                    {
                      path: 'applications',
                      lazy: page(() => import('@/features/admin/routes/applications'), 'admin'),
                    },
                    { path: 'clients', lazy: page(() => import('@/features/admin/routes/clients'), 'admin') },
                    { path: 'hosts', lazy: page(() => import('@/features/admin/routes/hosts'), 'admin') },
                    {
                      path: 'bookings',
                      lazy: page(() => import('@/features/admin/routes/bookings'), 'admin'),
                    },
                    {
                      path: 'bookings/:bookingId',
                      lazy: page(() => import('@/features/bookings/routes/booking-page'), 'bookings'),
                    },
                    {
                      path: 'reviews',
                      lazy: page(() => import('@/features/reviews/routes/admin-reviews'), 'reviews'),
                    },
                    {
                      path: 'outbox',
                      lazy: page(
                        () => import('@/features/notifications/routes/admin-outbox'),
                        'notifications',
                      ),
                    },
                    {
                      path: 'messages',
                      lazy: page(() => import('@/features/messages/routes/messages'), 'messages'),
                    },
                    {
                      path: 'messages/:conversationId',
                      lazy: page(() => import('@/features/messages/routes/conversation'), 'messages'),
                    },
                    {
                      path: 'contact-requests',
                      lazy: page(() => import('@/features/help/routes/contact-requests'), 'help'),
                    },
                    {
                      path: 'audit-log',
                      lazy: page(() => import('@/features/admin/routes/audit-log'), 'admin'),
                    },
                    {
                      path: 'payments',
                      lazy: page(() => import('@/features/admin/routes/payments'), 'admin'),
                    },
                    {
                      path: 'payments/:paymentId',
                      lazy: page(() => import('@/features/admin/routes/payment-detail'), 'admin'),
                    },
                    {
                      path: 'profile',
                      lazy: page(() => import('@/features/account/routes/profile'), 'account'),
                      children: profileSections,
                    },
                  ],
                },
              ],
            },
            {
              path: routePatterns.host,
              element: <RequireAuth role="host" />,
              children: [
                {
                  lazy: page(() => import('@/features/host/routes/host-layout'), 'host'),
                  children: [
                    { index: true, lazy: page(() => import('@/features/host/routes/host-home'), 'host') },
                    {
                      path: 'profile',
                      lazy: page(() => import('@/features/account/routes/profile'), 'account'),
                      children: profileSections,
                    },
                    {
                      path: 'properties',
                      lazy: page(() => import('@/features/host/routes/host-properties'), 'host'),
                    },
                    {
                      path: 'properties/:propertyId/calendar',
                      lazy: page(() => import('@/features/calendar/routes/property-calendar'), 'calendar'),
                    },
                    {
                      path: 'bookings',
                      lazy: page(() => import('@/features/bookings/routes/host-bookings'), 'bookings'),
                    },
                    {
                      path: 'earnings',
                      lazy: page(() => import('@/features/host/routes/host-earnings'), 'host'),
                    },
                    {
                      path: 'bookings/:bookingId',
                      lazy: page(() => import('@/features/bookings/routes/booking-page'), 'bookings'),
                    },
                    {
                      path: 'reviews',
                      lazy: page(() => import('@/features/reviews/routes/host-reviews'), 'reviews'),
                    },
                    {
                      path: 'messages',
                      lazy: page(() => import('@/features/messages/routes/messages'), 'messages'),
                    },
                    {
                      path: 'messages/:conversationId',
                      lazy: page(() => import('@/features/messages/routes/conversation'), 'messages'),
                    },
                    {
                      path: 'messages/booking/:bookingId',
                      lazy: page(() => import('@/features/messages/routes/booking-conversation'), 'messages'),
                    },
                  ],
                },
              ],
            },
            {
              path: routePatterns.user,
              element: <RequireAuth role="user" />,
              children: [
                {
                  lazy: page(() => import('@/features/account/routes/user-layout'), 'account'),
                  children: [
                    {
                      index: true,
                      lazy: page(() => import('@/features/account/routes/user-home'), 'account'),
                    },
                    {
                      path: 'profile',
                      lazy: page(() => import('@/features/account/routes/profile'), 'account'),
                      children: profileSections,
                    },
                    {
                      path: 'bookings',
                      lazy: page(() => import('@/features/bookings/routes/user-bookings'), 'bookings'),
                    },
                    {
                      path: 'bookings/:bookingId',
                      lazy: page(() => import('@/features/bookings/routes/booking-page'), 'bookings'),
                    },
                    {
                      path: 'bookings/:bookingId/review',
                      lazy: page(() => import('@/features/reviews/routes/write-review'), 'reviews'),
                    },
                    {
                      path: 'messages',
                      lazy: page(() => import('@/features/messages/routes/messages'), 'messages'),
                    },
                    {
                      path: 'messages/:conversationId',
                      lazy: page(() => import('@/features/messages/routes/conversation'), 'messages'),
                    },
                    {
                      path: 'messages/booking/:bookingId',
                      lazy: page(() => import('@/features/messages/routes/booking-conversation'), 'messages'),
                    },
                  ],
                },
              ],
            },
            { path: '*', lazy: page(() => import('./not-found')) },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}

/** Resolves once the router has the first screen's code (its lazy route loaded): it can render that screen. */
export function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
