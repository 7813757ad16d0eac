// With dates, the matches of the filters dates aside (cached in the sort's order until listings change), less those
// the stay refuses, give the exact total and the page without pricing every match (dated-matches.ts;
// docs/decisions/0024-dated-search.md). Which the stay refuses is asked of PostgreSQL (refusedBySql) or, its
// candidates read from the per-night inventory in memory, only about those (refusedByNights; decision 0034).
import { and, asc, eq } from 'drizzle-orm';
import { properties, users } from '../../../db/schema.ts';
import {
  refusedMatches,
  refusedOfCandidates,
  ruledProperties,
  toMatchList,
  type MatchList,
} from '../dated-matches.ts';
import { roomTypeIdsOf, type StayRowsRead } from '../property-loader.ts';
import type { RoomNightsReplica } from '../room-nights-replica.ts';
import type { NightsOfStay } from '../stay-price.ts';
import { sortOrder, type SearchContext } from './search-context.ts';

/** Properties past the page whose stay rows a dated search reads beforehand, in case the stay refuses some. */
const LIKELY_PAGE_SPARE = 4;

/** A dated search's context: one with a stay. */
export type DatedContext = SearchContext & { stay: NightsOfStay };

/**
 * The matches of the filters, dates aside: in the sort's order, or in id order when the page is sorted in SQL
 * (`inIdOrder`: then only their number matters, and one list serves every sort). Cached for public searches.
 */
export function matchList(ctx: DatedContext, inIdOrder: boolean): Promise<MatchList> {
  const read = async () => {
    const rows = await ctx.db
      .select({ id: properties.id })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.hostId))
      .where(and(...ctx.conditions, ctx.eligible))
      .orderBy(...(inIdOrder ? [asc(properties.id)] : sortOrder(ctx.query)));
    return toMatchList(rows.map((row) => row.id));
  };
  if (!ctx.cached) return read();
  const key = inIdOrder
    ? ctx.filterSet
    : JSON.stringify([ctx.filterSet, ctx.query.sort ?? null, ctx.query.order ?? null]);
  return ctx.cached.matchListCache.get(key, read);
}

/**
 * The matches the stay refuses, asked of PostgreSQL, and in the same round trip the stay's rows of the page the
 * list gives if the stay refuses none of it (and a few more): `pageFromList`, when the page comes from the list and
 * the listings of its properties are cached (property-loader.ts).
 */
export async function refusedBySql(
  ctx: DatedContext,
  list: MatchList,
  pageFromList: boolean,
): Promise<{ refused: Set<number>; stayRows: StayRowsRead }> {
  const { db, offset, query } = ctx;
  const likelyRoomTypes =
    ctx.cached && pageFromList
      ? await roomTypeIdsOf(
          db,
          [...list.ids.subarray(offset, offset + query.pageSize + LIKELY_PAGE_SPARE)],
          ctx.cached.listingCache,
        )
      : [];
  return refusedMatches(db, list, ctx.stay, ctx.rooms, ctx.today, likelyRoomTypes);
}

/**
 * The matches the stay refuses, its candidates read from the per-night inventory in memory (the properties of its
 * nights without enough free rooms) and the ruled properties (cached per rooms asked): PostgreSQL is asked only
 * when a candidate is a match.
 */
export async function refusedByNights(
  ctx: DatedContext & { cached: NonNullable<SearchContext['cached']> },
  list: MatchList,
  roomNights: RoomNightsReplica,
): Promise<Set<number>> {
  const { db, rooms, stay } = ctx;
  const ruled = await ctx.cached.ruledPropertyCache.get(rooms, () => ruledProperties(db, rooms));
  const candidates = roomNights.candidates(stay, rooms);
  return refusedOfCandidates(db, list, stay, rooms, ctx.today, candidates, ruled);
}
