import { PROPERTY_LIST_MESSAGES } from '@ikaze/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, signedInAs } from '@/test/api-mock';
import { makeProperty, stubFetch } from '@/test/properties';
import { renderWithRouter } from '@/test/render';
import HostPropertiesRoute from './host-properties';

const host = makeUser({ UserID: 3, Role: 'host', FirstName: 'Jean' });

function setup(path = '/dashboard/host/properties') {
  signedInAs(host);
  const requests = stubFetch(({ url }) => {
    if (url.pathname === '/api/me') return { body: { user: host } };
    if (url.pathname === '/api/properties/locations')
      return { body: { locations: ['Kigali', 'Musanze'], truncated: false } };
    if (url.pathname === '/api/properties')
      return {
        body: [makeProperty({ id: 41, name: 'Lake House', host_id: 3, hostId: 3, reviewStatus: 'pending' })],
        headers: { 'X-Total-Count': '23' },
      };
    return undefined;
  });
  const rendered = renderWithRouter(<HostPropertiesRoute />, { path });
  const lists = () =>
    requests
      .filter((r) => r.url.pathname === '/api/properties')
      .map((r) => Object.fromEntries(r.url.searchParams));
  return { ...rendered, requests, lists };
}

describe('My properties', { timeout: 20_000 }, () => {
  it('asks the server for its own properties, newest first, 10 a page, and its own locations', async () => {
    const { requests, lists } = setup();
    expect(await screen.findByRole('link', { name: 'Lake House' })).toHaveAttribute('href', '/property/41');
    expect(lists()[0]).toEqual({
      host_id: '3',
      reviewStatus: 'all',
      sort: 'id',
      order: 'desc',
      page: '1',
      pageSize: '10',
    });
    const locations = requests.find((r) => r.url.pathname === '/api/properties/locations')!;
    expect(Object.fromEntries(locations.url.searchParams)).toEqual({ host_id: '3' });
    const location = screen.getByRole('combobox', { name: 'Location' });
    await waitFor(() =>
      expect(
        within(location)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All locations', 'Kigali', 'Musanze']),
    );
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
  });

  it('sends every filter and the sort to the server, and keeps them in the URL', async () => {
    const { user, lists, router } = setup();
    await screen.findByRole('link', { name: 'Lake House' });
    await user.type(screen.getByRole('searchbox', { name: 'Name' }), 'lake{Enter}');
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ name: 'lake', page: '1' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Location' }), 'Musanze');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    await user.type(screen.getByLabelText('Created from'), '2025-03-01');
    await user.type(screen.getByLabelText('Created to'), '2025-03-31');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() =>
      expect(lists().at(-1)).toEqual({
        host_id: '3',
        name: 'lake',
        location: 'Musanze',
        reviewStatus: 'pending',
        createdFrom: '2025-03-01',
        createdTo: '2025-03-31',
        sort: 'name',
        order: 'asc',
        page: '1',
        pageSize: '10',
      }),
    );
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toMatchObject({
      name: 'lake',
      location: 'Musanze',
      status: 'pending',
      createdFrom: '2025-03-01',
      createdTo: '2025-03-31',
      sort: 'name',
    });
  });

  it('shows the API message for a reversed date range instead of asking the server', async () => {
    const { lists } = setup('/dashboard/host/properties?createdFrom=2025-04-02&createdTo=2025-04-01');
    expect(await screen.findByText(PROPERTY_LIST_MESSAGES.createdOrder)).toBeInTheDocument();
    expect(lists()).toEqual([]);
  });
});
