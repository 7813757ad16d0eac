// Properties for guests and their owners: search (docs/product.md#filters) and detail, with the rooms free
// for a stay computed in SQL from the per-night inventory. Visibility follows docs/product.md#visibility.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  PROPERTY_LIST_MESSAGES,
  PROPERTY_LIST_ONLY_SORTS,
  PROPERTY_LOCATIONS_MAX,
  PROPERTY_MESSAGES,
  LONG_STAY_MIN_NIGHTS,
  TIME_ZONE,
  addDays,
  DEFAULT_LOCALE,
  nightsBetween,
  offeredPlans,
  todayInKigali,
  type Locale,
  type Property,
  type PropertyCard,
  type PropertyLocations,
  type PropertyRatePlan,
  type PropertySearchQuery,
  type PropertyStay,
  type RatePlanRules,
  type RoomType,
  type SearchBed,
  type SearchService,
  type StayQuery,
} from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { properties, users } from '../../db/schema.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { DEFAULT_PICTURE_URL, publicPicture } from '../uploads/picture-urls.ts';
import { rememberCardJson } from './card-json.ts';
import type { ListingCache } from './listing-cache.ts';
import {
  offeredPage,
  refusedMatches,
  refusedOfCandidates,
  ruledProperties,
  toMatchList,
  type MatchList,
} from './dated-matches.ts';
import type { RoomNightsReplica } from './room-nights-replica.ts';
import { offeredRoomTypes } from './offered-room-types.ts';
import { cheapestStay, withNights } from './stay-price.ts';
import { stayPriceSql } from './stay-price-sql.ts';
import type { Account } from '../users/mapper.ts';
import { tonight, type Stay } from '../bookings/inventory.ts';
import { loadProperties, roomTypeIdsOf, type ListingsKept, type StayRowsRead } from './property-loader.ts';

type PropertyRow = typeof properties.$inferSelect;

/** Escapes LIKE's wildcards (backslash is PostgreSQL's default escape) so '50%' means the text '50%'. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Public: approved and its host active (docs/product.md#visibility). 'approved' is written as a literal so
 * that the partial indexes on approved properties (schema.ts) match in every plan, generic ones included.
 */
const isPublic = and(sql`${properties.reviewStatus} = 'approved'`, eq(users.isActive, true))!;

export const canManageProperty = (viewer: Account | null, hostId: number) =>
  viewer !== null && (viewer.role === 'admin' || viewer.id === hostId);

const SERVICE_CONDITIONS: Record<SearchService, SQL> = {
  breakfast: sql`coalesce((${properties.services}->>'breakfast')::boolean, false)`,
  laundry: sql`coalesce((${properties.services}->>'laundry')::boolean, false)`,
  roomService: sql`coalesce((${properties.services}->>'roomService')::boolean, false)`,
  // Wi-Fi is a property amenity or a room facility (docs/product.md#constants), both with the id 'wifi'.
  wifi: sql`('wifi' = any(${properties.amenities}) or exists (
    select 1 from room_types rt where rt.property_id = ${properties.id} and 'wifi' = any(rt.facilities)))`,
};
/**
 * A property's location for the Location filter: its city (the listing form's city field), trimmed and
 * capitalised so that 'kigali ' and 'Kigali' are one place, as the reports' destinations name it. Indexed as
 * properties_location_idx (schema.ts); docs/decisions/0009-list-filters.md says why not the address.
 */
export const locationOf = sql`initcap(btrim(${properties.city}))`;

/** Midnight at the start of a Kigali calendar day, as a timestamptz the created_at index can use. */
const startOfKigaliDay = (date: string) => sql`(${date}::date::timestamp at time zone ${TIME_ZONE})`;

const BED_COLUMNS: Record<SearchBed, SQL> = {
  king: sql.raw('rt.king_bed'),
  queen: sql.raw('rt.queen_bed'),
  twin: sql.raw('rt.twin_bed'),
};

/**
 * The stay's price at the cheapest offered room type of the property in the outer statement (lowest id among
 * equals), as a lateral subquery: stayPriceSql (nightPrice's rule) for one room, less the
 * room type's discount, rounded to whole RWF as stayTotal rounds (the same double-precision arithmetic, halves
 * up), no rate plan's discount; the nightly average is the total / nights, rounded.
 */
