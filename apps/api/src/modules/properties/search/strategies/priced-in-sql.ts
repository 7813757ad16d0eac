// With dates, sorted or filtered by the stay's price: every match is priced in SQL (stay-price-join.ts) to sort or
// filter the page; the page's own prices follow from stay-price.ts (docs/decisions/0023-calendar-and-rates.md).
// Filtered by price, the total is counted with the prices; sorted only, it is the match list's less those the stay
// refuses, as the other dated strategies count it (offered-matches.ts).
import type { RoomNightsReplica } from '../../room-nights-replica.ts';
import { matchList, refusedByNights, refusedBySql, type DatedContext } from '../offered-matches.ts';
import type { SearchPage } from '../page-items.ts';
import { priceFilters, sortOrder } from '../search-context.ts';
import { countMatches, sqlPage } from '../sql-page.ts';
import { cheapestStayJoin } from '../stay-price-join.ts';

/** `roomNights`: the per-night inventory, when it can answer for this stay (the planner asked). */
export async function searchPricedInSql(
  ctx: DatedContext,
  roomNights: RoomNightsReplica | undefined,
): Promise<SearchPage> {
  const stayPrice = cheapestStayJoin(ctx.db, ctx.stay, ctx.rooms, ctx.today);
  const filters = priceFilters(ctx.query, stayPrice.nightlyAverage);
  const order = sortOrder(ctx.query, stayPrice.nightlyAverage);
  if (filters.length > 0)
    return sqlPage(ctx, {
      stayPrice,
      filters,
      order,
      countTotal: () => countMatches(ctx, [ctx.eligible, ...filters], stayPrice),
    });
  // Sorted by the stay's price only: the matches (in id order: only their number is used) less the refused.
  const list = await matchList(ctx, true);
  const { cached } = ctx;
  const refused =
    roomNights && cached
      ? await refusedByNights({ ...ctx, cached }, list, roomNights)
      : (await refusedBySql(ctx, list, false)).refused;
  return sqlPage(ctx, { stayPrice, order, countTotal: async () => list.ids.length - refused.size });
}
