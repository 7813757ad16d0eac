// The one database schema (docs/product.md#entities). Migrations in apps/api/drizzle are generated from it by
// drizzle-kit; what drizzle cannot declare (triggers, functions, INCLUDE) is written by hand in custom migrations,
// and the migrated database must match this file (docs/migrations.md).
import { sql } from 'drizzle-orm';
import * as storedIds from './stored-ids.ts';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  APPLICATION_STATUSES,
  BOOKING_STATUSES,
  LOCALES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  ROLES,
  type AuditAction,
  type AuditTargetType,
  type Locale,
  type RatePlanRules,
  type TaxPart,
  type SkippedEvent,
} from '@ikaze/domain';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const roleEnum = pgEnum('role', ROLES);
export const bookingStatusEnum = pgEnum('booking_status', BOOKING_STATUSES);
export const applicationStatusEnum = pgEnum('application_status', APPLICATION_STATUSES);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    role: roleEnum('role').notNull().default('user'),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    momoCode: text('momo_code'),
    bankAccountNumber: text('bank_account_number'),
    shortDescription: text('short_description'),
    /** A host's commission, percent, set by an admin; null: the COMMISSION_PERCENT setting (docs/money.md). */
    commissionPercent: smallint('commission_percent'),
    /** An admin holds this host's payouts (docs/money.md#payouts). */
    payoutsHeld: boolean('payouts_held').notNull().default(false),
    /** When the MoMo code or bank account last changed: no payout goes there for 48 hours unless approved. */
    payoutDetailsChangedAt: timestamp('payout_details_changed_at', { withTimezone: true }),
    /** An admin approved the latest change of payout details before the 48 hours passed. */
    payoutChangeApprovedAt: timestamp('payout_change_approved_at', { withTimezone: true }),
    /** The language the account chose (docs/decisions/0020-languages.md); null until it chooses one. */
    locale: text('locale', { enum: LOCALES }),
    /**
     * Set when the person deleted their account: the row stays with its personal fields erased, for the bookings
     * and reviews that point at it (migration 0027, docs/decisions/0031-your-data.md).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_locale_check', sql`${t.locale} in ('en', 'fr', 'rw')`),
    check('users_commission_percent_range', sql`${t.commissionPercent} between 0 and 50`),
    // Usernames and emails are unique case-insensitively (docs/product.md#accounts).
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_role_id_idx').on(t.role, t.id),
    index('users_created_at_idx').on(t.createdAt),
    // The admin lists' substring searches (users, hosts, applications, bookings): lower(…) like '%…%'.
    index('users_username_trgm_idx').using('gin', sql`lower(${t.username}) gin_trgm_ops`),
    index('users_full_name_trgm_idx').using(
      'gin',
      sql`lower(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
  ],
);

/** Server-side sessions: only the SHA-256 of the cookie's token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** Failed sign-ins, counted per account and per address for the login rate limit. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    account: text('account').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_account_idx').on(t.account, t.createdAt),
    index('login_failures_address_idx').on(t.address, t.createdAt),
  ],
);

export type PropertyServices = {
  roomService: boolean;
  laundry: boolean;
  breakfast: boolean;
  customService: boolean;
};
export type PropertyLanguages = { english: boolean; french: boolean; swahili: boolean; kinyarwanda: boolean };
export type PropertyRules = {
  noSmoking: boolean;
  noPets: boolean;
  childrenAllowed: boolean;
  partiesAllowed: boolean;
  checkInTime: string;
  checkOutTime: string;
  quietHours: { start: string; end: string };
  ecoFriendlyPractices: boolean;
  maxGuests: number;
  /** Absent on properties listed before payments: read as true (docs/payments.md). */
  payAtProperty?: boolean;
};
export type PropertyHostInfo = {
  hostName: string;
  hostPhone: string;
  momoCode: string;
  bankAccountNumber: string;
  hostShortDescription: string;
};
/** A property's description in the languages other than its own (English for the demo data). */
export type DescriptionTranslations = Partial<Record<Exclude<Locale, 'en'>, string>>;
/** A stored picture: its key in the picture store and the widths it was re-encoded at. */
export type StoredPicture = { key: string; widths: number[]; width: number; height: number };

