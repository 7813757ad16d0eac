// Values kept in memory a few seconds, answered stale while they are computed again: the mechanism behind the
// public search's counts and matches (modules/properties/listing-cache.ts) and the admin charts (modules/reports).

type Entry<V> = {
  /** When `value` was started; it is fresh for `freshMs` from then. */
  started: number;
  value: Promise<V>;
  /** The last value that succeeded, served while a newer one is being computed. */
  settled?: V;
  refreshing: boolean;
};

export interface KeptValuesOptions {
  /** How long a value is reused as it is. */
  freshMs: number;
  /** Up to this age a value is still answered while it is computed again in the background. */
  staleMs: number;
  /** The oldest-computed keys go first beyond this many. */
  maxEntries: number;
  now?: () => number;
}

export class KeptValues<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly now: () => number;
  /** Bumped by clear(): a computation started before it is not kept. */
  private cleared = 0;

  constructor(private readonly options: KeptValuesOptions) {
    this.now = options.now ?? Date.now;
  }

  /**
   * The value for `key`. A fresh one is reused, and requests that arrive while it is computed share that
   * computation. One younger than `staleMs` is still answered while it is computed again in the background, so
   * that a steady stream of requests never waits; an older one is computed anew and waited for. A failed first
   * computation is not kept; a failed recomputation keeps the last value.
   */
  get(key: string, compute: () => Promise<V>): Promise<V> {
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry && (now - entry.started < this.options.freshMs || entry.settled === undefined))
      return entry.value;
    if (entry?.settled !== undefined && now - entry.started < this.options.staleMs) {
      if (!entry.refreshing) this.refresh(key, entry, compute, now);
      return Promise.resolve(entry.settled);
    }
    const fresh: Entry<V> = { started: now, value: compute(), refreshing: false };
    this.keep(key, fresh);
    void fresh.value.then(
      (value) => (fresh.settled = value),
      () => {
        if (this.entries.get(key) === fresh) this.entries.delete(key);
      },
    );
    return fresh.value;
  }

  /** Forgets every value; those being computed are not kept when they arrive. */
  clear(): void {
    this.entries.clear();
    this.cleared++;
  }

  private refresh(key: string, stale: Entry<V>, compute: () => Promise<V>, now: number) {
    stale.refreshing = true;
    const cleared = this.cleared;
    void compute().then(
      (value) => {
        if (cleared === this.cleared)
          this.keep(key, { started: now, value: Promise.resolve(value), settled: value, refreshing: false });
      },
      () => (stale.refreshing = false),
    );
  }

  private keep(key: string, entry: Entry<V>) {
    this.entries.delete(key);
    this.entries.set(key, entry); // re-inserted: the Map's order is the order of the last computations
    if (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