function bestStay(db: Db, stay: Stay, rooms: number, today: string) {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const offered = offeredRoomTypes({ propertyId: sql`${properties.id}`, ...stay, nights, rooms, today });
  return db
    .select({
      roomTypeId: sql<number>`rt.id`.as('stay_room_type_id'),
      // float8 holds every total exactly (< 2^53) and both drivers read it as a number.
      total: sql<number>`price.total::float8`.as('stay_total'),
      nightlyAverage: sql<number>`round(price.total::numeric / ${nights}::int)::float8`.as(
        'stay_nightly_average',
      ),
    })
    .from(
      sql`${offered.from}
        cross join lateral (select ${stayPriceSql(stay)}::float8 * (1 - rt.discount::float8 / 100) as exact) discounted
        cross join lateral (select (case when discounted.exact - floor(discounted.exact) >= 0.5
          then ceil(discounted.exact) else floor(discounted.exact) end)::bigint as total) price`,
    )
    .where(offered.where)
    .orderBy(sql`price.total, rt.id`)
    .limit(1)
    .as('best');
}

/** Properties past the page whose stay rows a dated search reads beforehand, in case the stay refuses some. */
const LIKELY_PAGE_SPARE = 4;

/** What public searches keep per filter set until listings change (listing-cache.ts). */
export interface SearchKept {
  counts: ListingCache<number>;
  matches: ListingCache<MatchList>;
  /** What the listing says of each property shown (property-loader.ts). */
  listings: ListingsKept;
  /** Per rooms asked, the properties whose stay rules may refuse any stay (dated-matches.ts). */
  ruled: ListingCache<Int32Array>;
  /** The per-night inventory in memory, for dated searches (decision 0034). */
  replica?: RoomNightsReplica;
}

/**
 * GET /api/properties (docs/decisions/0006-search-performance.md): the page's ids, one row more than the page
 * (narrow rows: filters, sort, paging; the scan stops there), then those properties with their room types and
 * free counts, and beside it the total when the page does not tell it. Public totals come from `counts`, which
 * may keep them a few seconds.
 */
