// With dates, not by price, a public search while the per-night inventory in memory can answer for the stay
// (docs/decisions/0034-room-nights-replica.md): the cached matches dates aside, less those the stay refuses,
// whose candidates are read in memory; PostgreSQL is asked only if a candidate is a match, and the page's stay
// rows are read in memory too. The common search asks PostgreSQL nothing.
import { offeredPage } from '../../dated-matches.ts';
import type { RoomNightsReplica } from '../../room-nights-replica.ts';
import { matchList, refusedByNights, type DatedContext } from '../offered-matches.ts';
import { pageItems, type SearchPage } from '../page-items.ts';
import type { SearchContext } from '../search-context.ts';

export async function searchFromNights(
  ctx: DatedContext & { cached: NonNullable<SearchContext['cached']> },
  roomNights: RoomNightsReplica,
): Promise<SearchPage> {
  const { stay } = ctx;
  const list = await matchList(ctx, false);
  const refused = await refusedByNights(ctx, list, roomNights);
  const found = offeredPage(list, refused, ctx.offset, ctx.query.pageSize);
  return {
    items: await pageItems(ctx, found.ids, { rowsOf: (ids) => roomNights.stayRows(ids, stay) }),
    total: found.total,
    page: ctx.query.page,
    pageSize: ctx.query.pageSize,
  };
}
