// Properties as search pages and details show them, read in two parts (docs/decisions/0024-dated-search.md,
// addendum "What a page reads"): what the listing says (the property, its host's activity, its room types with
// their rates and seasons), which changes only with listings, and what the stay says (per room type, the rooms
// used on its busiest night and the host's prices for its nights), which changes with every booking. Public
// searches and visitors' details cache the first part per property until listings change (ListingCache), so a
// search never asked before asks PostgreSQL only for the second: one index range per room type of the page
// (or nothing, when the per-night inventory in memory answers it: decisions 0034 and 0039).
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { RoomType, Season, Stay } from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { properties, users } from '../../db/schema.ts';
import type { ListingDependentCache } from './search/listing-dependent-cache.ts';
import type { StayRates } from './stay-price.ts';

type PropertyRow = typeof properties.$inferSelect;

/** A room type as its listing says it: the API's room type without the stay's free rooms, and its rates. */
type ListedRoomType = Omit<RoomType, 'remainingRoomCount'> & {
  bookingWindowDays: number | null;
  /** Every season of the room type, in order of their first night. */
  seasons: Season[];
};

/** What the listing says of a property: the same for every stay. */
export type PropertyListing = {
  property: PropertyRow;
  hostActive: boolean;
  roomTypes: ListedRoomType[];
};

export type LoadedProperty = {
  property: PropertyRow;
  hostActive: boolean;
  /** The API's room types, in id order, with the rooms free for the whole stay. */
  roomTypes: RoomType[];
  /** With `priced`: what pricing the stay needs (stay-price.ts). */
  stayRates: StayRates[] | null;
};

/** Listings cached per property id by public searches and visitors' details (null: no such property). */
export type ListingCache = ListingDependentCache<PropertyListing | null>;

function prepare(db: Db) {
  const ids = sql.placeholder('ids');
  return {
    // Room types in id order as JSON, one row per property (not one per room type repeating the property).
    listings: db
      .select({
        property: properties,
        hostActive: users.isActive,
        roomTypes: sql<ListedRoomType[]>`coalesce((
          select json_agg(json_build_object(
            'id', rt.id, 'title', rt.title, 'bedInformation', rt.bed_information, 'price', rt.price,
            'discount', rt.discount, 'roomCount', rt.room_count,
            'facilities', rt.facilities, 'kingBed', rt.king_bed, 'queenBed', rt.queen_bed, 'twinBed', rt.twin_bed,
            'weekendPrice', rt.weekend_price, 'minStay', rt.min_stay, 'maxStay', rt.max_stay,
            'bookingWindowDays', rt.booking_window_days,
            'seasons', coalesce((select json_agg(json_build_object(
                'name', s.name, 'firstNight', s.first_night, 'lastNight', s.last_night, 'price', s.price,
                'minStay', s.min_stay, 'maxStay', s.max_stay) order by s.first_night)
              from room_type_seasons s where s.room_type_id = rt.id), '[]'::json)
          ) order by rt.id)
          from room_types rt where rt.property_id = ${properties.id}), '[]'::json)`,
      })
      .from(properties)
      .innerJoin(users, sql`${users.id} = ${properties.hostId}`)
      .where(sql`${properties.id} = any(${ids}::int[])`)
      .prepare('property_listings_load'),
    stay: db
      .select({
        roomTypeId: sql<number>`stay.room_type_id`,
        used: sql<number>`stay.used`,
        overrides: sql<Array<[string, number]> | null>`stay.overrides`,
      })
      .from(sql`(${stayRowsSql(ids)}) stay`)
      .prepare('room_nights_of_stay'),
  };
}

/** What the stay says of one room type with a night in it (no row: nothing used, no price of the host's). */
export type StayRow = { roomTypeId: number; used: number; overrides: Array<[string, number]> | null };

/**
 * The stay's rows of the room types `ids` (StayRow's columns: room_type_id, used, overrides): the most rooms
 * used (held, closed, synced) on one of its nights, and the host's prices for its nights (room_nights' primary
 * key: one range per room type). Placeholders checkIn and checkOut; dated-matches.ts reads it in the same
 * statement as the stay's candidates.
 */
export function stayRowsSql(ids: SQLWrapper): SQL {
  return sql`select rn.room_type_id, max(rn.held + rn.closed + rn.synced)::int as used,
      json_agg(json_build_array(rn.night, rn.price)) filter (where rn.price is not null) as overrides
    from room_nights rn
    where rn.room_type_id = any(${ids}::int[])
      and rn.night >= ${sql.placeholder('checkIn')}::date and rn.night < ${sql.placeholder('checkOut')}::date
    group by rn.room_type_id`;
}

