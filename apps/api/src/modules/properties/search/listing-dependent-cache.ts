// A cache of values that depend on listings alone, not on dates or bookings: the search's match counts, match
// lists, listings and ruled properties (read-model.ts). Counting or listing every match of a popular destination
// costs tens of milliseconds at 100k properties, while a page shows 20 (docs/decisions/0006-search-performance.md,
// 0024-dated-search.md). While the change feed is heard, values are cached until the feed says listings changed
// (decision 0011); when the feed is not heard, for a few seconds only.
import type { ChangeFeed } from '../../../lib/change-feed.ts';
import { StaleWhileRevalidateCache } from '../../../lib/stale-while-revalidate-cache.ts';

/** How long a value is reused before it is computed again when changes are not heard. */
export const SEARCH_COUNT_TTL_MS = 5_000;
/** How long while they are: listings changes clear it before; this only bounds a missed notification. */
export const SEARCH_COUNT_HEARD_TTL_MS = 600_000;
const MAX_ENTRIES = 5_000;

export interface ListingDependentCacheOptions<V> {
  /** How long a value is reused when changes are not heard. */
  ttlMs?: number;
  /** How long while they are (SEARCH_COUNT_HEARD_TTL_MS). */
  heardTtlMs?: number;
  now?: () => number;
  /** The change feed: while it is live, values are cached until it says listings changed. */
  changes?: ChangeFeed;
  /** The least recently used go first beyond this many (5,000 unless told)… */
  maxEntries?: number;
  /** …or beyond this total weight of their values (`weigh`, e.g. bytes): none unless told. */
  maxWeight?: number;
  weigh?: (value: V) => number;
}

/**
 * The value for a key: reused for the TTL, then still answered up to twice the TTL while it is computed again in
 * the background (lib/stale-while-revalidate-cache.ts), so a value answered is at most twice the TTL old.
 */
export class ListingDependentCache<V, K extends string | number = string> {
  private readonly brief: StaleWhileRevalidateCache<K, V>;
  private readonly heard: StaleWhileRevalidateCache<K, V>;
  private readonly changes: ChangeFeed | undefined;

  constructor({
    ttlMs = SEARCH_COUNT_TTL_MS,
    heardTtlMs = SEARCH_COUNT_HEARD_TTL_MS,
    now = Date.now,
    changes,
    maxEntries = MAX_ENTRIES,
    maxWeight,
    weigh,
  }: ListingDependentCacheOptions<V> = {}) {
    const cache = (freshMs: number) =>
      new StaleWhileRevalidateCache<K, V>({
        freshMs,
        staleMs: 2 * freshMs,
        maxEntries,
        maxSize: maxWeight,
        sizeOf: weigh,
        now,
      });
    this.brief = cache(ttlMs);
    this.heard = cache(heardTtlMs);
    this.changes = changes;
    // Listings changed, or the feed came up or went down (everything may have changed): every value anew.
    changes?.subscribe((change) => {
      if (change.kind === 'listings' || change.kind === 'everything') this.clear();
    });
  }

  get(key: K, compute: () => Promise<V>): Promise<V> {
    return (this.changes?.live ? this.heard : this.brief).get(key, compute);
  }

  /** Listings changed, or the feed came up or went down: every value is computed anew. */
  private clear(): void {
    this.brief.clear();
    this.heard.clear();
  }
}
