// What public searches and visitors' details read from this process's memory instead of PostgreSQL, in one place
// (docs/decisions/0042-search-read-model.md). One per API process (routes.ts). Each cache is cleared by the change
// feed (lib/change-feed.ts) when what it holds may have changed, and holds nothing longer than a few seconds while
// the feed is not heard:
//
// | cache                 | holds, per                                             | cleared when              |
// | --------------------- | ------------------------------------------------------ | ------------------------- |
// | answerCache           | whole answers, gzipped, per search                     | its nights, or listings   |
// | matchCountCache       | the number of matches, per filter set                  | listings                  |
// | matchListCache        | with dates: the matches in the sort's order, per set   | listings                  |
// | ruledPropertyCache    | the properties whose stay rules may refuse any stay    | listings                  |
// | listingCache          | what the listing says of a property, per property      | listings                  |
//
// Beside them, roomNights: the per-night inventory itself (decision 0034), not a cache but a replica that the same
// feed keeps current room type by room type.
import type { Db } from '../../../db/client.ts';
import type { ChangeFeed } from '../../../lib/change-feed.ts';
import type { MatchList } from '../dated-matches.ts';
import type { ListingCache, PropertyListing } from '../property-loader.ts';
import { RoomNightsReplica } from '../room-nights-replica.ts';
import { SearchAnswerCache } from './answer-cache.ts';
import { ListingDependentCache } from './listing-dependent-cache.ts';

/**
 * What the match lists may hold in all. A list holds 8 bytes per match (a destination's at 100k properties: about
 * 90 KB; every property: 800 KB): as many lists as this holds, since each filter set missing (destination × rooms
 * × guests × filters…) costs a read of every match.
 */
const MATCH_LISTS_MAX_BYTES = 64 * 1024 * 1024;
/**
 * What the listings (search pages and visitors' details) may hold in all, counted as their JSON's length: a
 * listing at 100k properties is about 1.9 KB of JSON and 2.5 KB of heap, so about 26,000 listings and 65 MB.
 */
const LISTINGS_MAX_JSON_BYTES = 48 * 1024 * 1024;

export class SearchReadModel {
  /** Whole answers of public searches (decision 0011); none when SEARCH_ANSWERS_MB is 0. */
  readonly answerCache: SearchAnswerCache | undefined;
  /** The number of matches of each filter set, dates aside: the totals (X-Total-Count). */
  readonly matchCountCache: ListingDependentCache<number>;
  /** With dates: each filter set's matches, dates aside, in its sort's order (dated-matches.ts; decision 0024). */
  readonly matchListCache: ListingDependentCache<MatchList>;
  /** Per rooms asked, the properties whose stay rules may refuse any stay (dated-matches.ts). */
  readonly ruledPropertyCache: ListingDependentCache<Int32Array, number>;
  /** What the listing says of each property shown, by its id (property-loader.ts; decision 0039). */
  readonly listingCache: ListingCache;
  /** The per-night inventory in memory (room-nights-replica.ts; decision 0034). */
  readonly roomNights: RoomNightsReplica;

  constructor(db: Db, changes: ChangeFeed, options: { answersMb: number }) {
    this.answerCache =
      options.answersMb > 0 ? new SearchAnswerCache(changes, options.answersMb * 1024 * 1024) : undefined;
    this.matchCountCache = new ListingDependentCache({ changes });
    this.matchListCache = new ListingDependentCache({
      changes,
      maxWeight: MATCH_LISTS_MAX_BYTES,
      weigh: (list) => list.ids.byteLength + list.ascending.byteLength,
    });
    this.ruledPropertyCache = new ListingDependentCache({ changes });
    this.listingCache = new ListingDependentCache<PropertyListing | null>({
      changes,
      maxEntries: Number.POSITIVE_INFINITY,
      maxWeight: LISTINGS_MAX_JSON_BYTES,
      weigh: (listing) => (listing ? JSON.stringify(listing).length : 0),
    });
    this.roomNights = new RoomNightsReplica(db, changes);
  }
}
