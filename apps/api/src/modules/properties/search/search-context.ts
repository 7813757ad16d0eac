// What a search asks, read once from its query (docs/product.md#filters): who may ask it, its filters as SQL, its
// stay, and the key under which the read model caches what does not depend on dates. Every strategy reads it.
import { and, asc, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  PROPERTY_LIST_MESSAGES,
  PROPERTY_LIST_ONLY_SORTS,
  addDays,
  todayInKigali,
  type Locale,
  type PropertySearchQuery,
  type SearchBed,
  type SearchService,
} from '@ikaze/domain';
import type { Db } from '../../../db/client.ts';
import { startOfKigaliDay } from '../../../db/kigali-time.ts';
import { properties, users } from '../../../db/schema.ts';
import { badRequest, forbidden, unauthorized } from '../../../lib/errors.ts';
import type { Account } from '../../../db/accounts.ts';
import { escapeLike } from '../../../lib/like.ts';
import { canManageProperty, locationOf } from '../service.ts';
import { withNights, type NightsOfStay } from '../stay-price.ts';
import type { SearchReadModel } from './read-model.ts';

/**
 * Public: approved and its host active (docs/product.md#visibility). 'approved' is written as a literal so
 * that the partial indexes on approved properties (schema.ts) match in every plan, generic ones included.
 */
const isPublic = and(sql`${properties.reviewStatus} = 'approved'`, eq(users.isActive, true))!;

const SERVICE_CONDITIONS: Record<SearchService, SQL> = {
  breakfast: sql`coalesce((${properties.services}->>'breakfast')::boolean, false)`,
  laundry: sql`coalesce((${properties.services}->>'laundry')::boolean, false)`,
  roomService: sql`coalesce((${properties.services}->>'roomService')::boolean, false)`,
  // Wi-Fi is a property amenity or a room facility (docs/product.md#constants), both with the id 'wifi'.
  wifi: sql`('wifi' = any(${properties.amenities}) or exists (
    select 1 from room_types rt where rt.property_id = ${properties.id} and 'wifi' = any(rt.facilities)))`,
};

const BED_COLUMNS: Record<SearchBed, SQL> = {
  king: sql.raw('rt.king_bed'),
  queen: sql.raw('rt.queen_bed'),
  twin: sql.raw('rt.twin_bed'),
};

export interface SearchContext {
  db: Db;
  viewer: Account | null;
  query: PropertySearchQuery;
  locale: Locale;
  /** The read model's caches: for public searches only (a host's or admin's list reads PostgreSQL). */
  cached: SearchReadModel | undefined;
  /** Whether only public properties are searched (the users join is then part of the conditions). */
  isPublic: boolean;
  /**
   * The filters, dates aside, as conditions on properties joined with users; with the minimum and maximum price
   * on the lowest base price unless they are on the stay's price (`pricedByStay`).
   */
  conditions: SQL[];
  /** Some room type with `rooms` rooms (with dates, always; max_room_count is kept by a trigger, schema.ts). */
  eligible: SQL | undefined;
  /** With dates: the stay, its nights listed once. */
  stay: NightsOfStay | undefined;
  rooms: number;
  today: string;
  /** Sorted or filtered by the stay's price: every match is priced in SQL. */
  byStayPrice: boolean;
  /**
   * The key of what the read model caches per filter set: every filter but the dates, paging and sort; the price
   * filters only when they are on the lowest price.
   */
  filterSet: string;
  /** The page's first row among the matches. */
  offset: number;
}

/**
 * The search's context; throws 400 for a list-only sort in the public search, 401/403 for a list the viewer may
 * not read.
 */
export function searchContext(
  db: Db,
  viewer: Account | null,
  query: PropertySearchQuery,
  readModel: SearchReadModel | undefined,
  locale: Locale,
): SearchContext {
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

  const stay =
    query.checkIn && query.checkOut
      ? withNights({ checkIn: query.checkIn, checkOut: query.checkOut })
      : undefined;
  const rooms = query.rooms ?? 1;
  const eligible =
    stay || query.rooms !== undefined ? sql`${properties.maxRoomCount} >= ${rooms}` : undefined;
  const byPrice = query.sort === 'price' || query.minPrice !== undefined || query.maxPrice !== undefined;
  const byStayPrice = stay !== undefined && byPrice;
  // minPrice/maxPrice without dates: on the lowest price after discount, as the card shows it (kept by the trigger
  // on room_types), a plain filter
  // on properties, counted and cached like the others. With dates they are on the stay's price (priced-in-sql.ts).
  if (!byStayPrice) conditions.push(...priceFilters(query, properties.lowestPrice));

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
    byStayPrice ? null : (query.minPrice ?? null),
    byStayPrice ? null : (query.maxPrice ?? null),
  ]);
  return {
    db,
    viewer,
    query,
    locale,
    cached: isPublicSearch ? readModel : undefined,
    isPublic: isPublicSearch,
    conditions,
    eligible,
    stay,
    rooms,
    today: todayInKigali(),
    byStayPrice,
    filterSet,
    offset: (query.page - 1) * query.pageSize,
  };
}

/** minPrice and maxPrice on `price`: the lowest base price, or the stay's nightly average. */
export function priceFilters(query: PropertySearchQuery, price: SQLWrapper): SQL[] {
  const filters: SQL[] = [];
  if (query.minPrice !== undefined) filters.push(sql`${price} >= ${query.minPrice}`);
  if (query.maxPrice !== undefined) filters.push(sql`${price} <= ${query.maxPrice}`);
  return filters;
}

/**
 * The sort (docs/product.md#constants), then the tie-break. `stayPrice`: with dates, the stay's nightly average
 * that "price" sorts by (every match is priced: no index).
 */
export function sortOrder(query: PropertySearchQuery, stayPrice?: SQL.Aliased<number>): SQL[] {
  const direction = (natural: 'asc' | 'desc') => ((query.order ?? natural) === 'asc' ? asc : desc);
  const order: SQL[] = [];
  switch (query.sort) {
    // first_discount and lowest_price are kept by a trigger on room_types (schema.ts): the deals
    // (docs/product.md#constants) sort by the first room type's discount (lowest id; none counts as 0),
    // "price" by the lowest price after discount (the card's 'From', migration 0042), or with dates by the stay's
    // nightly average.
    case 'discount':
      order.push(direction('desc')(properties.firstDiscount));
      break;
    case 'price':
      order.push(
        stayPrice
          ? direction('asc')(stayPrice)
          : sql`${properties.lowestPrice} ${sql.raw((query.order ?? 'asc') === 'asc' ? 'asc' : 'desc')} nulls last`,
      );
      break;
    case 'rating':
      order.push(direction('desc')(properties.rating));
      break;
    // Host and admin lists only (searchContext). Names sort as people read them, whatever their case.
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
  return order;
}
