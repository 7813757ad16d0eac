// What one room of a room type costs for a stay, before discounts, in SQL: the rule of nightPrice in
// packages/domain/src/pricing.ts (the host's price for the night, else the season's, else the weekend price on
// Friday and Saturday nights, else the base price), for sorting or filtering every match of a search by price
// (docs/decisions/0023-calendar-and-rates.md). Written into the statement rather than called as a function, so
// that PostgreSQL runs it in the plan (a SQL function with a FROM is not inlined: about 0.16 ms a call); a room
// type without a weekend price, seasons or priced nights in the stay costs its base price times the nights
// without looking at any night. search-prices.test.ts compares it with pricing.ts night by night.
import { sql, type SQL } from 'drizzle-orm';
import { nightsBetween, type Stay } from '@ikaze/domain';

/** `rt` is the room type's alias in the enclosing statement. */
export function stayPriceSql(stay: Stay): SQL<number> {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const checkIn = sql`${stay.checkIn}::date`;
  const checkOut = sql`${stay.checkOut}::date`;
  return sql<number>`(case
    when rt.weekend_price is null
      and not exists (select 1 from room_type_seasons s
        where s.room_type_id = rt.id and s.first_night < ${checkOut} and s.last_night >= ${checkIn})
      and not exists (select 1 from room_nights rn
        where rn.room_type_id = rt.id and rn.night >= ${checkIn} and rn.night < ${checkOut} and rn.price is not null)
    then rt.price::bigint * ${nights}::int
    else (select sum(coalesce(rn.price, s.price,
        case when extract(isodow from g.night) in (5, 6) then rt.weekend_price end, rt.price))::bigint
      from (select ${checkIn} + i as night from generate_series(0, ${nights - 1}::int) as i) g
      left join room_nights rn on rn.room_type_id = rt.id and rn.night = g.night
      left join lateral (select s.price from room_type_seasons s
        where s.room_type_id = rt.id and g.night between s.first_night and s.last_night
        order by s.first_night desc, s.id desc limit 1) s on true)
    end)`;
}
