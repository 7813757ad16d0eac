import { describe, expect, it } from 'vitest';
import { financeSummaryQuerySchema, monthsBetween } from './finance.ts';

describe('the finance summary months', () => {
  it('lists the months from the first to the last, both included, across a year', () => {
    expect(monthsBetween('2026-11', '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsBetween('2027-02', '2026-11')).toEqual([]);
  });

  it('stays bounded whatever it is given (no value makes it loop)', () => {
    expect(monthsBetween('2027-10-13', '{}')).toEqual([]);
    expect(monthsBetween('2027-10', '{}')).toEqual([]);
    expect(monthsBetween('0001-01', '9999-12', 5)).toHaveLength(5);
  });

  it('refuses what is not a month with a 4xx message, and never hangs on it', () => {
    for (const query of [
      { from: '2027-10-13', to: '{}' },
      { from: '2027-10', to: '{}' },
      { to: '{}' },
      { from: '2027-13', to: '2027-01' },
    ])
      expect(financeSummaryQuerySchema.safeParse(query).success).toBe(false);
    expect(financeSummaryQuerySchema.safeParse({ from: '2026-01', to: '2026-12' }).success).toBe(true);
  });
});
