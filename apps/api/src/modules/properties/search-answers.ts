// Whole answers of public searches, kept gzipped in memory until a change touches them
// (docs/decisions/0011-search-answers.md). A search with dates is forgotten as soon as rooms are held or given
// back on one of its nights, and every answer as soon as a listing, room type or host's activity changes, in
// this process at once and in the others when the database's notification reaches them (lib/change-feed.ts).
// Nothing is kept while the notifications are not heard.
import { gzipSync } from 'node:zlib';
import { addDays } from '@ikaze/domain';
import type { ChangeFeed, Change } from '../../lib/change-feed.ts';
import { GZIP_OPTIONS } from '../../lib/gzip-answers.ts';

export type KeptAnswer = {
  /** The JSON body, gzipped: sent as it is to clients that accept gzip (all browsers). */
  gzip: Buffer;
  total: number;
  page: number;
  pageSize: number;
  /** The nights whose rooms the answer shows (its stay, or tonight): first..last, inclusive. */
  first: string;
  last: string;
};

export type AnswerToKeep = Omit<KeptAnswer, 'gzip'> & { body: string };

export class SearchAnswers {
  private readonly entries = new Map<string, KeptAnswer>();
  /** The keys of the answers showing each night: a booking finds its few without walking every answer. */
  private readonly byNight = new Map<string, Set<string>>();
  /** Answers being read, by version and key: requests for the same search share one read. */
  private readonly reading = new Map<string, Promise<KeptAnswer>>();
  private bytes = 0;
  private changesSeen = 0;

  constructor(
    private readonly changes: ChangeFeed,
    private readonly maxBytes: number,
  ) {
    changes.subscribe((change) => this.forget(change));
  }

  /** The kept answer for this search, if no change has touched it since. */
  get(key: string): KeptAnswer | undefined {
    const kept = this.entries.get(key);
    if (!kept || !this.changes.live) return undefined;
    this.entries.delete(key); // re-inserted: the Map's order is least recently used first
    this.entries.set(key, kept);
    return kept;
  }

  /**
   * The answer for this search: the kept one, or the one being read for it since the last change (a popular
   * search that a booking just touched is read once, not once per waiting request), or one read now by `read`.
   */
  answer(key: string, read: () => Promise<AnswerToKeep>): Promise<KeptAnswer> {
    const kept = this.get(key);
    if (kept) return Promise.resolve(kept);
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

  /** Keeps an answer read at `version`, and returns it ready to send (gzipped). */
  keep(key: string, version: number, answer: AnswerToKeep): KeptAnswer {
    const { body, ...rest } = answer;
    return this.store(key, version, { ...rest, gzip: gzipSync(body, GZIP_OPTIONS) });
  }

  /** Keeps an answer read at `version`, already gzipped, unless a change came since; returns it. */
  private store(key: string, version: number, kept: KeptAnswer): KeptAnswer {
    const size = kept.gzip.length + key.length;
    if (version !== this.changesSeen || !this.changes.live || size > this.maxBytes) return kept;
    this.remove(key);
    this.entries.set(key, { ...kept, gzip: ownBytes(kept.gzip) });
    for (const night of nightsOf(kept.first, kept.last)) {
      let keys = this.byNight.get(night);
      if (!keys) this.byNight.set(night, (keys = new Set()));
      keys.add(key);
    }
    this.bytes += size;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
    return kept;
  }

  get size(): number {
    return this.entries.size;
  }

  private forget(change: Change) {
    // Accounts matter to answers only through a host's activity, which the database announces as listings.
    if (change.kind === 'marker' || change.kind === 'users') return;
    this.changesSeen++;
    if (change.kind === 'listings' || change.kind === 'everything') {
      this.entries.clear();
      this.byNight.clear();
      this.bytes = 0;
      return;
    }
    // The change's nights, or the nights kept answers show, whichever are fewer.
    const touched = nightsOf(change.first, change.last, this.byNight.size);
    const nights = touched ?? [...this.byNight.keys()].filter((n) => change.first <= n && n <= change.last);
    for (const night of nights) for (const key of this.byNight.get(night) ?? []) this.remove(key);
  }

  private remove(key: string) {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.entries.delete(key);
    for (const night of nightsOf(kept.first, kept.last)) {
      const keys = this.byNight.get(night);
      keys?.delete(key);
      if (keys?.size === 0) this.byNight.delete(night);
    }
    this.bytes -= kept.gzip.length + key.length;
  }
}

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
