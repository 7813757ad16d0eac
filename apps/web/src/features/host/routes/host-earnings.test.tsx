import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { previousMonth, todayInKigali, type HostEarnings } from '@ikaze/domain';
import { makeUser, mockApi, signedInAs } from '@/test/api-mock';
import { renderApp } from '@/test/render';

const host = makeUser({ UserID: 3, Username: 'jean', FirstName: 'Jean', Role: 'host' });

const earnings: HostEarnings = {
  held: 211_200,
  payable: 0,
  paid: 105_600,
  inFlight: 0,
  commissionPercent: 12,
  payoutTo: { method: 'mtn_momo', destination: '0788123456' },
  payoutDetailsHoldUntil: null,
  payoutsHeld: false,
  upcoming: [{ day: '2026-12-12', amount: 211_200 }],
  lines: [
    {
      bookingId: 120,
      propertyName: 'Kivu Breeze',
      roomTypeTitle: 'Lake room',
      checkIn: '2026-12-10',
      checkOut: '2026-12-12',
      status: 'confirmed',
      paid: 240_000,
      commissionPercent: 12,
      commission: 28_800,
      taxes: 7_200,
      refunded: 0,
      net: 211_200,
      state: 'held',
      payableFrom: '2026-12-11T12:00:00.000Z',
    },
  ],
  payouts: [
    {
      id: 9,
      day: '2026-11-20',
      amount: 105_600,
      method: 'mtn_momo',
      destination: '0788123456',
      status: 'successful',
      reason: null,
      reference: 'a1b2c3d4-0000-4000-8000-000000000009',
      providerTransactionId: 'MTN-TR-551',
      createdAt: '2026-11-20T04:00:00.000Z',
      finishedAt: '2026-11-20T04:01:00.000Z',
    },
  ],
};

function open(answer: HostEarnings) {
  signedInAs(host);
  mockApi({
    'GET /api/me': () => ({ body: { user: host } }),
    'GET /api/host/earnings': () => ({ body: answer }),
    'GET /api/host/invoices': () => ({
      body: [
        {
          number: 'IKZ-C-000007',
          hostId: 3,
          hostName: 'Jean Mugabo',
          month: '2026-10',
          commission: 11_800,
          net: 10_000,
          vat: 1_800,
          vatPercent: 18,
          issuedAt: '2026-11-01T01:10:00.000Z',
        },
      ],
    }),
  });
  renderApp('/dashboard/host/earnings');
}

describe('host earnings', { timeout: 20_000 }, () => {
  it('shows the balances, where payouts go, the stays with their commission, the payouts and the CSV', async () => {
    open(earnings);
    expect(await screen.findByRole('heading', { name: 'Earnings', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Earnings' })).toHaveAttribute(
      'href',
      '/dashboard/host/earnings',
    );
    const balances = await screen.findByRole('region', { name: 'Your balances' });
    expect(balances).toHaveTextContent('HeldRWF 211,200');
    expect(balances).toHaveTextContent('PayableRWF 0');
    expect(balances).toHaveTextContent('PaidRWF 105,600');
    expect(screen.getByText(/Each day's payout goes to: MTN MoMo 0788123456\./)).toBeInTheDocument();

    const stays = screen.getByRole('table', { name: 'Your paid stays' });
    const line = within(stays).getByRole('row', { name: /Kivu Breeze/ });
    expect(line).toHaveTextContent('RWF 240,000');
    expect(line).toHaveTextContent('RWF 28,800 (12%)');
    expect(line).toHaveTextContent('RWF 211,200');
    expect(line).toHaveTextContent('Held until 11 Dec 2026, 14:00');
    expect(within(line).getByRole('link', { name: 'Kivu Breeze' })).toHaveAttribute(
      'href',
      '/dashboard/host/bookings/120',
    );
    expect(screen.getByRole('region', { name: 'Upcoming payouts' })).toHaveTextContent(
      '12 December 2026RWF 211,200',
    );
    const payouts = screen.getByRole('table', { name: 'Your payouts' });
    expect(within(payouts).getByRole('row', { name: /MTN-TR-551/ })).toHaveTextContent('Paid');

    const month = screen.getByLabelText('Month');
    expect((month as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}$/);
    expect(screen.getByRole('link', { name: "Download the month's stays (CSV)" })).toHaveAttribute(
      'href',
      `/api/host/earnings.csv?month=${(month as HTMLInputElement).value}`,
    );

    const invoices = await screen.findByRole('table', { name: 'Commission invoices' });
    const october = within(invoices).getByRole('row', { name: /IKZ-C-000007/ });
    expect(october).toHaveTextContent('October 2026');
    expect(october).toHaveTextContent('RWF 11,800');
    expect(october).toHaveTextContent('RWF 1,800');
    expect(
      within(october).getByRole('link', { name: 'Download invoice IKZ-C-000007 (PDF)' }),
    ).toHaveAttribute('href', '/api/host/invoices/IKZ-C-000007.pdf?lang=en');
    // The monthly statement: last month first, as a PDF and a CSV.
    const statement = screen.getByRole('region', { name: 'Monthly statement' });
    const chosen = within(statement).getByLabelText<HTMLInputElement>('Statement month');
    expect(chosen.value).toBe(previousMonth(todayInKigali().slice(0, 7)));
    expect(
      within(statement).getByRole('link', { name: "Download the month's statement (PDF)" }),
    ).toHaveAttribute('href', `/api/host/statements/${chosen.value}.pdf`);
    expect(
      within(statement).getByRole('link', { name: "Download the month's statement (CSV)" }),
    ).toHaveAttribute('href', `/api/host/statements/${chosen.value}.csv`);
  });

  it('explains a negative payable balance', async () => {
    open({ ...earnings, payable: -30_000 });
    const balances = await screen.findByRole('region', { name: 'Your balances' });
    expect(balances).toHaveTextContent('PayableRWF -30,000');
    expect(balances).toHaveTextContent(
      'A refund after your last payout: it is taken from your next payouts.',
    );
  });

  it('says when there is nowhere to pay, and links to the profile', async () => {
    open({ ...earnings, payoutTo: null });
    const alert = await screen.findByText(/You have no mobile money number or bank account/);
    expect(
      within(alert.closest('[role=alert]')!).getByRole('link', { name: 'Add them in your profile' }),
    ).toHaveAttribute('href', '/dashboard/host/profile');
  });

  it('says until when payouts wait after a change, and that an admin holds them', async () => {
    open({ ...earnings, payoutDetailsHoldUntil: '2026-11-30T08:00:00.000Z', payoutsHeld: true });
    expect(
      await screen.findByText(
        'Your payout details changed recently: for your safety, payouts wait until 30 Nov 2026, 10:00.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/An administrator has put your payouts on hold/)).toBeInTheDocument();
  });
});
