// With dates, not by price, the per-night inventory in memory not ready (or a host's or admin's list): the
// matches dates aside (cached in the sort's order for public searches), less those PostgreSQL says the stay
// refuses, give the page and its exact total; the page's stay rows come in the same round trip
// (docs/decisions/0024-dated-search.md).
import { offeredPage } from '../../dated-matches.ts';
import { matchList, refusedBySql, type DatedContext } from '../offered-matches.ts';
import { pageItems, type SearchPage } from '../page-items.ts';

export async function searchFromMatchList(ctx: DatedContext): Promise<SearchPage> {
  const list = await matchList(ctx, false);
  const { refused, stayRows } = await refusedBySql(ctx, list, true);
  const found = offeredPage(list, refused, ctx.offset, ctx.query.pageSize);
  return {
    items: await pageItems(ctx, found.ids, stayRows),
    total: found.total,
    page: ctx.query.page,
    pageSize: ctx.query.pageSize,
  };
}
