import {
  addDays,
  nightsOfStay,
  todayInKigali,
  type PropertyRatePlan,
  type RoomType,
  type RoomTypeQuote,
} from '@ikaze/domain';
import { taxesIn } from '@/test/bookings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatStayDate } from '@/lib/format';
import { activateLocaleWithAllFeatures } from '@/lib/i18n';
import { makeUser, signedInAs } from '@/test/api-mock';
import { makeProperty, makeRoomType, stubFetch, type StubRequest } from '@/test/properties';
import { renderApp } from '@/test/render';
import { reservationProblem, wholeRooms } from '../reservation';

const today = todayInKigali();
const checkIn = addDays(today, 40);
const checkOut = addDays(today, 43);
const guest = makeUser({ UserID: 7 });

const PLAN_DISCOUNTS: Record<string, number> = { flexible: 0, non_refundable: 10, long_stay: 15 };

/**
 * GET /api/room_types/11/quote as the API answers it: 100,000 a night (120,000 on the last night), the room
 * type's 10% off, then the plan's.
 */
function quoteOf(url: URL, overrides: Partial<RoomTypeQuote> = {}): RoomTypeQuote {
  const q = url.searchParams;
  const rooms = Number(q.get('rooms'));
  const dates = nightsOfStay(q.get('checkIn')!, q.get('checkOut')!);
  const nights = dates.map((date, i) => ({ date, price: i === dates.length - 1 ? 120_000 : 100_000 }));
  const plan = (q.get('ratePlan') ?? 'non_refundable') as RoomTypeQuote['ratePlan'];
  const planDiscount = PLAN_DISCOUNTS[plan] ?? 0;
  const subtotal = nights.reduce((sum, night) => sum + night.price, 0) * rooms;
  const total = Math.round(subtotal * 0.9 * (1 - planDiscount / 100));
  return {
    nights,
    subtotal,
    discount: 10,
    planDiscount,
    total,
    taxes: taxesIn(total),
    nightlyAverage: Math.round(total / nights.length / rooms),
    freeRooms: 1,
    ratePlan: plan,
    freeCancellationUntil: null,
    problem: null,
    otherStays: [],
    ...overrides,
  };
}

/** The detail of property 5: 3 rooms free tonight, 1 for checkIn..checkOut; and its room type's quotes. */
function serve(extra?: (request: StubRequest) => { status?: number; body?: unknown } | undefined) {
  return stubFetch((request) => {
    const answer = extra?.(request);
    if (answer) return answer;
    const path = request.url.pathname;
    if (path === '/api/me') return { body: { user: guest } };
    if (path === '/api/room_types/11/quote') return { body: quoteOf(request.url) };
    if (path === '/api/properties/5') {
      const dated = request.url.searchParams.get('checkIn') === checkIn;
      return { body: makeProperty({ roomTypes: [makeRoomType({ remainingRoomCount: dated ? 1 : 3 })] }) };
    }
    return undefined;
  });
}

async function openCard() {
  signedInAs(guest);
  const view = renderApp('/accommodation-detail/5');
  // The first render of the file loads the detail page's lazy parts: slow on a busy machine.
  const card = within(await screen.findByRole('article', { name: 'Double' }, { timeout: 10_000 }));
  const setDate = (label: 'Check-in' | 'Check-out', value: string) =>
    fireEvent.change(card.getByLabelText(label), { target: { value } });
  const setRooms = (value: string) =>
    fireEvent.change(card.getByLabelText('Number of rooms'), { target: { value } });
  const reserve = () => view.user.click(card.getByRole('button', { name: 'Reserve Now' }));
  /** The summary 'Reserve Now' shows: nothing is sent before the guest confirms it. */
  const confirm = async () =>
    view.user.click(await screen.findByRole('button', { name: /^Confirm (reservation|and pay)/ }));
  return { ...view, card, setDate, setRooms, reserve, confirm };
}

