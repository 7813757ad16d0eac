import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
      // Cards, not whole properties: what the results show (docs/decisions/0033-search-cards.md).
      view: 'card',
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

  it('sorts by price either way and filters by price per night: the URL and the API query', async () => {
    const requests = stubFetch((request) => {
      if (request.url.pathname === '/api/me') return { body: { user: null } };
      if (request.url.pathname === '/api/properties')
        return {
          body: [
            makeProperty({
              id: 8,
              stay: { nightlyAverage: 95_000, total: 190_000, nights: 2, roomTypeId: 11 },
            }),
          ],
          headers: { 'X-Total-Count': '1' },
        };
      return undefined;
    });
    const { router, user } = renderApp(
      '/search-results?destination=Kigali&checkIn=2099-01-10&checkOut=2099-01-12&page=2',
    );
    const card = within(await screen.findByRole('article'));
    // With dates the card shows the stay's price: its nightly average and its total.
    expect(card.getByText('RWF 95,000').parentElement).toHaveTextContent(/^RWF 95,000 per night/);
    expect(card.getByText('RWF 190,000 for 2 nights')).toBeInTheDocument();
    const lastQuery = () =>
      Object.fromEntries(
        requests.filter((r) => r.url.pathname === '/api/properties').at(-1)!.url.searchParams,
      );

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Recommended',
      'Biggest discount',
      'Best rated',
      'Price, lowest first',
      'Price, highest first',
    ]);
    await user.selectOptions(sort, 'Price, highest first');
    await waitFor(() => expect(router.state.location.search).toContain('sort=price&order=desc'));
    expect(router.state.location.search).not.toContain('page=');
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'price', order: 'desc' }));

    await user.selectOptions(sort, 'Price, lowest first');
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'price', order: 'asc' }));
    await user.selectOptions(sort, 'Best rated');
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'rating' }));
    expect(lastQuery()).not.toHaveProperty('order');

    // The fields start over when the URL's bounds change: ask for the group afresh each time.
    const price = {
      getByLabelText: (label: string) =>
        within(screen.getByRole('group', { name: 'Price per night (RWF)' })).getByLabelText(label),
      getByText: (text: string) =>
        within(screen.getByRole('group', { name: 'Price per night (RWF)' })).getByText(text),
    };
    await user.type(price.getByLabelText('Minimum'), '50000');
    // Moving to the other field applies nothing yet.
    await user.tab();
    expect(router.state.location.search).not.toContain('minPrice');
    await user.type(price.getByLabelText('Maximum'), '150000{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('minPrice=50000&maxPrice=150000'));
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ minPrice: '50000', maxPrice: '150000', sort: 'rating' }),
    );

    // A minimum above the maximum is not applied and says why.
    // The panel shows the new bounds (two filters on: dates and price) before it is typed in again.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Filters/, expanded: false })).toHaveTextContent('2'),
    );
    // (user.clear cannot select the text of a number field in jsdom; Preact hears the input event.)
    fireEvent.input(price.getByLabelText('Minimum'), { target: { value: '200000' } });
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(price.getByText('The minimum must not be above the maximum.')).toBeInTheDocument();
    expect(router.state.location.search).toContain('minPrice=50000');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('Price'));
  });

  it('reads the sort and the price bounds from the URL, in order', async () => {
    const requests = stubFetch((request) => {
      if (request.url.pathname === '/api/me') return { body: { user: null } };
      if (request.url.pathname === '/api/properties')
        return { body: [makeProperty({ id: 8 })], headers: { 'X-Total-Count': '1' } };
      return undefined;
    });
    renderApp('/search-results?destination=Kigali&sort=price&order=desc&minPrice=90000&maxPrice=30000');
    const card = within(await screen.findByRole('article'));
    // Without dates the card is as before: the price from.
    expect(card.getByText('per night')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');
    expect(screen.getByLabelText('Minimum')).toHaveValue(30000);
    const list = requests.find((r) => r.url.pathname === '/api/properties')!;
    expect(Object.fromEntries(list.url.searchParams)).toMatchObject({
      sort: 'price',
      order: 'desc',
      minPrice: '30000',
      maxPrice: '90000',
    });
  });

  it('speaks Kinyarwanda: the sort, the price filter and the stay on the card', async () => {
    await activateLocaleWithAllFeatures('rw');
    stubFetch((request) => {
      if (request.url.pathname === '/api/me') return { body: { user: null } };
      if (request.url.pathname === '/api/properties')
        return {
          body: [
            makeProperty({
              id: 8,
              stay: { nightlyAverage: 95_000, total: 285_000, nights: 3, roomTypeId: 11 },
            }),
          ],
          headers: { 'X-Total-Count': '1' },
        };
      return undefined;
    });
    renderApp('/search-results?destination=Kigali&checkIn=2099-01-10&checkOut=2099-01-13');
    const card = within(await screen.findByRole('article'));
    expect(card.getByText('285.000 RWF ku majoro 3')).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'Tondeka ukurikije' });
    expect(within(sort).getByRole('option', { name: 'Igiciro, uhereye ku gito' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Igiciro ku ijoro (RWF)' })).toBeInTheDocument();
  });
});
