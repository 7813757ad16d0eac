import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminPayment, AdminPaymentDetail, AdminPaymentSummary } from '@ikaze/domain';
import { makeUser, mockApi, signedInAs } from '@/test/api-mock';
import { renderApp } from '@/test/render';

const admin = makeUser({
  UserID: 1,
  Username: 'admin',
  FirstName: 'Aline',
  LastName: 'Uwase',
  Role: 'admin',
});

const payment: AdminPayment = {
  id: 41,
  status: 'successful',
  method: 'mtn_momo',
  amount: 365_000,
  currency: 'RWF',
  reason: null,
  guest: { id: 9, name: 'Eric Niyonzima', username: 'eric' },
  properties: [{ id: 3, name: 'Kivu Breeze' }],
  bookingIds: [120],
  reference: '6f1c2a9e-8d44-4a51-9b1e-2f0c7d3a1b55',
  providerTransactionId: 'MTN-778899',
  phone: '0788123456',
  createdAt: '2026-11-28T08:00:00.000Z',
  ageSeconds: 600,
  expiresAt: null,
  paidAt: '2026-11-28T08:01:00.000Z',
  receiptNumber: 12,
};

const summary = (pendingPastWindow: number): AdminPaymentSummary => ({
  byStatus: { pending: 1, successful: 1, failed: 0, expired: 0, not_required: 0 },
  pendingPastWindow,
  lateSuccesses: { count: 0, amountOwed: 0 },
});

const detail: AdminPaymentDetail = {
  payment: {
    ...payment,
    requestedAt: payment.createdAt,
    nextCheckAt: null,
    checks: 2,
    previousId: 40,
    nextId: null,
  },
  bookings: [
    {
      id: 120,
      propertyId: 3,
      propertyName: 'Kivu Breeze',
      checkIn: '2026-12-10',
      checkOut: '2026-12-12',
      rooms: 1,
      totalPrice: 365_000,
      status: 'confirmed',
    },
  ],
  ledger: [
    {
      id: 7,
      kind: 'payment_received',
      createdAt: payment.paidAt!,
      entries: [
        { id: 13, account: 'provider:mtn_momo', amount: 365_000 },
        { id: 14, account: 'guest_payments_held', amount: -365_000 },
      ],
    },
  ],
  events: [
    {
      id: 5,
      source: 'status',
      outcome: 'successful',
      body: { status: 'SUCCESSFUL' },
      createdAt: payment.paidAt!,
    },
  ],
  earlierTries: [
    { ...payment, id: 40, status: 'failed', reason: 'not_enough_funds', providerTransactionId: null },
  ],
};

function signInAdmin(extra: Parameters<typeof mockApi>[0]) {
  signedInAs(admin);
  return mockApi({ 'GET /api/me': () => ({ body: { user: admin } }), ...extra });
}

describe('admin payments', () => {
  it('lists payments with the pending-past-window count in green at 0, filters them and downloads the CSV', async () => {
    const calls = signInAdmin({
      'GET /api/admin/payments?sort=created_at&order=desc&page=1&pageSize=10': () => ({ body: [payment] }),
      'GET /api/admin/payments?status=failed&sort=created_at&order=desc&page=1&pageSize=10': () => ({
        body: [],
      }),
      'GET /api/admin/payments/summary': () => ({ body: summary(0) }),
    });
    renderApp('/dashboard/admin/payments');
    expect(await screen.findByRole('heading', { name: 'Payments' })).toBeInTheDocument();
    const stuck = await screen.findByTestId('pending-past-window');
    expect(stuck).toHaveTextContent('0');
    expect(stuck.parentElement).toHaveClass('bg-green-50');

    const table = await screen.findByRole('table', { name: 'Payments' });
    const row = await within(table).findByRole('row', { name: /Kivu Breeze/ });
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(within(row).getByText('MTN MoMo')).toBeInTheDocument();
    expect(within(row).getByText('RWF 365,000')).toBeInTheDocument();
    expect(within(row).getByText('Eric Niyonzima')).toBeInTheDocument();
    expect(within(row).getByText('MTN-778899')).toBeInTheDocument();
    expect(within(row).getByText('10 min ago')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Payment #41' })).toHaveAttribute(
      'href',
      '/dashboard/admin/payments/41',
    );
    expect(screen.getByRole('link', { name: 'Download these payments (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/payments.csv',
    );

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'failed');
    expect(await screen.findByText('No payments match these filters.')).toBeInTheDocument();
    expect(calls.some((c) => c.key.startsWith('GET /api/admin/payments?status=failed'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Download these payments (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/payments.csv?status=failed',
    );
  });

  it('shows the count in red when payments are pending past their window', async () => {
    signInAdmin({
      'GET /api/admin/payments?sort=created_at&order=desc&page=1&pageSize=10': () => ({ body: [] }),
      'GET /api/admin/payments/summary': () => ({ body: summary(3) }),
    });
    renderApp('/dashboard/admin/payments');
    const stuck = await screen.findByTestId('pending-past-window');
    expect(stuck).toHaveTextContent('3');
    expect(stuck.parentElement).toHaveClass('bg-red-50');
    expect(screen.getByText('These should have ended: check the payment watcher.')).toBeInTheDocument();
  });

  it('shows one payment with its bookings, ledger entries, provider answers and earlier tries', async () => {
    signInAdmin({ 'GET /api/admin/payments/41': () => ({ body: detail }) });
    renderApp('/dashboard/admin/payments/41');
    expect(await screen.findByRole('heading', { name: 'Payment #41' })).toBeInTheDocument();
    expect(await screen.findByText('0788123456')).toBeInTheDocument();
    const ledger = screen.getByRole('table', { name: 'Ledger entries' });
    expect(within(ledger).getByRole('row', { name: /provider:mtn_momo/ })).toHaveTextContent('RWF 365,000');
    expect(within(ledger).getAllByText('RWF 365,000')).toHaveLength(2);
    const answers = screen.getByRole('region', { name: 'Provider answers' });
    expect(within(answers).getByText('Status lookup')).toBeInTheDocument();
    expect(within(answers).getByText(/"SUCCESSFUL"/)).toBeInTheDocument();
    const earlier = screen.getByRole('region', { name: 'Earlier tries' });
    expect(within(earlier).getByRole('link', { name: 'Payment #40' })).toHaveAttribute(
      'href',
      '/dashboard/admin/payments/40',
    );
    expect(within(earlier).getByText('Not enough funds')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Bookings paid by this payment' })).toHaveTextContent(
      'Kivu Breeze',
    );
  });
});
