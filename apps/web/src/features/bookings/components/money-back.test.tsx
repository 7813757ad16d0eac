// What the guest and the host read about money going back before they confirm (docs/money.md#on-the-screens):
// the guest's cancel dialog, the host's decisions, 'Give money back' and the booking page's payment section.
import type { Booking, BookingCancellation, BookingDetails } from '@ikaze/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { activateLocaleWithAllFeatures } from '@/lib/i18n';
import { makeBooking, makeCancellation, makePaidPayment } from '@/test/bookings';
import { stubFetch } from '@/test/properties';
import { renderWithRouter } from '@/test/render';
import { BookingCancel } from './bookings-cancel';
import { GiveBackDialog } from './give-back';
import { HostDecisionDialog, type HostDecisionStatus } from './host-decision';
import { PaymentFacts } from './payment-facts';

// The whole reservation is RWF 300,000: this stay is RWF 200,000 of it.
const paid = makePaidPayment();

/** Diane's RWF 200,000 stay, paid with MTN MoMo, 12% commission. */
function paidStay(overrides: Partial<Booking> = {}, refunded = 0): Booking {
  return makeBooking({ id: 12, payment: { ...paid, refunded }, commissionPercent: 12, ...overrides });
}

/** Paid through us with 0788123456, in the free window unless told. */
const cancellation = (overrides: Partial<BookingCancellation>) =>
  makeCancellation({ refund: 200_000, refundTo: '0788123456', ...overrides });

/** The guest's cancel dialog on booking 12, the server answering `cost`; returns the requests seen. */
async function openCancel(
  cost: BookingCancellation,
  booking = paidStay(),
  title: string | RegExp = 'Cancel booking 12?',
) {
  const requests = stubFetch((request) => {
    if (request.url.pathname === '/api/bookings/12/cancellation') return { body: cost };
    if (request.method === 'PUT')
      return {
        body: { message: 'ok', booking: { ...booking, status: 'cancelled', cancellationFee: cost.fee } },
      };
    return undefined;
  });
  const view = renderWithRouter(
    <>
      <Toaster />
      <BookingCancel booking={booking} userId={7} onClose={() => {}} />
    </>,
  );
  const dialog = await screen.findByRole('dialog', { name: title });
  return { ...view, dialog, requests };
}

