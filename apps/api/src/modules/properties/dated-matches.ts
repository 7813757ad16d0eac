// Public searches with dates, without a price sort or filter (docs/decisions/0024-dated-search.md). The matches
// of the filters, dates aside, are kept in the sort's order until listings change (ListingCache): they are the
// same for every stay. A search then asks the database only which of them its stay refuses, and it is few:
// a property is refused only if none of its room types is offered, and a room type without stay rules is
// refused only by a night without enough free rooms. So the candidates are the properties of such nights
// (room_nights_night_free_idx) and those whose every big enough room type has a rule (open_room_count,
// migration 0020); only those are checked. The page and the exact total follow without another statement.
// Every statement here is prepared once per connection and runs on a generic plan: index lookups whatever
// the values, no planning per search (planning cost 3–7 ms, more than the rest of the search).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offeredRoomTypes } from './offered-room-types.ts';
import { stayRowsSql, type StayRow, type StayRowsRead } from './property-loader.ts';
import type { NightsOfStay } from './stay-price.ts';

/** The matches of a filter set, dates aside: ids in the sort's order, and the same ascending for lookups. */
export interface MatchList {
  ids: Int32Array;
  ascending: Int32Array;
}

export function toMatchList(ids: number[]): MatchList {
  const inOrder = Int32Array.from(ids);
  return { ids: inOrder, ascending: Int32Array.from(inOrder).sort() };
}

function includes(sorted: Int32Array, id: number): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = sorted[middle]!;
    if (value === id) return true;
    if (value < id) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

const placeholders = {
  checkIn: sql.placeholder('checkIn'),
  checkOut: sql.placeholder('checkOut'),
  nights: sql.placeholder('nights'),
  rooms: sql.placeholder('rooms'),
  today: sql.placeholder('today'),
};

function prepare(db: Db) {
  return {
    // Properties that may be refused: a room type of `rooms` rooms (capacity is its room count: migration 0005)
    // with a night of the stay without `rooms` free, read from the index alone (room_nights_night_free_idx
    // with property_id and capacity, migration 0029): one range per night (= any, not a range of nights, which
    // would read every room type's row of those nights), or no big enough room type without stay rules.
    // Beside them, in the same round trip, the stay's rows of the room types the page will most likely show
    // (property-loader.ts): a search then asks PostgreSQL once, not twice.
    candidatesAndStay: db
      .select({
        candidate: sql<number | null>`found.candidate`,
        roomTypeId: sql<number | null>`found.room_type_id`,
        used: sql<number | null>`found.used`,
        overrides: sql<Array<[string, number]> | null>`found.overrides`,
      })
      .from(
        sql`(select candidate.id as candidate, null::int as room_type_id, null::int as used, null::json as overrides
            from (select rn.property_id as id
                from room_nights rn
                where rn.night = any(${sql.placeholder('stayNights')}::date[])
                  and rn.free < ${placeholders.rooms}::int and rn.capacity >= ${placeholders.rooms}::int
              union
              select ruled.id from properties ruled
                where (ruled.open_room_count is null or ruled.open_room_count < ruled.max_room_count)
                  and ruled.max_room_count >= ${placeholders.rooms}::int
                  and coalesce(ruled.open_room_count, 0) < ${placeholders.rooms}::int) candidate
            union all
            select null, stay.room_type_id, stay.used, stay.overrides
            from (${stayRowsSql(sql.placeholder('stayRoomTypes'))}) stay) found`,
      )
      .prepare('dated_search_candidates_and_stay'),
    // Of the given properties, those with no room type offered for the stay.
    refused: (() => {
      const offered = offeredRoomTypes({ propertyId: sql`candidate.id`, ...placeholders });
      return db
        .select({ id: sql<number>`candidate.id` })
        .from(sql`unnest(${sql.placeholder('ids')}::int[]) as candidate(id)`)
        .where(sql`not exists (select 1 from ${offered.from} where ${offered.where})`)
        .prepare('dated_search_refused');
    })(),
  };
}

const statements = new WeakMap<Db, ReturnType<typeof prepare>>();

/**
 * The matches of `list` that the stay refuses (none of their room types offered) and, read in the same
 * statement, the stay's rows of `stayRoomTypes` (the room types of the page the list most likely gives).
 */
export async function refusedMatches(
  db: Db,
  list: MatchList,
  stay: NightsOfStay,
  rooms: number,
  today: string,
  stayRoomTypes: number[] = [],
): Promise<{ refused: Set<number>; stayRows: StayRowsRead }> {
  let prepared = statements.get(db);
  if (!prepared) statements.set(db, (prepared = prepare(db)));
  const { checkIn, checkOut, nights: stayNights } = stay;
  const values = { checkIn, checkOut, nights: stayNights.length, rooms, today };
  const found = await prepared.candidatesAndStay.execute({ ...values, stayNights, stayRoomTypes });
  const candidates: number[] = [];
  const rows: StayRow[] = [];
  for (const { candidate, roomTypeId, used, overrides } of found) {
    if (candidate !== null) {
      if (includes(list.ascending, candidate)) candidates.push(candidate);
    } else if (roomTypeId !== null) rows.push({ roomTypeId, used: used ?? 0, overrides });
  }
  const stayRows = { of: new Set(stayRoomTypes), rows };
  if (candidates.length === 0) return { refused: new Set(), stayRows };
  const refused = await prepared.refused.execute({ ...values, ids: candidates });
  return { refused: new Set(refused.map(({ id }) => id)), stayRows };
}

/** The page of the matches the stay does not refuse, in the list's order, with their exact number. */
export function offeredPage(
  list: MatchList,
  refused: Set<number>,
  offset: number,
  size: number,
): { ids: number[]; total: number } {
  const ids: number[] = [];
  let skipped = 0;
  for (const id of list.ids) {
    if (ids.length === size) break;
    if (refused.has(id)) continue;
    if (skipped < offset) skipped++;
    else ids.push(id);
  }
  return { ids, total: list.ids.length - refused.size };
}
