import { describe, expect, it } from 'vitest';
import { makeBooking } from '@/test/bookings';
import { tripTab, tripsOf } from './trips';

const today = '2026-12-10';

describe('my bookings by tab', () => {
  const soon = makeBooking({
    id: 1,
    status: 'pending',
    check_in_date: '2026-12-20',
    check_out_date: '2026-12-22',
  });
  const now = makeBooking({
    id: 2,
    status: 'confirmed',
    check_in_date: '2026-12-08',
    check_out_date: '2026-12-10',
  });
  const later = makeBooking({
    id: 3,
    status: 'confirmed',
    check_in_date: '2027-01-05',
    check_out_date: '2027-01-07',
  });
  const done = makeBooking({
    id: 4,
    status: 'confirmed',
    check_in_date: '2026-11-01',
    check_out_date: '2026-11-03',
  });
  const older = makeBooking({
    id: 5,
    status: 'confirmed',
    check_in_date: '2026-10-01',
    check_out_date: '2026-10-03',
  });
  const gone = makeBooking({
    id: 6,
    status: 'cancelled',
    check_in_date: '2026-12-24',
    check_out_date: '2026-12-25',
  });
  const expired = makeBooking({
    id: 7,
    status: 'expired',
    check_in_date: '2026-12-24',
    check_out_date: '2026-12-25',
  });
  const all = [older, gone, later, done, soon, expired, now];

  it('keeps a stay upcoming through its check-out day, and a cancelled, refunded or expired one apart', () => {
    expect(tripTab(now, today)).toBe('upcoming');
    expect(tripTab(done, today)).toBe('past');
    expect(tripTab(gone, today)).toBe('cancelled');
    expect(tripTab(makeBooking({ status: 'refunded' }), today)).toBe('cancelled');
  });

  it('orders upcoming soonest first, past latest first, cancelled newest first', () => {
    expect(tripsOf(all, { tab: 'upcoming', today }).map((b) => b.id)).toEqual([2, 1, 3]);
    expect(tripsOf(all, { tab: 'past', today }).map((b) => b.id)).toEqual([4, 5]);
    expect(tripsOf(all, { tab: 'cancelled', today }).map((b) => b.id)).toEqual([7, 6]);
  });

  it('searches the property name in any case, and sorts as asked', () => {
    const named = [
      makeBooking({
        id: 8,
        property_name: 'Lake Kivu Lodge',
        total_price: 90_000,
        check_out_date: '2027-02-02',
      }),
      makeBooking({
        id: 9,
        property_name: 'Kigali Heights',
        total_price: 50_000,
        check_out_date: '2027-02-02',
      }),
    ];
    expect(tripsOf(named, { tab: 'upcoming', today, search: ' kivu ' }).map((b) => b.id)).toEqual([8]);
    const cheapest = tripsOf(named, { tab: 'upcoming', today, order: { sort: 'total_price', desc: false } });
    expect(cheapest.map((b) => b.id)).toEqual([9, 8]);
  });
});