describe('reservation rules (docs/product.md#reservation-rules, in order)', () => {
  it('reports the first broken rule', () => {
    const draft = { checkIn: '', checkOut: '', rooms: 0, remaining: 2, roomTypeId: 3 };
    expect(reservationProblem(draft, today)).toBe('Please provide both check-in and check-out dates.');
    expect(reservationProblem({ ...draft, checkIn }, today)).toBe(
      'Please provide both check-in and check-out dates.',
    );
    expect(reservationProblem({ ...draft, checkIn, checkOut: checkIn }, today)).toBe(
      'Check-out date must be later than the check-in date.',
    );
    expect(reservationProblem({ ...draft, checkIn, checkOut }, today)).toBe(
      'Please select at least one room.',
    );
    expect(reservationProblem({ ...draft, checkIn, checkOut, rooms: 3 }, today)).toBe(
      'You cannot reserve more than 2 rooms.',
    );
    expect(reservationProblem({ ...draft, checkIn, checkOut, rooms: 2, roomTypeId: undefined }, today)).toBe(
      'Selected room type is invalid.',
    );
    expect(reservationProblem({ ...draft, checkIn, checkOut, rooms: 2 }, today)).toBeUndefined();
  });

  it('takes the room count as a whole number, never above the most a stay can ask for', () => {
    // As typed, whole: more than are free is said on the card, never changed behind the guest's back.
    expect(wholeRooms(5)).toBe(5);
    expect(wholeRooms(-2)).toBe(0);
    expect(wholeRooms(Number.NaN)).toBe(0);
    expect(wholeRooms(2.7)).toBe(2);
    expect(wholeRooms(1000)).toBe(100);
  });
});

