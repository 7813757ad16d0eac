// What public searches keep per filter set, dates aside: the counts behind their totals (X-Total-Count) and,
// for searches with dates, the matches in their sort's order (dated-matches.ts). Counting or listing every match
// of a popular destination costs tens of milliseconds at 100k properties, while a page shows 20
// (docs/decisions/0006-search-performance.md, 0024-dated-search.md). Both depend on listings only (not on dates or bookings), so
// while the change feed is heard they are kept until the feed says listings changed (decision 0011); when the
// feed is not heard, for a few seconds only.
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { KeptValues } from '../../lib/kept-values.ts';

/** How long a count is reused before it is counted again when changes are not heard. */
export const SEARCH_COUNT_TTL_MS = 5_000;
/** How long while they are: listings changes clear it before; this only bounds a missed notification. */
export const SEARCH_COUNT_HEARD_TTL_MS = 600_000;
const MAX_ENTRIES = 5_000;

export interface ListingCacheOptions<V> {
  /** How long a count is reused when changes are not heard. */
  ttlMs?: number;
  /** How long while they are (SEARCH_COUNT_HEARD_TTL_MS). */
  heardTtlMs?: number;
  now?: () => number;
  /** The change feed: while it is live, values are kept until it says listings changed. */
  changes?: ChangeFeed;
  /** The oldest-computed filter sets go first beyond this many (5,000 unless told)… */
  maxEntries?: number;
  /** …or beyond this total weight of their values (`weigh`, e.g. bytes): none unless told. */
  maxWeight?: number;
  weigh?: (value: V) => number;
}

/**
 * The value for a filter set: reused for the TTL, then still answered up to twice the TTL while it is computed
 * again in the background (KeptValues), so a value answered is at most twice the TTL old.
 */
export class ListingCache<V> {
  private readonly brief: KeptValues<V>;
  private readonly heard: KeptValues<V>;
  private readonly changes: ChangeFeed | undefined;

  constructor({
    ttlMs = SEARCH_COUNT_TTL_MS,
    heardTtlMs = SEARCH_COUNT_HEARD_TTL_MS,
    now = Date.now,
    changes,
    maxEntries = MAX_ENTRIES,
    maxWeight,
    weigh,
  }: ListingCacheOptions<V> = {}) {
    const kept = (freshMs: number) =>
      new KeptValues<V>({ freshMs, staleMs: 2 * freshMs, maxEntries, maxWeight, weigh, now });
    this.brief = kept(ttlMs);
    this.heard = kept(heardTtlMs);
    this.changes = changes;
    // Listings changed, or the feed came up or went down (everything may have changed): every value anew.
    changes?.subscribe((change) => {
      if (change.kind === 'listings' || change.kind === 'everything') this.clear();
    });
  }

  get(key: string, compute: () => Promise<V>): Promise<V> {
    return (this.changes?.live ? this.heard : this.brief).get(key, compute);
  }

  /** Listings changed, or the feed came up or went down: every value is computed anew. */
  private clear(): void {
    this.brief.clear();
    this.heard.clear();
  }
}
