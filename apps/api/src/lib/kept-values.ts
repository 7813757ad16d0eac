// Values kept in memory a few seconds, answered stale while they are computed again: the mechanism behind the
// public search's counts and matches (modules/properties/listing-cache.ts) and the admin charts (modules/reports).

type Entry<V> = {
  /** When `value` was started; it is fresh for `freshMs` from then. */
  started: number;
  value: Promise<V>;
  /** The last value that succeeded, served while a newer one is being computed. */
  settled?: V;
  refreshing: boolean;
  /** `weigh(settled)`, counted in the total while the entry is kept. */
  weight: number;
};

export interface KeptValuesOptions<V> {
  /** How long a value is reused as it is. */
  freshMs: number;
  /** Up to this age a value is still answered while it is computed again in the background. */
  staleMs: number;
  /** The oldest-computed keys go first beyond this many. */
  maxEntries: number;
  /** And beyond this total weight of the values kept (`weigh`, e.g. their bytes): none unless told. */
  maxWeight?: number;
  weigh?: (value: V) => number;
  now?: () => number;
}

export class KeptValues<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly now: () => number;
  /** Bumped by clear(): a computation started before it is not kept. */
  private cleared = 0;
  /** The weight of the values kept. */
  private weight = 0;

  constructor(private readonly options: KeptValuesOptions<V>) {
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
    const fresh: Entry<V> = { started: now, value: compute(), refreshing: false, weight: 0 };
    this.keep(key, fresh);
    void fresh.value.then(
      (value) => {
        fresh.settled = value;
        if (this.entries.get(key) !== fresh) return;
        this.setWeight(fresh, value);
        this.trim();
      },
      () => {
        if (this.entries.get(key) === fresh) this.remove(key, fresh);
      },
    );
    return fresh.value;
  }

  /** Forgets every value; those being computed are not kept when they arrive. */
  clear(): void {
    this.entries.clear();
    this.weight = 0;
    this.cleared++;
  }

  private refresh(key: string, stale: Entry<V>, compute: () => Promise<V>, now: number) {
    stale.refreshing = true;
    const cleared = this.cleared;
    void compute().then(
      (value) => {
        if (cleared !== this.cleared) return;
        const entry = {
          started: now,
          value: Promise.resolve(value),
          settled: value,
          refreshing: false,
          weight: 0,
        };
        this.keep(key, entry);
        this.setWeight(entry, value);
        this.trim();
      },
      () => (stale.refreshing = false),
    );
  }

  private keep(key: string, entry: Entry<V>) {
    const before = this.entries.get(key);
    if (before) this.remove(key, before);
    this.entries.set(key, entry); // re-inserted: the Map's order is the order of the last computations
    this.trim();
  }

  private setWeight(entry: Entry<V>, value: V) {
    if (!this.options.weigh) return;
    entry.weight = this.options.weigh(value);
    this.weight += entry.weight;
  }

  /** The oldest-computed go first while there are too many or they weigh too much; the newest always stays. */
  private trim() {
    const maxWeight = this.options.maxWeight ?? Infinity;
    while (
      this.entries.size > this.options.maxEntries ||
      (this.weight > maxWeight && this.entries.size > 1)
    ) {
      const [key, oldest] = this.entries.entries().next().value!;
      this.remove(key, oldest);
    }
  }

  private remove(key: string, entry: Entry<V>) {
    this.entries.delete(key);
    this.weight -= entry.weight;
  }
}
