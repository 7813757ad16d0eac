// Without dates: the page in SQL, in the sort's order, and the total counted (cached per filter set for public
// searches) unless the page tells it (docs/decisions/0006-search-performance.md, 0009-list-filters.md).
import { sqlPage, countEligible } from '../sql-page.ts';
import type { SearchPage } from '../page-items.ts';
import { sortOrder, type SearchContext } from '../search-context.ts';

export function searchUndated(ctx: SearchContext): Promise<SearchPage> {
  return sqlPage(ctx, { order: sortOrder(ctx.query), countTotal: () => countEligible(ctx) });
}