export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /**
     * The description in other languages, by locale ('fr', 'rw'; each at most DESCRIPTION_MAX characters):
     * answered instead of `description` to a request in that language (docs/decisions/0021-domain-messages.md).
     */
    descriptionTranslations: jsonb('description_translations')
      .$type<DescriptionTranslations>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    accommodationType: text('accommodation_type').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default('Rwanda'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    services: jsonb('services').$type<PropertyServices>().notNull(),
    languages: jsonb('languages').$type<PropertyLanguages>().notNull(),
    rules: jsonb('rules').$type<PropertyRules>().notNull(),
    ratePlan: text('rate_plan').notNull(),
    /** The rate plans offered, with their rules (docs/decisions/0023-calendar-and-rates.md). */
    ratePlans: jsonb('rate_plans')
      .$type<RatePlanRules>()
      .notNull()
      .default(sql`'{"flexible": {"freeCancellationDays": 3}}'::jsonb`),
    /**
     * The average overall score of the property's published reviews, one decimal (0 without reviews), and how
     * many there are: kept by a trigger on reviews (migration 0021, docs/decisions/0025-reviews.md).
     */
    rating: real('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    hostInfo: jsonb('host_info').$type<PropertyHostInfo>().notNull(),
    pictures: jsonb('pictures')
      .$type<StoredPicture[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Mirrors the listing application: only approved properties are public (docs/product.md#visibility). */
    reviewStatus: applicationStatusEnum('review_status').notNull().default('pending'),
    /**
     * The sort keys of the deals and of the price sort (docs/product.md#constants), kept by a trigger on
     * room_types (migrations 0003, 0007, 0042): the discount of the first room type (lowest id; 0 without one)
     * and the lowest price after discount, as the card shows it (null without room types; domain
     * lowestShownPrice). Stored so that the home page's deals and price sorts
     * read an index instead of a subquery per property (docs/decisions/0006-search-performance.md).
     */
    firstDiscount: smallint('first_discount').notNull().default(0),
    lowestPrice: integer('lowest_price'),
    /** The most rooms a room type of the property has (null without room types), kept by the same trigger. */
    maxRoomCount: integer('max_room_count'),
    /**
     * The most rooms a room type without any stay rule has (null without one), kept by the same trigger and one
     * on seasons (migration 0020): dated totals check stay rules only where it is below the rooms asked.
     */
    openRoomCount: integer('open_room_count'),
    /** Whether the host charges VAT on this property's stays, and its TIN (docs/taxes.md); an admin checks it. */
    vatRegistered: boolean('vat_registered').notNull().default(false),
    tin: text('tin'),
    taxCheckedAt: timestamp('tax_checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Ids, not the spec's words (migration 0016, docs/decisions/0022-stored-ids.md).
    check('properties_accommodation_type_check', storedIds.isAccommodationType(t.accommodationType)),
    check('properties_rate_plan_check', storedIds.isRatePlan(t.ratePlan)),
    check('properties_amenities_check', storedIds.areAmenities(t.amenities)),
    index('properties_host_id_idx').on(t.hostId),
    index('properties_review_status_idx').on(t.reviewStatus, t.id),
    // Admin list and reports: newest first, or by rating whatever the review status, id as the tie-break.
    index('properties_created_at_id_idx').on(t.createdAt, t.id),
    index('properties_rating_id_idx').on(t.rating, t.id),
    // Destination search is a case-insensitive substring match on the address (docs/product.md#filters).
    index('properties_address_trgm_idx').using('gin', sql`lower(${t.address}) gin_trgm_ops`),
    index('properties_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // The Location filter (a city, capitalised: properties/service.ts locationOf): its choices are read with a
    // loose scan of this index, one probe per location, and a filter on one location uses it.
    // Host and admin lists sorted by name (lower(name), id in either direction): a page reads the index in
    // order instead of sorting every property (100k: 155 ms → under 1 ms for page 1).
    index('properties_name_lower_idx').on(sql`lower(${t.name})`, t.id),
    index('properties_location_idx').on(sql`initcap(btrim(${t.city}))`),
    // The public sorts in their default directions, id as the tie-break: a page is read in index order and
    // the scan stops after it (the search writes review_status = 'approved' as a literal so that these
    // partial indexes match whatever the plan).
    index('properties_public_discount_idx')
      .on(t.firstDiscount.desc().nullsFirst(), t.id)
      .where(sql`${t.reviewStatus} = 'approved'`),
    index('properties_public_price_idx')
      .on(t.lowestPrice.asc().nullsLast(), t.id)
      .where(sql`${t.reviewStatus} = 'approved'`),
    index('properties_public_rating_idx')
      .on(t.rating.desc().nullsFirst(), t.id)
      .where(sql`${t.reviewStatus} = 'approved'`),
    // The properties whose biggest room type has a stay rule (migration 0020): the few dated totals check.
    index('properties_ruled_idx')
      .on(t.maxRoomCount)
      .where(sql`${t.openRoomCount} is null or ${t.openRoomCount} < ${t.maxRoomCount}`),
    check(
      'properties_rate_plans_check',
      sql`jsonb_typeof(${t.ratePlans}) = 'object' and ${t.ratePlans} <> '{}'::jsonb and (${t.ratePlans} - array['flexible', 'non_refundable', 'long_stay']) = '{}'::jsonb`,
    ),
    check('properties_tin_digits', sql`${t.tin} is null or ${t.tin} ~ '^[0-9]{9}$'`),
    check('properties_vat_needs_tin', sql`not ${t.vatRegistered} or ${t.tin} is not null`),
    check('properties_rating_range', sql`${t.rating} >= 0 and ${t.rating} <= 5`),
    // Only 'fr' and 'rw', each a text of 1..DESCRIPTION_MAX (300) characters (migration 0015).
    check(
      'properties_description_translations_check',
      sql`case when jsonb_typeof(${t.descriptionTranslations}) = 'object' then
        (${t.descriptionTranslations} - array['fr', 'rw']) = '{}'::jsonb
        and (${t.descriptionTranslations} -> 'fr' is null or (jsonb_typeof(${t.descriptionTranslations} -> 'fr') = 'string'
          and char_length(${t.descriptionTranslations} ->> 'fr') between 1 and 300))
        and (${t.descriptionTranslations} -> 'rw' is null or (jsonb_typeof(${t.descriptionTranslations} -> 'rw') = 'string'
          and char_length(${t.descriptionTranslations} ->> 'rw') between 1 and 300))
        else false end`,
    ),
  ],
);

export const roomTypes = pgTable(
  'room_types',
  {
    id: serial('id').primaryKey(),
    /**
     * Null until the listing that uses it is submitted: room types are posted before their property
     * (docs/decisions/0005-listing-submission.md).
     */
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    bedInformation: text('bed_information'),
    /** Per night, whole RWF. */
    price: integer('price').notNull(),
    discount: smallint('discount').notNull().default(0),
    /** How many identical rooms exist (docs/product.md#bookings: remainingRoomCount). */
    roomCount: integer('room_count').notNull(),
    facilities: text('facilities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    kingBed: smallint('king_bed').notNull().default(0),
    queenBed: smallint('queen_bed').notNull().default(0),
    twinBed: smallint('twin_bed').notNull().default(0),
    /** Friday and Saturday nights, when set (docs/decisions/0023-calendar-and-rates.md). */
    weekendPrice: integer('weekend_price'),
    minStay: smallint('min_stay').notNull().default(1),
    maxStay: smallint('max_stay'),
    /** How many days ahead a check-in may be; null: the platform's two years. */
    bookingWindowDays: smallint('booking_window_days'),
    /** The secret of the room type's calendar export URL; the host can replace it. */
    icsToken: text('ics_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    createdAt: createdAt(),
  },
  (t) => [
    index('room_types_property_id_idx').on(t.propertyId, t.id),
    index('room_types_created_by_idx').on(t.createdBy),
    check('room_types_price_nonnegative', sql`${t.price} >= 0`),
    check('room_types_discount_range', sql`${t.discount} between 0 and 100`),
    check('room_types_room_count_positive', sql`${t.roomCount} >= 1`),
    check('room_types_beds_nonnegative', sql`${t.kingBed} >= 0 and ${t.queenBed} >= 0 and ${t.twinBed} >= 0`),
    check('room_types_title_check', storedIds.isRoomTypeTitle(t.title)),
    check('room_types_facilities_check', storedIds.areRoomFacilities(t.facilities)),
    check('room_types_weekend_price_nonnegative', sql`${t.weekendPrice} is null or ${t.weekendPrice} >= 0`),
    check(
      'room_types_stay_limits',
      sql`${t.minStay} between 1 and 90 and (${t.maxStay} is null or ${t.maxStay} between ${t.minStay} and 90)`,
    ),
    check(
      'room_types_booking_window',
      sql`${t.bookingWindowDays} is null or ${t.bookingWindowDays} between 1 and 730`,
    ),
  ],
);

/** Named ranges of nights (first and last included) with their own price and stay limits. */
export const roomTypeSeasons = pgTable(
  'room_type_seasons',
  {
    id: serial('id').primaryKey(),
    roomTypeId: integer('room_type_id').notNull(),
    name: text('name').notNull(),
    firstNight: date('first_night', { mode: 'string' }).notNull(),
    lastNight: date('last_night', { mode: 'string' }).notNull(),
    price: integer('price').notNull(),
    minStay: smallint('min_stay'),
    maxStay: smallint('max_stay'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'room_type_seasons_room_type_id_fkey',
      columns: [t.roomTypeId],
      foreignColumns: [roomTypes.id],
    }).onDelete('cascade'),
    index('room_type_seasons_room_type_idx').on(t.roomTypeId, t.firstNight),
    check('room_type_seasons_name_length', sql`char_length(${t.name}) between 1 and 60`),
    check(
      'room_type_seasons_nights',
      sql`${t.lastNight} >= ${t.firstNight} and ${t.lastNight} - ${t.firstNight} < 366`,
    ),
    check('room_type_seasons_price_nonnegative', sql`${t.price} >= 0`),
    check(
      'room_type_seasons_stay_limits',
      sql`(${t.minStay} is null or ${t.minStay} between 1 and 90) and (${t.maxStay} is null or (${t.maxStay} between 1 and 90 and ${t.maxStay} >= coalesce(${t.minStay}, 1)))`,
    ),
  ],
);

export const listingApplications = pgTable(
  'listing_applications',
  {
    id: serial('id').primaryKey(),
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    status: applicationStatusEnum('status').notNull().default('pending'),
    recommendation: text('recommendation'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('listing_applications_property_id_key').on(t.propertyId),
    index('listing_applications_status_idx').on(t.status, t.createdAt),
    // The admin screen's default: one status, by id.
    index('listing_applications_status_id_idx').on(t.status, t.id),
    index('listing_applications_created_at_idx').on(t.createdAt),
    // The admin search by host name: the matching hosts' applications (`host_id = any(array(…))`).
    index('listing_applications_host_id_idx').on(t.hostId),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'restrict' }),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    rooms: integer('rooms').notNull(),
    /** The price and discount the total was computed from, kept as they were at booking time. */
    nightlyPrice: integer('nightly_price').notNull(),
    discount: smallint('discount').notNull(),
    totalPrice: bigint('total_price', { mode: 'number' }).notNull(),
    ratePlan: text('rate_plan').notNull(),
    /** What each night cost one room, before discounts (docs/decisions/0023-calendar-and-rates.md). */
    nightPrices: integer('night_prices')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The rate plan's discount, percent, applied after the room type's. */
    planDiscount: smallint('plan_discount').notNull().default(0),
    /** The last day the guest may cancel without a fee; null: never free. */
    freeCancellationUntil: date('free_cancellation_until', { mode: 'string' }),
    /** Set when the guest cancels: what the cancellation costs them (0 when free). */
    cancellationFee: bigint('cancellation_fee', { mode: 'number' }),
    /** Why the host cancelled a confirmed stay: told to the guest (docs/product.md#bookings). */
    cancelReason: text('cancel_reason'),
    status: bookingStatusEnum('status').notNull().default('pending'),
    /** How the reservation is paid: its latest try (docs/payments.md); null for stays booked before payments. */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    /** The commission, percent, the platform keeps on this stay: fixed when it is paid (docs/money.md). */
    commissionPercent: smallint('commission_percent'),
    /** What of this stay's payment went back (or is on its way back) to the guest, RWF (docs/money.md#refunds). */
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
    /**
     * How the total divides, fixed when the stay is booked (docs/taxes.md): the room charge, VAT and the tourism
     * tax, adding up to total_price; and the parts it was taxed by (rates per group of nights), which divide what
     * a guest keeps paid after a refund the same way.
     */
    roomCharge: bigint('room_charge', { mode: 'number' }).notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull().default(0),
    tourismTax: bigint('tourism_tax', { mode: 'number' }).notNull().default(0),
    taxParts: jsonb('tax_parts')
      .$type<TaxPart[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** When the host was reminded that the booking still waits for them (once; docs/decisions/0026-jobs-outbox-and-email.md). */
    hostRemindedAt: timestamp('host_reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_user_id_idx').on(t.userId, t.id),
    index('bookings_property_id_idx').on(t.propertyId, t.id),
    index('bookings_room_type_id_idx').on(t.roomTypeId, t.checkIn),
    index('bookings_status_idx').on(t.status, t.id),
    index('bookings_payment_id_idx').on(t.paymentId),
    // The expiry and reminder jobs: pending bookings, oldest first.
    index('bookings_pending_created_at_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    // The admin list's sorts and the reports' most recent first, id as the tie-break: a page is read in index
    // order, either direction, and the scan stops after it (docs/benchmarks.md "Admin lists at scale").
    index('bookings_created_at_id_idx').on(t.createdAt, t.id),
    index('bookings_check_in_id_idx').on(t.checkIn, t.id),
    index('bookings_total_price_id_idx').on(t.totalPrice, t.id),
    check('bookings_dates_ordered', sql`${t.checkOut} > ${t.checkIn}`),
    check('bookings_rooms_positive', sql`${t.rooms} >= 1`),
    check('bookings_rate_plan_check', storedIds.isBookingRatePlan(t.ratePlan)),
    check('bookings_plan_discount_range', sql`${t.planDiscount} between 0 and 100`),
    check('bookings_refunded_within_total', sql`${t.refunded} between 0 and ${t.totalPrice}`),
    check(
      'bookings_taxes_add_up',
      sql`${t.roomCharge} >= 0 and ${t.vat} >= 0 and ${t.tourismTax} >= 0
        and ${t.roomCharge} + ${t.vat} + ${t.tourismTax} = ${t.totalPrice}`,
    ),
  ],
);

/**
 * Each status a booking has had, and when: the booking page's history (docs/product.md#bookings). Written by a
 * trigger on bookings (migration 0038), so every path that changes a status (the host, the guest, the expiry
 * job, a payment's end) leaves its line; never updated.
 */
export const bookingStatusChanges = pgTable(
  'booking_status_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    status: bookingStatusEnum('status').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_status_changes_booking_idx').on(t.bookingId, t.id)],
);

/**
 * Per-night inventory: one row per room type and night that has ever been held. The CHECK makes
 * overbooking impossible: a booking adds its rooms to every night in one transaction, and a night that
 * would hold more than its capacity fails the whole transaction (docs/product.md#bookings).
 */
export const roomNights = pgTable(
  'room_nights',
  {
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    night: date('night', { mode: 'string' }).notNull(),
    capacity: integer('capacity').notNull(),
    held: integer('held').notNull().default(0),
    /** Rooms the host closed that night. */
    closed: integer('closed').notNull().default(0),
    /** Rooms other sites' calendars hold that night (channel sync). */
    synced: integer('synced').notNull().default(0),
    /** The host's price for this night; null: the room type's rates decide. */
    price: integer('price'),
    /**
     * The room type's property, set by a trigger (migration 0029), and the rooms free: both for the search index
     * below, which answers which properties a stay may refuse without a lookup per night
     * (docs/decisions/0024-dated-search.md).
     */
    propertyId: integer('property_id'),
    free: integer('free').generatedAlwaysAs(sql`capacity - held - closed - synced`),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.night] }),
    // Bookings, closures and imports share one count (docs/decisions/0023-calendar-and-rates.md).
    check(
      'room_nights_within_capacity',
      sql`${t.held} >= 0 and ${t.closed} >= 0 and ${t.synced} >= 0 and ${t.held} + ${t.closed} + ${t.synced} <= ${t.capacity}`,
    ),
    check('room_nights_price_nonnegative', sql`${t.price} is null or ${t.price} >= 0`),
    // room_nights_night_free_idx, the nights a search must look at to find what is NOT free (per night, by rooms
    // free, with the property and capacity beside them for an index-only scan), is written by hand in migration
    // 0029: drizzle cannot declare INCLUDE (docs/migrations.md). See docs/decisions/0006-search-performance.md and
    // 0024-dated-search.md.
  ],
);

/** Calendars of other sites a room type is also sold on, fetched on a schedule (channel sync). */
export const calendarImports = pgTable(
  'calendar_imports',
  {
    id: serial('id').primaryKey(),
    roomTypeId: integer('room_type_id').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    skippedEvents: jsonb('skipped_events')
      .$type<SkippedEvent[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    skippedCount: integer('skipped_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'calendar_imports_room_type_id_fkey',
      columns: [t.roomTypeId],
      foreignColumns: [roomTypes.id],
    }).onDelete('cascade'),
    uniqueIndex('calendar_imports_room_type_url_key').on(t.roomTypeId, t.url),
    index('calendar_imports_last_attempt_idx').on(t.lastAttemptAt),
    check('calendar_imports_name_length', sql`char_length(${t.name}) between 1 and 60`),
    check('calendar_imports_url_length', sql`char_length(${t.url}) between 1 and 2000`),
  ],
);

/** The nights an imported calendar held when it was last fetched, and how many rooms each. */
export const calendarImportNights = pgTable(
  'calendar_import_nights',
  {
    importId: integer('import_id').notNull(),
    night: date('night', { mode: 'string' }).notNull(),
    rooms: integer('rooms').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'calendar_import_nights_import_id_fkey',
      columns: [t.importId],
      foreignColumns: [calendarImports.id],
    }).onDelete('cascade'),
    primaryKey({ name: 'calendar_import_nights_pk', columns: [t.importId, t.night] }),
    check('calendar_import_nights_rooms_positive', sql`${t.rooms} >= 1`),
  ],
);

