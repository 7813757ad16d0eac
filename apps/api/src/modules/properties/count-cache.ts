// Counts behind the totals of public searches (X-Total-Count), kept per filter set: counting every match of a
// popular destination costs tens of milliseconds at 100k properties, while the page itself stops after 21 rows
// (docs/decisions/0006-search-performance.md). A count depends on listings only (not on dates or bookings), so
// while the change feed is heard it is kept until the feed says listings changed (decision 0011); when
// the feed is not heard, for a few seconds only.
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { KeptValues } from '../../lib/kept-values.ts';

/** How long a count is reused before it is counted again when changes are not heard. */
export const SEARCH_COUNT_TTL_MS = 5_000;
/** How long while they are: listings changes clear it before; this only bounds a missed notification. */
export const SEARCH_COUNT_HEARD_TTL_MS = 600_000;
const MAX_ENTRIES = 5_000;

export interface CountCacheOptions {
  /** How long a count is reused when changes are not heard. */
  ttlMs?: number;
  /** How long while they are (SEARCH_COUNT_HEARD_TTL_MS). */
  heardTtlMs?: number;
  now?: () => number;
  /** The change feed: while it is live, counts are kept until it says listings changed. */
  changes?: ChangeFeed;
}

/**
 * The count for a filter set: reused for the TTL, then still answered up to twice the TTL while it is counted
 * again in the background (KeptValues), so a count answered is at most twice the TTL old.
 */
export class CountCache {
  private readonly brief: KeptValues<number>;
  private readonly heard: KeptValues<number>;
  private readonly changes: ChangeFeed | undefined;

  constructor({
    ttlMs = SEARCH_COUNT_TTL_MS,
    heardTtlMs = SEARCH_COUNT_HEARD_TTL_MS,
    now = Date.now,
    changes,
  }: CountCacheOptions = {}) {
    const kept = (freshMs: number) =>
      new KeptValues<number>({ freshMs, staleMs: 2 * freshMs, maxEntries: MAX_ENTRIES, now });
    this.brief = kept(ttlMs);
    this.heard = kept(heardTtlMs);
    this.changes = changes;
    // Listings changed, or the feed came up or went down (everything may have changed): every count anew.
    changes?.subscribe((change) => {
      if (change.kind === 'listings' || change.kind === 'everything') this.clear();
    });
  }

  get(key: string, count: () => Promise<number>): Promise<number> {
    return (this.changes?.live ? this.heard : this.brief).get(key, count);
  }

  /** Listings changed, or the feed came up or went down: every count is made anew. */
  private clear(): void {
    this.brief.clear();
    this.heard.clear();
  }
}
