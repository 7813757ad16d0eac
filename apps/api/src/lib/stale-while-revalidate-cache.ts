// Values cached in memory a few seconds and answered stale while they are computed again, on lru-cache: the
// search's counts, match lists and listings (modules/properties/search/listing-dependent-cache.ts) and the admin
// charts (modules/reports). lru-cache gives the TTL, the shared computation, the stale answer with its refresh in
// the background and the bound in entries or bytes; this adds the second age, past which a stale value is no longer
// answered but computed anew and waited for.
import { LRUCache } from 'lru-cache';

export interface StaleWhileRevalidateOptions<V> {
  /** How long a value is reused as it is. */
  freshMs: number;
  /** Up to this age a value is still answered while it is computed again in the background. */
  staleMs: number;
  /** The least recently used go first beyond this many (unbounded unless told)… */
  maxEntries?: number;
  /** …or beyond this total size of their values (`sizeOf`, e.g. bytes). */
  maxSize?: number;
  sizeOf?: (value: V) => number;
  now?: () => number;
}

/**
 * What lru-cache holds: the value (which may be null) and the promise answered for it, made once, so that a fresh
 * hit allocates nothing.
 */
type Held<V> = { value: V; answer: Promise<V> };
type Compute<V> = () => Promise<V>;
/** lru-cache's options for a fresh value only: one object for every call (a hit is the hot path of a search). */
const FRESH_ONLY = { allowStale: false } as const;

export class StaleWhileRevalidateCache<K extends string | number, V> {
  private readonly cache: LRUCache<K, Held<V>, Compute<V>>;
  /** lru-cache's remaining TTL below this: staleMs old or older. */
  private readonly tooOld: number;

  constructor({
    freshMs,
    staleMs,
    maxEntries,
    maxSize,
    sizeOf,
    now = Date.now,
  }: StaleWhileRevalidateOptions<V>) {
    this.tooOld = freshMs - staleMs;
    this.cache = new LRUCache<K, Held<V>, Compute<V>>({
      max: maxEntries === undefined || maxEntries === Number.POSITIVE_INFINITY ? 0 : maxEntries,
      ...(maxSize !== undefined && sizeOf
        ? {
            maxSize,
            // A value larger than the whole budget is still cached, alone (counted as the whole budget).
            sizeCalculation: ({ value }: Held<V>) => Math.min(maxSize, Math.max(1, Math.ceil(sizeOf(value)))),
          }
        : {}),
      // lru-cache counts a value stale once older than its TTL; here it is stale at freshMs (times in whole ms).
      ttl: Math.max(1, freshMs - 1),
      ttlResolution: 0,
      perf: { now },
      // Stale values are answered while they are computed again, and kept (not deleted) when read stale.
      allowStale: true,
      noDeleteOnStaleGet: true,
      // A failed first computation is not kept; a failed recomputation keeps the last value.
      noDeleteOnFetchRejection: true,
      // A computation under way when its entry is cleared or evicted still answers its callers, but is not kept.
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { context }) => {
        const value = await context();
        return { value, answer: Promise.resolve(value) };
      },
    });
  }

  /**
   * The value for `key`. A fresh one is reused, and requests that arrive while it is computed share that
   * computation. One younger than `staleMs` is still answered while it is computed again in the background, so
   * that a steady stream of requests never waits; an older one is computed anew and waited for.
   */
  get(key: K, compute: () => Promise<V>): Promise<V> {
    const fresh = this.cache.get(key, FRESH_ONLY);
    if (fresh) return fresh.answer;
    // Older than staleMs (a first computation still under way has no value yet, and is shared whatever its age).
    if (this.cache.getRemainingTTL(key) < this.tooOld && this.cache.peek(key, { allowStale: true }))
      this.cache.delete(key);
    return this.cache.fetch(key, { context: compute }).then((held) => held!.value);
  }

  /** Forgets every value; those being computed are not kept when they arrive. */
  clear(): void {
    this.cache.clear();
  }
}
