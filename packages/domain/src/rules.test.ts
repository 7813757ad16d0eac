import { describe, expect, it } from 'vitest';
import {
  addDays,
  bookingTotal,
  dashboardPath,
  formatRwf,
  greeting,
  homeAfterLogin,
  nightsBetween,
  nightsOfStay,
  pageCount,
  paginationWindow,
  todayInKigali,
  truncateCardAddress,
  truncateCardName,
} from './rules.ts';

describe('nights', () => {
  it('counts nights between calendar dates, across months and leap days', () => {
    expect(nightsBetween('2026-12-01', '2026-12-04')).toBe(3);
    expect(nightsBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(nightsBetween('2026-12-01', '2026-12-01')).toBe(0);
    expect(nightsBetween('2026-12-04', '2026-12-01')).toBe(-3);
  });

  it('lists the nights of a stay without the check-out day', () => {
    expect(nightsOfStay('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(nightsOfStay('2026-12-01', '2026-12-01')).toEqual([]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it("knows today's date in Kigali (UTC+2) whatever the machine's zone", () => {
    expect(todayInKigali(new Date('2026-11-21T21:59:00Z'))).toBe('2026-11-21');
    expect(todayInKigali(new Date('2026-11-21T22:00:00Z'))).toBe('2026-11-22');
  });

  it("keeps today's date only within the minute it was computed in", () => {
    expect(todayInKigali(new Date('2026-11-21T21:59:00Z'))).toBe('2026-11-21');
    expect(todayInKigali(new Date('2026-11-21T21:59:59.999Z'))).toBe('2026-11-21');
    expect(todayInKigali(new Date('2026-11-21T22:00:00Z'))).toBe('2026-11-22');
    expect(todayInKigali(new Date('2026-11-21T21:59:30Z'))).toBe('2026-11-21');
    expect(todayInKigali(new Date('2027-03-01T10:00:00Z'))).toBe('2027-03-01');
  });
});

describe('money', () => {
  it('totals price × (1 − discount) × rooms × nights, rounded once to whole RWF', () => {
    expect(bookingTotal({ price: 45_000, discount: 0, rooms: 2, nights: 3 })).toBe(270_000);
    expect(bookingTotal({ price: 33_333, discount: 15, rooms: 1, nights: 3 })).toBe(84_999);
    expect(bookingTotal({ price: 10_001, discount: 100, rooms: 3, nights: 2 })).toBe(0);
  });

  it('formats RWF without decimals', () => {
    expect(formatRwf(45_000)).toBe('RWF 45,000');
    expect(formatRwf(1_234_567.6)).toBe('RWF 1,234,568');
  });
});

describe('display rules', () => {
  it('cuts card names at 30 and addresses at 50 characters', () => {
    expect(truncateCardName('a'.repeat(30))).toBe('a'.repeat(30));
    expect(truncateCardName('a'.repeat(31))).toBe(`${'a'.repeat(30)}...`);
    expect(truncateCardAddress('b'.repeat(51))).toBe(`${'b'.repeat(50)}...`);
  });

  it('greets by the hour', () => {
    expect(greeting(0)).toBe('Good Morning');
    expect(greeting(11)).toBe('Good Morning');
    expect(greeting(12)).toBe('Good Afternoon');
    expect(greeting(17)).toBe('Good Afternoon');
    expect(greeting(18)).toBe('Good Evening');
  });

  it('shows first, neighbours, last and ellipses', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(1, 10)).toEqual([1, 2, 'ellipsis', 10]);
    expect(paginationWindow(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(paginationWindow(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
    // A gap of a single page shows that page rather than an ellipsis standing for one number.
    expect(paginationWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
    expect(pageCount(0, 3)).toBe(1);
    expect(pageCount(7, 3)).toBe(3);
  });

  it('sends each role to its dashboard and home after sign-in', () => {
    expect(dashboardPath('user')).toBe('/dashboard/user');
    expect(dashboardPath('host')).toBe('/dashboard/host');
    expect(homeAfterLogin('user')).toBe('/');
    expect(homeAfterLogin('admin')).toBe('/dashboard/admin');
  });
});
