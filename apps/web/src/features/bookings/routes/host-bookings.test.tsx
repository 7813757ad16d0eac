import type { Booking } from '@ikaze/domain';
import fr from '@ikaze/domain/catalogs/fr';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { makeUser, signedInAs } from '@/test/api-mock';
import { NOT_REGISTERED, makePaidPayment, taxesIn } from '@/test/bookings';
import { activateLocaleWithAllFeatures } from '@/lib/i18n';
import { renderWithRouter } from '@/test/render';
import HostBookingsRoute from './host-bookings';

const host = makeUser({ UserID: 3, Role: 'host', FirstName: 'Jean' });

const paid = makePaidPayment({ amount: 90_000 });

function booking(id: number, status: Booking['status'], payment: Booking['payment'] = paid): Booking {
  return {
    id,
    user_id: 9,
    host_id: host.UserID,
    property_id: 40 + id,
    room_type_id: 100 + id,
    user_name: 'Eric Niyonzima',
    host_name: 'Jean Habimana',
    property_name: `Lake House ${id}`,
    room_type_title: id === 2 ? '-100x' : 'double',
    check_in_date: '2026-12-10',
    check_out_date: '2026-12-12',
    number_of_rooms: 1,
    nights: 2,
    price_per_night: 45000,
    discount: 0,
    total_price: 90000,
    taxes: taxesIn(90_000),
    taxParts: NOT_REGISTERED,
    rate_plan: 'flexible',
    nightPrices: [45000, 45000],
    planDiscount: 0,
    freeCancellationUntil: '2026-12-07',
    cancellationFee: null,
    payment,
    commissionPercent: payment?.status === 'successful' ? 12 : null,
    status,
    created_at: '2026-11-01T08:00:00.000Z',
  };
}

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };

/** A fetch stub that answers by method and path, and records each call's URL and body. */
function stubApi(answer: (method: string, url: URL, body: unknown) => Answer) {
  const calls: Array<{ method: string; url: URL; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://x',
      );
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      const {
        status = 200,
        body: payload,
        headers = {},
      } = url.pathname === '/api/me' ? { body: { user: host } } : answer(method, url, body);
      return Promise.resolve(
        new Response(payload === undefined ? null : JSON.stringify(payload), {
          status,
          headers: { 'content-type': 'application/json', ...headers },
        }),
      );
    }),
  );
  return calls;
}

function setup(path = '/dashboard/host/bookings') {
  signedInAs(host);
  return renderWithRouter(
    <>
      <Toaster />
      <HostBookingsRoute />
    </>,
    { path },
  );
}

const listAnswer = (items: Booking[]): Answer => ({
  body: items,
  headers: { 'X-Total-Count': String(items.length) },
});

