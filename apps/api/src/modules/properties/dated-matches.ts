// Public searches with dates, without a price sort or filter (docs/decisions/0024-dated-search.md). The matches
// of the filters, dates aside, are cached in the sort's order until listings change (search/read-model.ts): they are the
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
    // The properties whose every big enough room type has a stay rule (the second half of the candidates above):
    // read alone when the nights' candidates come from memory (room-nights-replica.ts), and kept per rooms.
    ruled: db
      .select({ id: sql<number>`ruled.id` })
      .from(sql`properties ruled`)
      .where(
        sql`(ruled.open_room_count is null or ruled.open_room_count < ruled.max_room_count)
          and ruled.max_room_count >= ${placeholders.rooms}::int
          and coalesce(ruled.open_room_count, 0) < ${placeholders.rooms}::int`,
      )
      .prepare('dated_search_ruled'),
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
function prepared(db: Db) {
  let found = statements.get(db);
  if (!found) statements.set(db, (found = prepare(db)));
  return found;
}

type StayValues = { checkIn: string; checkOut: string; nights: number; rooms: number; today: string };

/** Of `candidates`, the matches of `list` that the stay refuses (none of their room types offered). */
async function refusedAmong(db: Db, list: MatchList, candidates: Iterable<number>, values: StayValues) {
  const among = new Set<number>();
  for (const candidate of candidates) if (includes(list.ascending, candidate)) among.add(candidate);
  if (among.size === 0) return new Set<number>();
  const refused = await prepared(db).refused.execute({ ...values, ids: [...among] });
  return new Set(refused.map(({ id }) => id));
}

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
  const { checkIn, checkOut, nights: stayNights } = stay;
  const values = { checkIn, checkOut, nights: stayNights.length, rooms, today };
  const found = await prepared(db).candidatesAndStay.execute({ ...values, stayNights, stayRoomTypes });
  const candidates: number[] = [];
  const rows: StayRow[] = [];
  for (const { candidate, roomTypeId, used, overrides } of found) {
    if (candidate !== null) candidates.push(candidate);
    else if (roomTypeId !== null) rows.push({ roomTypeId, used: used ?? 0, overrides });
  }
  return {
    refused: await refusedAmong(db, list, candidates, values),
    stayRows: { of: new Set(stayRoomTypes), rows },
  };
}

/**
 * The matches of `list` that the stay refuses, its candidates known: the properties of its nights without enough
 * free rooms (from memory: room-nights-replica.ts) and `ruled` (ruledProperties). Asks PostgreSQL only when some
 * candidate is a match.
 */
export function refusedOfCandidates(
  db: Db,
  list: MatchList,
  stay: NightsOfStay,
  rooms: number,
  today: string,
  nightCandidates: readonly number[],
  ruled: Int32Array,
): Promise<Set<number>> {
  const values = { checkIn: stay.checkIn, checkOut: stay.checkOut, nights: stay.nights.length, rooms, today };
  return refusedAmong(db, list, [...nightCandidates, ...ruled], values);
}

/** The properties whose every room type of `rooms` rooms or more has a stay rule (they may refuse any stay). */
export async function ruledProperties(db: Db, rooms: number): Promise<Int32Array> {
  const rows = await prepared(db).ruled.execute({ rooms });
  return Int32Array.from(rows, (row) => row.id);
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