const statements = new WeakMap<Db, ReturnType<typeof prepare>>();
function prepared(db: Db) {
  let found = statements.get(db);
  if (!found) statements.set(db, (found = prepare(db)));
  return found;
}

async function readListings(db: Db, ids: number[]): Promise<Map<number, PropertyListing>> {
  const rows = await prepared(db).listings.execute({ ids });
  return new Map(rows.map((row) => [row.property.id, row]));
}

/** The listings of `ids`: those cached, and the others read in one statement (and cached). */
async function listingsOf(
  db: Db,
  ids: number[],
  cache: ListingCache | undefined,
): Promise<Map<number, PropertyListing>> {
  if (!cache) return readListings(db, ids);
  const missing: number[] = [];
  let reading: Promise<Map<number, PropertyListing>> | undefined;
  // The cache asks for each id it lacks synchronously: by the time the read starts, `missing` is complete.
  const read = () => (reading ??= Promise.resolve().then(() => readListings(db, missing)));
  const found = await Promise.all(
    ids.map((id) =>
      cache.get(String(id), () => {
        missing.push(id);
        return read().then((read) => read.get(id) ?? null);
      }),
    ),
  );
  return new Map(found.flatMap((listing) => (listing ? [[listing.property.id, listing]] : [])));
}

function roomTypeIdsIn(listings: Map<number, PropertyListing>): number[] {
  return [...listings.values()].flatMap((listing) => listing.roomTypes.map((rt) => rt.id));
}

/** The room types of the properties `ids`, as their listings say (cached ones first). */
export async function roomTypeIdsOf(db: Db, ids: number[], cache: ListingCache): Promise<number[]> {
  return roomTypeIdsIn(await listingsOf(db, ids, cache));
}

/**
 * Stay rows known beforehand: read with the search's candidates (every row of the room types `of`), or a source
 * that answers for any room types (the per-night inventory in memory: room-nights-replica.ts).
 */
export type StayRowsRead =
  | { of: ReadonlySet<number>; rows: readonly StayRow[] }
  | { rowsOf(roomTypeIds: readonly number[]): readonly StayRow[] };

/**
 * The properties `ids` with their room types' free rooms for the stay and, when `priced`, what pricing it
 * needs. `cache`: the listings public searches and visitors' details cache (what they show of any property is
 * public; hosts and admins read their own lists and details without it, so they see their changes at once).
 * `read`: the stay's rows already read for some room types; only the others are asked for.
 */
export async function loadProperties(
  db: Db,
  ids: number[],
  stay: Stay,
  priced: boolean,
  cache?: ListingCache,
  read?: StayRowsRead,
): Promise<Map<number, LoadedProperty>> {
  if (ids.length === 0) return new Map();
  const listings = await listingsOf(db, ids, cache);
  const listed = roomTypeIdsIn(listings);
  const fromSource = read !== undefined && 'rowsOf' in read;
  const known = fromSource ? read.rowsOf(listed) : (read?.rows ?? []);
  const roomTypeIds = fromSource ? [] : listed.filter((id) => !read?.of.has(id));
  const nights =
    roomTypeIds.length === 0
      ? []
      : await prepared(db).stay.execute({ ids: roomTypeIds, checkIn: stay.checkIn, checkOut: stay.checkOut });
  const ofStay = new Map([...known, ...nights].map((row) => [row.roomTypeId, row]));
  const loaded = new Map<number, LoadedProperty>();
  for (const [id, { property, hostActive, roomTypes }] of listings) {
    loaded.set(id, {
      property,
      hostActive,
      roomTypes: roomTypes.map((rt) =>
        toRoomType(rt, Math.max(0, rt.roomCount - (ofStay.get(rt.id)?.used ?? 0))),
      ),
      stayRates: priced
        ? roomTypes.map((rt) => ({
            id: rt.id,
            bookingWindowDays: rt.bookingWindowDays,
            seasons: rt.seasons.filter((s) => s.firstNight < stay.checkOut && s.lastNight >= stay.checkIn),
            overrides: ofStay.get(rt.id)?.overrides ?? [],
          }))
        : null,
    });
  }
  return loaded;
}

/** The API's room type, field by field in the schema's order (the answer is sent as built: serialize.ts). */
export function toRoomType(rt: Omit<RoomType, 'remainingRoomCount'>, remaining: number): RoomType {
  return {
    id: rt.id,
    title: rt.title,
    bedInformation: rt.bedInformation,
    price: rt.price,
    discount: rt.discount,
    roomCount: rt.roomCount,
    remainingRoomCount: remaining,
    facilities: rt.facilities,
    kingBed: rt.kingBed,
    queenBed: rt.queenBed,
    twinBed: rt.twinBed,
    weekendPrice: rt.weekendPrice,
    minStay: rt.minStay,
    maxStay: rt.maxStay,
  };
}
