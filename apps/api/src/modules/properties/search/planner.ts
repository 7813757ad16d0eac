// Which of its four strategies answers a search (docs/decisions/0042-search-read-model.md):
//
// - undated: no dates; the page in SQL, the total counted (cached per filter set).
// - priced in SQL: dates, sorted or filtered by the stay's price; every match priced in the statement.
// - from the nights: dates, a public search, and the per-night inventory in memory ready for the stay; the cached
//   match list less the stay's refused, its candidates read in memory. The common search: no PostgreSQL.
// - from the match list: dates otherwise (the inventory loading or not heard, or a host's or admin's list); the
//   same list, PostgreSQL telling which the stay refuses.
import type { RoomNightsReplica } from '../room-nights-replica.ts';
import type { DatedContext } from './offered-matches.ts';
import type { SearchPage } from './page-items.ts';
import type { SearchContext } from './search-context.ts';
import { searchFromMatchList } from './strategies/from-match-list.ts';
import { searchFromNights } from './strategies/from-nights.ts';
import { searchPricedInSql } from './strategies/priced-in-sql.ts';
import { searchUndated } from './strategies/undated.ts';

export type SearchStrategy = 'undated' | 'priced in SQL' | 'from the nights' | 'from the match list';

export interface SearchPlan {
  strategy: SearchStrategy;
  run: () => Promise<SearchPage>;
}

export async function planSearch(ctx: SearchContext): Promise<SearchPlan> {
  const { stay } = ctx;
  if (!stay) return { strategy: 'undated', run: () => searchUndated(ctx) };
  const dated: DatedContext = { ...ctx, stay };
  const filteredByStayPrice = ctx.query.minPrice !== undefined || ctx.query.maxPrice !== undefined;
  if (ctx.byStayPrice && filteredByStayPrice)
    return { strategy: 'priced in SQL', run: () => searchPricedInSql(dated, undefined) };
  // The per-night inventory, once the refreshes pending now are done (this process's own writes included).
  const { cached } = ctx;
  const roomNights: RoomNightsReplica | undefined =
    cached && (await cached.roomNights.current(stay)) ? cached.roomNights : undefined;
  if (ctx.byStayPrice) return { strategy: 'priced in SQL', run: () => searchPricedInSql(dated, roomNights) };
  if (roomNights && cached)
    return { strategy: 'from the nights', run: () => searchFromNights({ ...dated, cached }, roomNights) };
  return { strategy: 'from the match list', run: () => searchFromMatchList(dated) };
}
