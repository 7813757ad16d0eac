import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocaleWithAllFeatures } from '@/lib/i18n';
import { makeProperty, stubFetch } from '@/test/properties';
import { renderApp } from '@/test/render';

describe('search results', { timeout: 30_000 }, () => {
  it('reads the search from the URL, asks the server, and carries the stay to the detail', async () => {
    const requests = stubFetch((request) => {
      if (request.url.pathname === '/api/me') return { body: { user: null } };
      if (request.url.pathname === '/api/properties')
        return {
          body: [
            makeProperty({
              id: 8,
              name: 'A very long property name that goes on and on',
              location: {
                address: 'A very long address line, with a street, a hill and a district, Kigali',
                city: 'Kigali',
                country: 'Rwanda',
                markerPosition: { lat: -1.95, lng: 30.06 },
              },
            }),
          ],
          headers: { 'X-Total-Count': '41' },
        };
      return undefined;
    });
    const { router, user } = renderApp(
      '/search-results?destination=Kigali&checkIn=2099-01-10&checkOut=2099-01-12&adults=2&children=1&rooms=2&minRating=4&services=wifi,breakfast&page=2',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Stays in Kigali' })).toBeInTheDocument();
    const card = await screen.findByRole('article');
    const list = requests.filter((r) => r.url.pathname === '/api/properties');
    expect(Object.fromEntries(list[0]!.url.searchParams)).toEqual({
      destination: 'Kigali',
      checkIn: '2099-01-10',
      checkOut: '2099-01-12',
      rooms: '2',
      // Adults + children: the properties must take 3 guests.
      guests: '3',
      minRating: '4',
      services: 'breakfast,wifi',
      page: '2',
      pageSize: '20',
    });
    expect(
      within(card).getByRole('heading', { name: 'A very long property name that...' }),
    ).toBeInTheDocument();
    expect(
      within(card).getByText('A very long address line, with a street, a hill an...'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^More\.\.\./ })).toHaveAttribute(
      'href',
      '/accommodation-detail/8?checkIn=2099-01-10&checkOut=2099-01-12&rooms=2',
    );
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();

    // A filter goes to the URL and back to the first page.
    await user.click(screen.getByRole('checkbox', { name: 'King Bed' }));
    await waitFor(() => expect(router.state.location.search).toContain('beds=king'));
    expect(router.state.location.search).not.toContain('page=');
    expect(screen.getByRole('radio', { name: '4 stars or more' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Wi-Fi' })).toBeChecked();
  });

  it("says 'No results found' when nothing matches", async () => {
    stubFetch((request) => {
      if (request.url.pathname === '/api/me') return { body: { user: null } };
      if (request.url.pathname === '/api/properties') return { body: [], headers: { 'X-Total-Count': '0' } };
      return undefined;
    });
    renderApp('/search-results?destination=Nowhere');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });

  it('speaks Kinyarwanda: the title, the count, the filters and the cards', async () => {
    await activateLocaleWithAllFeatures('rw');
    stubFetch((request) => {
      if (request.url.pathname === '/api/me') return { body: { user: null } };
      if (request.url.pathname === '/api/properties')
        return { body: [makeProperty({ id: 8 })], headers: { 'X-Total-Count': '1200' } };
      return undefined;
    });
    renderApp('/search-results?destination=Kigali');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aho kurara i Kigali' })).toBeInTheDocument();
    expect(await screen.findByText('Habonetse amazu 1.200')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Amanota make asabwa' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Igitanda kinini cyane' })).not.toBeChecked();
    const card = within(screen.getByRole('article'));
    expect(card.getByText('Hoteli')).toBeInTheDocument();
    expect(card.getByText('ku ijoro')).toBeInTheDocument();
  });

  it("says 'No results found' in French", async () => {
    await activateLocaleWithAllFeatures('fr');
    stubFetch((request) => {
      if (request.url.pathname === '/api/me') return { body: { user: null } };
      if (request.url.pathname === '/api/properties') return { body: [], headers: { 'X-Total-Count': '0' } };
      return undefined;
    });
    renderApp('/search-results?destination=Nowhere');
    expect(await screen.findByText('Aucun résultat trouvé')).toBeInTheDocument();
    expect(
      screen.getByText('Essayez une autre destination, d’autres dates ou moins de filtres.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Filtres' })).toBeInTheDocument();
  });
});
