// Which strategy answers which search (planner.ts; docs/decisions/0042-search-read-model.md). What each strategy
// answers is tested through the route (properties, search-prices and search-answers tests).
import { describe, expect, it } from 'vitest';
import { addDays, propertySearchQuerySchema, todayInKigali } from '@ikaze/domain';
import type { Db } from '../../../db/client.ts';
import type { Account } from '../../../db/accounts.ts';
import { planSearch } from './planner.ts';
import type { SearchReadModel } from './read-model.ts';
import { searchContext } from './search-context.ts';

const db = {} as Db;
/** A read model whose per-night inventory can answer, or not (loading, or the change feed not heard). */
const readModel = (nightsReady: boolean) =>
  ({ roomNights: { current: async () => nightsReady } }) as unknown as SearchReadModel;
const host = { id: 7, role: 'host' } as Account;
const checkIn = addDays(todayInKigali(), 30);
const dates = { checkIn, checkOut: addDays(checkIn, 2) };

async function strategyOf(
  query: Record<string, unknown>,
  options: { nights?: boolean; viewer?: Account } = {},
) {
  const parsed = propertySearchQuerySchema.parse(query);
  const ctx = searchContext(db, options.viewer ?? null, parsed, readModel(options.nights ?? true), 'en');
  return (await planSearch(ctx)).strategy;
}

describe('planSearch', () => {
  it('answers a search without dates in SQL, whatever its sort or filters', async () => {
    expect(await strategyOf({ destination: 'Kigali' })).toBe('undated');
    expect(await strategyOf({ sort: 'price', maxPrice: 50_000 })).toBe('undated');
  });

  it('prices every match in SQL when a search with dates is sorted or filtered by price', async () => {
    expect(await strategyOf({ ...dates, sort: 'price' })).toBe('priced in SQL');
    expect(await strategyOf({ ...dates, minPrice: 10_000 })).toBe('priced in SQL');
    expect(await strategyOf({ ...dates, maxPrice: 90_000 }, { nights: false })).toBe('priced in SQL');
  });

  it('answers other public searches with dates from the nights in memory when they can answer', async () => {
    expect(await strategyOf({ ...dates, destination: 'Musanze', rooms: 2 })).toBe('from the nights');
    expect(await strategyOf({ ...dates, sort: 'rating' }, { nights: false })).toBe('from the match list');
  });

  it("reads no cache for a host's own list, so it asks PostgreSQL which matches the stay refuses", async () => {
    expect(await strategyOf({ ...dates, host_id: host.id }, { viewer: host })).toBe('from the match list');
  });
});