describe('room type card', { timeout: 30_000 }, () => {
  it("shows each message in a red popup, in the product's order", async () => {
    serve();
    const { card, setDate, setRooms, reserve } = await openCard();
    expect(card.getByText('Non-Refundable')).toBeInTheDocument();
    expect(card.getByText('RWF 100,000')).toBeInTheDocument();

    await reserve();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please provide both check-in and check-out dates.',
    );

    setDate('Check-in', checkIn);
    setDate('Check-out', checkIn);
    await reserve();
    expect(
      await screen.findByText('Check-out date must be later than the check-in date.'),
    ).toBeInTheDocument();

    setDate('Check-out', checkOut);
    setRooms('0');
    await reserve();
    expect(await screen.findByText('Please select at least one room.')).toBeInTheDocument();
    // One popup at a time: the earlier ones are gone.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('starts at one room when the page is opened directly and a room is free, at none when none is', async () => {
    stubFetch((request) => {
      if (request.url.pathname === '/api/me') return { body: { user: guest } };
      if (request.url.pathname === '/api/properties/5')
        return {
          body: makeProperty({
            roomTypes: [
              makeRoomType({ remainingRoomCount: 3 }),
              makeRoomType({ id: 12, title: 'Single', remainingRoomCount: 0 }),
            ],
          }),
        };
      return undefined;
    });
    signedInAs(guest);
    renderApp('/accommodation-detail/5');
    const double = within(await screen.findByRole('article', { name: 'Double' }));
    const single = within(screen.getByRole('article', { name: 'Single' }));
    expect(double.getByLabelText('Number of rooms')).toHaveValue(1);
    expect(double.getByText('Total: RWF 90,000')).toBeInTheDocument();
    expect(single.getByLabelText('Number of rooms')).toHaveValue(0);
  });

  it('says when more rooms are typed than are free, and refuses more than are free for the new dates', async () => {
    serve();
    const { card, setDate, setRooms, reserve } = await openCard();
    const rooms = card.getByLabelText('Number of rooms');
    setRooms('9');
    // Kept as typed, and said under the field.
    expect(rooms).toHaveValue(9);
    expect(rooms).toHaveAttribute('aria-invalid', 'true');
    expect(card.getByRole('alert')).toHaveTextContent('You cannot reserve more than 3 rooms.');
    setRooms('-1');
    expect(rooms).toHaveValue(0);
    setRooms('3');
    expect(card.getByText('Total: RWF 270,000')).toBeInTheDocument();

    // Only 1 room is free for these dates: the count chosen before is now too many.
    setDate('Check-in', checkIn);
    setDate('Check-out', checkOut);
    expect((await card.findByText('for these dates')).parentElement).toHaveTextContent(/^1 for these dates$/);
    await reserve();
    expect(await screen.findByText('You cannot reserve more than 1 rooms.')).toBeInTheDocument();
  });

  it('reserves with an idempotency key, shows the green popup and starts the card over', async () => {
    const requests = serve((request) =>
      request.method === 'POST' && request.url.pathname === '/api/bookings'
        ? { status: 201, body: { message: 'Booking #9 is pending.', bookings: [] } }
        : undefined,
    );
    const { card, setDate, setRooms, reserve, confirm } = await openCard();
    setDate('Check-in', checkIn);
    setDate('Check-out', checkOut);
    await card.findByText('for these dates');
    setRooms('1');
    // With dates the total is the server's quote: the last night costs more, the plan takes 10% more off.
    expect(await card.findByText('Total: RWF 259,200')).toBeInTheDocument();
    await reserve();
    // What it will do, said first: the stay, the plan's terms, the amount and the number that pays.
    const summary = await screen.findByRole('dialog', { name: 'Confirm your reservation' });
    expect(summary).toHaveTextContent('Non-refundable: cancelling costs the whole stay.');
    expect(summary).toHaveTextContent(/approve RWF\s259,200 on your phone \(MTN MoMo, 0788123456\)/);
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await confirm();
    expect(await screen.findByText('Reservation successful! Booking #9 is pending.')).toBeInTheDocument();

    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    expect(post.body).toEqual({
      userId: 7,
      bookings: [
        {
          roomTypeId: 11,
          roomType: 'double',
          roomNumber: 1,
          checkInDate: `${checkIn}T00:00:00`,
          checkOutDate: `${checkOut}T00:00:00`,
          price: 100_000,
          rate_plan: 'non_refundable',
          propertyId: 5,
        },
      ],
      // Non-Refundable is paid now: the profile's number, its operator's wallet.
      payment: { method: 'mtn_momo', phone: '0788123456' },
    });
    const fresh = within(await screen.findByRole('article', { name: 'Double' }));
    expect(fresh.getByLabelText('Check-in')).toHaveValue('');
    expect(fresh.getByLabelText('Check-out')).toHaveValue('');
    expect(fresh.getByLabelText('Number of rooms')).toHaveValue(0);
  });

  it("shows the server's refusal in the red popup", async () => {
    serve((request) =>
      request.method === 'POST'
        ? { status: 409, body: { message: 'Only 0 rooms are left for these dates.' } }
        : undefined,
    );
    const { setDate, setRooms, reserve, confirm } = await openCard();
    setDate('Check-in', checkIn);
    setDate('Check-out', checkOut);
    setRooms('1');
    await reserve();
    await confirm();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 0 rooms are left for these dates.');
  });

  it("reads 'Login to Reserve' when signed out and sends the guest to sign in, then back", async () => {
    stubFetch((request) => {
      if (request.url.pathname === '/api/me') return { body: { user: null } };
      if (request.url.pathname === '/api/properties/5')
        return {
          body: makeProperty({
            roomTypes: [makeRoomType({ id: 12, title: '-100x', kingBed: 2, queenBed: 1, discount: 0 })],
          }),
        };
      return undefined;
    });
    const { router, user } = renderApp(
      `/accommodation-detail/5?checkIn=${checkIn}&checkOut=${checkOut}&rooms=1`,
    );
    const card = within(await screen.findByRole('article', { name: 'Rent Whole Property' }));
    expect(card.getByText('Per Day')).toBeInTheDocument();
    expect(card.getByText('Property has')).toBeInTheDocument();
    expect(card.getByText('2 washrooms, 1 kitchen')).toBeInTheDocument();
    expect(card.getByText('Rooms')).toBeInTheDocument();
    expect(card.getByLabelText('Check-in')).toHaveValue(checkIn);
    expect(card.getByLabelText('Number of rooms')).toHaveValue(1);
    await user.click(card.getByRole('button', { name: 'Login to Reserve' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      `/accommodation-detail/5?checkIn=${checkIn}&checkOut=${checkOut}&rooms=1`,
    );
  });

  it('speaks Kinyarwanda: the title, prices, rate plan, button and popup', async () => {
    await activateLocaleWithAllFeatures('rw');
    serve();
    signedInAs(guest);
    const { user } = renderApp('/accommodation-detail/5');
    const card = within(await screen.findByRole('article', { name: 'Icyumba cy’abantu babiri' }));
    expect(card.getByText('100.000 RWF')).toBeInTheDocument();
    expect(card.getByText('ku ijoro')).toBeInTheDocument();
    expect(card.getByText('Amafaranga ntasubizwa')).toBeInTheDocument();
    expect(card.getByText('Igabanyirizwa 10%')).toBeInTheDocument();
    expect(card.getByLabelText('Umubare w’ibyumba')).toHaveValue(1);
    await user.click(card.getByRole('button', { name: 'Bikisha nonaha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Shyiramo itariki yo kugera n’iyo kugenda.');
  });
});

const THREE_PLANS: PropertyRatePlan[] = [
  { plan: 'flexible', discount: 0, freeCancellationDays: 3, minNights: 1 },
  { plan: 'non_refundable', discount: 10, freeCancellationDays: null, minNights: 1 },
  { plan: 'long_stay', discount: 15, freeCancellationDays: 3, minNights: 7 },
];

/** Property 5 offering three plans, opened signed in with checkIn..checkOut (3 nights) and one room. */
async function openWithPlans(
  options: { roomType?: Partial<RoomType>; quote?: Partial<RoomTypeQuote>; listedPlan?: string } = {},
) {
  const requests = stubFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/me') return { body: { user: guest } };
    if (path === '/api/properties/5')
      return {
        body: makeProperty({
          ratePlans: THREE_PLANS,
          roomTypes: [makeRoomType(options.roomType)],
          ...(options.listedPlan ? { rate_plan: options.listedPlan } : {}),
        }),
      };
    if (path === '/api/room_types/11/quote') return { body: quoteOf(request.url, options.quote) };
    if (request.method === 'POST' && path === '/api/bookings')
      return { status: 201, body: { message: 'Booking #9 is pending.', bookings: [] } };
    return undefined;
  });
  signedInAs(guest);
  const view = renderApp(`/accommodation-detail/5?checkIn=${checkIn}&checkOut=${checkOut}&rooms=1`);
  const article = await screen.findByRole('article', { name: /Double|Icyumba|Chambre/ });
  const quotes = () => requests.filter((r) => r.url.pathname === '/api/room_types/11/quote');
  return { ...view, card: within(article), requests, quotes };
}

describe('rate plans and the price of the stay (docs/decisions/0023)', { timeout: 30_000 }, () => {
  it('lets the guest choose a plan: its rule, the quote asked for it, its total, each night, the booking', async () => {
    const { card, quotes, requests, user } = await openWithPlans();
    const plans = within(card.getByRole('group', { name: 'Rate plan' }));
    expect(plans.getByRole('radio', { name: /^Non-Refundable/ })).toBeChecked();
    expect(plans.getByRole('radio', { name: /^Long Stay/ })).toBeDisabled();
    const until = formatStayDate(addDays(checkIn, -3));
    expect(plans.getByRole('radio', { name: /^Flexible/ })).toHaveAccessibleDescription(
      `Free cancellation until ${until}`,
    );
    expect(plans.getByText('10% off, no refund if you cancel')).toBeInTheDocument();
    expect(plans.getByText('15% off for 7 nights or more')).toBeInTheDocument();

    // 100,000 + 100,000 + 120,000, less 10% (the room type), less 10% (Non-Refundable).
    expect(await card.findByText('Total: RWF 259,200')).toBeInTheDocument();
    expect(Object.fromEntries(quotes().at(-1)!.url.searchParams)).toEqual({
      checkIn,
      checkOut,
      rooms: '1',
      ratePlan: 'non_refundable',
    });

    await user.click(plans.getByRole('radio', { name: /^Flexible/ }));
    expect(await card.findByText('Total: RWF 288,000')).toBeInTheDocument();
    expect(quotes().at(-1)!.url.searchParams.get('ratePlan')).toBe('flexible');

    await user.click(card.getByText('Price per night'));
    const nights = nightsOfStay(checkIn, checkOut);
    expect(card.getByText(formatStayDate(nights[0]!)).nextElementSibling).toHaveTextContent('RWF 100,000');
    expect(card.getByText(formatStayDate(nights[2]!)).nextElementSibling).toHaveTextContent('RWF 120,000');
    expect(card.getByText('Room discount').nextElementSibling).toHaveTextContent('−10%');

    await user.click(card.getByRole('button', { name: 'Reserve Now' }));
    await user.click(await screen.findByRole('button', { name: /^Confirm (reservation|and pay)/ }));
    expect(await screen.findByText('Reservation successful! Booking #9 is pending.')).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.body).toMatchObject({ bookings: [{ rate_plan: 'flexible', roomNumber: 1 }] });
  });

  it('starts a listing submitted as Long Stay on its first plan that fits a short stay', async () => {
    const { card, quotes } = await openWithPlans({ listedPlan: 'long_stay' });
    const plans = within(card.getByRole('group', { name: 'Rate plan' }));
    expect(plans.getByRole('radio', { name: /^Flexible/ })).toBeChecked();
    expect(plans.getByRole('radio', { name: /^Long Stay/ })).not.toBeChecked();
    expect(await card.findByText('Total: RWF 288,000')).toBeInTheDocument();
    expect(quotes().at(-1)!.url.searchParams.get('ratePlan')).toBe('flexible');
    expect(card.getByRole('button', { name: 'Reserve Now' })).toBeEnabled();
  });

  it("shows the quote's problem and the minimum stay, and Reserve says it in the popup", async () => {
    const { card, requests, user } = await openWithPlans({
      roomType: { minStay: 4 },
      quote: { problem: 'This room needs a stay of at least 4 nights for these dates.' },
    });
    expect(card.getByText('Minimum stay: 4 nights')).toBeInTheDocument();
    expect(
      await card.findByText('This room needs a stay of at least 4 nights for these dates.'),
    ).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Reserve Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This room needs a stay of at least 4 nights for these dates.',
    );
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('speaks French: the plans, their rules, the quote and its problem', async () => {
    await activateLocaleWithAllFeatures('fr');
    const { card, user } = await openWithPlans({
      roomType: { minStay: 2 },
      quote: { problem: 'This room needs a stay of at least 4 nights for these dates.' },
    });
    const plans = within(card.getByRole('group', { name: 'Formule tarifaire' }));
    expect(plans.getByRole('radio', { name: /^Non remboursable/ })).toBeChecked();
    expect(plans.getByText(/^10 % de réduction/)).toBeInTheDocument();
    expect(card.getByText('Séjour minimum : 2 nuits')).toBeInTheDocument();
    expect(await card.findByText(/^Total : 259 200 RWF$/)).toBeInTheDocument();
    expect(
      card.getByText('Cette chambre demande un séjour d’au moins 4 nuits à ces dates.'),
    ).toBeInTheDocument();
    await user.click(card.getByText('Prix par nuit'));
    expect(card.getByText('Réduction de la chambre')).toBeInTheDocument();
  });
});

describe('a room type sold out for the chosen dates (docs/decisions/0053)', { timeout: 30_000 }, () => {
  const later = { checkIn: addDays(checkIn, 4), checkOut: addDays(checkOut, 4) };

  /** Property 5 opened with checkIn..checkOut: sold out then, one room free from `later`. */
  async function openSoldOut() {
    const requests = stubFetch((request) => {
      const path = request.url.pathname;
      const asked = request.url.searchParams.get('checkIn');
      if (path === '/api/me') return { body: { user: guest } };
      if (path === '/api/properties/5')
        return {
          body: makeProperty({
            roomTypes: [makeRoomType({ remainingRoomCount: asked === checkIn ? 0 : 1 })],
          }),
        };
      if (path === '/api/room_types/11/quote')
        return {
          body:
            asked === checkIn
              ? quoteOf(request.url, {
                  freeRooms: 0,
                  problem: 'This room is not available for these dates.',
                  otherStays: [later, { checkIn: addDays(checkIn, 6), checkOut: addDays(checkOut, 6) }],
                })
              : quoteOf(request.url),
        };
      return undefined;
    });
    signedInAs(guest);
    const view = renderApp(`/accommodation-detail/5?checkIn=${checkIn}&checkOut=${checkOut}&rooms=1`);
    const card = within(await screen.findByRole('article', { name: /Double|Chambre double/ }));
    return { ...view, card, requests };
  }

  it('says so, offers the nearest free dates, and a tap sets them and prices them', async () => {
    const { card, user, requests } = await openSoldOut();
    expect(await card.findByText('Sold out for these dates')).toBeInTheDocument();
    expect(card.getByText('This room is not available for these dates.')).toBeInTheDocument();
    const others = within(await card.findByRole('group', { name: 'Other dates with rooms free' }));
    const first = `${formatStayDate(later.checkIn)} – ${formatStayDate(later.checkOut)}`;
    expect(others.getAllByRole('button').map((button) => button.textContent)).toEqual([
      first,
      `${formatStayDate(addDays(checkIn, 6))} – ${formatStayDate(addDays(checkOut, 6))}`,
    ]);
    await user.click(others.getByRole('button', { name: first }));
    expect(card.getByLabelText('Check-in')).toHaveValue(later.checkIn);
    expect(card.getByLabelText('Check-out')).toHaveValue(later.checkOut);
    // None was free, so the card had none chosen: the stay offered was found free for one.
    expect(card.getByLabelText('Number of rooms')).toHaveValue(1);
    await waitFor(() => expect(card.queryByText('Sold out for these dates')).toBeNull());
    const quotes = () => requests.filter((r) => r.url.pathname === '/api/room_types/11/quote');
    await waitFor(() => expect(quotes().at(-1)!.url.searchParams.get('checkIn')).toBe(later.checkIn));
    await waitFor(() =>
      expect(card.queryByRole('group', { name: 'Other dates with rooms free' })).toBeNull(),
    );
    // The headline prices the new nights: per night, then the stay (as the search card does).
    // 100,000 + 100,000 + 120,000, less 10% and 10% (Non-Refundable): 259,200, 86,400 a night.
    expect(card.getByText('RWF 259,200 for 1 room × 3 nights')).toBeInTheDocument();
    expect(card.getByText('RWF 86,400')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await activateLocaleWithAllFeatures('fr');
    const { card } = await openSoldOut();
    expect(await card.findByText('Complet pour ces dates')).toBeInTheDocument();
    expect(
      await card.findByRole('group', { name: 'Autres dates avec des chambres libres' }),
    ).toBeInTheDocument();
    await activateLocaleWithAllFeatures('en');
  });
});
