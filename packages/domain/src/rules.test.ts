import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from './constants.ts';
import {
  addDays,
  bookingTotal,
  dashboardPath,
  dateOfDayNumber,
  dayNumber,
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
import { isWeekendNight } from './pricing.ts';

describe('calendar dates by arithmetic', () => {
  it('agrees with Date on every day of four centuries, and on weekdays', () => {
    const DAY = 86_400_000;
    // Disagreements are gathered and compared once: an expect per day made this test a CPU benchmark.
    const disagreements: string[] = [];
    let days = 0;
    for (let t = Date.UTC(1900, 0, 1); t <= Date.UTC(2300, 0, 1); t += DAY, days++) {
      const date = new Date(t).toISOString().slice(0, 10);
      const n = t / DAY;
      const weekday = new Date(t).getUTCDay();
      if (dayNumber(date) !== n) disagreements.push(`dayNumber ${date}`);
      if (dateOfDayNumber(n) !== date) disagreements.push(`dateOfDayNumber ${n}`);
      if (isWeekendNight(date) !== (weekday === 5 || weekday === 6)) disagreements.push(`weekend ${date}`);
    }
    expect(days).toBe(146_098);
    expect(disagreements).toEqual([]);
  });

  it("runs a day past the month's end on as Date.parse does, and refuses what is not a date", () => {
    expect(addDays('2026-02-30', 0)).toBe('2026-03-02');
    expect(nightsBetween('2026-02-28', '2026-02-31')).toBe(3);
    expect(nightsBetween('nope', '2026-02-28')).toBeNaN();
    expect(nightsBetween('2026-13-01', '2026-02-28')).toBeNaN();
    expect(nightsBetween('2026-02-32', '2026-02-28')).toBeNaN();
    expect(() => addDays('nope', 1)).toThrow(RangeError);
  });
});

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

  it('agrees with the time-zone database for Africa/Kigali, hour by hour over two years', () => {
    const kigali = new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000) {
      const now = new Date(t);
      if (todayInKigali(now) !== kigali.format(now)) expect(todayInKigali(now)).toBe(kigali.format(now));
    }
  });
});

describe('money', () => {
  it('groups RWF amounts exactly as en-US does', () => {
    const enUs = new Intl.NumberFormat('en-US');
    for (const amount of [0, 7, 999, 1000, 45_000, 123_456.5, 1_000_000, 98_765_432_109, -1234]) {
      expect(formatRwf(amount)).toBe(`RWF ${enUs.format(Math.round(amount))}`);
    }
  });

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
