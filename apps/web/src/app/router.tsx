// Every route of spec §2, each loaded on demand (route-level code splitting). Guards wrap the routes that
// need a signed-in user, and the dashboards check the role.
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { routePatterns } from '@/lib/paths';
import { RequireAuth } from './guards';
import { AppLoading, RootLayout } from './root-layout';
import { RouteError } from './route-error';

type PageModule = { default: ComponentType };

/** A lazy route whose module default-exports its screen. */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: AppLoading,
    // If the layout itself fails, this replaces the whole page.
    ErrorBoundary: RouteError,
    children: [
      {
        // A screen's error keeps the header and footer around it.
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: page(() => import('@/features/home/routes/home')) },
          { path: routePatterns.login, lazy: page(() => import('@/features/auth/routes/login')) },
          { path: routePatterns.register, lazy: page(() => import('@/features/auth/routes/register')) },
          { path: routePatterns.carRentals, lazy: page(() => import('@/features/home/routes/car-rentals')) },
          {
            path: routePatterns.hostRegistration,
            lazy: page(() => import('@/features/host/routes/host-registration')),
          },
          {
            path: routePatterns.searchResults,
            lazy: page(() => import('@/features/search/routes/search-results')),
          },
          {
            path: routePatterns.accommodationDetail,
            lazy: page(() => import('@/features/property/routes/property-detail')),
          },
          {
            Component: RequireAuth,
            children: [
              {
                path: routePatterns.listYourProperty,
                lazy: page(() => import('@/features/listing/routes/list-your-property')),
              },
              {
                path: routePatterns.property,
                lazy: page(() => import('@/features/property/routes/property-detail')),
              },
              {
                path: routePatterns.profile,
                lazy: page(() => import('@/features/account/routes/public-profile')),
              },
            ],
          },
          {
            path: routePatterns.admin,
            element: <RequireAuth role="admin" />,
            children: [
              {
                lazy: page(() => import('@/features/admin/routes/admin-layout')),
                children: [
                  { index: true, lazy: page(() => import('@/features/admin/routes/admin-home')) },
                  { path: 'reports', lazy: page(() => import('@/features/admin/routes/reports')) },
                  {
                    path: 'reports/:reportType',
                    lazy: page(() => import('@/features/admin/routes/report-detail')),
                  },
                  { path: 'properties', lazy: page(() => import('@/features/admin/routes/properties')) },
                  { path: 'applications', lazy: page(() => import('@/features/admin/routes/applications')) },
                  { path: 'clients', lazy: page(() => import('@/features/admin/routes/clients')) },
                  { path: 'hosts', lazy: page(() => import('@/features/admin/routes/hosts')) },
                  { path: 'bookings', lazy: page(() => import('@/features/admin/routes/bookings')) },
                ],
              },
            ],
          },
          {
            path: routePatterns.host,
            element: <RequireAuth role="host" />,
            children: [
              {
                lazy: page(() => import('@/features/host/routes/host-layout')),
                children: [
                  { index: true, lazy: page(() => import('@/features/host/routes/host-home')) },
                  { path: 'profile', lazy: page(() => import('@/features/account/routes/profile')) },
                  { path: 'properties', lazy: page(() => import('@/features/host/routes/host-properties')) },
                  { path: 'bookings', lazy: page(() => import('@/features/host/routes/host-bookings')) },
                ],
              },
            ],
          },
          {
            path: routePatterns.user,
            element: <RequireAuth role="user" />,
            children: [
              {
                lazy: page(() => import('@/features/account/routes/user-layout')),
                children: [
                  { index: true, lazy: page(() => import('@/features/account/routes/user-home')) },
                  { path: 'profile', lazy: page(() => import('@/features/account/routes/profile')) },
                  { path: 'bookings', lazy: page(() => import('@/features/account/routes/user-bookings')) },
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

export function createAppRouter() {
  return createBrowserRouter(routes);
}
