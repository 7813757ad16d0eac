import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createRoutes } from '@/app/router';

/** The whole app (layout, guards, lazy routes) at `path`. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient, user };
}

/** One component at `path` (which may carry a query string), plus stand-in routes so that navigations can be observed. */
export function renderWithRouter(element: ReactNode, { path = '/', routes = [] as RouteObject[] } = {}) {
  const queryClient = createQueryClient();
  const routePath = path.split('?')[0] ?? path;
  const router = createMemoryRouter(
    [{ path: routePath, element }, ...routes, { path: '*', element: <p>Elsewhere</p> }],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient, user };
}
