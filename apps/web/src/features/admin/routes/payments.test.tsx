import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  AdminPayment,
  AdminPaymentDetail,
  AdminPaymentSummary,
  AdminRefund,
  ReconciliationRun,
} from '@ikaze/domain';
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
  it('lists refunds that need a hand with both actions, and the reconciliation with Run now', async () => {
    const refund: AdminRefund = {
      id: 77,
      amount: 120_000,
      cause: 'host_declined',
      status: 'needs_hand',
      createdAt: '2026-11-28T08:00:00.000Z',
      bookingId: 120,
      paymentId: 41,
      propertyName: 'Kivu Breeze',
      guestName: 'Eric Niyonzima',
      try: 3,
      reason: 'payer_not_found',
      method: 'mtn_momo',
      phone: '0780000006',
      reference: '0b7c2a9e-8d44-4a51-9b1e-2f0c7d3a1b56',
    };
    const run: ReconciliationRun = {
      id: 5,
      day: '2026-11-27',
      checked: 12,
      disagreements: [
        {
          kind: 'amount',
          movement: 'payment',
          id: 41,
          method: 'mtn_momo',
          reference: payment.reference,
          ours: { status: 'successful', amount: 365_000 },
          theirs: { status: 'successful', amount: 360_000 },
          ledger: null,
        },
      ],
      startedAt: '2026-11-28T01:00:00.000Z',
      finishedAt: '2026-11-28T01:00:02.000Z',
    };
    const calls = signInAdmin({
      'GET /api/admin/payments?sort=created_at&order=desc&page=1&pageSize=10': () => ({ body: [] }),
      'GET /api/admin/payments/summary': () => ({ body: summary(0) }),
      'GET /api/admin/refunds?status=needs_hand': () => ({ body: [refund] }),
      'POST /api/admin/refunds/77/retry': () => ({ body: { message: 'The refund will be tried again.' } }),
      'POST /api/admin/refunds/77/settle': () => ({
        body: { message: 'The refund is recorded as settled by hand.' },
      }),
      'GET /api/admin/reconciliation': () => ({ body: [run] }),
      'POST /api/admin/reconciliation/run': () => ({ status: 201, body: { ...run, id: 6 } }),
    });
    renderApp('/dashboard/admin/payments');
    const card = await screen.findByTestId('refund-needing-hand');
    expect(card).toHaveTextContent('RWF 120,000 · Eric Niyonzima');
    expect(card).toHaveTextContent(
      'Kivu Breeze · MTN MoMo 0780000006 · tried 3 times · Number not registered',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('The refund will be tried again.')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Settle by hand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle refund #77 by hand?' });
    const record = within(dialog).getByRole('button', { name: 'Record as settled' });
    expect(record).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox'), 'BK transfer FT2611');
    await userEvent.click(record);
    expect(await screen.findByText('The refund is recorded as settled by hand.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/admin/refunds/77/settle')?.body).toEqual({
      note: 'BK transfer FT2611',
    });

    const runCard = await screen.findByTestId('reconciliation-run');
    expect(runCard).toHaveTextContent('1 disagreement');
    expect(runCard).toHaveTextContent('12 records checked');
    expect(runCard).toHaveTextContent('The amount differs · Payment #41 · MTN MoMo');
    expect(runCard).toHaveTextContent('OursSuccessful · RWF 365,000');
    expect(runCard).toHaveTextContent('ProviderSuccessful · RWF 360,000');
    await userEvent.click(screen.getByRole('button', { name: 'Run now' }));
    expect(await screen.findByText('Yesterday was checked.')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/admin/reconciliation/run')).toBe(true);
  });
});
