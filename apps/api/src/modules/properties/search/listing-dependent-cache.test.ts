// What public searches keep per filter set until listings change (docs/decisions/0006-search-performance.md).
import { describe, expect, it } from 'vitest';
import { ChangeFeed } from '../../../lib/change-feed.ts';
import { ListingDependentCache } from './listing-dependent-cache.ts';

function clock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ListingDependentCache', () => {
  it('reuses a count for its time to live, then answers it once more while counting again', async () => {
    const time = clock();
    const cache = new ListingDependentCache<number>({ ttlMs: 5_000, now: time.now });
    let counts = 0;
    const count = async () => ++counts;
    expect(await cache.get('kigali', count)).toBe(1);
    time.advance(4_999);
    expect(await cache.get('kigali', count)).toBe(1);
    expect(await cache.get('huye', count)).toBe(2);
    time.advance(1);
    expect(await cache.get('kigali', count)).toBe(1); // stale: answered at once, recounted behind
    await settle();
    expect(counts).toBe(3);
    expect(await cache.get('kigali', count)).toBe(3);
    // Unasked for two TTLs: counted anew before answering.
    time.advance(10_000);
    expect(await cache.get('kigali', count)).toBe(4);
  });

  it('lets requests that arrive during the first count share it, and recounts once at a time', async () => {
    const time = clock();
    const cache = new ListingDependentCache<number>({ ttlMs: 5_000, now: time.now });
    let counts = 0;
    let finish!: (n: number) => void;
    const count = () => {
      counts += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const first = cache.get('kigali', count);
    const second = cache.get('kigali', count);
    finish(42);
    expect(await Promise.all([first, second])).toEqual([42, 42]);
    expect(counts).toBe(1);
    time.advance(6_000);
    expect(await Promise.all([cache.get('kigali', count), cache.get('kigali', count)])).toEqual([42, 42]);
    expect(counts).toBe(2);
    finish(43);
    await settle();
    expect(await cache.get('kigali', count)).toBe(43);
  });

  it('does not keep a failed first count, and keeps the last count when a recount fails', async () => {
    const time = clock();
    const cache = new ListingDependentCache<number>({ ttlMs: 5_000, now: time.now });
    await expect(cache.get('kigali', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('kigali', async () => 7)).toBe(7);
    time.advance(5_000);
    expect(await cache.get('kigali', () => Promise.reject(new Error('down')))).toBe(7);
    await settle();
    expect(await cache.get('kigali', async () => 8)).toBe(7);
    await settle();
    expect(await cache.get('kigali', async () => 9)).toBe(8);
  });

  it('holds at most 5,000 counts, dropping the oldest', async () => {
    const time = clock();
    const cache = new ListingDependentCache<number>({ ttlMs: 60_000, now: time.now });
    for (let i = 0; i <= 5_000; i++) {
      await cache.get(`k${i}`, async () => i);
      time.advance(1);
    }
    expect(await cache.get('k5000', async () => -1)).toBe(5_000);
    expect(await cache.get('k0', async () => -1)).toBe(-1);
  });

  it('holds values up to a total weight, dropping the oldest, and counts a value recomputed once', async () => {
    const time = clock();
    const cache = new ListingDependentCache<string>({
      ttlMs: 1_000,
      now: time.now,
      maxWeight: 10,
      weigh: (value) => value.length,
    });
    await cache.get('a', async () => 'aaaa');
    await cache.get('b', async () => 'bbbb');
    await settle();
    // a + b weigh 8; c brings 12: a (the oldest) goes, b and c stay.
    await cache.get('c', async () => 'cccc');
    await settle();
    expect(await cache.get('b', async () => 'new')).toBe('bbbb');
    expect(await cache.get('c', async () => 'new')).toBe('cccc');
    expect(await cache.get('a', async () => 'aa')).toBe('aa');
    await settle();
    // b is recomputed in the background once stale: its new value replaces its old weight, not adds to it.
    time.advance(1_500);
    expect(await cache.get('b', async () => 'b')).toBe('bbbb');
    await settle();
    // b (1) + c (4) + a (2) = 7: all three kept.
    expect(await cache.get('c', async () => 'new')).toBe('cccc');
    expect(await cache.get('a', async () => 'new')).toBe('aa');
    expect(await cache.get('b', async () => 'new')).toBe('b');
    // A value heavier than the whole budget is still answered, and kept alone.
    await cache.get('d', async () => 'dddddddddddd');
    await settle();
    expect(await cache.get('d', async () => 'new')).toBe('dddddddddddd');
    expect(await cache.get('c', async () => 'again')).toBe('again');
  });

  it('keeps a count until listings change while changes are heard, a few seconds when they are not', async () => {
    const time = clock();
    const changes = new ChangeFeed();
    changes.setLive(true);
    const cache = new ListingDependentCache<number>({
      ttlMs: 5_000,
      heardTtlMs: 600_000,
      now: time.now,
      changes,
    });
    let counts = 0;
    const count = async () => ++counts;
    expect(await cache.get('kigali', count)).toBe(1);
    time.advance(60_000);
    expect(await cache.get('kigali', count)).toBe(1);
    changes.publish({ kind: 'listings' });
    expect(await cache.get('kigali', count)).toBe(2);
    changes.publish({ kind: 'nights', first: '2027-01-01', last: '2027-01-01' }); // counts ignore bookings
    expect(await cache.get('kigali', count)).toBe(2);
    changes.setLive(false);
    expect(await cache.get('kigali', count)).toBe(3);
    time.advance(11_000);
    expect(await cache.get('kigali', count)).toBe(4);
  });
});