describe("the guest's cancel dialog says what comes back", { timeout: 20_000 }, () => {
  it('in the free window: all of it, to the number that paid; the flash says it is on its way', async () => {
    const { dialog, user } = await openCancel(cancellation({}));
    expect(
      await within(dialog).findByText('You will get back RWF 200,000 to 0788123456.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/is kept/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(
      await screen.findByText(
        'Booking successfully cancelled. RWF 200,000 is on its way back to 0788123456.',
      ),
    ).toBeInTheDocument();
  });

  it('after the free window: the rest, and the first night kept', async () => {
    const { dialog } = await openCancel(cancellation({ free: false, fee: 100_000, refund: 100_000 }));
    expect(
      await within(dialog).findByText('You will get back RWF 100,000 to 0788123456.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('The free cancellation has ended, so the first night (RWF 100,000) is kept.'),
    ).toBeInTheDocument();
  });

  it('Non-Refundable: nothing, and why; the flash names no refund', async () => {
    const { dialog, user } = await openCancel(
      cancellation({
        ratePlan: 'non_refundable',
        free: false,
        fee: 200_000,
        refund: 0,
        freeCancellationUntil: null,
      }),
    );
    expect(await within(dialog).findByText('Nothing comes back to you.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('This booking is Non-Refundable, so the whole stay is kept.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking successfully cancelled.')).toBeInTheDocument();
  });

  it('paid at the property: the fee owed, as before', async () => {
    const { dialog, user } = await openCancel(
      cancellation({ free: false, fee: 100_000, refund: 0, refundTo: null }),
      makeBooking({ id: 12 }),
    );
    expect(
      await within(dialog).findByText(
        'Cancelling now costs RWF 100,000: the free cancellation has ended, so the first night is owed.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/get back/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(
      await screen.findByText('Booking successfully cancelled. You owe the host RWF 100,000.'),
    ).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await activateLocaleWithAllFeatures('fr');
    const { dialog } = await openCancel(
      cancellation({ free: false, fee: 100_000, refund: 100_000 }),
      paidStay(),
      /^Annuler la réservation 12\s\?$/,
    );
    // Testing Library reads the French no-break spaces as plain ones.
    expect(
      await within(dialog).findByText('100 000 RWF vous seront remboursés sur le 0788123456.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'L’annulation gratuite est terminée : la première nuit (100 000 RWF) est retenue.',
      ),
    ).toBeInTheDocument();
  });
});

function decide(booking: Booking, status: HostDecisionStatus) {
  stubFetch(() => undefined);
  renderWithRouter(<HostDecisionDialog booking={booking} status={status} hostId={2} onClose={() => {}} />);
  return screen.getByRole('dialog');
}

describe("the host's decisions say what goes back", { timeout: 20_000 }, () => {
  it.each(['cancelled', 'refunded'] as const)(
    "%s on a paid request: the stay's whole amount, to the number the guest paid with",
    (status) => {
      const dialog = decide(paidStay(), status);
      expect(
        within(dialog).getByText('The guest gets RWF 200,000 back to the number they paid with.'),
      ).toBeInTheDocument();
    },
  );

  it('cancelling a confirmed stay: what is left after an earlier refund', () => {
    const dialog = decide(paidStay({ status: 'confirmed' }, 50_000), 'cancelled');
    expect(
      within(dialog).getByRole('heading', { name: 'Cancel the stay of booking 12?' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('The guest gets RWF 150,000 back to the number they paid with.'),
    ).toBeInTheDocument();
  });

  it('approving: what the host earns after the commission', () => {
    const dialog = decide(paidStay(), 'confirmed');
    expect(
      within(dialog).getByText(
        'You earn RWF 176,699 of this stay, after the commission of 12% (RWF 23,301).',
      ),
    ).toBeInTheDocument();
  });

  it('paid at the property: no money sentence', () => {
    const dialog = decide(makeBooking({ id: 12 }), 'cancelled');
    expect(within(dialog).queryByText(/back to the number/)).toBeNull();
    expect(within(dialog).queryByText(/You earn/)).toBeNull();
  });
});

describe("'Give money back'", { timeout: 20_000 }, () => {
  it('checks the amount as the server does, sends it, and shows the server’s refusal', async () => {
    let refused = false;
    const requests = stubFetch((request) => {
      if (request.method !== 'POST') return undefined;
      if (refused)
        return {
          status: 409,
          body: {
            message: 'This is more than what is left to refund.',
            code: 'REFUND_TOO_LARGE',
            params: { left: 10_000 },
          },
        };
      return {
        status: 201,
        body: {
          message: 'The refund is on its way to the number that paid.',
          refund: {
            id: 1,
            amount: 30_000,
            cause: 'host_goodwill',
            status: 'pending',
            createdAt: '2026-11-29T08:00:00Z',
          },
        },
      };
    });
    const booking = paidStay({ status: 'confirmed' }, 50_000);
    const { user } = renderWithRouter(
      <>
        <Toaster />
        <GiveBackDialog booking={booking} onClose={() => {}} />
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Give money back' });
    expect(within(dialog).getByText('Left to give back: RWF 150,000.')).toBeInTheDocument();
    const field = within(dialog).getByLabelText('Amount to give back (RWF)');
    const send = within(dialog).getByRole('button', { name: 'Give money back' });

    await user.click(send);
    expect(within(dialog).getByText('Enter a whole amount in RWF, at least 1.')).toBeInTheDocument();
    await user.type(field, '12.5');
    await user.click(send);
    expect(field).toHaveAccessibleDescription('Enter a whole amount in RWF, at least 1.');
    await user.clear(field);
    await user.type(field, '150001');
    await user.click(send);
    expect(field).toHaveAccessibleDescription(/^You can give back at most RWF\s150,000\.$/);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '30,000');
    await user.click(send);
    expect(await screen.findByText('The refund is on its way to the number that paid.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      url: expect.objectContaining({ pathname: '/api/bookings/12/refunds' }) as unknown,
      body: { amount: 30_000 },
    });

    // Another refund started meanwhile: the server's word, as it says it.
    refused = true;
    await user.click(send);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This is more than what is left to refund.',
    );
  });
});

function details(viewer: BookingDetails['viewer'], booking: Booking): BookingDetails {
  return {
    booking,
    viewer,
    history: [],
    cancelReason: null,
    property: {
      id: 5,
      name: 'Kivu Sunset Villa',
      address: 'KN 3 Rd',
      city: 'Kigali',
      country: 'Rwanda',
      markerPosition: { lat: -1.95, lng: 30.06 },
      checkInTime: '14:00',
      checkOutTime: '11:00',
    },
    hostContact: null,
    guestContact: null,
    paidFrom: null,
    cancellation: null,
  };
}

describe("the booking page's payment section", { timeout: 20_000 }, () => {
  it('shows the host what went back, the commission on what is kept and what they earn', () => {
    renderWithRouter(
      <PaymentFacts details={details('host', paidStay({ status: 'confirmed' }, 30_000))} payment={null} />,
    );
    expect(screen.getByText('RWF 30,000 given back to the guest.')).toBeInTheDocument();
    // 170,000 kept: a room charge of 165,049 and 4,951 tourism tax; 12% of the room charge is 19,805.88, so
    // 19,806; the host earns 150,194.
    expect(screen.getByText('Commission: 12% of the room charge, that is RWF 19,806.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Taxes in the price (tourism tax, and VAT if you charge it): RWF 4,951, paid out to the host to declare.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You earn RWF 150,194 of this stay, after refunds and the commission.'),
    ).toBeInTheDocument();
  });

  it('shows an admin what the host earns', () => {
    renderWithRouter(<PaymentFacts details={details('admin', paidStay())} payment={null} />);
    expect(
      screen.getByText('The host earns RWF 176,699 of this stay, after refunds and the commission.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/given back/)).toBeNull();
  });

  it('shows the guest what came back to them, and no commission', () => {
    renderWithRouter(<PaymentFacts details={details('guest', paidStay({}, 30_000))} payment={null} />);
    expect(screen.getByText('RWF 30,000 given back to you.')).toBeInTheDocument();
    expect(screen.queryByText(/Commission/)).toBeNull();
  });
});
