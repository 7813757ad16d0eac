import type { Payment } from '@ikaze/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { PaymentBadge } from './bookings-table';

const paid: Payment = {
  id: 1,
  method: 'mtn_momo',
  status: 'successful',
  amount: 365_000,
  currency: 'RWF',
  reason: null,
  expiresAt: null,
  paidAt: '2026-11-28T10:00:00.000Z',
  providerTransactionId: '5551',
  receiptNumber: 7,
  refunded: 0,
};

describe("a booking's payment in the bookings lists (docs/payments.md)", () => {
  it.each<[string, Payment | null, string]>([
    ['paid by MTN MoMo', paid, 'Paid (MTN MoMo)'],
    ['paid by Airtel Money', { ...paid, method: 'airtel_money' }, 'Paid (Airtel Money)'],
    ['pending', { ...paid, status: 'pending', paidAt: null }, 'Payment pending'],
    ['failed', { ...paid, status: 'failed', reason: 'declined' }, 'Payment failed'],
    ['expired', { ...paid, status: 'expired' }, 'Payment expired'],
    [
      'at the property',
      { ...paid, method: 'at_property', status: 'not_required' },
      'To be paid at the property',
    ],
    ['booked before payments', null, 'To be paid at the property'],
  ])('shows a booking %s', (_, payment, text) => {
    renderWithRouter(<PaymentBadge payment={payment} />);
    expect(screen.getByText(text)).toBeVisible();
  });
});
