// Which room types of a property are offered for a stay, as SQL (docs/decisions/0023-calendar-and-rates.md;
// stayRuleProblem in packages/domain/src/pricing.ts is the same rule for one room type, in JavaScript).
import { sql, type SQL } from 'drizzle-orm';

/** The stay's values: plain values, or placeholders of a prepared statement. */
export interface OfferedFor {
  /** The property's id in the outer statement. */
  propertyId: SQL;
  checkIn: unknown;
  checkOut: unknown;
  nights: unknown;
  rooms: unknown;
  today: unknown;
}

/**
 * The room types of the property that are offered for a stay (as `rt`, with the season of its check-in night as
 * `s`): at least `rooms` rooms free on every night (none holds more than room_count − rooms, held, closed and
 * synced together; a night without a row holds none) and the stay fits its rules: minimum and maximum stay, the
 * season of the check-in night overriding the room type's, and the booking window.
 */
export function offeredRoomTypes(p: OfferedFor): { from: SQL; where: SQL } {
  return {
    from: sql`room_types rt
      left join lateral (select s.min_stay, s.max_stay from room_type_seasons s
        where s.room_type_id = rt.id and s.first_night <= ${p.checkIn}::date and s.last_night >= ${p.checkIn}::date
        order by s.first_night desc, s.id desc limit 1) s on true`,
    where: sql`rt.property_id = ${p.propertyId} and rt.room_count >= ${p.rooms}::int
      and ${p.nights}::int >= coalesce(s.min_stay, rt.min_stay)
      and ${p.nights}::int <= coalesce(s.max_stay, rt.max_stay, ${p.nights}::int)
      and (rt.booking_window_days is null or ${p.checkIn}::date - ${p.today}::date <= rt.booking_window_days)
      and not exists (select 1 from room_nights rn
        where rn.room_type_id = rt.id
          and rn.night >= ${p.checkIn}::date and rn.night < ${p.checkOut}::date
          and rn.held + rn.closed + rn.synced > rt.room_count - ${p.rooms}::int)`,
  };
}
