// Properties as the API answers them (docs/product.md#entities) and the search query
// (docs/product.md#filters).
import { z } from 'zod';
import { propertyTaxSchema } from './tax.ts';
import { ACCOMMODATION_TYPES, APPLICATION_STATUSES, PAGE_SIZES, RATE_PLANS } from '../constants.ts';
import { RESERVATION_MESSAGES } from '../messages.ts';
import { nightsBetween, todayInKigali } from '../rules.ts';
import { SPEC_ACCOMMODATION_TYPES, toAccommodationType } from '../stored-ids.ts';
import {
  calendarDateSchema,
  entityIdSchema,
  pageParamSchema,
  pageSizeParamSchema,
  storedIdSchema,
} from './common.ts';

/**
 * A stay, searched or reserved, is at most this many nights (docs/product.md#reservation-rules: a bound of
 * ours).
 */
export const MAX_STAY_NIGHTS = 90;
/** Search results: 20 by default (docs/product.md#constants), at most 100 per page. */
export const MAX_SEARCH_PAGE_SIZE = 100;

export const STAY_MESSAGES = {
  datesTogether: 'Please provide both check-in and check-out dates.',
  tooLong: `A stay can be at most ${MAX_STAY_NIGHTS} nights.`,
  tooFarAhead: 'Check-in date can be at most 2 years ahead.',
} as const;

export const propertyIdParamsSchema = z.object({ id: entityIdSchema('property') });

export const markerPositionSchema = z.object({ lat: z.number(), lng: z.number() });
export const propertyLocationSchema = z.object({
  address: z.string(),
  city: z.string(),
  country: z.string(),
  markerPosition: markerPositionSchema,
});
export const propertyServicesSchema = z.object({
  roomService: z.boolean(),
  laundry: z.boolean(),
  breakfast: z.boolean(),
  customService: z.boolean(),
});
export const propertyLanguagesSchema = z.object({
  english: z.boolean(),
  french: z.boolean(),
  swahili: z.boolean(),
  kinyarwanda: z.boolean(),
});
export const propertyRulesSchema = z.object({
  noSmoking: z.boolean(),
  noPets: z.boolean(),
  childrenAllowed: z.boolean(),
  partiesAllowed: z.boolean(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  quietHours: z.object({ start: z.string(), end: z.string() }),
  ecoFriendlyPractices: z.boolean(),
  maxGuests: z.number(),
  /** Guests may choose to pay at the property (never for the Non-Refundable plan; docs/payments.md). */
  payAtProperty: z.boolean(),
});
/**
 * The host block of a listing. Payment details and the phone are private: they are null for everyone
 * but the host and admins (guests reach the host's profile through their booking instead).
 */
export const propertyHostInfoSchema = z.object({
  hostName: z.string(),
  hostPhone: z.string().nullable(),
  momoCode: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  hostShortDescription: z.string(),
});
export const pictureSchema = z.object({
  url: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/**
 * A room type (docs/product.md#entities). `roomCount` is how many identical rooms exist; `remainingRoomCount`
 * how many are free on every night of the asked stay (tonight when no dates are asked),
 * docs/product.md#bookings. `price` is the base price per night, `weekendPrice` Friday and Saturday nights' (null:
 * the base price), `minStay`/`maxStay` the stay limits (a season may override them for stays starting in it;
 * docs/decisions/0023-calendar-and-rates.md).
 */
export const roomTypeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  bedInformation: z.string().nullable(),
  price: z.number().int(),
  discount: z.number().int(),
  roomCount: z.number().int(),
  remainingRoomCount: z.number().int(),
  facilities: z.array(z.string()),
  kingBed: z.number().int(),
  queenBed: z.number().int(),
  twinBed: z.number().int(),
  weekendPrice: z.number().int().nullable(),
  minStay: z.number().int(),
  maxStay: z.number().int().nullable(),
});
export type RoomType = z.infer<typeof roomTypeSchema>;

/**
 * A rate plan the property offers, with its rules (docs/decisions/0023-calendar-and-rates.md): the discount in
 * percent (0 for Flexible), the days before check-in until which a booking cancels free (null: never, for
 * Non-Refundable), and the fewest nights a stay needs to take it (7 for Long Stay, else 1).
 */
export const propertyRatePlanSchema = z.object({
  plan: z.enum(RATE_PLANS),
  discount: z.number().int(),
  freeCancellationDays: z.number().int().nullable(),
  minNights: z.number().int(),
});
export type PropertyRatePlan = z.infer<typeof propertyRatePlanSchema>;

/**
 * What the asked stay costs at this property: its cheapest room type that is free and whose stay rules the stay
 * fits, one room, priced night by night (the host's price, season, weekend, base) less the room type's discount,
 * before any rate plan's discount; `total` in whole RWF, `nightlyAverage` = total / nights, rounded.
 */
export const propertyStaySchema = z.object({
  nightlyAverage: z.number().int(),
  total: z.number().int(),
  nights: z.number().int(),
  roomTypeId: z.number().int(),
});
export type PropertyStay = z.infer<typeof propertyStaySchema>;

export const reviewStatusSchema = z.enum(APPLICATION_STATUSES);

/**
 * A property (docs/product.md#entities). `status` is true when the listing is approved, `isActive` when it is
 * public (approved and its host active); `reviewStatus` is the listing application's status. `rate_plan` is the
 * plan the listing was submitted with, `ratePlans` the plans offered now (Flexible, Non-Refundable, Long Stay
 * order). `stay`: with checkIn/checkOut, the stay's price at its cheapest room type that is free and fits the
 * stay rules (docs/decisions/0023-calendar-and-rates.md); null without dates, or when no room type is offered for
 * them (the detail; a search with dates shows only properties that have one).
 * `host_id`/`hostId` and `created_at`/`createdAt` are two spellings of one field. In lists,
 * `pictureSet` holds only the cover picture (cards show one); the detail answer holds every picture.
 */
export const propertySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  pictures: z.array(z.string()),
  pictureSet: z.array(pictureSchema),
  /** The average of its published reviews, one decimal; 0 without reviews (docs/product.md#reviews). */
  rating: z.number(),
  /** How many published reviews the rating comes from: 0 shows 'No reviews yet', not 0 stars. */
  reviewCount: z.number().int(),
  accommodationType: z.string(),
  location: propertyLocationSchema,
  amenities: z.array(z.string()),
  services: propertyServicesSchema,
  languages: propertyLanguagesSchema,
  rules: propertyRulesSchema,
  rate_plan: z.string(),
  ratePlans: z.array(propertyRatePlanSchema),
  roomTypes: z.array(roomTypeSchema),
  importantFacilities: z.array(z.string()),
  stay: propertyStaySchema.nullable(),
  hostId: z.number().int(),
  host_id: z.number().int(),
  hostInfo: propertyHostInfoSchema,
  /** The property's tax settings: to its host and admins only, null to others (docs/taxes.md). */
  tax: propertyTaxSchema.nullable(),
  status: z.boolean(),
  isActive: z.boolean(),
  reviewStatus: reviewStatusSchema,
  created_at: z.string(),
  createdAt: z.string(),
});
export type Property = z.infer<typeof propertySchema>;

