// Whole answers of public searches, cached gzipped in memory until a change touches them
// (docs/decisions/0011-search-answers.md). A search with dates is forgotten as soon as rooms are held or given
// back on one of its nights, and every answer as soon as a listing, room type or host's activity changes, in
// this process at once and in the others when the database's notification reaches them (lib/change-feed.ts).
// Nothing is cached while the notifications are not heard. Bounded by bytes (SEARCH_ANSWERS_MB), least recently
// used first (lru-cache).
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { addDays } from '@ikaze/domain';
import type { ChangeFeed, Change } from '../../../lib/change-feed.ts';
import { GZIP_OPTIONS } from '../../../lib/gzip-answers.ts';

export type CachedAnswer = {
  /** The JSON body, gzipped: sent as it is to clients that accept gzip (all browsers). */
  gzip: Buffer;
  total: number;
  page: number;
  pageSize: number;
  /** The nights whose rooms the answer shows (its stay, or tonight): first..last, inclusive. */
  first: string;
  last: string;
};

export type AnswerToKeep = Omit<CachedAnswer, 'gzip'> & { body: string };

export class SearchAnswerCache {
  private readonly entries: LRUCache<string, CachedAnswer>;
  /** The keys of the answers showing each night: a booking finds its few without walking every answer. */
  private readonly byNight = new Map<string, Set<string>>();
  /** Answers being read, by version and key: requests for the same search share one read. */
  private readonly reading = new Map<string, Promise<CachedAnswer>>();
  private changesSeen = 0;

  constructor(
    private readonly changes: ChangeFeed,
    private readonly maxBytes: number,
  ) {
    this.entries = new LRUCache<string, CachedAnswer>({
      maxSize: maxBytes,
      sizeCalculation: (answer, key) => sizeOf(key, answer),
      // Evicted, replaced or deleted: out of the nights' index too.
      dispose: (answer, key) => this.unindex(key, answer),
    });
    changes.subscribe((change) => this.forget(change));
  }

  /** The cached answer for this search, if no change has touched it since. */
  get(key: string): CachedAnswer | undefined {
    return this.changes.live ? this.entries.get(key) : undefined;
  }

  /**
   * The answer for this search: the cached one, or the one being read for it since the last change (a popular
   * search that a booking just touched is read once, not once per waiting request), or one read now by `read`.
   */
  answer(key: string, read: () => Promise<AnswerToKeep>): Promise<CachedAnswer> {
    const cached = this.get(key);
    if (cached) return Promise.resolve(cached);
    const version = this.changesSeen;
    const readingKey = `${version} ${key}`;
    let reading = this.reading.get(readingKey);
    if (!reading) {
      reading = read().then(({ body, ...rest }) =>
        this.store(key, version, { ...rest, gzip: gzipSync(body, GZIP_OPTIONS) }),
      );
      this.reading.set(readingKey, reading);
      const done = () => void this.reading.delete(readingKey);
      reading.then(done, done);
    }
    return reading;
  }

  /** Taken before reading the database: `keep` refuses an answer read before a change it did not see. */
  version(): number {
    return this.changesSeen;
  }

  /** Caches an answer read at `version`, and returns it ready to send (gzipped). */
  keep(key: string, version: number, answer: AnswerToKeep): CachedAnswer {
    const { body, ...rest } = answer;
    return this.store(key, version, { ...rest, gzip: gzipSync(body, GZIP_OPTIONS) });
  }

  /** Caches an answer read at `version`, already gzipped, unless a change came since; returns it. */
  private store(key: string, version: number, answer: CachedAnswer): CachedAnswer {
    if (version !== this.changesSeen || !this.changes.live || sizeOf(key, answer) > this.maxBytes)
      return answer;
    this.entries.set(key, { ...answer, gzip: ownBytes(answer.gzip) });
    for (const night of nightsOf(answer.first, answer.last)) {
      let keys = this.byNight.get(night);
      if (!keys) this.byNight.set(night, (keys = new Set()));
      keys.add(key);
    }
    return answer;
  }

  get size(): number {
    return this.entries.size;
  }

  private forget(change: Change) {
    // Accounts matter to answers only through a host's activity, which the database announces as listings.
    if (change.kind === 'marker' || change.kind === 'users') return;
    this.changesSeen++;
    if (change.kind === 'listings' || change.kind === 'everything') {
      this.byNight.clear();
      this.entries.clear();
      return;
    }
    // The change's nights, or the nights cached answers show, whichever are fewer.
    const touched = nightsOf(change.first, change.last, this.byNight.size);
    const nights = touched ?? [...this.byNight.keys()].filter((n) => change.first <= n && n <= change.last);
    for (const night of nights) for (const key of this.byNight.get(night) ?? []) this.entries.delete(key);
  }

  /** Takes a cached answer out of the nights' index (nothing to do once the index was cleared whole). */
  private unindex(key: string, answer: CachedAnswer) {
    if (this.byNight.size === 0) return;
    for (const night of nightsOf(answer.first, answer.last)) {
      const keys = this.byNight.get(night);
      keys?.delete(key);
      if (keys?.size === 0) this.byNight.delete(night);
    }
  }
}

/** What an answer holds in memory, as counted against SEARCH_ANSWERS_MB. */
const sizeOf = (key: string, answer: CachedAnswer) => answer.gzip.length + key.length;

/**
 * The bytes of a buffer in an allocation of their own. zlib's output of a 2 KB answer is a view of a 64 KB chunk:
 * kept as it is, 64 MB of answers would hold about 2 GB.
 */
function ownBytes(buffer: Buffer): Buffer {
  const own = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(own);
  return own;
}

/** The nights first..last; undefined if there are more than `most`. */
function nightsOf(first: string, last: string): string[];
function nightsOf(first: string, last: string, most: number): string[] | undefined;
function nightsOf(first: string, last: string, most = Infinity): string[] | undefined {
  const nights: string[] = [];
  for (let night = first; night <= last; night = addDays(night, 1)) {
    if (nights.length >= most) return undefined;
    nights.push(night);
  }
  return nights;
}