export async function searchProperties(
  db: Db,
  viewer: Account | null,
  query: PropertySearchQuery,
  kept?: SearchKept,
  locale: Locale = DEFAULT_LOCALE,
) {
  const conditions: SQL[] = [];
  const isAdmin = viewer?.role === 'admin';
  let isPublicSearch = false;
  // Sorting by name or creation date reads every match before the first row: fine for one host's list or the
  // admin's (counted exactly anyway), not for the public search (docs/decisions/0009-list-filters.md).
  const isManagedList = query.host_id !== undefined || (isAdmin && query.reviewStatus !== undefined);
  if (!isManagedList && (PROPERTY_LIST_ONLY_SORTS as readonly string[]).includes(query.sort ?? ''))
    throw badRequest(PROPERTY_LIST_MESSAGES.sortForLists);
  // The lists beyond the public search are for signed-in hosts and admins: 401 signed out, 403 otherwise.
  const refused = () =>
    viewer === null ? unauthorized(AUTH_MESSAGES.notSignedIn) : forbidden(AUTH_MESSAGES.forbidden);
  if (query.host_id !== undefined) {
    // A host's own list, whatever the review status: for that host and admins only.
    if (!canManageProperty(viewer, query.host_id)) throw refused();
    conditions.push(eq(properties.hostId, query.host_id));
    if (query.reviewStatus && query.reviewStatus !== 'all')
      conditions.push(eq(properties.reviewStatus, query.reviewStatus));
  } else if (isAdmin && query.reviewStatus) {
    if (query.reviewStatus !== 'all') conditions.push(eq(properties.reviewStatus, query.reviewStatus));
  } else {
    if (query.reviewStatus && query.reviewStatus !== 'approved') throw refused();
    conditions.push(isPublic);
    isPublicSearch = true;
  }

  if (query.destination)
    conditions.push(
      sql`lower(${properties.address}) like '%' || lower(${escapeLike(query.destination)}) || '%'`,
    );
  // The name: a substring, case-insensitive, wildcards literal (properties_name_trgm_idx).
  if (query.name)
    conditions.push(sql`lower(${properties.name}) like '%' || lower(${escapeLike(query.name)}) || '%'`);
  // The location is a city as GET /api/properties/locations names it (properties_location_idx).
  if (query.location) conditions.push(sql`${locationOf} = initcap(btrim(${query.location}))`);
  // Creation between two Kigali calendar days, both inclusive (properties_created_at_idx).
  if (query.createdFrom)
    conditions.push(sql`${properties.createdAt} >= ${startOfKigaliDay(query.createdFrom)}`);
  if (query.createdTo)
    conditions.push(sql`${properties.createdAt} < ${startOfKigaliDay(addDays(query.createdTo, 1))}`);
  // The search form's adults + children: the property must take that many (rules.maxGuests).
  if (query.guests !== undefined)
    conditions.push(sql`(${properties.rules}->>'maxGuests')::numeric >= ${query.guests}`);
  if (query.minRating !== undefined) conditions.push(sql`${properties.rating} >= ${query.minRating}`);
  if (query.accommodationType) conditions.push(eq(properties.accommodationType, query.accommodationType));
  // Sorted: the same filters make the same SQL text, whatever order they came in.
  for (const service of [...(query.services ?? [])].sort()) conditions.push(SERVICE_CONDITIONS[service]);
  for (const bed of [...(query.beds ?? [])].sort())
    conditions.push(sql`exists (select 1 from room_types rt
      where rt.property_id = ${properties.id} and ${BED_COLUMNS[bed]} > 0)`);

  const stay: Stay | undefined =
    query.checkIn && query.checkOut ? { checkIn: query.checkIn, checkOut: query.checkOut } : undefined;
  const rooms = query.rooms ?? 1;
  const today = todayInKigali();
  // Some room type with `rooms` rooms (with dates, always: 1 by default); max_room_count is kept by a trigger
  // on room_types (schema.ts).
  const eligible =
    stay || query.rooms !== undefined ? sql`${properties.maxRoomCount} >= ${rooms}` : undefined;
  // With dates, a property matches when one of its room types is offered for the stay (free and within its stay
  // rules): sorted or filtered by price, the page joins the cheapest such room type (bestStay), which is also the
  // result's `stay`; otherwise the matches dates aside are read (or kept) in order and the stay's refused taken
  // out (dated-matches.ts).
  // Every match priced in SQL only to sort or filter by the stay's price; otherwise the page's few are priced
  // after it (stay-price.ts).
  const byPrice = query.sort === 'price' || query.minPrice !== undefined || query.maxPrice !== undefined;
  const best = stay && byPrice ? bestStay(db, stay, rooms, today) : undefined;
  // minPrice/maxPrice: with dates on the stay's nightly average, without on the lowest base price (kept by the
  // trigger on room_types; a plain filter on properties, counted and kept like the others).
  const priced = best ? best.nightlyAverage : properties.lowestPrice;
  const priceFilters: SQL[] = [];
  if (query.minPrice !== undefined) priceFilters.push(sql`${priced} >= ${query.minPrice}`);
  if (query.maxPrice !== undefined) priceFilters.push(sql`${priced} <= ${query.maxPrice}`);
  if (!best) conditions.push(...priceFilters);
  const pricedByStay = best !== undefined && priceFilters.length > 0;

  const direction = (natural: 'asc' | 'desc') => ((query.order ?? natural) === 'asc' ? asc : desc);
  const order: SQL[] = [];
  switch (query.sort) {
    // first_discount and lowest_price are kept by a trigger on room_types (schema.ts): the deals
    // (docs/product.md#constants) sort by the first room type's discount (lowest id; none counts as 0),
    // "price" by the lowest price, or with dates by the stay's nightly average (every match is priced: no index).
    case 'discount':
      order.push(direction('desc')(properties.firstDiscount));
      break;
    case 'price':
      order.push(
        best
          ? direction('asc')(best.nightlyAverage)
          : sql`${properties.lowestPrice} ${sql.raw((query.order ?? 'asc') === 'asc' ? 'asc' : 'desc')} nulls last`,
      );
      break;
    case 'rating':
      order.push(direction('desc')(properties.rating));
      break;
    // Host and admin lists only (above). Names sort as people read them, whatever their case.
    case 'name':
      order.push(direction('asc')(sql`lower(${properties.name})`));
      break;
    case 'created_at':
      order.push(direction('asc')(properties.createdAt));
      break;
    case 'id':
    case undefined:
      break;
  }
  // The tie-break: id ascending, or in the order asked when sorting by id, name or creation.
  const tieInOrder = query.sort !== 'discount' && query.sort !== 'price' && query.sort !== 'rating';
  order.push(tieInOrder ? direction('asc')(properties.id) : asc(properties.id));

  // Only the public search's conditions read users (isPublic: the host is active). Elsewhere the count is
  // made on properties alone: host_id is a NOT NULL foreign key, so the join cannot change it. `priced`: joined
  // with the stay's price, to count a price filter with dates.
  const counting = (priced: boolean, ...filters: Array<SQL | undefined>) => {
    let counted = db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(properties)
      .$dynamic();
    if (isPublicSearch) counted = counted.innerJoin(users, eq(users.id, properties.hostId));
    if (priced && best) counted = counted.innerJoinLateral(best, sql`true`);
    return counted.where(and(...conditions, ...filters));
  };
  const count = async (...filters: Array<SQL | undefined>) => (await counting(false, ...filters))[0]?.n ?? 0;

  // Public searches keep per filter set (every filter but the dates, paging and sort; the price filters when they
  // are on the lowest price, without dates) what does not depend on dates (listing-cache.ts): the number of
  // matches with some room type of `rooms` rooms, and with dates those matches in the sort's order.
  const filterSet = JSON.stringify([
    query.destination ?? '',
    query.name ?? '',
    query.location ?? null,
    query.createdFrom ?? null,
    query.createdTo ?? null,
    query.guests ?? null,
    query.minRating ?? null,
    query.accommodationType ?? null,
    [...(query.services ?? [])].sort(),
    [...(query.beds ?? [])].sort(),
    eligible ? rooms : null,
    best ? null : (query.minPrice ?? null),
    best ? null : (query.maxPrice ?? null),
  ]);
  const keeps = isPublicSearch && kept !== undefined;
  const countEligible = () => (keeps ? kept.counts.get(filterSet, () => count(eligible)) : count(eligible));
  const offset = (query.page - 1) * query.pageSize;
  const pricedStay = stay && withNights(stay);
  const shape = async (ids: number[], stayRows?: StayRowsRead) => {
    const loaded = await loadProperties(
      db,
      ids,
      stay ?? tonight(),
      stay !== undefined,
      keeps ? kept.listings : undefined,
      stayRows,
    );
    return ids.flatMap((id) => {
      const found = loaded.get(id);
      if (!found) return [];
      const stayPrice =
        pricedStay && cheapestStay(found.roomTypes, found.stayRates ?? [], pricedStay, rooms, today);
      if (query.view === 'card') return [toPropertyCard(found.property, found.roomTypes, stayPrice ?? null)];
      return [
        toProperty(found.property, found.roomTypes, {
          allPictures: false,
          showPrivate: canManageProperty(viewer, found.property.hostId),
          hostActive: found.hostActive,
          locale,
          stay: stayPrice,
        }),
      ];
    });
  };

  // With dates and no price filter: the matches dates aside, less those the stay refuses, give the exact total
  // and, unless sorted by the stay's price, the page itself (dated-matches.ts).
  let offeredMatches: { list: MatchList; refused: Set<number> } | undefined;
  if (pricedStay && !pricedByStay) {
    const readList = async () => {
      const rows = await db
        .select({ id: properties.id })
        .from(properties)
        .innerJoin(users, eq(users.id, properties.hostId))
        .where(and(...conditions, eligible))
        .orderBy(...(best ? [asc(properties.id)] : order));
      return toMatchList(rows.map((row) => row.id));
    };
    const listKey = best ? filterSet : JSON.stringify([filterSet, query.sort ?? null, query.order ?? null]);
    const list = keeps ? await kept.matches.get(listKey, readList) : await readList();
    // With the per-night inventory in memory (decision 0034), the stay's candidates and the page's nights are read
    // there, and PostgreSQL is asked only if a candidate is a match. Otherwise the page the list gives if the stay
    // refuses none of it (and a few more) has its room types' nights read with the candidates, in one round trip.
    const replica =
      keeps && kept.replica && (await kept.replica.current(pricedStay)) ? kept.replica : undefined;
    let stayRows: StayRowsRead | undefined;
    if (replica && keeps) {
      const ruled = await kept.ruled.get(String(rooms), () => ruledProperties(db, rooms));
      const candidates = replica.candidates(pricedStay, rooms);
      offeredMatches = {
        list,
        refused: await refusedOfCandidates(db, list, pricedStay, rooms, today, candidates, ruled),
      };
    } else {
      const likelyRoomTypes =
        keeps && !best
          ? await roomTypeIdsOf(
              db,
              [...list.ids.subarray(offset, offset + query.pageSize + LIKELY_PAGE_SPARE)],
              kept.listings,
            )
          : [];
      const matched = await refusedMatches(db, list, pricedStay, rooms, today, likelyRoomTypes);
      offeredMatches = { list, refused: matched.refused };
      stayRows = matched.stayRows;
    }
    if (!best) {
      const found = offeredPage(offeredMatches.list, offeredMatches.refused, offset, query.pageSize);
      if (replica) stayRows = { rowsOf: (ids) => replica.stayRows(ids, pricedStay) };
      return {
        items: await shape(found.ids, stayRows),
        total: found.total,
        page: query.page,
        pageSize: query.pageSize,
      };
    }
  }

  let pageQuery = db
    .select({ id: properties.id })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.hostId))
    .$dynamic();
  if (best) pageQuery = pageQuery.innerJoinLateral(best, sql`true`);
  const rows = await pageQuery
    .where(and(...conditions, eligible, ...(best ? priceFilters : [])))
    .orderBy(...order)
    .limit(query.pageSize + 1)
    .offset(offset);
  const hasMore = rows.length > query.pageSize;
  const page = rows.slice(0, query.pageSize).map((row) => row.id);

  const countTotal = async () => {
    if (offeredMatches) return offeredMatches.list.ids.length - offeredMatches.refused.size;
    if (pricedByStay) return (await counting(true, eligible, ...priceFilters))[0]?.n ?? 0;
    return countEligible();
  };
  // The last page (not empty, or the first) tells the exact total; otherwise count.
  const lastPage = !hasMore && (page.length > 0 || offset === 0);
  const [counted, items] = await Promise.all([lastPage ? offset + page.length : countTotal(), shape(page)]);
  // A kept total may be a few seconds old: never fewer than this page shows to exist.
  const total = hasMore ? Math.max(counted, offset + page.length + 1) : counted;
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/**
 * GET /api/properties/locations: the Location filter's choices (docs/product.md#filters; cities, 0009),
 * sorted, at most PROPERTY_LOCATIONS_MAX, whatever the review status. Admins: every property, or one host's with
 * `hostId`; a host: their own (`hostId`, when sent, must be theirs); anyone else: 403.
 */