/** POST /api/bookings answers a retried Idempotency-Key with the first answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * Rate limits and per-account quotas, counted here so that every API process sees one count
 * (docs/decisions/0015-cross-site-and-abuse-limits.md). Rows whose window has ended are purged by housekeeping.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (t) => [index('rate_counters_window_end_idx').on(t.windowEnd)],
);

/**
 * What the bell shows (docs/decisions/0026-jobs-outbox-and-email.md): written by notify() in the transaction of
 * the change that causes it; an AFTER INSERT trigger announces it on 'user_events' (migration 0022).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    kind: text('kind').notNull(),
    params: jsonb('params').notNull().default({}),
    link: text('link').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'notifications_user_id_fkey',
      columns: [t.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    index('notifications_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * Jobs owed by a change, written in its transaction and moved into pg-boss under their own id by each API process
 * (modules/jobs/outbox.ts; docs/decisions/0026-jobs-outbox-and-email.md).
 */
export const jobOutbox = pgTable('job_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  queue: text('queue').notNull(),
  data: jsonb('data').notNull(),
  createdAt: createdAt(),
});

/** Email per kind: a row only where the user chose differently from the default (every kind on). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id').notNull(),
    kind: text('kind').notNull(),
    email: boolean('email').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'notification_preferences_user_id_fkey',
      columns: [t.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    primaryKey({ name: 'notification_preferences_pkey', columns: [t.userId, t.kind] }),
  ],
);

/** Emails kept for admins to read when no SMTP server is configured; job_id makes a retried job store once. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: text('job_id').notNull(),
    userId: integer('user_id'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'mail_outbox_user_id_fkey',
      columns: [t.userId],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    uniqueIndex('mail_outbox_job_id_key').on(t.jobId),
    index('mail_outbox_created_at_id_idx').on(t.createdAt, t.id),
  ],
);

/**
 * One row per email job: claimed before the SMTP server is spoken to, its result recorded as soon as it is known
 * (migration 0033, docs/decisions/0036-every-email-once.md).
 */
