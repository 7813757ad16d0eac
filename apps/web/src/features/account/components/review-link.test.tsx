import type { Booking } from '@ikaze/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, signedInAs } from '@/test/api-mock';
import { stubFetch } from '@/test/properties';
import { renderApp } from '@/test/render';

const guest = makeUser({ UserID: 7 });

function finishedStay(overrides: Partial<Booking>): Booking {
  return {
    id: 1,
    user_id: 7,
    host_id: 2,
    property_id: 5,
    room_type_id: 11,
    user_name: 'Diane Mutesi',
    host_name: 'Jean Habimana',
    property_name: 'Kivu Sunset Villa',
    room_type_title: 'double',
    check_in_date: '2020-01-10',
    check_out_date: '2020-01-12',
    number_of_rooms: 1,
    nights: 2,
    price_per_night: 100_000,
    discount: 0,
    total_price: 200_000,
    rate_plan: 'flexible',
    status: 'confirmed',
    created_at: '2020-01-01T00:00:00.000Z',
    nightPrices: [100_000, 100_000],
    planDiscount: 0,
    freeCancellationUntil: null,
    cancellationFee: null,
    review: null,
    canReview: false,
    ...overrides,
  };
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
    const { user, router } = renderApp('/dashboard/user/bookings?status=confirmed');
    const table = await screen.findByRole('table', { name: 'My bookings' });
    const write = await within(table).findByRole('link', { name: 'Write a review of Kivu Sunset Villa' });
    expect(write).toHaveAttribute('href', '/dashboard/user/bookings/3/review');
    expect(within(table).getByRole('link', { name: 'Edit review of Kigali Heights' })).toHaveAttribute(
      'href',
      '/dashboard/user/bookings/4/review?review=40',
    );
    // Written and its window closed: nothing left to do.
    expect(within(table).queryByRole('link', { name: /Nyungwe Lodge$/ })).toBeNull();

    await user.click(write);
    expect(await screen.findByRole('heading', { level: 1, name: 'Write a review' })).toBeInTheDocument();
    expect(screen.getByText('Your stay at Kivu Sunset Villa')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/user/bookings/3/review');
  });
});
