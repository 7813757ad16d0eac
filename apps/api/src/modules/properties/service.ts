// Properties for guests and their owners: the detail, the Location filter's choices, and the property as the API
// answers it, whole or as a card. The search is in search/ (search.ts). Visibility follows
// docs/product.md#visibility.
import { and, eq, sql } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  PROPERTY_LOCATIONS_MAX,
  PROPERTY_MESSAGES,
  LONG_STAY_MIN_NIGHTS,
  DEFAULT_LOCALE,
  offeredPlans,
  todayInKigali,
  type Locale,
  type Property,
  type PropertyTax,
  type PropertyCard,
  type PropertyLocations,
  type PropertyRatePlan,
  type PropertyStay,
  type RatePlanRules,
  type RoomType,
  type StayQuery,
  tonight,
} from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { properties } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { DEFAULT_PICTURE_URL, publicPicture } from '../uploads/index.ts';
import { rememberCardJson } from './card-json.ts';
import { rememberDetailParts } from './detail-gzip.ts';
import type { RoomNightsReplica } from './room-nights-replica.ts';
import { cheapestStay, withNights } from './stay-price.ts';
import type { Account } from '../../db/accounts.ts';
import { loadProperties, type ListingCache, type StayRowsRead } from './property-loader.ts';

type PropertyRow = typeof properties.$inferSelect;

/** Escapes LIKE's wildcards (backslash is PostgreSQL's default escape) so '50%' means the text '50%'. */
export const canManageProperty = (viewer: Account | null, hostId: number) =>
  viewer !== null && (viewer.role === 'admin' || viewer.id === hostId);

/**
 * A property's location for the Location filter: its city (the listing form's city field), trimmed and
 * capitalised so that 'kigali ' and 'Kigali' are one place, as the reports' destinations name it. Indexed as
 * properties_location_idx (schema.ts); docs/decisions/0009-list-filters.md says why not the address.
 */
export const locationOf = sql`initcap(btrim(${properties.city}))`;

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
 * `readModel`: what public searches read from memory (docs/decisions/0039-property-detail-from-memory.md). A
 * visitor's detail reads its listing from the listing cache and its stay from the per-night inventory in memory, so
 * it asks PostgreSQL nothing once the listing is cached; its owner and admins read the listing from PostgreSQL, so
 * they see their changes at once.
 */
export async function getProperty(
  db: Db,
  viewer: Account | null,
  id: number,
  query: StayQuery,
  locale: Locale = DEFAULT_LOCALE,
  readModel?: { listingCache?: ListingCache; roomNights?: RoomNightsReplica },
): Promise<Property> {
  const asked =
    query.checkIn && query.checkOut ? { checkIn: query.checkIn, checkOut: query.checkOut } : undefined;
  const stay = withNights(asked ?? tonight());
  const roomNights = readModel?.roomNights;
  const fromNights = roomNights && (await roomNights.current(stay)) ? roomNights : undefined;
  const stayRows: StayRowsRead | undefined = fromNights && {
    rowsOf: (ids) => fromNights.stayRows(ids, stay),
  };
  const load = async (listings: ListingCache | undefined) =>
    (await loadProperties(db, [id], stay, asked !== undefined, listings, stayRows)).get(id);
  const listings = viewer?.role === 'admin' ? undefined : readModel?.listingCache;
  let found = await load(listings);
  if (found && listings && canManageProperty(viewer, found.property.hostId)) found = await load(undefined);
  const visible =
    found &&
    ((found.property.reviewStatus === 'approved' && found.hostActive) ||
      canManageProperty(viewer, found.property.hostId));
  if (!found || !visible) throw notFound(PROPERTY_MESSAGES.notFound);
  const showPrivate = canManageProperty(viewer, found.property.hostId);
  const answer = toProperty(found.property, found.roomTypes, {
    allPictures: true,
    showPrivate,
    hostActive: found.hostActive,
    locale,
    stay: asked && cheapestStay(found.roomTypes, found.stayRates ?? [], stay, 1, todayInKigali()),
  });
  // A visitor's answer from the kept listing: the same as every visitor's but for its free rooms and stay.
  if (listings && !showPrivate) rememberDetailParts(answer, found.property, locale);
  return answer;
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

/** A property's tax settings as its host and admins read them (docs/taxes.md). */
export const toPropertyTax = (
  row: Pick<PropertyRow, 'vatRegistered' | 'tin' | 'taxCheckedAt'>,
): PropertyTax => ({
  vatRegistered: row.vatRegistered,
  tin: row.tin,
  checkedAt: row.taxCheckedAt?.toISOString() ?? null,
});

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
    // VAT registration and TIN: to the host and admins, as the host's contact details are (docs/taxes.md).
    tax: options.showPrivate ? toPropertyTax(row) : null,
    status: row.reviewStatus === 'approved',
    isActive: row.reviewStatus === 'approved' && options.hostActive,
    reviewStatus: row.reviewStatus,
    created_at: created,
    createdAt: created,
  };
}
