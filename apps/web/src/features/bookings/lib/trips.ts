// My bookings as a guest reads them (docs/product.md#screen-client): upcoming stays first (pending and confirmed,
// soonest first), past stays and cancelled ones a tab away. The guest's whole list is read once and each tab,
// search and sort is worked out here from it, so every one of them also works offline from what was seen.
import type { Booking } from '@ikaze/domain';

export const TRIP_TABS = ['upcoming', 'past', 'cancelled'] as const;
export type TripTab = (typeof TRIP_TABS)[number];

export const tripTabOf = (value: string | undefined): TripTab =>
  TRIP_TABS.find((tab) => tab === value) ?? 'upcoming';

/** The tab a booking is under on `today` (a Kigali date): a stay is upcoming until its check-out day passes. */
export function tripTab(booking: Booking, today: string): TripTab {
  if (booking.status !== 'pending' && booking.status !== 'confirmed') return 'cancelled';
  return booking.check_out_date.slice(0, 10) >= today ? 'upcoming' : 'past';
}

export type TripSort = 'id' | 'check_in' | 'total_price';

/** Each tab's own order: the next stay first, the latest past stay first, the newest cancellation first. */
export const TAB_ORDER: Record<TripTab, { sort: TripSort; desc: boolean }> = {
  upcoming: { sort: 'check_in', desc: false },
  past: { sort: 'check_in', desc: true },
  cancelled: { sort: 'id', desc: true },
};

const sortValue = (booking: Booking, sort: TripSort): string | number =>
  sort === 'check_in' ? booking.check_in_date : sort === 'total_price' ? booking.total_price : booking.id;

/**
 * The bookings of one tab whose property name holds `search` (any case), in `order` (the tab's own when
 * undefined); ties by id, so the order never shifts between reads.
 */
export function tripsOf(
  bookings: readonly Booking[],
  {
    tab,
    today,
    search = '',
    order = TAB_ORDER[tab],
  }: { tab: TripTab; today: string; search?: string; order?: { sort: TripSort; desc: boolean } },
): Booking[] {
  const needle = search.trim().toLocaleLowerCase();
  const direction = order.desc ? -1 : 1;
  return bookings
    .filter((b) => tripTab(b, today) === tab && b.property_name.toLocaleLowerCase().includes(needle))
    .sort((a, b) => {
      const x = sortValue(a, order.sort);
      const y = sortValue(b, order.sort);
      return (x < y ? -1 : x > y ? 1 : 0) * direction || (a.id - b.id) * direction;
    });
}
