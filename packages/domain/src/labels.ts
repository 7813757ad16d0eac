// What the product's stored values are called on a screen, in English (docs/decisions/0021-domain-messages.md):
// the value is the id, the label its English text, which the domain catalogs translate. Screens, exports and
// emails show `translate(locale, label)`, never the stored value.
import type {
  ACCOMMODATION_TYPES,
  AMENITIES,
  APPLICATION_STATUSES,
  BOOKING_STATUSES,
  LANGUAGES,
  RATE_PLANS,
  ROOM_FACILITIES,
  ROOM_TYPE_TITLES,
  SERVICES,
} from './constants.ts';
import { DEFAULT_BOOKING_RATE_PLAN, WHOLE_PROPERTY_CODE } from './constants.ts';

type Labels<T extends readonly string[]> = { readonly [K in T[number]]: string };

export const ACCOMMODATION_TYPE_LABELS = {
  hotel: 'Hotel',
  apartment: 'Apartment',
  guest_house: 'Guest House',
} as const satisfies Labels<typeof ACCOMMODATION_TYPES>;

export const ROOM_TYPE_TITLE_LABELS = {
  single: 'Single',
  double: 'Double',
  suite: 'Suite',
  deluxe: 'Deluxe',
  family: 'Family',
  studio: 'Studio',
  executive: 'Executive',
  [WHOLE_PROPERTY_CODE]: 'Whole Property',
} as const satisfies Labels<[...typeof ROOM_TYPE_TITLES, typeof WHOLE_PROPERTY_CODE]>;

export const ROOM_FACILITY_LABELS = {
  ac: 'AC',
  swimming_pool: 'Swimming Pool',
  balcony: 'Balcony',
  wifi: 'WiFi',
  gym: 'Gym',
  parking: 'Parking',
  tv: 'TV',
  spa: 'Spa',
  lunch: 'Lunch',
  dinner: 'Dinner',
  breakfast: 'Breakfast',
} as const satisfies Labels<typeof ROOM_FACILITIES>;

// 'Air conditioning' is spelled correctly on purpose (docs/product.md#constants).
export const AMENITY_LABELS = {
  wifi: 'Wi-Fi',
  parking: 'Parking',
  swimming_pool: 'Swimming Pool',
  air_conditioning: 'Air conditioning',
  restaurant: 'Restaurant',
  spa: 'Spa',
  sport_court: 'Sport Court',
} as const satisfies Labels<typeof AMENITIES>;

/** A property's rate plans, and a booking's: 'none' when it was sent without one, read 'N/A' as the spec shows. */
export const RATE_PLAN_LABELS = {
  flexible: 'Flexible',
  non_refundable: 'Non-Refundable',
  long_stay: 'Long Stay',
  [DEFAULT_BOOKING_RATE_PLAN]: 'N/A',
} as const satisfies Labels<[...typeof RATE_PLANS, typeof DEFAULT_BOOKING_RATE_PLAN]>;

export const SERVICE_LABELS = {
  roomService: 'Room service',
  laundry: 'Laundry',
  breakfast: 'Breakfast',
  customService: 'Custom service',
} as const satisfies Labels<typeof SERVICES>;

export const LANGUAGE_LABELS = {
  english: 'English',
  french: 'French',
  swahili: 'Swahili',
  kinyarwanda: 'Kinyarwanda',
} as const satisfies Labels<typeof LANGUAGES>;

export const BOOKING_STATUS_LABELS = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  expired: 'Expired',
} as const satisfies Labels<typeof BOOKING_STATUSES>;

export const APPLICATION_STATUS_LABELS = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
} as const satisfies Labels<typeof APPLICATION_STATUSES>;

/** A stored value's English label; the value itself when it is not one of ours (an older row, a typo). */
export function labelOf<T extends Readonly<Record<string, string>>>(labels: T, value: string): string {
  return Object.hasOwn(labels, value) ? labels[value as keyof T]! : value;
}