export async function listLocations(
  db: Db,
  viewer: Account,
  hostId: number | undefined,
): Promise<PropertyLocations> {
  let owner: number | undefined;
  if (viewer.role === 'admin') owner = hostId;
  else if (viewer.role === 'host' && (hostId === undefined || hostId === viewer.id)) owner = viewer.id;
  else throw forbidden(AUTH_MESSAGES.forbidden);
  const limit = PROPERTY_LOCATIONS_MAX + 1;
  let names: string[];
  if (owner !== undefined) {
    // One host's properties are few (properties_host_id_idx): read them and keep the distinct cities.
    const rows = await db
      .selectDistinct({ location: sql<string>`${locationOf}` })
      .from(properties)
      .where(and(eq(properties.hostId, owner), sql`${locationOf} <> ''`))
      .orderBy(sql`${locationOf}`)
      .limit(limit);
    names = rows.map((r) => r.location);
  } else {
    // Every property: a loose index scan over properties_location_idx, one probe per distinct location (the
    // next one after the last), so it costs the number of locations (at most `limit`), not of properties.
    const result = await db.execute(sql`
      with recursive found(location, n) as (
        (select initcap(btrim(p.city)), 1 from properties p
          where initcap(btrim(p.city)) > '' order by initcap(btrim(p.city)) limit 1)
        union all
        select (select initcap(btrim(p.city)) from properties p
                 where initcap(btrim(p.city)) > found.location order by initcap(btrim(p.city)) limit 1),
               found.n + 1
        from found where found.location is not null and found.n < ${limit}
      )
      select location from found where location is not null order by location`);
    names = (result as { rows: Array<{ location: string }> }).rows.map((r) => r.location);
  }
  return {
    locations: names.slice(0, PROPERTY_LOCATIONS_MAX),
    truncated: names.length > PROPERTY_LOCATIONS_MAX,
  };
}

