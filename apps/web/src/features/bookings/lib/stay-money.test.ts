import { describe, expect, it } from 'vitest';
import { makeBooking, makePaidPayment } from '@/test/bookings';
import { canGiveBack, stayMoneyOf } from './stay-money';

const payment = makePaidPayment();

describe("a stay's money on the screens (docs/money.md)", () => {
  it("is the stay's own total, not the whole reservation's payment, with the commission on what is kept", () => {
    const booking = makeBooking({ status: 'confirmed', payment, commissionPercent: 12 });
    // 200,000 is a room charge of 194,175 and 3 % tourism tax, 5,825.25 rounded (docs/taxes.md); 12 % of the room
    // charge is 23,301; the host is paid the rest, the tax they declare included.
    expect(stayMoneyOf(booking)).toEqual({
      paid: 200_000,
      refunded: 0,
      left: 200_000,
      commissionPercent: 12,
      commission: 23_301,
      taxes: 5_825,
      hostEarns: 176_699,
    });
    expect(canGiveBack(booking)).toBe(true);
  });

  it('shrinks the commission and the host share with what went back', () => {
    const booking = makeBooking({
      status: 'confirmed',
      payment: { ...payment, refunded: 30_005 },
      commissionPercent: 10,
    });
    // 169,995 kept: a room charge of 165,044 and 4,951 tourism tax (4,951.32); 10 % of 165,044 is 16,504.4.
    expect(stayMoneyOf(booking)).toMatchObject({
      left: 169_995,
      commission: 16_504,
      taxes: 4_951,
      hostEarns: 153_491,
    });
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
