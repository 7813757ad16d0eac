// GET /api/properties (docs/product.md#filters; docs/decisions/0042-search-read-model.md): the query read into
// a context (search-context.ts), the planner's strategy run on it, public searches reading the read model's caches.
import { DEFAULT_LOCALE, type Locale, type PropertySearchQuery } from '@ikaze/domain';
import type { Db } from '../../../db/client.ts';
import type { Account } from '../../../db/accounts.ts';
import type { SearchPage } from './page-items.ts';
import { planSearch } from './planner.ts';
import type { SearchReadModel } from './read-model.ts';
import { searchContext } from './search-context.ts';

/**
 * A page of properties and the total. `readModel`: what public searches read from memory (none: every search asks
 * PostgreSQL, as hosts' and admins' lists always do).
 */
export async function searchProperties(
  db: Db,
  viewer: Account | null,
  query: PropertySearchQuery,
  readModel?: SearchReadModel,
  locale: Locale = DEFAULT_LOCALE,
): Promise<SearchPage> {
  const plan = await planSearch(searchContext(db, viewer, query, readModel, locale));
  return plan.run();
}