/**
 * A property as a search result or deal card shows it (`view=card` on GET /api/properties): its cover picture,
 * name, type, rating, place, the price and discount of each room type (the card's 'from' price and badge) and the
 * stay's price; a third of the full answer's bytes, which matters on a phone on 3G (docs/decisions/0033-search-cards.md).
 */
export const roomTypeCardSchema = roomTypeSchema.pick({ id: true, title: true, price: true, discount: true });
export const propertyCardSchema = propertySchema
  .pick({
    id: true,
    name: true,
    pictures: true,
    pictureSet: true,
    rating: true,
    reviewCount: true,
    accommodationType: true,
    location: true,
    stay: true,
  })
  .extend({ roomTypes: z.array(roomTypeCardSchema) });
export type PropertyCard = z.infer<typeof propertyCardSchema>;
/** What GET /api/properties answers per property: the whole property (default) or its card. */
export const PROPERTY_VIEWS = ['full', 'card'] as const;
export type PropertyView = (typeof PROPERTY_VIEWS)[number];

/** Date strings are validated as dates; their relations (both or neither, order, bounds) below. */
type StayFields = { checkIn?: string | undefined; checkOut?: string | undefined };

/** Adds whole years to a calendar date (29 February falls back to 28 February). */
export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y + years, m - 1, d));
  if (target.getUTCMonth() !== m - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

/**
 * The rules a stay's dates follow wherever they are asked (search, detail, reservation), in the order of
 * docs/product.md#reservation-rules: both dates, check-out after check-in; then ours: not in the past, at
 * most 90 nights, check-in at most 2 years ahead. Returns the first broken rule's message.
 */
export function stayProblem(checkIn: string, checkOut: string, today = todayInKigali()): string | undefined {
  if (nightsBetween(checkIn, checkOut) <= 0) return RESERVATION_MESSAGES.checkOutAfterCheckIn;
  if (checkIn < today) return RESERVATION_MESSAGES.pastDate;
  if (nightsBetween(checkIn, checkOut) > MAX_STAY_NIGHTS) return STAY_MESSAGES.tooLong;
  if (checkIn > addYears(today, 2)) return STAY_MESSAGES.tooFarAhead;
  return undefined;
}

function refineStay(value: StayFields, ctx: z.RefinementCtx) {
  const { checkIn, checkOut } = value;
  if (checkIn === undefined && checkOut === undefined) return;
  if (checkIn === undefined || checkOut === undefined) {
    ctx.addIssue({ code: 'custom', message: STAY_MESSAGES.datesTogether, path: ['checkIn'] });
    return;
  }
  const problem = stayProblem(checkIn, checkOut);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['checkOut'] });
}

