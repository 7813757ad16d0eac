// Counts behind the totals of public searches (X-Total-Count), kept a few seconds per filter set: counting every
// match of a popular destination costs tens of milliseconds at 100k properties, while the page itself stops
// after 21 rows (docs/decisions/0006-search-performance.md). Only these counts are kept; pages are read live.
import { KeptValues } from '../../lib/kept-values.ts';

/** How long a count is reused before it is counted again. */
export const SEARCH_COUNT_TTL_MS = 5_000;
const MAX_ENTRIES = 5_000;

/**
 * The count for a filter set: reused for the TTL, then still answered up to twice the TTL while it is counted
 * again in the background (KeptValues), so a count answered is at most twice the TTL old.
 */
export class CountCache {
  private readonly kept: KeptValues<number>;

  constructor(ttlMs = SEARCH_COUNT_TTL_MS, now: () => number = Date.now) {
    this.kept = new KeptValues({ freshMs: ttlMs, staleMs: 2 * ttlMs, maxEntries: MAX_ENTRIES, now });
  }

  get(key: string, count: () => Promise<number>): Promise<number> {
    return this.kept.get(key, count);
  }

  /** Listings changed (plugins/changes.ts): every count is made anew. */
  clear(): void {
    this.kept.clear();
  }
}
