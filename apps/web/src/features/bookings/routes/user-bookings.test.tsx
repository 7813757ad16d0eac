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
    ...overrides,
  };
}

function booking(overrides: Partial<Booking>): Booking {
  return makeBooking({ discount: 10, total_price: 180_000, rate_plan: 'non_refundable', ...overrides });
}

describe('my bookings', { timeout: 30_000 }, () => {
  it('lists pending bookings by default, cancels one, and shows Not Allowed for the others', async () => {
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
        const status = request.url.searchParams.get('status');
        const rows =
          status === 'pending'
            ? cancelled
              ? []
              : [booking({ id: 12 })]
            : [
                booking({ id: 12, status: cancelled ? 'cancelled' : 'pending' }),
                // Checked in already: too late to cancel.
                booking({
                  id: 3,
                  status: 'confirmed',
                  check_in_date: '2020-01-10',
                  check_out_date: '2020-01-12',
                }),
              ];
        return { body: rows, headers: { 'X-Total-Count': String(rows.length) } };
      }
      return undefined;
    });
    signedInAs(guest);
    const { user } = renderApp('/dashboard/user/bookings');
    expect(await screen.findByRole('heading', { name: 'My bookings' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'My bookings' });
    expect(await within(table).findByText('RWF 180,000')).toBeInTheDocument();
    const first = requests.find((r) => r.url.pathname === '/api/bookings')!;
    expect(Object.fromEntries(first.url.searchParams)).toMatchObject({
      as: 'guest',
      status: 'pending',
      sort: 'id',
      order: 'desc',
      page: '1',
      pageSize: '10',
    });
    expect(screen.getByLabelText('Status')).toHaveValue('pending');

    await user.click(within(table).getByRole('button', { name: 'Cancel booking 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking 12?' });
    expect(await within(dialog).findByText('Free cancellation: you will owe nothing.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking successfully cancelled.')).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.body).toEqual({ userId: 7, status: 'cancelled' });
    expect(await screen.findByText('No pending bookings.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    expect(await within(table).findAllByText('Not Allowed')).toHaveLength(2);
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
    const { user } = renderApp('/dashboard/user/bookings?status=all');
    expect(await screen.findByRole('heading', { name: 'Ibyo nabikishije' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Ibyo nabikishije' });
    expect(await within(table).findAllByText('180.000 RWF')).not.toHaveLength(0);
    expect(within(table).getByText(rw.Pending)).toBeInTheDocument();
    expect(within(table).getAllByText(rw['Non-Refundable'])).not.toHaveLength(0);
    expect(within(table).getByText(rw['Not Allowed'])).toBeInTheDocument();

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
    const { user } = renderApp('/dashboard/user/bookings?status=all');
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