/** Optional stay dates of a property's detail: remainingRoomCount is computed for them. */
export const stayQuerySchema = z
  .object({ checkIn: calendarDateSchema.optional(), checkOut: calendarDateSchema.optional() })
  .superRefine(refineStay);
export type StayQuery = z.infer<typeof stayQuerySchema>;

export const SEARCH_SERVICES = ['breakfast', 'wifi', 'laundry', 'roomService'] as const;
export type SearchService = (typeof SEARCH_SERVICES)[number];
export const SEARCH_BEDS = ['king', 'queen', 'twin'] as const;
export type SearchBed = (typeof SEARCH_BEDS)[number];
export const PROPERTY_SORTS = ['discount', 'price', 'rating', 'id', 'name', 'created_at'] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];
/** Sorts that read every match: only for host and admin lists, never the public search (0009). */
export const PROPERTY_LIST_ONLY_SORTS = ['name', 'created_at'] as const satisfies readonly PropertySort[];
/** GET /api/properties/locations answers at most this many locations (sorted), and says when there are more. */
export const PROPERTY_LOCATIONS_MAX = 500;
/** The search form's guests (adults + children) are at most 50; the API takes up to 100. */
export const MAX_GUESTS_FILTER = 100;
export const REVIEW_STATUS_FILTERS = [...APPLICATION_STATUSES, 'all'] as const;
/** The price filter's bound: the highest price a room may have (ROOM_PRICE_MAX of listing.ts, which imports us). */
export const PRICE_FILTER_MAX = 100_000_000;

export const PROPERTY_LIST_MESSAGES = {
  createdOrder: 'Created from must be on or before Created to.',
  nameTooLong: 'The name filter can be at most 200 characters.',
  locationTooLong: 'The location can be at most 200 characters.',
  guests: `Guests must be a whole number from 1 to ${MAX_GUESTS_FILTER}.`,
  sortForLists: 'Sorting by name or creation date is only for host and admin lists.',
  // PRICE_FILTER_MAX spelled out: a message is a literal type, the catalogs' key.
  price: 'The price filter must be a whole number of RWF from 0 to 100,000,000.',
  priceOrder: 'The lowest price must not be above the highest price.',
} as const;

/** Query strings from forms carry empty fields as `field=`: they mean "no filter". */
const blankIsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A comma-separated list of known words, e.g. `services=wifi,breakfast`; duplicates are dropped. */
const commaList = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z
    .string()
    .max(200)
    .transform((text, ctx) => {
      const words = [
        ...new Set(
          text
            .split(',')
            .map((w) => w.trim())
            .filter(Boolean),
        ),
      ];
      const known = words.filter((w): w is T[number] => values.includes(w));
      if (known.length < words.length) {
        const unknown = words.filter((w) => !values.includes(w));
        ctx.addIssue({
          code: 'custom',
          message: `Unknown ${what}: ${unknown.join(', ')}. Use ${values.join(', ')}.`,
        });
        return z.NEVER;
      }
      return known;
    });

/** A price filter: whole RWF, 0 .. PRICE_FILTER_MAX; an empty field is no filter (not 0). */
const priceFilter = () =>
  blankIsAbsent(
    z.coerce
      .number({ error: PROPERTY_LIST_MESSAGES.price })
      .int({ error: PROPERTY_LIST_MESSAGES.price })
      .min(0, { error: PROPERTY_LIST_MESSAGES.price })
      .max(PRICE_FILTER_MAX, { error: PROPERTY_LIST_MESSAGES.price }),
  );

/**
 * GET /api/properties. Every parameter is optional. Several services or beds must all be offered. With
 * checkIn/checkOut, some room type must have `rooms` (default 1) rooms free on every night; with `rooms` alone,
 * some room type must have that many rooms. `guests`: the property takes at least that many
 * (`rules.maxGuests`). `name`: a case-insensitive substring of the name; `location`: the city, whatever its
 * case (one of GET /api/properties/locations); `createdFrom`/`createdTo`: Kigali calendar days of the creation, both
 * inclusive. `minPrice`/`maxPrice` (whole RWF, both inclusive): with dates, on the stay's nightly average (the
 * answer's `stay`); without, on the lowest base price of the property's room types (`sort=price` likewise).
 * With dates a room type is offered only if the stay fits its stay rules (docs/decisions/0023-calendar-and-rates.md).
 * `host_id` lists all of one host's properties whatever their review status, for that host or an admin;
 * `reviewStatus` (admins, or a host on their own list) filters by the listing's review status. Sorting by
 * `name` or `created_at` is for those lists only (docs/decisions/0009-list-filters.md).
 */
