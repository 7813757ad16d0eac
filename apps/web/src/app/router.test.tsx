import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { APP_ROUTES, isAppRoute } from '@ikaze/domain';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes } from './router';
import { makeUser, mockApi, signedInAs } from '@/test/api-mock';
import { renderApp } from '@/test/render';

/** Every screen's full pattern: nested paths joined, layouts and index routes adding nothing. */
function fullPatterns(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const here = route.path
      ? route.path.startsWith('/')
        ? route.path
        : `${parent.replace(/\/$/, '')}/${route.path}`
      : parent;
    const own = route.index || (route.path && !route.children) ? [here || '/'] : [];
    return [...own, ...(route.children ? fullPatterns(route.children, here) : [])];
  });
}

describe('the route table the server knows (APP_ROUTES)', () => {
  it('is exactly the router’s screens, so the server answers 404 only where the app shows not-found', () => {
    const screens = [...new Set(fullPatterns(createRoutes(new QueryClient())))].sort();
    expect(screens).toEqual([...APP_ROUTES].sort());
    expect(isAppRoute('/dashboard/host/bookings/12')).toBe(true);
    expect(isAppRoute('/Login/')).toBe(true);
    expect(isAppRoute('/no-such-page')).toBe(false);
    expect(isAppRoute('/dashboard/host/nothing')).toBe(false);
  });
});

describe('routes and guards', () => {
  it('sends a signed-out visitor of a dashboard to sign-in, remembering the page', async () => {
    mockApi({ 'GET /api/me': () => ({ body: { user: null } }) });
    const { router } = renderApp('/dashboard/user/bookings');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fdashboard%2Fuser%2Fbookings');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('tells a signed-in user of another role that the page is not for them', async () => {
    const guest = makeUser({ Role: 'user' });
    signedInAs(guest);
    mockApi({ 'GET /api/me': () => ({ body: { user: guest } }) });
    renderApp('/dashboard/admin/hosts');
    expect(
      await screen.findByRole('heading', { name: 'You are not allowed to see this page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/user',
    );
  });

  it("shows the user's dashboard welcome", async () => {
    const guest = makeUser({ Role: 'user' });
    signedInAs(guest);
    mockApi({ 'GET /api/me': () => ({ body: { user: guest } }) });
    renderApp('/dashboard/user');
    expect(await screen.findByRole('heading', { name: 'Welcome to your Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Manage your profile, bookings and more from here.')).toBeInTheDocument();
    expect(document.title).toBe('Dashboard · Ikaze');
  });

  it('shows the Coming Soon screen for car rentals and a not-found screen for unknown paths', async () => {
    mockApi({ 'GET /api/me': () => ({ body: { user: null } }) });
    renderApp('/car-rentals');
    expect(await screen.findByRole('heading', { name: 'Coming Soon...' })).toBeInTheDocument();
  });

  it('shows a not-found screen for unknown paths', async () => {
    mockApi({ 'GET /api/me': () => ({ body: { user: null } }) });
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the not-found screen for a link whose percent-encoding is broken, whatever route it resembles', async () => {
    mockApi({ 'GET /api/me': () => ({ body: { user: null } }) });
    renderApp('/accommodation-detail/%E0%A4%A');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('Accommodation data is unavailable')).not.toBeInTheDocument();
  });

  it("says 'User ID is missing in the URL' on /profile/ without an id", async () => {
    const guest = makeUser({ Role: 'user' });
    signedInAs(guest);
    mockApi({ 'GET /api/me': () => ({ body: { user: guest } }) });
    for (const path of ['/profile/', '/profile']) {
      const { unmount } = renderApp(path);
      expect(await screen.findByText('User ID is missing in the URL')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('searches from the home hero', async () => {
    mockApi({ 'GET /api/me': () => ({ body: { user: null } }) });
    const { user, router } = renderApp('/');
    await user.type(await screen.findByPlaceholderText('Where do you wish to go?'), 'Musanze');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'Stays in Musanze' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?destination=Musanze');
  });
});
