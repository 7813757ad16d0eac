import { LOCALE_COOKIE } from '@ikaze/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { makeUser, mockApi, signedInAs } from '@/test/api-mock';
import { renderApp } from '@/test/render';

const cookie = () => document.cookie.split('; ').find((c) => c.startsWith(`${LOCALE_COOKIE}=`));

afterEach(() => {
  document.cookie = `${LOCALE_COOKIE}=; Max-Age=0; Path=/`;
});

describe('the language switch', () => {
  it('lists the three languages, each in itself, with the page’s selected', async () => {
    mockApi({ 'GET /api/me': () => ({ body: { user: null } }) });
    renderApp('/');
    const banner = await screen.findByRole('banner');
    const select = within(banner).getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', 'Français', 'Ikinyarwanda']);
  });

  it('writes the choice in the cookie for a signed-out visitor, without asking the server', async () => {
    const calls = mockApi({ 'GET /api/me': () => ({ body: { user: null } }) });
    vi.spyOn(console, 'error').mockImplementation(() => {}); // jsdom cannot reload
    const { user } = renderApp('/');
    const banner = await screen.findByRole('banner');
    await user.selectOptions(within(banner).getByRole('combobox', { name: 'Language' }), 'Ikinyarwanda');
    await waitFor(() => expect(cookie()).toBe(`${LOCALE_COOKIE}=rw`));
    expect(calls.map((c) => c.key)).not.toContain('PUT /api/me/locale');
  });

  it('saves the choice on a signed-in account too', async () => {
    const guest = makeUser({ Username: 'amina' });
    signedInAs(guest);
    const calls = mockApi({
      'GET /api/me': () => ({ body: { user: guest } }),
      'PUT /api/me/locale': () => ({ status: 204 }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp('/');
    const banner = await screen.findByRole('banner');
    await user.selectOptions(within(banner).getByRole('combobox', { name: 'Language' }), 'Français');
    await waitFor(() => expect(calls).toContainEqual({ key: 'PUT /api/me/locale', body: { locale: 'fr' } }));
    expect(cookie()).toBe(`${LOCALE_COOKIE}=fr`);
  });
});

describe('the header in French', () => {
  it('speaks French with the French catalog', async () => {
    await activateLocale('fr');
    mockApi({ 'GET /api/me': () => ({ body: { user: null } }) });
    renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Accueil Ikaze' })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('link', { name: 'Publier un logement' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'S’inscrire' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
    expect(within(banner).getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  });
});
