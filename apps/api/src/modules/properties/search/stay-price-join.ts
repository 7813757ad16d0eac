// The stay's price of each property in a statement, for sorting or filtering every match by it
// (docs/decisions/0023-calendar-and-rates.md): the cheapest room type offered for the stay, priced in SQL.
import { sql } from 'drizzle-orm';
import { nightsBetween } from '@ikaze/domain';
import type { Db } from '../../../db/client.ts';
import { properties } from '../../../db/schema.ts';
import { offeredRoomTypes } from '../offered-room-types.ts';
import { stayPriceSql } from '../stay-price-sql.ts';
import type { NightsOfStay } from '../stay-price.ts';

/**
 * The stay's price at the cheapest offered room type of the property in the outer statement (lowest id among
 * equals), as a lateral subquery: stayPriceSql (nightPrice's rule) for one room, less the
 * room type's discount, rounded to whole RWF as stayTotal rounds (the same double-precision arithmetic, halves
 * up), no rate plan's discount; the nightly average is the total / nights, rounded. The page's own prices are
 * computed after it by stay-price.ts, which tests keep equal to this.
 */
export function cheapestStayJoin(db: Db, stay: NightsOfStay, rooms: number, today: string) {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const offered = offeredRoomTypes({
    propertyId: sql`${properties.id}`,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights,
    rooms,
    today,
  });
  return db
    .select({
      roomTypeId: sql<number>`rt.id`.as('stay_room_type_id'),
      // float8 holds every total exactly (< 2^53) and both drivers read it as a number.
      total: sql<number>`price.total::float8`.as('stay_total'),
      nightlyAverage: sql<number>`round(price.total::numeric / ${nights}::int)::float8`.as(
        'stay_nightly_average',
      ),
    })
    .from(
      sql`${offered.from}
        cross join lateral (select ${stayPriceSql(stay)}::float8 * (1 - rt.discount::float8 / 100) as exact) discounted
        cross join lateral (select (case when discounted.exact - floor(discounted.exact) >= 0.5
          then ceil(discounted.exact) else floor(discounted.exact) end)::bigint as total) price`,
    )
    .where(offered.where)
    .orderBy(sql`price.total, rt.id`)
    .limit(1)
    .as('best');
}

export type CheapestStayJoin = ReturnType<typeof cheapestStayJoin>;