/**
 * GET /api/properties/{id}: public when approved and the host active; the owner and admins see it always.
 * `kept`: what public searches keep (docs/decisions/0039-property-detail-from-memory.md). A visitor's detail reads
 * its listing there and its stay from the per-night inventory in memory, so it asks PostgreSQL nothing once the
 * listing is kept; its owner and admins read the listing from PostgreSQL, so they see their changes at once.
 */
export async function getProperty(
  db: Db,
  viewer: Account | null,
  id: number,
  query: StayQuery,
  locale: Locale = DEFAULT_LOCALE,
  kept?: Pick<SearchKept, 'listings' | 'replica'>,
): Promise<Property> {
  const asked =
    query.checkIn && query.checkOut ? { checkIn: query.checkIn, checkOut: query.checkOut } : undefined;
  const stay = withNights(asked ?? tonight());
  const replica = kept?.replica && (await kept.replica.current(stay)) ? kept.replica : undefined;
  const stayRows: StayRowsRead | undefined = replica && { rowsOf: (ids) => replica.stayRows(ids, stay) };
  const load = async (listings: ListingsKept | undefined) =>
    (await loadProperties(db, [id], stay, asked !== undefined, listings, stayRows)).get(id);
  const listings = viewer?.role === 'admin' ? undefined : kept?.listings;
  let found = await load(listings);
  if (found && listings && canManageProperty(viewer, found.property.hostId)) found = await load(undefined);
  const visible =
    found &&
    ((found.property.reviewStatus === 'approved' && found.hostActive) ||
      canManageProperty(viewer, found.property.hostId));
  if (!found || !visible) throw notFound(PROPERTY_MESSAGES.notFound);
  return toProperty(found.property, found.roomTypes, {
    allPictures: true,
    showPrivate: canManageProperty(viewer, found.property.hostId),
    hostActive: found.hostActive,
    locale,
    stay: asked && cheapestStay(found.roomTypes, found.stayRates ?? [], stay, 1, todayInKigali()),
  });
}

