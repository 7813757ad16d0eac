import { describe, expect, it } from 'vitest';
import { commissionOf, hostShareOf, refundOnCancel } from './money.ts';

describe('money of a paid stay', () => {
  it('takes the commission rounded half up to a whole franc, and leaves the rest to the host', () => {
    expect(commissionOf(240_000, 12)).toBe(28_800);
    expect(commissionOf(1_004, 12)).toBe(120); // 120.48
    expect(commissionOf(1_005, 10)).toBe(101); // 100.5 rounds up
    expect(commissionOf(999, 0)).toBe(0);
    expect(hostShareOf(240_000, 12)).toBe(211_200);
    expect(hostShareOf(240_000, 12) + commissionOf(240_000, 12)).toBe(240_000);
  });

  it('gives back what was paid less the fee and what went back before, never less than nothing', () => {
    expect(refundOnCancel(240_000, 0, 0)).toBe(240_000);
    expect(refundOnCancel(240_000, 80_000, 0)).toBe(160_000);
    expect(refundOnCancel(240_000, 80_000, 50_000)).toBe(110_000);
    expect(refundOnCancel(240_000, 240_000, 0)).toBe(0);
    expect(refundOnCancel(240_000, 80_000, 200_000)).toBe(0);
  });
});
