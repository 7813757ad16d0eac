// The spec's words for the stored values, and how what a client sends becomes an id
// (docs/decisions/0022-stored-ids.md). Rows and answers hold ids ('guest_house'); clients written against
// docs/product.md may still send its words ('Guest House', 'Wi-Fi', 'nonRefundable', 'N/A'), and rows written
// before migration 0016 held them. Each kind's reader takes its id, its English label or its spec word, in any
// case and with spaces, hyphens or underscores, and answers the id (undefined for anything else).
import type {
  ACCOMMODATION_TYPES,
  AMENITIES,
  RATE_PLANS,
  ROOM_FACILITIES,
  ROOM_TYPE_TITLES,
} from './constants.ts';
import { DEFAULT_BOOKING_RATE_PLAN, WHOLE_PROPERTY_CODE } from './constants.ts';
import {
  ACCOMMODATION_TYPE_LABELS,
  AMENITY_LABELS,
  RATE_PLAN_LABELS,
  ROOM_FACILITY_LABELS,
  ROOM_TYPE_TITLE_LABELS,
} from './labels.ts';

type Words<T extends readonly string[]> = { readonly [K in T[number]]: string };

/** docs/product.md#constants' words for each id, as older clients send them (and migration 0016 rewrites). */
export const SPEC_ACCOMMODATION_TYPES = {
  hotel: 'Hotel',
  apartment: 'Apartment',
  guest_house: 'Guest House',
} as const satisfies Words<typeof ACCOMMODATION_TYPES>;

export const SPEC_ROOM_TYPE_TITLES = {
  single: 'Single',
  double: 'Double',
  suite: 'Suite',
  deluxe: 'Deluxe',
  family: 'Family',
  studio: 'Studio',
  executive: 'Executive',
  [WHOLE_PROPERTY_CODE]: WHOLE_PROPERTY_CODE,
} as const satisfies Words<[...typeof ROOM_TYPE_TITLES, typeof WHOLE_PROPERTY_CODE]>;

export const SPEC_ROOM_FACILITIES = {
  ac: 'AC',
  swimming_pool: 'Swimming Pool',
  balcony: 'Balcony',
  wifi: 'WiFi',
  gym: 'Gym',
  parking: 'Parking',
  tv: 'TV',
  spa: 'spa',
  lunch: 'Lunch',
  dinner: 'Dinner',
  breakfast: 'Breakfast',
} as const satisfies Words<typeof ROOM_FACILITIES>;

export const SPEC_AMENITIES = {
  wifi: 'Wi-Fi',
  parking: 'Parking',
  swimming_pool: 'Swimming Pool',
  air_conditioning: 'Air conditioning',
  restaurant: 'Restaurant',
  spa: 'Spa',
  sport_court: 'Sport Court',
} as const satisfies Words<typeof AMENITIES>;

/** A property's rate plans, then a booking's default ('N/A'). */
export const SPEC_RATE_PLANS = {
  flexible: 'Flexible',
  non_refundable: 'nonRefundable',
  long_stay: 'Long Stay',
  [DEFAULT_BOOKING_RATE_PLAN]: 'N/A',
} as const satisfies Words<[...typeof RATE_PLANS, typeof DEFAULT_BOOKING_RATE_PLAN]>;

/** One spelling for every way of writing a word: 'Guest House', 'guest-house' and 'GUEST_HOUSE' fold alike. */
const fold = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

/**
 * The reader of one kind: its ids are the keys of `tables` (the labels and the spec's words). A spelling
 * that two ids share would make the reader guess, so it is refused when the module loads.
 */
function idReader<Id extends string>(
  ...tables: ReadonlyArray<Readonly<Record<Id, string>>>
): (value: string) => Id | undefined {
  const ids = new Map<string, Id>();
  for (const table of tables) {
    for (const [id, word] of Object.entries(table) as Array<[Id, string]>) {
      for (const spelling of [fold(id), fold(word)]) {
        const known = ids.get(spelling);
        if (known !== undefined && known !== id) throw new Error(`'${spelling}' names ${known} and ${id}`);
        ids.set(spelling, id);
      }
    }
  }
  return (value) => ids.get(fold(value));
}

export const toAccommodationType = /* @__PURE__ */ idReader(
  ACCOMMODATION_TYPE_LABELS,
  SPEC_ACCOMMODATION_TYPES,
);
export const toRoomTypeTitle = /* @__PURE__ */ idReader(ROOM_TYPE_TITLE_LABELS, SPEC_ROOM_TYPE_TITLES);
export const toRoomFacility = /* @__PURE__ */ idReader(ROOM_FACILITY_LABELS, SPEC_ROOM_FACILITIES);
export const toAmenity = /* @__PURE__ */ idReader(AMENITY_LABELS, SPEC_AMENITIES);
/** A booking's rate plan: a property's, or 'none'. */
export const toBookingRatePlan = /* @__PURE__ */ idReader(RATE_PLAN_LABELS, SPEC_RATE_PLANS);
/** A property's rate plan: never 'none'. */
export const toRatePlan = (value: string) => {
  const id = toBookingRatePlan(value);
  return id === DEFAULT_BOOKING_RATE_PLAN ? undefined : id;
};