export const emailDeliveries = pgTable(
  'email_deliveries',
  {
    jobId: text('job_id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    state: text('state', { enum: ['sending', 'sent', 'failed', 'unknown'] }).notNull(),
    attemptId: uuid('attempt_id').notNull(),
    attemptStartedAt: timestamp('attempt_started_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(1),
    unknownOutcomeRetries: integer('unknown_outcome_retries').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('email_deliveries_state_check', sql`${t.state} in ('sending', 'sent', 'failed', 'unknown')`),
    index('email_deliveries_state_idx')
      .on(t.state)
      .where(sql`${t.state} <> 'sent'`),
  ],
);

/** Secrets the install makes for itself, shared by every API process (the key that signs unsubscribe links). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Messages between a guest and a property's host (docs/decisions/0028-conversations.md, migration 0024): one
 * conversation per booking, and one question per guest and property before booking (booking_id null).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id').notNull(),
    guestId: integer('guest_id').notNull(),
    hostId: integer('host_id').notNull(),
    bookingId: integer('booking_id'),
    /** The last message each side has read (0: none). */
    guestReadId: integer('guest_read_id').notNull().default(0),
    hostReadId: integer('host_read_id').notNull().default(0),
    /** When each side was last emailed about a new message; cleared when they read. */
    guestEmailedAt: timestamp('guest_emailed_at', { withTimezone: true }),
    hostEmailedAt: timestamp('host_emailed_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportedBy: integer('reported_by'),
    reportReason: text('report_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'conversations_property_id_fkey',
      columns: [t.propertyId],
      foreignColumns: [properties.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'conversations_guest_id_fkey',
      columns: [t.guestId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'conversations_host_id_fkey',
      columns: [t.hostId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'conversations_booking_id_fkey',
      columns: [t.bookingId],
      foreignColumns: [bookings.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'conversations_reported_by_fkey',
      columns: [t.reportedBy],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    check('conversations_two_people', sql`${t.guestId} <> ${t.hostId}`),
    uniqueIndex('conversations_booking_key').on(t.bookingId),
    uniqueIndex('conversations_question_key')
      .on(t.guestId, t.propertyId)
      .where(sql`${t.bookingId} is null`),
    index('conversations_guest_activity_idx').on(
      t.guestId,
      t.lastMessageAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('conversations_host_activity_idx').on(
      t.hostId,
      t.lastMessageAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('conversations_reported_idx')
      .on(t.reportedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.reportedAt} is not null`),
  ],
);

/** A conversation's messages; an AFTER INSERT trigger announces each on 'user_events' to both sides. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id').notNull(),
    senderId: integer('sender_id').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'messages_conversation_id_fkey',
      columns: [t.conversationId],
      foreignColumns: [conversations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'messages_sender_id_fkey',
      columns: [t.senderId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    check('messages_body_length', sql`char_length(${t.body}) between 1 and 2000`),
    index('messages_conversation_id_idx').on(t.conversationId, t.id),
  ],
);

/** Messages of the contact form, for the admins (migration 0025, docs/decisions/0029-public-pages-and-help.md). */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: serial('id').primaryKey(),
    /** The sender's account when signed in; the message stays when the account goes. */
    userId: integer('user_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'contact_requests_user_id_fkey',
      columns: [t.userId],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    check(
      'contact_requests_lengths',
      sql`char_length(${t.name}) between 1 and 100 and char_length(${t.email}) between 3 and 254
    and char_length(${t.subject}) between 1 and 150 and char_length(${t.message}) between 1 and 5000`,
    ),
    check('contact_requests_locale_check', sql`${t.locale} in ('en', 'fr', 'rw')`),
    index('contact_requests_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * Guests' reviews of their confirmed stays, one per booking, with the host's reply (migration 0021,
 * docs/decisions/0025-reviews.md). Text is stored as typed, never as HTML.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id').notNull(),
    propertyId: integer('property_id').notNull(),
    roomTypeId: integer('room_type_id').notNull(),
    userId: integer('user_id').notNull(),
    /** The first day of the month of check-in. */
    stayMonth: date('stay_month', { mode: 'string' }).notNull(),
    overall: smallint('overall').notNull(),
    cleanliness: smallint('cleanliness').notNull(),
    location: smallint('location').notNull(),
    value: smallint('value').notNull(),
    welcome: smallint('welcome').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['published', 'hidden'] })
      .notNull()
      .default('published'),
    hiddenReason: text('hidden_reason'),
    replyText: text('reply_text'),
    replyCreatedAt: timestamp('reply_created_at', { withTimezone: true }),
    replyUpdatedAt: timestamp('reply_updated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'reviews_booking_id_fkey',
      columns: [t.bookingId],
      foreignColumns: [bookings.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'reviews_property_id_fkey',
      columns: [t.propertyId],
      foreignColumns: [properties.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'reviews_room_type_id_fkey',
      columns: [t.roomTypeId],
      foreignColumns: [roomTypes.id],
    }).onDelete('restrict'),
    foreignKey({ name: 'reviews_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete(
      'restrict',
    ),
    uniqueIndex('reviews_booking_id_key').on(t.bookingId),
    // The public list, newest first, and its summary: a property's published reviews.
    index('reviews_property_published_idx')
      .on(t.propertyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
    index('reviews_property_id_idx').on(t.propertyId, t.id),
    index('reviews_user_id_idx').on(t.userId),
    check(
      'reviews_scores_range',
      sql`${t.overall} between 1 and 5 and ${t.cleanliness} between 1 and 5 and ${t.location} between 1 and 5
    and ${t.value} between 1 and 5 and ${t.welcome} between 1 and 5`,
    ),
    check('reviews_text_length', sql`char_length(${t.text}) between 20 and 2000`),
    check('reviews_status_check', sql`${t.status} in ('published', 'hidden')`),
    check('reviews_stay_month_first_day', sql`extract(day from ${t.stayMonth}) = 1`),
    check(
      'reviews_hidden_reason',
      sql`${t.hiddenReason} is null or char_length(${t.hiddenReason}) between 1 and 500`,
    ),
    check(
      'reviews_reply',
      sql`(${t.replyText} is null and ${t.replyCreatedAt} is null and ${t.replyUpdatedAt} is null)
    or (char_length(${t.replyText}) between 1 and 2000 and ${t.replyCreatedAt} is not null and ${t.replyUpdatedAt} is not null)`,
    ),
  ],
);

/** Reports of reviews by signed-in people: open until an admin hides, republishes or dismisses. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id').notNull(),
    reporterId: integer('reporter_id').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['open', 'dismissed', 'resolved'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'review_reports_review_id_fkey',
      columns: [t.reviewId],
      foreignColumns: [reviews.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'review_reports_reporter_id_fkey',
      columns: [t.reporterId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    // One open report per person and review.
    uniqueIndex('review_reports_open_key')
      .on(t.reviewId, t.reporterId)
      .where(sql`${t.status} = 'open'`),
    // The admin's list of reported reviews, most recently reported first.
    index('review_reports_open_idx')
      .on(t.createdAt.desc().nullsFirst(), t.reviewId)
      .where(sql`${t.status} = 'open'`),
    index('review_reports_review_id_idx').on(t.reviewId),
    check('review_reports_reason_length', sql`char_length(${t.reason}) between 5 and 500`),
    check('review_reports_status_check', sql`${t.status} in ('open', 'dismissed', 'resolved')`),
  ],
);

/**
 * What admins did to accounts, listings and reviews (and each account's own deletion), written in the action's
 * transaction (migration 0027, docs/decisions/0031-your-data.md). Details hold ids and states, never personal data.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id'),
    action: text('action').$type<AuditAction>().notNull(),
    targetType: text('target_type').$type<AuditTargetType>().notNull(),
    targetId: integer('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'admin_audit_log_actor_id_fkey',
      columns: [t.actorId],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    index('admin_audit_log_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('admin_audit_log_actor_idx').on(t.actorId, t.id.desc().nullsFirst()),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId, t.id.desc().nullsFirst()),
    index('admin_audit_log_action_idx').on(t.action, t.id.desc().nullsFirst()),
    check('admin_audit_log_action_check', storedIds.isAuditAction(t.action)),
    check('admin_audit_log_target_type_check', storedIds.isAuditTargetType(t.targetType)),
  ],
);

/**
 * One try to pay for a reservation (docs/payments.md). The reference is ours, generated and stored here before
 * the provider is asked, and is the only key the payment is looked up by; every answer and callback is a reason
 * to ask the provider again, never proof. A retry after a failure is a new row (previous_id) with the same window.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** X-Reference-Id at MTN, the transaction id at Airtel. */
    reference: uuid('reference').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    method: paymentMethodEnum('method').notNull(),
    /** The paying number, 07XXXXXXXX; null at the property. */
    phone: text('phone'),
    /** The whole reservation, RWF. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: paymentStatusEnum('status').notNull(),
    /** Why it failed (PAYMENT_FAILURE_REASONS). */
    reason: text('reason'),
    providerTransactionId: text('provider_transaction_id'),
    previousId: integer('previous_id'),
    /** The rooms are held until then; null at the property. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When the provider's answer to our request (or its lack) was recorded; null: not known to be sent. */
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    /** When the payment watcher asks the provider next; null when there is nothing more to learn. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    checks: integer('checks').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The receipt's number, from a gap-free count taken in the transaction that marks it paid (receiptCounter). */
    receiptNumber: integer('receipt_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_reference_key').on(t.reference),
    uniqueIndex('payments_receipt_number_key').on(t.receiptNumber),
    foreignKey({ name: 'payments_previous_id_fkey', columns: [t.previousId], foreignColumns: [t.id] }),
    index('payments_next_check_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.nextCheckAt} is not null`),
    index('payments_user_id_idx').on(t.userId, t.id),
    index('payments_status_created_idx').on(t.status, t.createdAt),
    index('payments_created_at_id_idx').on(t.createdAt, t.id),
    check('payments_amount_not_negative', sql`${t.amount} >= 0`),
    check('payments_phone_for_wallets', sql`(${t.method} = 'at_property') = (${t.phone} is null)`),
    check(
      'payments_reason_check',
      sql`${t.reason} is null or ${t.reason} in ('not_enough_funds', 'declined', 'payer_not_found', 'timed_out', 'other')`,
    ),
  ],
);

/** What the providers answered about a payment, as received (the admin's detail shows them). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** request, status or callback. */
    source: text('source').notNull(),
    /** What we made of it: accepted, duplicate, refused, unknown, pending, successful, failed, not_found. */
    outcome: text('outcome').notNull(),
    body: jsonb('body'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId, t.id)],
);

/**
 * Money given back to a guest (docs/money.md#refunds): one row per request to the provider, under a reference
 * stored before the call, looked up until final. A failed try is followed by a new row (previous_id) until
 * MAX_REFUND_TRIES; the last failure waits for an admin to settle it by hand.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    reference: uuid('reference').notNull(),
    /** The payment given back: its number and wallet receive the refund. */
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** The stay it is for; null for a payment whose rooms were no longer held (given back whole). */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Of the amount, the taxes given back with it (docs/taxes.md#refunds); the rest is room charge. */
    vat: bigint('vat', { mode: 'number' }).notNull().default(0),
    tourismTax: bigint('tourism_tax', { mode: 'number' }).notNull().default(0),
    /** Why: REFUND_CAUSES. */
    cause: text('cause').notNull(),
    /** How the provider is asked: its refund of the payment, or a transfer to the number that paid. */
    via: text('via').notNull(),
    /** pending, successful, failed (tried again as a new row), needs_hand, settled_by_hand. */
    status: text('status').notNull().default('pending'),
    try: smallint('try').notNull().default(1),
    previousId: integer('previous_id'),
    reason: text('reason'),
    providerTransactionId: text('provider_transaction_id'),
    /** Who asked for it: the host or guest; null when a rule did (a decline, an expiry, a late payment). */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'restrict' }),
    /** An admin's note when settled by hand (how the money went back). */
    settledNote: text('settled_note'),
    settledBy: integer('settled_by').references(() => users.id, { onDelete: 'restrict' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    checks: integer('checks').notNull().default(0),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_reference_key').on(t.reference),
    foreignKey({ name: 'refunds_previous_id_fkey', columns: [t.previousId], foreignColumns: [t.id] }),
    // A failed try is followed by one new try, never two.
    uniqueIndex('refunds_previous_id_key').on(t.previousId),
    index('refunds_next_check_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.nextCheckAt} is not null`),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_booking_idx').on(t.bookingId),
    index('refunds_status_idx').on(t.status, t.id),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
    check('refunds_via_check', sql`${t.via} in ('refund', 'transfer')`),
    check(
      'refunds_status_check',
      sql`${t.status} in ('pending', 'successful', 'failed', 'needs_hand', 'settled_by_hand')`,
    ),
    check(
      'refunds_cause_check',
      sql`${t.cause} in ('host_declined', 'host_refunded', 'guest_cancelled', 'host_cancelled', 'request_expired', 'host_goodwill', 'late_payment')`,
    ),
  ],
);

/** A day's bank transfers to hosts who gave only a bank account: a CSV an admin downloads, then marks sent. */
export const bankBatches = pgTable(
  'bank_batches',
  {
    id: serial('id').primaryKey(),
    /** The Kigali day of the payout run that made it. */
    day: date('day', { mode: 'string' }).notNull(),
    /** open until an admin marks it sent with the bank's reference. */
    status: text('status').notNull().default('open'),
    bankReference: text('bank_reference'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_batches_day_key').on(t.day),
    check('bank_batches_status_check', sql`${t.status} in ('open', 'sent')`),
  ],
);

/**
 * A host's share of their payable stays, sent once a day (docs/money.md#payouts): to their mobile wallet through
 * the provider's transfer, under a reference stored before the call, or in the day's bank batch.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    reference: uuid('reference').notNull(),
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The Kigali day of the run that made it. */
    day: date('day', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** mtn_momo, airtel_money or bank. */
    method: text('method').notNull(),
    /** The wallet paid (07XXXXXXXX), or the bank account. */
    destination: text('destination').notNull(),
    /** pending, successful, failed. */
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    providerTransactionId: text('provider_transaction_id'),
    bankBatchId: integer('bank_batch_id').references(() => bankBatches.id, { onDelete: 'restrict' }),
    /** The failed payout this one tries again (an admin's retry). */
    retryOf: integer('retry_of'),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    checks: integer('checks').notNull().default(0),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payouts_reference_key').on(t.reference),
    foreignKey({ name: 'payouts_retry_of_fkey', columns: [t.retryOf], foreignColumns: [t.id] }),
    // One payout per host per day; a failed one does not count (an admin may try again).
    uniqueIndex('payouts_host_day_key')
      .on(t.hostId, t.day)
      .where(sql`${t.status} <> 'failed'`),
    uniqueIndex('payouts_retry_of_key').on(t.retryOf),
    index('payouts_next_check_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.nextCheckAt} is not null`),
    index('payouts_host_idx').on(t.hostId, t.id),
    index('payouts_status_idx').on(t.status, t.id),
    index('payouts_bank_batch_idx').on(t.bankBatchId),
    check('payouts_amount_positive', sql`${t.amount} > 0`),
    check('payouts_method_check', sql`${t.method} in ('mtn_momo', 'airtel_money', 'bank')`),
    check('payouts_status_check', sql`${t.status} in ('pending', 'successful', 'failed')`),
  ],
);

/** A run of the daily reconciliation: every provider transaction of a day against the ledger, by reference. */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: serial('id').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    /** How many of our references and the providers' records were compared. */
    checked: integer('checked').notNull().default(0),
    /** What disagreed, as found: listed for an admin, never fixed by the run. */
    disagreements: jsonb('disagreements')
      .notNull()
      .default(sql`'[]'::jsonb`),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('reconciliation_runs_day_idx').on(t.day, t.id)],
);

/**
 * The ledger (docs/ledger.md): each transaction is a set of entries whose amounts sum to 0 (debits positive,
 * credits negative, whole RWF), checked by a constraint trigger at commit; rows are never updated or deleted
 * (a trigger refuses), a correction is a new transaction. Written in the transaction of the change it records.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What happened: payment_received, payment_received_late, … */
    kind: text('kind').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    /** The stay it is for, when it is for one (a host's earnings are read by it). */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    payoutId: integer('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_transactions_payment_idx').on(t.paymentId),
    index('ledger_transactions_booking_idx').on(t.bookingId),
    index('ledger_transactions_refund_idx').on(t.refundId),
    index('ledger_transactions_payout_idx').on(t.payoutId),
    // A stay's host share becomes payable once (docs/money.md#payouts): the database refuses a second time.
    uniqueIndex('ledger_transactions_stay_payable_key')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'stay_payable'`),
    // Each refund and payout moves its money once per kind: sent, failed or settled by hand.
    uniqueIndex('ledger_transactions_refund_kind_key')
      .on(t.refundId, t.kind)
      .where(sql`${t.refundId} is not null`),
    uniqueIndex('ledger_transactions_payout_kind_key')
      .on(t.payoutId, t.kind)
      .where(sql`${t.payoutId} is not null`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    account: text('account').notNull(),
    /** Debit positive, credit negative; never 0. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.account),
    check('ledger_entries_amount_not_zero', sql`${t.amount} <> 0`),
  ],
);

/**
 * The last receipt number given (one row). Taken with UPDATE … RETURNING in the transaction that marks a payment
 * paid: the row lock orders concurrent payments and a rollback gives the number back, so receipts have no gaps
 * (a sequence would leave one at every rollback).
 */
export const receiptCounter = pgTable(
  'receipt_counter',
  {
    id: smallint('id').primaryKey().default(1),
    last: integer('last').notNull().default(0),
  },
  (t) => [check('receipt_counter_single_row', sql`${t.id} = 1`)],
);

/**
 * The last commission invoice number given (one row), taken like the receipts' (receiptCounter): the issuing
 * transaction locks the row first, so two runs take turns and a rollback gives the numbers back
 * (docs/commission-invoices.md#numbers).
 */
export const commissionInvoiceCounter = pgTable(
  'commission_invoice_counter',
  {
    id: smallint('id').primaryKey().default(1),
    last: integer('last').notNull().default(0),
  },
  (t) => [check('commission_invoice_counter_single_row', sql`${t.id} = 1`)],
);

/**
 * The platform's monthly invoice to a host for its commission (docs/commission-invoices.md): the commission the
 * ledger wrote in that Kigali month on the host's stays, VAT-inclusive, and the VAT in it when the platform was
 * VAT-registered when it was issued. Written once; never changed.
 */
export const commissionInvoices = pgTable(
  'commission_invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Gap-free from 1, shown as IKZ-C-000001. */
    number: integer('number').notNull(),
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The Kigali month invoiced, YYYY-MM. */
    month: text('month').notNull(),
    /** The commission, VAT included; negative when refunds in the month gave back more than it took. */
    commission: bigint('commission', { mode: 'number' }).notNull(),
    /** The VAT in the commission (0 when the platform was not VAT-registered). */
    vat: bigint('vat', { mode: 'number' }).notNull(),
    vatPercent: smallint('vat_percent').notNull(),
    /** The platform's TIN as it was on the day of issue. */
    platformTin: text('platform_tin'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('commission_invoices_number_key').on(t.number),
    uniqueIndex('commission_invoices_host_month_key').on(t.hostId, t.month),
    check('commission_invoices_month_format', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('commission_invoices_commission_not_zero', sql`${t.commission} <> 0`),
  ],
);

/**
 * The monthly statements emailed to hosts (docs/statements.md): one row per host and month, written with the
 * email's job, so a job that runs twice emails a host once.
 */
export const statementEmails = pgTable(
  'statement_emails',
  {
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** YYYY-MM, the Kigali month of the stays. */
    month: text('month').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'statement_emails_pk', columns: [t.hostId, t.month] })],
);