export const propertySearchQuerySchema = z
  .object({
    destination: z.string().trim().max(200, { error: 'The destination is too long.' }).optional(),
    checkIn: calendarDateSchema.optional(),
    checkOut: calendarDateSchema.optional(),
    rooms: z.coerce
      .number({ error: 'Rooms must be a whole number from 1 to 100.' })
      .int({ error: 'Rooms must be a whole number from 1 to 100.' })
      .min(1, { error: 'Rooms must be a whole number from 1 to 100.' })
      .max(100, { error: 'Rooms must be a whole number from 1 to 100.' })
      .optional(),
    minRating: z.coerce
      .number({ error: 'The rating filter must be 2, 3, 4 or 5.' })
      .int({ error: 'The rating filter must be 2, 3, 4 or 5.' })
      .min(2, { error: 'The rating filter must be 2, 3, 4 or 5.' })
      .max(5, { error: 'The rating filter must be 2, 3, 4 or 5.' })
      .optional(),
    services: commaList(SEARCH_SERVICES, 'service').optional(),
    beds: commaList(SEARCH_BEDS, 'bed type').optional(),
    // An id, or the spec's word ('Guest House') that older clients send (docs/decisions/0022-stored-ids.md).
    accommodationType: storedIdSchema(
      ACCOMMODATION_TYPES,
      toAccommodationType,
      `The accommodation type must be ${Object.values(SPEC_ACCOMMODATION_TYPES).join(', ')}.`,
    ).optional(),
    sort: z.enum(PROPERTY_SORTS, { error: `Sort by ${PROPERTY_SORTS.join(', ')}.` }).optional(),
    order: z.enum(['asc', 'desc'], { error: 'The order must be asc or desc.' }).optional(),
    page: pageParamSchema,
    pageSize: pageSizeParamSchema(MAX_SEARCH_PAGE_SIZE, PAGE_SIZES.search),
    host_id: entityIdSchema('host').optional(),
    reviewStatus: z
      .enum(REVIEW_STATUS_FILTERS, {
        error: `The review status must be ${REVIEW_STATUS_FILTERS.join(', ')}.`,
      })
      .optional(),
    name: blankIsAbsent(z.string().trim().max(200, { error: PROPERTY_LIST_MESSAGES.nameTooLong })),
    location: blankIsAbsent(z.string().trim().max(200, { error: PROPERTY_LIST_MESSAGES.locationTooLong })),
    createdFrom: blankIsAbsent(calendarDateSchema),
    createdTo: blankIsAbsent(calendarDateSchema),
    guests: z.coerce
      .number({ error: PROPERTY_LIST_MESSAGES.guests })
      .int({ error: PROPERTY_LIST_MESSAGES.guests })
      .min(1, { error: PROPERTY_LIST_MESSAGES.guests })
      .max(MAX_GUESTS_FILTER, { error: PROPERTY_LIST_MESSAGES.guests })
      .optional(),
    minPrice: priceFilter(),
    maxPrice: priceFilter(),
    view: z.enum(PROPERTY_VIEWS, { error: `The view must be ${PROPERTY_VIEWS.join(' or ')}.` }).optional(),
  })
  .superRefine(refineStay)
  .refine((q) => !q.createdFrom || !q.createdTo || q.createdFrom <= q.createdTo, {
    error: PROPERTY_LIST_MESSAGES.createdOrder,
    path: ['createdTo'],
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    error: PROPERTY_LIST_MESSAGES.priceOrder,
    path: ['maxPrice'],
  });
export type PropertySearchQuery = z.infer<typeof propertySearchQuerySchema>;

/** GET /api/properties/locations: an admin's view of every host, or one host's (their own, by default). */
export const propertyLocationsQuerySchema = z.object({ host_id: entityIdSchema('host').optional() });
export type PropertyLocationsQuery = z.infer<typeof propertyLocationsQuerySchema>;

/**
 * The Location filter's choices (docs/product.md#filters): the distinct cities of the properties,
 * capitalised, sorted; `truncated` when there are more than PROPERTY_LOCATIONS_MAX
 * (docs/decisions/0009-list-filters.md).
 */
export const propertyLocationsSchema = z.object({
  locations: z.array(z.string()),
  truncated: z.boolean(),
});
export type PropertyLocations = z.infer<typeof propertyLocationsSchema>;
