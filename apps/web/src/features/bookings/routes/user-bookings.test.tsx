import type { Booking, BookingCancellation } from '@ikaze/domain';
import rw from '@ikaze/domain/catalogs/rw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocaleWithAllFeatures } from '@/lib/i18n';
import { makeUser, signedInAs } from '@/test/api-mock';
import { makeBooking } from '@/test/bookings';
import { stubFetch } from '@/test/properties';
import { renderApp } from '@/test/render';

const guest = makeUser({ UserID: 7 });

/** GET /api/bookings/{id}/cancellation: free unless told. */
function cancellation(overrides: Partial<BookingCancellation> = {}): BookingCancellation {
  return {
    ratePlan: 'flexible',
    free: true,
    fee: 0,
    freeCancellationUntil: '2099-01-07',
    canCancel: true,
    refund: 0,
    refundTo: null,
    ...overrides,
  };
}

function booking(overrides: Partial<Booking>): Booking {
  return makeBooking({ discount: 10, total_price: 180_000, rate_plan: 'non_refundable', ...overrides });
}

describe('my bookings', { timeout: 30_000 }, () => {
  it('opens on upcoming stays, cancels one, and keeps past and cancelled ones a tab away', async () => {
    let cancelled = false;
    const requests = stubFetch((request) => {
      if (request.url.pathname === '/api/me') return { body: { user: guest } };
      if (request.url.pathname === '/api/bookings/12/cancellation') return { body: cancellation() };
      if (request.method === 'PUT' && request.url.pathname === '/api/bookings/12/status') {
        cancelled = true;
        return {
          body: {
            message: 'Booking status updated to cancelled',
            booking: booking({ id: 12, status: 'cancelled' }),
          },
        };
      }
      if (request.url.pathname === '/api/bookings') {
        const rows = [
          booking({ id: 12, status: cancelled ? 'cancelled' : 'pending' }),
          // A finished stay, waiting for its review.
          booking({
            id: 3,
            status: 'confirmed',
            check_in_date: '2020-01-10',
            check_out_date: '2020-01-12',
            canReview: true,
          }),
        ];
        return { body: rows, headers: { 'X-Total-Count': String(rows.length) } };
      }
      return undefined;
    });
    signedInAs(guest);
    const { user, router } = renderApp('/dashboard/user/bookings');
    expect(await screen.findByRole('heading', { name: 'My bookings' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'My bookings' });
    expect(await within(table).findByText('RWF 180,000')).toBeInTheDocument();
    // The whole list, in one read: the tabs work on it (and offline on what was seen).
    const reads = requests.filter((r) => r.url.pathname === '/api/bookings');
    expect(reads).toHaveLength(1);
    expect(Object.fromEntries(reads[0]!.url.searchParams)).toMatchObject({
      as: 'guest',
      page: '1',
      pageSize: '30',
    });
    expect(reads[0]!.url.searchParams.has('status')).toBe(false);
    expect(screen.getByRole('button', { name: 'Upcoming' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(table).queryByRole('link', { name: /booking 3\)$/ })).toBeNull();
    // The stay waiting for its review is named above the tabs.
    const toReview = screen.getByRole('region', { name: 'Waiting for your review' });
    expect(
      within(toReview).getByRole('link', { name: 'Write a review of Kivu Sunset Villa' }),
    ).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Cancel booking 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking 12?' });
    expect(await within(dialog).findByText('Free cancellation: you will owe nothing.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking successfully cancelled.')).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.body).toEqual({ userId: 7, status: 'cancelled' });
    expect(await screen.findByText('No upcoming stays.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancelled' }));
    expect(router.state.location.search).toBe('?tab=cancelled');
    expect(await within(table).findByText('Not Allowed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Past' }));
    expect(
      await within(table).findByRole('link', { name: 'Write a review of Kivu Sunset Villa' }),
    ).toBeInTheDocument();
  });

  it('speaks Kinyarwanda: the heading, a status, the cancel action and its message', async () => {
    stubFetch((request) => {
      if (request.url.pathname === '/api/me') return { body: { user: guest } };
      if (request.url.pathname === '/api/bookings/12/cancellation') return { body: cancellation() };
      if (request.method === 'PUT')
        return { body: { message: 'ok', booking: booking({ id: 12, status: 'cancelled' }) } };
      if (request.url.pathname === '/api/bookings') {
        const rows = [booking({ id: 12 }), booking({ id: 3, status: 'cancelled' })];
        return { body: rows, headers: { 'X-Total-Count': String(rows.length) } };
      }
      return undefined;
    });
    await activateLocaleWithAllFeatures('rw');
    signedInAs(guest);
    const { user } = renderApp('/dashboard/user/bookings?tab=cancelled');
    expect(await screen.findByRole('heading', { name: 'Ibyo nabikishije' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Ibyo nabikishije' });
    expect(await within(table).findAllByText('180.000 RWF')).not.toHaveLength(0);
    expect(within(table).getByText(rw.Cancelled)).toBeInTheDocument();
    expect(within(table).getAllByText(rw['Non-Refundable'])).not.toHaveLength(0);
    expect(within(table).getByText(rw['Not Allowed'])).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ibiri imbere' }));
    expect(await within(table).findByText(rw.Pending)).toBeInTheDocument();

    const cancel = within(table).getByRole('button', { name: 'Sesa ukubikisha 12' });
    expect(cancel).toHaveTextContent('Sesa');
    await user.click(cancel);
    const dialog = await screen.findByRole('dialog', { name: 'Usesa ukubikisha 12?' });
    expect(
      within(dialog).getByText(
        'Ibyumba bizongera guhabwa abandi bashyitsi. Ibi ntibishobora gusubizwa inyuma.',
      ),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText('Gusesa ku buntu: nta kintu uzishyura.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sesa ukubikisha' }));
    expect(await screen.findByText(rw['Booking successfully cancelled.'])).toBeInTheDocument();
  });

  it('says so in red when the cancel fails', async () => {
    stubFetch((request) => {
      if (request.url.pathname === '/api/me') return { body: { user: guest } };
      if (request.url.pathname === '/api/bookings/12/cancellation') return { body: cancellation() };
      if (request.method === 'PUT')
        return { status: 409, body: { message: 'Only pending bookings can change status.' } };
      if (request.url.pathname === '/api/bookings')
        return { body: [booking({ id: 12 })], headers: { 'X-Total-Count': '1' } };
      return undefined;
    });
    signedInAs(guest);
    const { user } = renderApp('/dashboard/user/bookings');
    await user.click(await screen.findByRole('button', { name: 'Cancel booking 12' }));
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByText('Free cancellation: you will owe nothing.');
    await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to cancel the booking. Please try again.',
    );
  });

  it('cancels a confirmed booking after its free days: the fee before confirming, the status sent, the fee after', async () => {
    let cancelled = false;
    const confirmed = booking({
      id: 21,
      status: 'confirmed',
      rate_plan: 'flexible',
      freeCancellationUntil: '2020-01-01',
    });
    const requests = stubFetch((request) => {
      const path = request.url.pathname;
      if (path === '/api/me') return { body: { user: guest } };
      if (path === '/api/bookings/21/cancellation')
        return {
          body: cancellation({ free: false, fee: 90_000, freeCancellationUntil: '2020-01-01' }),
        };
      if (request.method === 'PUT' && path === '/api/bookings/21/status') {
        cancelled = true;
        return {
          body: {
            message: 'Booking status updated to cancelled',
            booking: { ...confirmed, status: 'cancelled', cancellationFee: 90_000 },
          },
        };
      }
      if (path === '/api/bookings') {
        const rows = [cancelled ? { ...confirmed, status: 'cancelled', cancellationFee: 90_000 } : confirmed];
        return { body: rows, headers: { 'X-Total-Count': '1' } };
      }
      return undefined;
    });
    signedInAs(guest);
    const { user } = renderApp('/dashboard/user/bookings');
    const table = await screen.findByRole('table', { name: 'My bookings' });
    expect(await within(table).findByText('Flexible')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Cancel booking 21' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel booking 21?' }));
    const confirm = dialog.getByRole('button', { name: 'Cancel booking' });
    expect(
      await dialog.findByText(
        'Cancelling now costs RWF 90,000: the free cancellation has ended, so the first night is owed.',
      ),
    ).toBeInTheDocument();
    expect(dialog.getByText('Free cancellation until').nextElementSibling).toHaveTextContent('1 Jan 2020');
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.click(confirm);
    expect(
      await screen.findByText('Booking successfully cancelled. You owe the host RWF 90,000.'),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({ userId: 7, status: 'cancelled' });
    // Cancelled, it moves to its tab, where the fee it cost is said.
    await user.click(screen.getByRole('button', { name: 'Cancelled' }));
    expect(await within(table).findByText('Cancellation fee: RWF 90,000')).toBeInTheDocument();
  });

  it('says a Non-Refundable booking costs the whole stay, in French', async () => {
    await activateLocaleWithAllFeatures('fr');
    stubFetch((request) => {
      if (request.url.pathname === '/api/me') return { body: { user: guest } };
      if (request.url.pathname === '/api/bookings/12/cancellation')
        return {
          body: cancellation({
            ratePlan: 'non_refundable',
            free: false,
            fee: 180_000,
            freeCancellationUntil: null,
          }),
        };
      if (request.url.pathname === '/api/bookings')
        return { body: [booking({ id: 12 })], headers: { 'X-Total-Count': '1' } };
      return undefined;
    });
    signedInAs(guest);
    const { user } = renderApp('/dashboard/user/bookings');
    await user.click(await screen.findByRole('button', { name: 'Annuler la réservation 12' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      await dialog.findByText(
        'Annuler maintenant coûte 180 000 RWF : cette réservation est non remboursable, tout le séjour est donc dû.',
      ),
    ).toBeInTheDocument();
  });
});
