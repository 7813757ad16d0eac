import { describe, expect, it } from 'vitest';
import {
  nearestOpenStays,
  OTHER_STAYS_MAX,
  OTHER_STAYS_WINDOW_DAYS,
  type OpenStayQuestion,
} from './other-stays.ts';
import type { RoomRates } from './pricing.ts';
import { addDays } from './rules.ts';

const today = '2027-03-01';
const rates: RoomRates = {
  price: 45_000,
  weekendPrice: null,
  minStay: 1,
  maxStay: null,
  bookingWindowDays: null,
  seasons: [],
};
/** A room type of 2 rooms whose nights in `full` are all taken. */
const question = (full: string[], overrides: Partial<OpenStayQuestion> = {}): OpenStayQuestion => ({
  checkIn: '2027-03-10',
  checkOut: '2027-03-12',
  rooms: 1,
  rates,
  roomCount: 2,
  taken: (night) => (full.includes(night) ? 2 : 0),
  today,
  ...overrides,
});
const nights = (first: string, count: number) => Array.from({ length: count }, (_, i) => addDays(first, i));

describe('nearestOpenStays: other dates for a stay that cannot be sold', () => {
  it('offers the nearest stays of the same length around the asked one, the earlier of two as near first', () => {
    // 10 and 11 March taken: a 2-night stay may not touch them.
    expect(nearestOpenStays(question(['2027-03-10', '2027-03-11']))).toEqual([
      { checkIn: '2027-03-08', checkOut: '2027-03-10' },
      { checkIn: '2027-03-12', checkOut: '2027-03-14' },
      { checkIn: '2027-03-07', checkOut: '2027-03-09' },
    ]);
  });

  it('counts the rooms asked against the rooms free each night', () => {
    const oneFree = question([], { rooms: 2, taken: (night) => (night < '2027-03-15' ? 1 : 0) });
    expect(nearestOpenStays(oneFree)[0]).toEqual({ checkIn: '2027-03-15', checkOut: '2027-03-17' });
    expect(nearestOpenStays({ ...oneFree, rooms: 1 })[0]).toEqual({
      checkIn: '2027-03-09',
      checkOut: '2027-03-11',
    });
  });

  it('never offers a stay starting in the past, and keeps to the host’s stay rules', () => {
    const soon = question(nights(today, 5), { checkIn: '2027-03-02', checkOut: '2027-03-03' });
    expect(nearestOpenStays(soon).map((stay) => stay.checkIn)).toEqual([
      '2027-03-06',
      '2027-03-07',
      '2027-03-08',
    ]);
    // Booked at most 12 days ahead: only check-ins until 13 March.
    const window = question(['2027-03-10', '2027-03-11'], { rates: { ...rates, bookingWindowDays: 12 } });
    expect(nearestOpenStays(window).map((stay) => stay.checkIn)).toEqual([
      '2027-03-08',
      '2027-03-12',
      '2027-03-07',
    ]);
    // A season asking 3 nights from 5 to 9 March: 2-night stays starting then are refused.
    const season = {
      name: 'Easter',
      firstNight: '2027-03-05',
      lastNight: '2027-03-09',
      price: 50_000,
      minStay: 3,
      maxStay: null,
    };
    const ruled = question(['2027-03-10', '2027-03-11'], { rates: { ...rates, seasons: [season] } });
    expect(nearestOpenStays(ruled).map((stay) => stay.checkIn)).toEqual([
      '2027-03-12',
      '2027-03-13',
      '2027-03-14',
    ]);
  });

  it(`offers at most ${OTHER_STAYS_MAX}, and none when nothing is free within ${OTHER_STAYS_WINDOW_DAYS} days`, () => {
    expect(nearestOpenStays(question([]))).toHaveLength(OTHER_STAYS_MAX);
    const allTaken = question(nights(today, 120));
    expect(nearestOpenStays(allTaken)).toEqual([]);
  });
});
