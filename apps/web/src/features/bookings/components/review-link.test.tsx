import type { Booking } from '@ikaze/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, signedInAs } from '@/test/api-mock';
import { makeBooking } from '@/test/bookings';
import { stubFetch } from '@/test/properties';
import { renderApp } from '@/test/render';

const guest = makeUser({ UserID: 7 });

function finishedStay(overrides: Partial<Booking>): Booking {
  return makeBooking({
    check_in_date: '2020-01-10',
    check_out_date: '2020-01-12',
    status: 'confirmed',
    created_at: '2020-01-01T00:00:00.000Z',
    review: null,
    canReview: false,
    ...overrides,
  });
}

describe('My bookings: reviews', { timeout: 30_000 }, () => {
  it('offers Write a review while the window is open, Edit review while the review may change', async () => {
    stubFetch((request) => {
      if (request.url.pathname === '/api/me') return { body: { user: guest } };
      if (request.url.pathname === '/api/bookings') {
        const rows = [
          finishedStay({ id: 3, property_name: 'Kivu Sunset Villa', canReview: true }),
          finishedStay({ id: 4, property_name: 'Kigali Heights', review: { id: 40, canEdit: true } }),
          finishedStay({ id: 5, property_name: 'Nyungwe Lodge', review: { id: 50, canEdit: false } }),
        ];
        return { body: rows, headers: { 'X-Total-Count': String(rows.length) } };
      }
      return undefined;
    });
    signedInAs(guest);
    const { user, router } = renderApp('/dashboard/user/bookings?tab=past');
    const table = await screen.findByRole('table', { name: 'My bookings' });
    const write = await within(table).findByRole('link', { name: 'Write a review of Kivu Sunset Villa' });
    expect(write).toHaveAttribute('href', '/dashboard/user/bookings/3/review');
    expect(within(table).getByRole('link', { name: 'Edit review of Kigali Heights' })).toHaveAttribute(
      'href',
      '/dashboard/user/bookings/4/review?review=40',
    );
    // Written and its window closed: nothing left to do.
    expect(within(table).queryByRole('link', { name: /Nyungwe Lodge$/ })).toBeNull();

    // Under Past the rows say it: the line above the tabs is for the other tabs.
    expect(screen.queryByRole('region', { name: 'Waiting for your review' })).toBeNull();
    await user.click(write);
    expect(await screen.findByRole('heading', { level: 1, name: 'Write a review' })).toBeInTheDocument();
    expect(screen.getByText('Your stay at Kivu Sunset Villa')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/user/bookings/3/review');
  });
});
