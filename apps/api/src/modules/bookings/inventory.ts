// Per-night inventory (docs/decisions/0003-booking-inventory.md). room_nights holds, per room type and night,
// how many rooms pending and confirmed bookings hold; a night without a row is fully free. The CHECK
// (held <= capacity) on that table is what makes overselling impossible, whatever the concurrency.
import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Stay } from '@ikaze/domain';
import type { Queryable } from '../../db/queryable.ts';
import { roomTypes } from '../../db/schema.ts';

/**
 * SQL for the rooms of a room type free on every night of a stay: its room count minus the most rooms taken
 * (held by bookings, closed by the host, held by other sites' calendars) on any night check-in .. check-out − 1,
 * never below 0 (docs/decisions/0023-calendar-and-rates.md).
 */
export function freeRoomsSql(
  roomTypeId: SQLWrapper,
  roomCount: SQLWrapper,
  stay: { checkIn: string | SQLWrapper; checkOut: string | SQLWrapper },
): SQL<number> {
  return sql<number>`greatest(0, ${roomCount} - coalesce((
      select max(rn.held + rn.closed + rn.synced) from room_nights rn
      where rn.room_type_id = ${roomTypeId}
        and rn.night >= ${stay.checkIn}::date and rn.night < ${stay.checkOut}::date
    ), 0))::int`;
}

export type Hold = { roomTypeId: number; checkIn: string; checkOut: string; rooms: number };

/**
 * The statement that adds the rooms of every hold (at least one) to each of its nights, one row per (room
 * type, night), touched in ascending (room_type_id, night) order so that concurrent bookings lock rows in the
 * same order and cannot deadlock. The capacity is the room type's room count at this moment. A night that
 * would hold more than its capacity fails the CHECK (SQLSTATE 23514) and with it the whole statement (and
 * transaction). The booking sends it in a data-modifying WITH beside the insert of its bookings.
 */
export function holdRoomsSql(holds: Hold[]): SQL {
  const values = sql.join(
    holds.map((h) => sql`(${h.roomTypeId}::int, ${h.checkIn}::date, ${h.checkOut}::date, ${h.rooms}::int)`),
    sql`, `,
  );
  return sql`
    insert into room_nights (room_type_id, night, capacity, held)
    select h.room_type_id, h.check_in + g.i, rt.room_count, sum(h.rooms)::int
    from (values ${values}) as h(room_type_id, check_in, check_out, rooms)
    join room_types rt on rt.id = h.room_type_id
    cross join lateral generate_series(0, h.check_out - h.check_in - 1) as g(i)
    group by h.room_type_id, h.check_in + g.i, rt.room_count
    order by 1, 2
    on conflict (room_type_id, night) do update
      set held = room_nights.held + excluded.held, capacity = excluded.capacity`;
}

/**
 * Gives back the rooms of a cancelled or refunded booking. The nights are locked in ascending order first,
 * the same order holdRoomsSql uses, so a release and a booking never wait on each other in a cycle.
 */
export async function releaseRooms(db: Queryable, hold: Hold): Promise<void> {
  await db.execute(sql`
    with locked as (
      select room_type_id, night from room_nights
      where room_type_id = ${hold.roomTypeId}
        and night >= ${hold.checkIn}::date and night < ${hold.checkOut}::date
      order by night
      for update
    )
    update room_nights rn set held = rn.held - ${hold.rooms}::int
    from locked where rn.room_type_id = locked.room_type_id and rn.night = locked.night`);
}

/** Rooms of one room type free on every night of a stay, now. */
export async function freeRooms(db: Queryable, roomTypeId: number, stay: Stay): Promise<number> {
  const [row] = await db
    .select({ free: freeRoomsSql(roomTypes.id, roomTypes.roomCount, stay) })
    .from(roomTypes)
    .where(eq(roomTypes.id, roomTypeId));
  return Number(row?.free ?? 0);
}
