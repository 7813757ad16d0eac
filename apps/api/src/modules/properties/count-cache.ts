// Counts behind the totals of public searches (X-Total-Count), kept a few seconds per filter set: counting every
// match of a popular destination costs tens of milliseconds at 100k properties, while the page itself stops
// after 21 rows (docs/decisions/0006-search-performance.md). Only these counts are kept; pages are read live.

/** How long a count is reused before it is counted again. */
export const SEARCH_COUNT_TTL_MS = 5_000;
const MAX_ENTRIES = 5_000;

type Entry = {
  /** When the count in `total` was started; it is fresh for the TTL from then. */
  started: number;
  total: Promise<number>;
  /** The last count that succeeded, served while a newer one is being counted. */
  settled?: number;
  refreshing: boolean;
};

export class CountCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = SEARCH_COUNT_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The count for `key`. A fresh one (younger than the TTL) is reused, and requests that arrive while a count
   * runs share it. One younger than twice the TTL is still answered while it is counted again in the
   * background, so that a steady stream of requests never waits for a recount; an older one is counted anew.
   * A count answered is thus at most twice the TTL old.
   */
  get(key: string, count: () => Promise<number>): Promise<number> {
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry && now - entry.started < this.ttlMs) return entry.total;
    if (entry?.settled !== undefined && now - entry.started < 2 * this.ttlMs) {
      if (!entry.refreshing) this.refresh(key, entry, count, now);
      return Promise.resolve(entry.settled);
    }
    if (entry && entry.settled === undefined) return entry.total; // the first count is still running
    return this.start(key, count, now).total;
  }

  private start(key: string, count: () => Promise<number>, now: number): Entry {
    const entry: Entry = { started: now, total: count(), refreshing: false };
    this.entries.delete(key);
    this.entries.set(key, entry); // re-inserted: the Map's order is the order of the last counts
    void entry.total.then(
      (total) => (entry.settled = total),
      () => {
        // A failed first count is not kept: the next request counts again.
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }

  private refresh(key: string, stale: Entry, count: () => Promise<number>, now: number) {
    stale.refreshing = true;
    void count().then(
      (total) => {
        const entry: Entry = {
          started: now,
          total: Promise.resolve(total),
          settled: total,
          refreshing: false,
        };
        this.entries.delete(key);
        this.entries.set(key, entry);
        if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      },
      // A failed recount keeps the last count; the next request after this one tries again.
      () => (stale.refreshing = false),
    );
  }
}
