// 'Expired' (a pending booking nobody decided in time: docs/decisions/0027-notifications-in-the-app.md) in the
// bookings lists: the guest finds it under Cancelled, the status filter of the host's and the admin's lists offers
// it and asks the API for it, and the badge and the empty line say it.
import type { Booking } from '@ikaze/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, signedInAs } from '@/test/api-mock';
import { makeBooking } from '@/test/bookings';
import { stubFetch } from '@/test/properties';
import { renderApp } from '@/test/render';

const expired = makeBooking({ id: 21, status: 'expired' });

beforeEach(() => {
  vi.stubGlobal('EventSource', undefined);
});

function stubBookings(user: ReturnType<typeof makeUser>, rows: (status: string | null) => Booking[]) {
  return stubFetch((request) => {
    if (request.url.pathname === '/api/me') return { body: { user } };
    if (request.url.pathname === '/api/notifications') return { body: { items: [], unread: 0 } };
    if (request.url.pathname === '/api/bookings') {
      const found = rows(request.url.searchParams.get('status'));
      return { body: found, headers: { 'X-Total-Count': String(found.length) } };
    }
    return undefined;
  });
}

describe('expired bookings', { timeout: 30_000 }, () => {
  it('are under the guest’s Cancelled tab, with their badge', async () => {
    const guest = makeUser({ UserID: 7 });
    signedInAs(guest);
    stubBookings(guest, () => [expired]);
    const { user } = renderApp('/dashboard/user/bookings');
    const table = await screen.findByRole('table', { name: 'My bookings' });
    expect(await screen.findByText('No upcoming stays.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelled' }));
    expect(await within(table).findByText('Expired')).toBeInTheDocument();
  });

  it('have their own empty line in the host’s list, and a filter in the admin’s', async () => {
    const host = makeUser({ UserID: 2, Role: 'host' });
    signedInAs(host);
    stubBookings(host, () => []);
    const hostView = renderApp('/dashboard/host/bookings?status=expired');
    expect(await screen.findByText('No expired bookings.')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('expired');
    hostView.unmount();

    const admin = makeUser({ UserID: 1, Role: 'admin' });
    signedInAs(admin);
    const requests = stubBookings(admin, (status) => (status === 'expired' ? [expired] : []));
    renderApp('/dashboard/admin/bookings?status=expired');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Expired')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('expired');
    expect(requests.some((r) => r.url.searchParams.get('status') === 'expired')).toBe(true);
  });
});