describe('Property Bookings', { timeout: 20_000 }, () => {
  it('lists pending bookings by default, with Approve and Reject on pending ones, and Refund on paid ones only', async () => {
    const calls = stubApi((method, url) =>
      url.searchParams.get('status') === 'pending'
        ? listAnswer([booking(1, 'pending'), booking(2, 'pending', null)])
        : listAnswer([booking(3, 'confirmed')]),
    );
    setup();
    expect(await screen.findByRole('heading', { name: 'Property Bookings', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Lake House 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
    const list = calls.find((c) => c.url.pathname === '/api/bookings')!;
    expect(list.url.searchParams.get('status')).toBe('pending');
    expect(list.url.searchParams.get('pageSize')).toBe('10');

    const row = screen.getByRole('row', { name: /Lake House 1/ });
    for (const action of ['Approve', 'Reject', 'Refund'])
      expect(within(row).getByRole('button', { name: `${action} booking 1` })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /^View Lake House 1/ })).toHaveAttribute(
      'href',
      '/dashboard/host/bookings/1',
    );
    // Paid at the property: nothing to give back.
    const unpaid = screen.getByRole('row', { name: /Lake House 2/ });
    expect(within(unpaid).getByText('Whole Property')).toBeInTheDocument();
    expect(within(unpaid).getByRole('button', { name: 'Approve booking 2' })).toBeInTheDocument();
    expect(within(unpaid).queryByRole('button', { name: 'Refund booking 2' })).toBeNull();
    expect(within(row).getByRole('link', { name: /^Message the guest Eric Niyonzima/ })).toBeInTheDocument();
  });

  it('offers no message to a deleted guest', async () => {
    stubApi(() => listAnswer([{ ...booking(5, 'pending'), user_name: '' }]));
    setup();
    const row = await screen.findByRole('row', { name: /Lake House 5/ });
    expect(within(row).getByText('Deleted account')).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: /^Message the guest/ })).toBeNull();
  });

  it("moves a pending booking and says so; a failure shows the product's message", async () => {
    let fail = false;
    const calls = stubApi((method, url, body) => {
      if (method === 'PUT') {
        if (fail) return { status: 409, body: { message: 'Only pending bookings can change status.' } };
        const { status } = body as { status: Booking['status'] };
        return { body: { message: 'ok', booking: booking(1, status) } };
      }
      return listAnswer([booking(1, 'pending')]);
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Refund booking 1' }));
    // Asked first, saying what will happen; nothing is sent before the host confirms.
    const dialog = await screen.findByRole('dialog', { name: 'Refund booking 1?' });
    expect(dialog).toHaveTextContent('The guest paid RWF 90,000.');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    // The status by its label, so that other languages can name it (docs/decisions/0021-domain-messages.md).
    expect(await screen.findByText('Booking status updated to Refunded')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: expect.objectContaining({ pathname: '/api/bookings/1/status' }) as unknown,
      body: { userId: 3, status: 'refunded' },
    });

    fail = true;
    await user.click(await screen.findByRole('button', { name: 'Approve booking 1' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Approve booking 1?' })).getByRole('button', {
        name: 'Approve',
      }),
    );
    expect(await screen.findByText('Failed to update booking status. Please try again.')).toBeInTheDocument();
  });

  it('speaks French: the heading, the actions, the status and the message naming the new status', async () => {
    stubApi((method, url, body) => {
      if (method === 'PUT') {
        const { status } = body as { status: Booking['status'] };
        return { body: { message: 'ok', booking: booking(1, status) } };
      }
      return listAnswer([booking(1, 'pending')]);
    });
    await activateLocaleWithAllFeatures('fr');
    const { user } = setup();
    expect(
      await screen.findByRole('heading', { name: 'Réservations des logements', level: 1 }),
    ).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Lake House 1/ });
    expect(within(row).getByText(fr.Pending)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Approuver la réservation 1' })).toHaveTextContent(
      'Approuver',
    );
    expect(within(row).getByRole('button', { name: 'Refuser la réservation 1' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Rembourser la réservation 1' }));
    const dialog = await screen.findByRole('dialog', { name: /^Rembourser la réservation 1\s\?$/ });
    await user.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    const updated = fr['Booking status updated to {status}'].replace('{status}', fr.Refunded);
    expect(updated).not.toContain('Refunded');
    // Testing Library reads the French no-break spaces as plain ones.
    expect(await screen.findByText(updated.replace(/\s+/g, ' '))).toBeInTheDocument();
  });

  it('filters on cancelled and every status through the URL', async () => {
    const calls = stubApi(() => listAnswer([booking(4, 'cancelled')]));
    const { user, router } = setup();
    await screen.findByText('Lake House 4');
    await user.selectOptions(screen.getByLabelText('Status'), 'cancelled');
    await waitFor(() => expect(router.state.location.search).toBe('?status=cancelled'));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('status')).toBe('cancelled'));
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await waitFor(() => expect(router.state.location.search).toBe('?status=all'));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.has('status')).toBe(false));
  });

  it("shows 'Error: Failed to fetch bookings' when the list cannot be read", async () => {
    stubApi(() => ({ status: 500 }));
    setup();
    expect(
      await screen.findByText('Error: Failed to fetch bookings', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
