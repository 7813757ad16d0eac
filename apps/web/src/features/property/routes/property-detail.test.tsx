import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLocaleWithAllFeatures } from '@/lib/i18n';
import { makeProperty, stubFetch } from '@/test/properties';
import { renderApp } from '@/test/render';

function serve() {
  return stubFetch((request) => {
    if (request.url.pathname === '/api/me') return { body: { user: null } };
    if (request.url.pathname === '/api/properties/5') return { body: makeProperty() };
    return undefined;
  });
}

/** The value beside a term of the page's definition lists (the first, before the room type cards'). */
const valueOf = (term: string) => screen.getAllByText(term, { selector: 'dt' })[0]!.nextElementSibling;

describe('property detail', { timeout: 30_000 }, () => {
  it('shows the stored values by their labels, never as stored', async () => {
    serve();
    renderApp('/accommodation-detail/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kivu Sunset Villa' })).toBeInTheDocument();
    expect(screen.getByText('Hotel')).toBeInTheDocument();
    const facilities = within(screen.getByRole('region', { name: 'Important Facilities' }));
    expect(facilities.getByText('WiFi')).toBeInTheDocument();
    expect(valueOf('Rate plan')).toHaveTextContent('Non-Refundable');
    expect(valueOf('Up to')).toHaveTextContent('4 guests');
    expect(valueOf('Smoking')).toHaveTextContent('Not allowed');
    expect(valueOf('Languages spoken')).toHaveTextContent('English, French, Kinyarwanda');
    expect(valueOf('Amenities')).toHaveTextContent('Wi-Fi, Parking');
  });

  it('speaks French', async () => {
    await activateLocaleWithAllFeatures('fr');
    serve();
    renderApp('/accommodation-detail/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kivu Sunset Villa' })).toBeInTheDocument();
    expect(screen.getByText('Hôtel')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Règlement intérieur' })).toBeInTheDocument();
    expect(valueOf('Formule tarifaire')).toHaveTextContent('Non remboursable');
    expect(valueOf('Jusqu’à')).toHaveTextContent('4 voyageurs');
    expect(valueOf('Fumer')).toHaveTextContent('Interdit');
    expect(valueOf('Langues parlées')).toHaveTextContent('Anglais, Français, Kinyarwanda');
    expect(screen.getByRole('link', { name: 'Voir les chambres et les prix' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connectez-vous pour réserver' })).toBeInTheDocument();
  });

  it('says it is offline, not that the accommodation is unavailable, when there is no connection', async () => {
    await activateLocaleWithAllFeatures('fr');
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) =>
        input.endsWith('/api/me')
          ? Promise.resolve(Response.json({ user: null }))
          : Promise.reject(new TypeError('Failed to fetch')),
      ),
    );
    renderApp('/accommodation-detail/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vous êtes hors ligne' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/pas encore été ouverte sur cet appareil/)).toBeInTheDocument();
    expect(screen.queryByText(/ne sont pas disponibles/)).not.toBeInTheDocument();
  });
});
