import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, signedInAs } from '@/test/api-mock';
import { renderApp } from '@/test/render';

describe('Header', () => {
  it('offers Register and Sign in to a signed-out visitor', async () => {
    mockApi({ 'GET /api/me': () => ({ body: { user: null } }) });
    renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Ikaze home' })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('link', { name: 'Post property' })).toHaveAttribute(
      'href',
      '/list-your-property',
    );
    expect(within(banner).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(within(banner).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(banner).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('shows the account menu with the username, Dashboard and Logout when signed in', async () => {
    const host = makeUser({ Role: 'host', Username: 'jean' });
    signedInAs(host);
    mockApi({ 'GET /api/me': () => ({ body: { user: host } }) });
    const { user } = renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();

    await user.click(await within(banner).findByRole('button', { name: /jean/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/host',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('signs out when the server says the session is gone', async () => {
    signedInAs(makeUser({ Username: 'stale' }));
    mockApi({ 'GET /api/me': () => ({ body: { user: null } }) });
    renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.localStorage.getItem('ikaze.session')).toBeNull();
  });

  it('toggles the mobile navigation and collapses it when the content is clicked', async () => {
    mockApi({ 'GET /api/me': () => ({ body: { user: null } }) });
    const { user } = renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Main menu' });
    const nav = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(nav).not.toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveClass('hidden');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveClass('flex');
    expect(nav).not.toHaveClass('hidden');

    await user.click(await screen.findByRole('heading', { name: 'Find accommodations near you' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Footer', () => {
  it('links the partner entries and the locations, and shows the year', async () => {
    mockApi({ 'GET /api/me': () => ({ body: { user: null } }) });
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'List your property' })).toHaveAttribute(
      'href',
      '/list-your-property',
    );
    expect(within(footer).getByRole('link', { name: 'Manage your trips' })).toHaveAttribute(
      'href',
      '/dashboard/host',
    );
    expect(within(footer).getByRole('link', { name: 'Rwamagana' })).toHaveAttribute(
      'href',
      '/search-results?destination=Rwamagana',
    );
    // The help entries open the help pages; entries without a page stay text, not dead links.
    for (const [name, href] of [
      ['FAQS', '/help/faq'],
      ['Contact Customer Services', '/help/contact'],
      ['Privacy & cookies', '/help/privacy'],
      ['Terms and conditions', '/help/terms'],
      ['Partner help', '/help/partners'],
      ['How we work', '/help/how-we-work'],
    ])
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    expect(within(footer).queryByRole('link', { name: 'Sustainability' })).not.toBeInTheDocument();
    expect(within(footer).getByText('Sustainability')).toBeInTheDocument();
    expect(within(footer).getAllByRole('img')).toHaveLength(4);
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Ikaze`)).toBeInTheDocument();
  });
});
