import type { Booking, Payment, PaymentFailureReason } from '@ikaze/domain';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocaleWithAllFeatures } from '@/lib/i18n';
import { makeUser } from '@/test/api-mock';
import { makeBooking } from '@/test/bookings';
import { makeProperty, stubFetch } from '@/test/properties';
import { renderWithRouter } from '@/test/render';
import { PAYMENT_POLL_MS } from '../hooks/use-payment-progress';
import { PaymentProgress } from './payment-progress';

const NOW = Date.parse('2026-11-28T10:00:00.000Z');
const guest = makeUser({ PhoneNumber: '0780000002' });

function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 31,
    method: 'mtn_momo',
    status: 'pending',
    amount: 365_000,
    currency: 'RWF',
    reason: null,
    expiresAt: new Date(NOW + 15 * 60_000).toISOString(),
    paidAt: null,
    providerTransactionId: null,
    receiptNumber: null,
    refunded: 0,
    ...overrides,
  };
}

const booking = (overrides: Partial<Payment> = {}): Booking =>
  makeBooking({ id: 9, total_price: 365_000, payment: payment(overrides) });

function show(start: Booking, answers: { get?: () => Booking; post?: (body: unknown) => Booking } = {}) {
  const requests = stubFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/me') return { body: { user: guest } };
    if (path === '/api/config') return { body: { mapTileUrl: '', testPayments: true } };
    if (path === '/api/bookings/9' && answers.get) return { body: answers.get() };
    if (path === '/api/bookings/9/payment' && request.method === 'POST' && answers.post)
      return { body: { bookings: [answers.post(request.body)] } };
    return undefined;
  });
  const onDone = vi.fn();
  const view = renderWithRouter(
    <PaymentProgress
      booking={start}
      property={makeProperty({ rate_plan: 'non_refundable' })}
      user={guest}
      paidWith={{ method: 'mtn_momo', phone: '0780000002' }}
      onDone={onDone}
    />,
  );
  return { ...view, requests, onDone };
}

describe('the payment panel (docs/payments.md)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks to approve the exact amount, says what to do without a prompt, counts down, then says it is paid', async () => {
    let current = booking();
    const { requests } = show(current, { get: () => current });
    expect(
      await screen.findByRole('heading', { name: /^Approve the payment of RWF\s365,000 on your phone$/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/No prompt after a minute\?/)).toBeInTheDocument();
    expect(screen.getByTestId('payment-countdown')).toHaveTextContent('Time left to pay: 15:00');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByTestId('payment-countdown')).toHaveTextContent('Time left to pay: 14:58');

    // The light poll reads the booking again while the payment is pending.
    current = booking({ status: 'successful', paidAt: new Date(NOW).toISOString() });
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS));
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(
      screen.getByText('RWF 365,000 paid. Your booking is reserved; the host will confirm it.'),
    ).toBeVisible();
    expect(screen.queryByTestId('payment-countdown')).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname === '/api/bookings/9')).toBe(true);
  });

  it.each<[PaymentFailureReason, string]>([
    ['not_enough_funds', 'There is not enough money on the mobile money account.'],
    ['declined', 'You declined the payment on your phone.'],
    ['payer_not_found', 'This number has no mobile money account.'],
    ['timed_out', 'There was no answer from the phone in time.'],
    ['other', 'The mobile money provider did not take the payment.'],
  ])('says a failure (%s) in plain words', async (reason, words) => {
    show(booking({ status: 'failed', reason }));
    expect(await screen.findByRole('heading', { name: 'The payment did not go through' })).toBeVisible();
    expect(screen.getByText(words)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Use another number' })).toBeVisible();
  });

  it('tries again with the same number, then with another number whose operator it picks', async () => {
    const sent: unknown[] = [];
    const { user } = show(booking({ status: 'failed', reason: 'declined' }), {
      post: (body) => {
        sent.push(body);
        return sent.length === 1
          ? booking({ id: 32, status: 'failed', reason: 'declined' })
          : booking({ id: 33, method: 'airtel_money' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(sent[0]).toEqual({ method: 'mtn_momo', phone: '0780000002' });

    await user.click(await screen.findByRole('button', { name: 'Use another number' }));
    const number = screen.getByLabelText('Mobile number that pays');
    await user.clear(number);
    await user.type(number, '12');
    await user.click(screen.getByRole('button', { name: /^Pay RWF\s365,000$/ }));
    expect(
      screen.getByText('Enter a Rwandan mobile number: 078, 079, 072 or 073 followed by 7 digits.'),
    ).toBeVisible();
    expect(sent).toHaveLength(1);

    await user.clear(number);
    await user.type(number, '0721 234 567');
    expect(screen.getByRole('radio', { name: 'Airtel Money' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /^Pay RWF\s365,000$/ }));
    expect(sent[1]).toEqual({ method: 'airtel_money', phone: '0721234567' });
    expect(
      await screen.findByRole('heading', { name: /^Approve the payment of RWF\s365,000 on your phone$/ }),
    ).toBeVisible();
  });

  it('shows the window passed: the rooms released, and Book again', async () => {
    const { user, onDone } = show(booking({ status: 'expired', reason: 'timed_out' }));
    expect(await screen.findByRole('heading', { name: 'The time to pay has passed' })).toBeVisible();
    expect(screen.getByText('The rooms were released. Please book again.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Book again' }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('treats a failed payment whose window has passed as expired', async () => {
    show(booking({ status: 'failed', reason: 'declined', expiresAt: new Date(NOW - 1_000).toISOString() }));
    expect(await screen.findByRole('heading', { name: 'The time to pay has passed' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('speaks Kinyarwanda and French', async () => {
    await activateLocaleWithAllFeatures('rw');
    const first = show(booking());
    expect(
      await screen.findByRole('heading', { name: /^Emeza kwishyura .*365.000.* kuri telefoni yawe$/ }),
    ).toBeVisible();
    first.unmount();
    await activateLocaleWithAllFeatures('fr');
    show(booking({ status: 'failed', reason: 'not_enough_funds' }));
    expect(await screen.findByText('Le solde du compte mobile money est insuffisant.')).toBeVisible();
    await activateLocaleWithAllFeatures('en');
  });
});
