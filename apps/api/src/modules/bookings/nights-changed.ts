import { addDays, type Booking } from '@ikaze/domain';
import type { ChangeFeed } from '../../lib/change-feed.ts';

/**
 * Tells this process's search answers at once which nights bookings hold or gave back (the database's
 * notification follows, for the other processes; plugins/changes.ts).
 */
export function nightsChanged(app: { changes: ChangeFeed }, bookings: Booking[]) {
  for (const booking of bookings)
    app.changes.publish({
      kind: 'nights',
      first: booking.check_in_date,
      last: addDays(booking.check_out_date, -1),
      roomTypes: [booking.room_type_id],
    });
}
