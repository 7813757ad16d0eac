// The page read from PostgreSQL, for the strategies that do not take it from a match list (undated.ts,
// priced-in-sql.ts; docs/decisions/0006-search-performance.md): the page's ids, one row more than the page (narrow
// rows: filters, sort, paging; the scan stops there), then those properties, and beside them the total when the
// page does not tell it.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { properties, users } from '../../../db/schema.ts';
import { pageItems, type SearchPage } from './page-items.ts';
import type { SearchContext } from './search-context.ts';
import type { CheapestStayJoin } from './stay-price-join.ts';

export async function sqlPage(
  ctx: SearchContext,
  page: {
    /** Joined to sort or filter by the stay's price. */
    stayPrice?: CheapestStayJoin;
    /** Beyond the context's conditions: the price filters on the stay's price. */
    filters?: SQL[];
    order: SQL[];
    /** The total when this page does not tell it. */
    countTotal: () => Promise<number>;
  },
): Promise<SearchPage> {
  const { db, query, offset } = ctx;
  let pageQuery = db
    .select({ id: properties.id })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.hostId))
    .$dynamic();
  if (page.stayPrice) pageQuery = pageQuery.innerJoinLateral(page.stayPrice, sql`true`);
  const rows = await pageQuery
    .where(and(...ctx.conditions, ctx.eligible, ...(page.filters ?? [])))
    .orderBy(...page.order)
    .limit(query.pageSize + 1)
    .offset(offset);
  const hasMore = rows.length > query.pageSize;
  const ids = rows.slice(0, query.pageSize).map((row) => row.id);
  // The last page (not empty, or the first) tells the exact total; otherwise count.
  const lastPage = !hasMore && (ids.length > 0 || offset === 0);
  const [counted, items] = await Promise.all([
    lastPage ? offset + ids.length : page.countTotal(),
    pageItems(ctx, ids),
  ]);
  // A cached total may be a few seconds old: never fewer than this page shows to exist.
  const total = hasMore ? Math.max(counted, offset + ids.length + 1) : counted;
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/**
 * The number of matches of the context's conditions and `filters`. Only the public search's conditions read users
 * (the host is active); elsewhere the count is made on properties alone: host_id is a NOT NULL foreign key, so the
 * join cannot change it. `stayPrice`: joined, to count a filter on the stay's price.
 */
export async function countMatches(
  ctx: SearchContext,
  filters: Array<SQL | undefined>,
  stayPrice?: CheapestStayJoin,
): Promise<number> {
  let counted = ctx.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(properties)
    .$dynamic();
  if (ctx.isPublic) counted = counted.innerJoin(users, eq(users.id, properties.hostId));
  if (stayPrice) counted = counted.innerJoinLateral(stayPrice, sql`true`);
  return (await counted.where(and(...ctx.conditions, ...filters)))[0]?.n ?? 0;
}

/** The number of matches with some room type of the rooms asked: cached per filter set for public searches. */
export function countEligible(ctx: SearchContext): Promise<number> {
  const count = () => countMatches(ctx, [ctx.eligible]);
  return ctx.cached ? ctx.cached.matchCountCache.get(ctx.filterSet, count) : count();
}
