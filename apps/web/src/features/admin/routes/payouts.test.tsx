import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminPayout, BankBatch, PayoutRun } from '@ikaze/domain';
import { makeUser, mockApi, signedInAs } from '@/test/api-mock';
import { renderApp } from '@/test/render';

const admin = makeUser({
  UserID: 1,
  Username: 'admin',
  FirstName: 'Aline',
  LastName: 'Uwase',
  Role: 'admin',
});

const failed: AdminPayout = {
  id: 31,
  day: '2026-11-28',
  amount: 211_200,
  method: 'mtn_momo',
  destination: '0780000006',
  status: 'failed',
  reason: 'payer_not_found',
  reference: 'c0ffee00-0000-4000-8000-000000000031',
  providerTransactionId: null,
  createdAt: '2026-11-28T04:00:00.000Z',
  finishedAt: '2026-11-28T04:01:00.000Z',
  hostId: 3,
  hostName: 'Jean Mugabo',
  bankBatchId: null,
};
const sent: AdminPayout = {
  ...failed,
  id: 32,
  status: 'successful',
  reason: null,
  providerTransactionId: 'MTN-TR-900',
  hostId: 4,
  hostName: 'Diane Ingabire',
};
const batch: BankBatch = {
  id: 5,
  day: '2026-11-28',
  status: 'open',
  payouts: 2,
  amount: 300_000,
  bankReference: null,
  sentAt: null,
};
const run: PayoutRun = {
  message: 'Today’s payouts are started.',
  day: '2026-11-29',
  started: 1,
  amount: 105_600,
  waiting: [{ hostId: 7, reason: 'no_details' }],
};

function signInAdmin(extra: Parameters<typeof mockApi>[0]) {
  signedInAs(admin);
  return mockApi({ 'GET /api/me': () => ({ body: { user: admin } }), ...extra });
}

