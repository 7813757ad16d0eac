import { describe, expect, it } from 'vitest';
import { commissionOf, keptShares, refundOnCancel } from './money.ts';

describe('money of a paid stay', () => {
  it('takes the commission on the room charge, rounded half up to a whole franc, and leaves the rest to the host', () => {
    expect(commissionOf(240_000, 12)).toBe(28_800);
    expect(commissionOf(1_004, 12)).toBe(120); // 120.48
    expect(commissionOf(1_005, 10)).toBe(101); // 100.5 rounds up
    expect(commissionOf(999, 0)).toBe(0);
    // A VAT-registered host's 242,000: a room charge of 200,000 (÷ 1.21), 36,000 VAT, 6,000 tourism tax; 12 % of
    // the room charge; the host is paid the rest, the taxes they declare included.
    const parts = [{ weight: 1, vatPercent: 18, tourismPercent: 3, base: 'room_charge' as const }];
    expect(keptShares(242_000, parts, 12)).toEqual({
      taxes: { roomCharge: 200_000, vat: 36_000, tourismTax: 6_000 },
      commission: 24_000,
      hostEarns: 218_000,
    });
  });

  it('gives back what was paid less the fee and what went back before, never less than nothing', () => {
    expect(refundOnCancel(240_000, 0, 0)).toBe(240_000);
    expect(refundOnCancel(240_000, 80_000, 0)).toBe(160_000);
    expect(refundOnCancel(240_000, 80_000, 50_000)).toBe(110_000);
    expect(refundOnCancel(240_000, 240_000, 0)).toBe(0);
    expect(refundOnCancel(240_000, 80_000, 200_000)).toBe(0);
  });
});