/**
 * The plans a property offers with their rules, in their fixed order (Flexible, Non-Refundable, Long Stay):
 * Flexible takes no discount, Non-Refundable never cancels free, Long Stay needs LONG_STAY_MIN_NIGHTS
 * (docs/decisions/0023-calendar-and-rates.md).
 */
export function toRatePlans(rules: RatePlanRules): PropertyRatePlan[] {
  return offeredPlans(rules).map((plan): PropertyRatePlan => {
    if (plan === 'flexible')
      return { plan, discount: 0, freeCancellationDays: rules.flexible!.freeCancellationDays, minNights: 1 };
    if (plan === 'non_refundable')
      return { plan, discount: rules.non_refundable!.discount, freeCancellationDays: null, minNights: 1 };
    return {
      plan,
      discount: rules.long_stay!.discount,
      freeCancellationDays: rules.long_stay!.freeCancellationDays,
      minNights: LONG_STAY_MIN_NIGHTS,
    };
  });
}

/** The description in the asker's language when the host (or the demo data) gave one, else its own. */
export function describedIn(
  row: Pick<PropertyRow, 'description' | 'descriptionTranslations'>,
  locale: Locale,
) {
  return (locale === 'en' ? undefined : row.descriptionTranslations[locale]) || row.description;
}

