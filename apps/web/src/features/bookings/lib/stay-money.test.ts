import { describe, expect, it } from 'vitest';
import { makeBooking, makePaidPayment } from '@/test/bookings';
import { canGiveBack, stayMoneyOf } from './stay-money';

const payment = makePaidPayment();

describe("a stay's money on the screens (docs/money.md)", () => {
  it("is the stay's own total, not the whole reservation's payment, with the commission on what is kept", () => {
    const booking = makeBooking({ status: 'confirmed', payment, commissionPercent: 12 });
    expect(stayMoneyOf(booking)).toEqual({
      paid: 200_000,
      refunded: 0,
      left: 200_000,
      commissionPercent: 12,
      commission: 24_000,
      hostEarns: 176_000,
    });
    expect(canGiveBack(booking)).toBe(true);
  });

  it('shrinks the commission and the host share with what went back, rounding the commission half up', () => {
    const booking = makeBooking({
      status: 'confirmed',
      payment: { ...payment, refunded: 30_005 },
      commissionPercent: 10,
    });
    // 169,995 kept: the commission 16,999.5 rounds up to 17,000.
    expect(stayMoneyOf(booking)).toMatchObject({ left: 169_995, commission: 17_000, hostEarns: 152_995 });
  });

  it('is none for a stay paid at the property, not paid yet, or without a commission fixed', () => {
    expect(stayMoneyOf(makeBooking({ payment: null }))).toBeNull();
    expect(
      stayMoneyOf(makeBooking({ payment: { ...payment, method: 'at_property', status: 'not_required' } })),
    ).toBeNull();
    expect(
      stayMoneyOf(makeBooking({ payment: { ...payment, status: 'pending' }, commissionPercent: null })),
    ).toBeNull();
    expect(stayMoneyOf(makeBooking({ payment, commissionPercent: null }))).toBeNull();
  });

  it('offers giving back only on a confirmed stay with something left', () => {
    const paid = { payment, commissionPercent: 12 };
    expect(canGiveBack(makeBooking({ ...paid, status: 'pending' }))).toBe(false);
    expect(canGiveBack(makeBooking({ ...paid, status: 'cancelled' }))).toBe(false);
    expect(
      canGiveBack(makeBooking({ ...paid, status: 'confirmed', payment: { ...payment, refunded: 200_000 } })),
    ).toBe(false);
  });
});
