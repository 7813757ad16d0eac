// What the product's stored values are called on a screen, in English (docs/decisions/0021-domain-messages.md):
// the value is the id, the label its English text, which the domain catalogs translate. Screens, exports and
// emails show `translate(locale, label)`, never the stored value.
import {
  ACCOMMODATION_TYPES,
  AMENITIES,
  APPLICATION_STATUSES,
  BOOKING_STATUSES,
  LANGUAGES,
  RATE_PLANS,
  ROOM_FACILITIES,
  ROOM_TYPE_TITLES,
  SERVICES,
  WHOLE_PROPERTY_CODE,
} from './constants.ts';

type Labels<T extends readonly string[]> = { readonly [K in T[number]]: string };

export const ACCOMMODATION_TYPE_LABELS = {
  Hotel: 'Hotel',
  Apartment: 'Apartment',
  'Guest House': 'Guest House',
} as const satisfies Labels<typeof ACCOMMODATION_TYPES>;

export const ROOM_TYPE_TITLE_LABELS = {
  Single: 'Single',
  Double: 'Double',
  Suite: 'Suite',
  Deluxe: 'Deluxe',
  Family: 'Family',
  Studio: 'Studio',
  Executive: 'Executive',
  [WHOLE_PROPERTY_CODE]: 'Whole Property',
} as const satisfies Labels<[...typeof ROOM_TYPE_TITLES, typeof WHOLE_PROPERTY_CODE]>;

export const ROOM_FACILITY_LABELS = {
  AC: 'AC',
  'Swimming Pool': 'Swimming Pool',
  Balcony: 'Balcony',
  WiFi: 'WiFi',
  Gym: 'Gym',
  Parking: 'Parking',
  TV: 'TV',
  spa: 'Spa',
  Lunch: 'Lunch',
  Dinner: 'Dinner',
  Breakfast: 'Breakfast',
} as const satisfies Labels<typeof ROOM_FACILITIES>;

export const AMENITY_LABELS = {
  'Wi-Fi': 'Wi-Fi',
  Parking: 'Parking',
  'Swimming Pool': 'Swimming Pool',
  'Air conditioning': 'Air conditioning',
  Restaurant: 'Restaurant',
  Spa: 'Spa',
  'Sport Court': 'Sport Court',
} as const satisfies Labels<typeof AMENITIES>;

export const RATE_PLAN_LABELS = {
  Flexible: 'Flexible',
  nonRefundable: 'Non-Refundable',
  'Long Stay': 'Long Stay',
} as const satisfies Labels<typeof RATE_PLANS>;

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