function locationOfRow(row: PropertyRow): Property['location'] {
  return {
    address: row.address,
    city: row.city,
    country: row.country,
    markerPosition: { lat: row.latitude, lng: row.longitude },
  };
}

/** The cover picture's URL and variants (the default picture when the host gave none). */
function coverPicture(row: PropertyRow) {
  const first = row.pictures[0];
  if (first === undefined) return { pictures: [DEFAULT_PICTURE_URL], pictureSet: [] };
  const picture = publicPicture(first);
  return { pictures: [picture.url], pictureSet: [picture] };
}

/** A property as its card shows it (`view=card`; docs/decisions/0033-search-cards.md), in the schema's order. */
export function toPropertyCard(row: PropertyRow, types: RoomType[], stay: PropertyStay | null): PropertyCard {
  const { pictures, pictureSet } = coverPicture(row);
  const card: PropertyCard = {
    id: row.id,
    name: row.name,
    pictures,
    pictureSet,
    rating: row.rating,
    reviewCount: row.reviewCount,
    accommodationType: row.accommodationType,
    location: locationOfRow(row),
    stay,
    roomTypes: types.map((t) => ({ id: t.id, title: t.title, price: t.price, discount: t.discount })),
  };
  rememberCardJson(card, row);
  return card;
}

/** The API's property (docs/product.md#entities) from a row and its room types. */
export function toProperty(
  row: PropertyRow,
  types: RoomType[],
  options: {
    allPictures: boolean;
    showPrivate: boolean;
    hostActive: boolean;
    locale: Locale;
    /** With dates: the stay's price at its cheapest offered room type (null: none offered). */
    stay?: PropertyStay | null | undefined;
  },
): Property {
  const pictures = row.pictures.map(publicPicture);
  const created = row.createdAt.toISOString();
  return {
    id: row.id,
    name: row.name,
    description: describedIn(row, options.locale),
    pictures: pictures.length > 0 ? pictures.map((p) => p.url) : [DEFAULT_PICTURE_URL],
    pictureSet: options.allPictures ? pictures : pictures.slice(0, 1),
    rating: row.rating,
    reviewCount: row.reviewCount,
    accommodationType: row.accommodationType,
    location: locationOfRow(row),
    amenities: row.amenities,
    // The jsonb objects field by field, in the schema's order: the routes stringify this answer as it is
    // (plugins/serialize.ts), so nothing stored beside the API's fields may leak through.
    services: {
      roomService: row.services.roomService,
      laundry: row.services.laundry,
      breakfast: row.services.breakfast,
      customService: row.services.customService,
    },
    languages: {
      english: row.languages.english,
      french: row.languages.french,
      swahili: row.languages.swahili,
      kinyarwanda: row.languages.kinyarwanda,
    },
    rules: {
      noSmoking: row.rules.noSmoking,
      noPets: row.rules.noPets,
      childrenAllowed: row.rules.childrenAllowed,
      partiesAllowed: row.rules.partiesAllowed,
      checkInTime: row.rules.checkInTime,
      checkOutTime: row.rules.checkOutTime,
      quietHours: { start: row.rules.quietHours.start, end: row.rules.quietHours.end },
      ecoFriendlyPractices: row.rules.ecoFriendlyPractices,
      maxGuests: row.rules.maxGuests,
      payAtProperty: row.rules.payAtProperty ?? true,
    },
    rate_plan: row.ratePlan,
    ratePlans: toRatePlans(row.ratePlans),
    roomTypes: types,
    importantFacilities: [...new Set(types.flatMap((t) => t.facilities))],
    stay: options.stay ?? null,
    hostId: row.hostId,
    host_id: row.hostId,
    hostInfo: {
      hostName: row.hostInfo.hostName,
      hostPhone: options.showPrivate ? row.hostInfo.hostPhone : null,
      momoCode: options.showPrivate ? row.hostInfo.momoCode : null,
      bankAccountNumber: options.showPrivate ? row.hostInfo.bankAccountNumber : null,
      hostShortDescription: row.hostInfo.hostShortDescription,
    },
    status: row.reviewStatus === 'approved',
    isActive: row.reviewStatus === 'approved' && options.hostActive,
    reviewStatus: row.reviewStatus,
    created_at: created,
    createdAt: created,
  };
}
