import {
  addDays,
  todayInKigali,
  type Property,
  type PropertyRatePlan,
  type RoomTypeQuote,
} from '@ikaze/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, signedInAs } from '@/test/api-mock';
import { makeBooking, taxesIn } from '@/test/bookings';
import { makeProperty, makeRoomType, stubFetch, type StubRequest } from '@/test/properties';
import { renderApp } from '@/test/render';

const checkIn = addDays(todayInKigali(), 40);
const checkOut = addDays(todayInKigali(), 42);
const guest = makeUser({ UserID: 7, PhoneNumber: '+250 788 123 456' });
const PLANS: PropertyRatePlan[] = [
  { plan: 'flexible', discount: 0, freeCancellationDays: 1, minNights: 1 },
  { plan: 'non_refundable', discount: 10, freeCancellationDays: null, minNights: 1 },
];

function quote(url: URL): RoomTypeQuote {
  const plan = (url.searchParams.get('ratePlan') ?? 'flexible') as RoomTypeQuote['ratePlan'];
  const total = plan === 'non_refundable' ? 328_500 : 365_000;
  return {
    nights: [
      { date: checkIn, price: 182_500 },
      { date: addDays(checkIn, 1), price: 182_500 },
    ],
    subtotal: 365_000,
    discount: 0,
    planDiscount: plan === 'non_refundable' ? 10 : 0,
    total,
    taxes: taxesIn(total),
    nightlyAverage: total / 2,
    freeRooms: 1,
    ratePlan: plan,
    freeCancellationUntil: null,
    problem: null,
    otherStays: [],
  };
}

/** Property 5 with two plans (Flexible first), and what the guest's reservation is answered. */
function serve(
  property: Partial<Property> = {},
  extra?: (request: StubRequest) => { status?: number; body?: unknown } | undefined,
) {
  return stubFetch((request) => {
    const answer = extra?.(request);
    if (answer) return answer;
    const path = request.url.pathname;
    if (path === '/api/me') return { body: { user: guest } };
    if (path === '/api/config') return { body: { mapTileUrl: '', testPayments: true } };
    if (path === '/api/room_types/11/quote') return { body: quote(request.url) };
    if (path === '/api/properties/5')
      return {
        body: makeProperty({
          rate_plan: 'flexible',
          ratePlans: PLANS,
          roomTypes: [makeRoomType({ remainingRoomCount: 1 })],
          ...property,
        }),
      };
    return undefined;
  });
}

async function openCard() {
  signedInAs(guest);
  const view = renderApp(`/accommodation-detail/5?checkIn=${checkIn}&checkOut=${checkOut}&rooms=1`);
  const card = within(await screen.findByRole('article', { name: 'Double' }));
  const reserve = () => view.user.click(card.getByRole('button', { name: 'Reserve Now' }));
  // The checkout loads with its catalog once the guest is known to be signed in.
  const pay = await card.findByRole('group', { name: 'How to pay' });
  return { ...view, card, pay: within(pay), reserve };
}

describe('how to pay on the room card (docs/payments.md)', () => {
  it('offers the property where the host allows it, and sends the choice', async () => {
    const requests = serve({}, (request) =>
      request.method === 'POST' && request.url.pathname === '/api/bookings'
        ? { status: 201, body: { message: 'Booking #9 is pending.', bookings: [] } }
        : undefined,
    );
    const { card, pay, reserve, user } = await openCard();
    expect(pay.getByRole('radio', { name: 'Pay at the property' })).toBeChecked();
    expect(await card.findByText(/^You pay RWF\s365,000 at the property\.$/)).toBeVisible();
    expect(card.queryByText('Test payments: no money moves')).not.toBeInTheDocument();
    await reserve();
    const summary = await screen.findByRole('dialog', { name: 'Confirm your reservation' });
    expect(summary).toHaveTextContent(/You pay RWF\s365,000 at the property\./);
    // How the total divides (docs/taxes.md): 365,000 is 354,369 + 3 % tourism tax, 10,631.07 rounded.
    expect(summary).toHaveTextContent(/Total, taxes includedRWF\s365,000/);
    expect(summary).toHaveTextContent(/Room chargeRWF\s354,369/);
    expect(summary).toHaveTextContent(/Tourism taxRWF\s10,631/);
    expect(summary).not.toHaveTextContent('VAT');
    await user.click(screen.getByRole('button', { name: 'Confirm reservation' }));
    await screen.findByText('Reservation successful! Booking #9 is pending.');
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.body).toMatchObject({ payment: { method: 'at_property' } });
  });

  it('never offers the property for the Non-Refundable plan or where the host does not allow it', async () => {
    serve();
    const { card, pay, user } = await openCard();
    await user.click(card.getByRole('radio', { name: /Non-Refundable/ }));
    expect(pay.queryByRole('radio', { name: 'Pay at the property' })).not.toBeInTheDocument();
    // The profile's number (+250 taken off) and its operator's wallet.
    expect(pay.getByRole('radio', { name: 'MTN MoMo' })).toBeChecked();
    expect(pay.getByLabelText('Mobile number that pays')).toHaveValue('0788123456');
    expect(await card.findByText(/^You pay RWF\s328,500 now, from your phone\.$/)).toBeVisible();
    expect(await card.findByText('Test payments: no money moves')).toBeVisible();
  });

  it('does not offer the property when the host turned it off', async () => {
    serve({ rules: { ...makeProperty().rules, payAtProperty: false } });
    const { pay } = await openCard();
    expect(pay.queryByRole('radio', { name: 'Pay at the property' })).not.toBeInTheDocument();
    expect(pay.getByRole('radio', { name: 'MTN MoMo' })).toBeChecked();
  });

  it('checks the number, follows its operator, and then follows the payment', async () => {
    const requests = serve({}, (request) =>
      request.method === 'POST' && request.url.pathname === '/api/bookings'
        ? {
            status: 201,
            body: {
              message: 'Booking #9 is pending.',
              bookings: [
                makeBooking({
                  id: 9,
                  total_price: 365_000,
                  payment: {
                    id: 31,
                    method: 'airtel_money',
                    status: 'pending',
                    amount: 365_000,
                    currency: 'RWF',
                    reason: null,
                    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
                    paidAt: null,
                    providerTransactionId: null,
                    receiptNumber: null,
                    refunded: 0,
                  },
                }),
              ],
            },
          }
        : undefined,
    );
    const { card, pay, user, reserve } = await openCard();
    await user.click(pay.getByRole('radio', { name: 'MTN MoMo' }));
    const number = pay.getByLabelText('Mobile number that pays');
    fireEvent.change(number, { target: { value: '0712345678' } });
    await reserve();
    expect(
      card.getByText('Enter a Rwandan mobile number: 078, 079, 072 or 073 followed by 7 digits.'),
    ).toBeVisible();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.change(number, { target: { value: '0731234567' } });
    expect(pay.getByRole('radio', { name: 'Airtel Money' })).toBeChecked();
    await reserve();
    await user.click(await screen.findByRole('button', { name: /^Confirm and pay RWF\s365,000$/ }));
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.body).toMatchObject({ payment: { method: 'airtel_money', phone: '0731234567' } });
    expect(
      await card.findByRole('heading', { name: /^Approve the payment of RWF\s365,000 on your phone$/ }),
    ).toBeVisible();
    expect(card.queryByRole('button', { name: 'Reserve Now' })).not.toBeInTheDocument();
  });
});