describe(
  'admin payouts (on the payments screen, and a host’s settings on Hosts)',
  { timeout: 20_000 },
  () => {
    it('lists payouts with the reason of a failed one, retries it, runs today’s payouts and marks a batch sent', async () => {
      const calls = signInAdmin({
        'GET /api/admin/payments?sort=created_at&order=desc&page=1&pageSize=10': () => ({ body: [] }),
        'GET /api/admin/refunds?status=needs_hand': () => ({ body: [] }),
        'GET /api/admin/reconciliation': () => ({ body: [] }),
        'GET /api/admin/payouts': () => ({ body: [failed, sent] }),
        'GET /api/admin/payouts?status=failed': () => ({ body: [failed] }),
        'GET /api/admin/bank-batches': () => ({ body: [batch] }),
        'POST /api/admin/payouts/31/retry': () => ({
          status: 201,
          body: {
            message: 'The payout will be tried again.',
            payout: { ...failed, id: 33, status: 'pending' },
          },
        }),
        'POST /api/admin/payouts/run': () => ({ body: run }),
        'POST /api/admin/bank-batches/5/sent': () => ({
          body: { message: 'The bank batch is marked as sent.' },
        }),
      });
      renderApp('/dashboard/admin/payments');
      expect(await screen.findByRole('heading', { name: 'Payouts', level: 2 })).toBeInTheDocument();
      const table = await screen.findByRole('table', { name: "Hosts' payouts" });
      const failedRow = await within(table).findByRole('row', { name: /Jean Mugabo/ });
      expect(failedRow).toHaveTextContent('Failed');
      expect(failedRow).toHaveTextContent('Number not registered');
      expect(failedRow).toHaveTextContent('MTN MoMo 0780000006');
      const sentRow = within(table).getByRole('row', { name: /Diane Ingabire/ });
      expect(sentRow).toHaveTextContent('MTN-TR-900');
      expect(within(sentRow).queryByRole('button', { name: 'Retry' })).toBeNull();

      await userEvent.selectOptions(screen.getByLabelText('Payout status'), 'failed');
      expect(await within(table).findByRole('row', { name: /Jean Mugabo/ })).toBeInTheDocument();
      expect(within(table).queryByRole('row', { name: /Diane Ingabire/ })).toBeNull();

      await userEvent.click(within(table).getByRole('button', { name: 'Retry' }));
      const retry = await screen.findByRole('dialog', { name: 'Try the payout to Jean Mugabo again?' });
      expect(calls.some((c) => c.key === 'POST /api/admin/payouts/31/retry')).toBe(false);
      await userEvent.click(within(retry).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('The payout will be tried again.')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: "Run today's payouts now" }));
      const confirmRun = await screen.findByRole('dialog', { name: "Run today's payouts now?" });
      await userEvent.click(within(confirmRun).getByRole('button', { name: 'Run the payouts' }));
      expect(await screen.findByTestId('payout-run')).toHaveTextContent('1 payout started, RWF 105,600.');
      expect(screen.getByText('Host #7 waits: no mobile money number or bank account.')).toBeInTheDocument();

      const card = await screen.findByTestId('bank-batch');
      expect(card).toHaveTextContent('28 November 2026 · RWF 300,000');
      expect(
        within(card).getByRole('link', { name: 'Download the bank batch of 28 November 2026 (CSV)' }),
      ).toHaveAttribute('href', '/api/admin/bank-batches/5.csv');
      await userEvent.click(within(card).getByRole('button', { name: 'Mark as sent' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Mark the bank batch of 28 November 2026 as sent?',
      });
      const confirm = within(dialog).getByRole('button', { name: 'Mark as sent' });
      expect(confirm).toBeDisabled();
      await userEvent.type(
        within(dialog).getByLabelText("The bank's reference of the transfer"),
        'BK-FT-2611',
      );
      await userEvent.click(confirm);
      expect(await screen.findByText('The bank batch is marked as sent.')).toBeInTheDocument();
      expect(calls.find((c) => c.key === 'POST /api/admin/bank-batches/5/sent')?.body).toEqual({
        bankReference: 'BK-FT-2611',
      });
    });

    it('holds a host’s payouts, sets their commission and approves new details, each after asking', async () => {
      const host = makeUser({
        UserID: 3,
        Username: 'jean',
        FirstName: 'Jean',
        LastName: 'Mugabo',
        Role: 'host',
      });
      const calls = signInAdmin({
        'GET /api/hosts?status=all&sort=id&order=asc&page=1&pageSize=10': () => ({
          body: { hosts: [host], total: 1, page: 1, pageSize: 10 },
        }),
        'PUT /api/admin/hosts/3/payouts-held': () => ({
          body: { message: 'The host’s payouts are on hold.' },
        }),
        'PUT /api/admin/hosts/3/commission': () => ({ body: { message: 'The host’s commission is saved.' } }),
        'POST /api/admin/hosts/3/payout-change-approval': () => ({
          body: { message: 'The change of payout details is approved: payouts may go there now.' },
        }),
      });
      renderApp('/dashboard/admin/hosts');
      const open = async () => {
        await userEvent.click(await screen.findByRole('button', { name: 'Payouts of Jean Mugabo' }));
        return screen.findByRole('dialog', { name: 'Payouts of Jean Mugabo' });
      };

      await userEvent.click(within(await open()).getByRole('button', { name: 'Hold payouts' }));
      const hold = await screen.findByRole('dialog', { name: 'Hold the payouts of Jean Mugabo?' });
      expect(calls.some((c) => c.key.startsWith('PUT /api/admin/hosts/3/payouts-held'))).toBe(false);
      await userEvent.click(within(hold).getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('The host’s payouts are on hold.')).toBeInTheDocument();
      expect(calls.find((c) => c.key === 'PUT /api/admin/hosts/3/payouts-held')?.body).toEqual({
        held: true,
      });

      let settings = await open();
      const percent = within(settings).getByLabelText('Commission (%)');
      await userEvent.type(percent, '60');
      await userEvent.click(within(settings).getByRole('button', { name: 'Set the commission' }));
      expect(
        await within(settings).findByText(
          'Enter a commission from 0 to 50 percent, or nothing for the usual one.',
        ),
      ).toBeInTheDocument();
      await userEvent.clear(percent);
      await userEvent.type(percent, '8');
      await userEvent.click(within(settings).getByRole('button', { name: 'Set the commission' }));
      const setRate = await screen.findByRole('dialog', { name: 'Set the commission of Jean Mugabo to 8%?' });
      await userEvent.click(within(setRate).getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('The host’s commission is saved.')).toBeInTheDocument();
      expect(calls.find((c) => c.key === 'PUT /api/admin/hosts/3/commission')?.body).toEqual({ percent: 8 });

      settings = await open();
      await userEvent.click(within(settings).getByRole('button', { name: 'Approve new payout details now' }));
      const approve = await screen.findByRole('dialog', {
        name: 'Approve the new payout details of Jean Mugabo now?',
      });
      await userEvent.click(within(approve).getByRole('button', { name: 'Confirm' }));
      expect(
        await screen.findByText('The change of payout details is approved: payouts may go there now.'),
      ).toBeInTheDocument();
    });
  },
);
