// The product's constants (docs/product.md#constants), written once for the API and the web app.

export const PRODUCT_NAME = 'Ikaze';

export const ROLES = ['admin', 'host', 'user'] as const;
export type Role = (typeof ROLES)[number];

// Stored and sent values are ids: lower-case snake_case words that never change with the language or the
// wording (docs/decisions/0021-domain-messages.md, 0022-stored-ids.md). Screens show their labels (labels.ts),
// which the domain catalogs translate; the spec's English words ('Guest House', 'Wi-Fi', 'nonRefundable') are
// still taken as input (stored-ids.ts).
export const ACCOMMODATION_TYPES = ['hotel', 'apartment', 'guest_house'] as const;
export type AccommodationType = (typeof ACCOMMODATION_TYPES)[number];

/** Title code of the room type that rents the whole property (docs/product.md#entities). */
export const WHOLE_PROPERTY_CODE = '-100x';

export const ROOM_TYPE_TITLES = [
  'single',
  'double',
  'suite',
  'deluxe',
  'family',
  'studio',
  'executive',
] as const;

export const ROOM_FACILITIES = [
  'ac',
  'swimming_pool',
  'balcony',
  'wifi',
  'gym',
  'parking',
  'tv',
  'spa',
  'lunch',
  'dinner',
  'breakfast',
] as const;

export const AMENITIES = [
  'wifi',
  'parking',
  'swimming_pool',
  'air_conditioning',
  'restaurant',
  'spa',
  'sport_court',
] as const;

export const RATE_PLANS = ['flexible', 'non_refundable', 'long_stay'] as const;
export type RatePlan = (typeof RATE_PLANS)[number];
/** A booking sent without a rate plan (docs/product.md#constants: 'N/A by default', its label). */
export const DEFAULT_BOOKING_RATE_PLAN = 'none';

export const SERVICES = ['roomService', 'laundry', 'breakfast', 'customService'] as const;
export const LANGUAGES = ['english', 'french', 'swahili', 'kinyarwanda'] as const;

/** 'expired': a pending booking the host did not decide in time (docs/product.md#bookings). */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'refunded', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** The statuses PUT /api/bookings/{id}/status takes ('pending' only to be refused with its own message). */
export const BOOKING_SETTABLE_STATUSES = ['pending', 'confirmed', 'cancelled', 'refunded'] as const;

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Footer and search: the fixed popular destinations (docs/product.md#constants). */
export const POPULAR_DESTINATIONS = [
  'Kigali',
  'Rubavu',
  'Musanze',
  'Karongi',
  'Nyanza',
  'Rusizi',
  'Kayonza',
  'Rwamagana',
] as const;
export const TRENDING_DESTINATIONS = ['Kigali', 'Musanze', 'Gisenyi'] as const;
export const VISIT_RWANDA_PLACES = ['Kigali', 'Musanze', 'Kayonza', 'Rubavu', 'Nyanza', 'Karongi'] as const;

export const PAGE_SIZES = {
  promoted: 3,
  weekendDeals: 10,
  search: 20,
  table: 10,
} as const;
export const TABLE_PAGE_SIZE_OPTIONS = [10, 15, 20, 25, 30] as const;
export const MAX_PAGE_SIZE = 30;

export const CARD_NAME_MAX = 30;
export const CARD_ADDRESS_MAX = 50;
export const DESCRIPTION_MAX = 300;

export const LISTING_DEFAULTS = {
  checkInTime: '14:00',
  checkOutTime: '11:00',
  quietHours: { start: '22:00', end: '07:00' },
  markerPosition: { lat: -1.9697, lng: 30.0644 },
} as const;

export const SEARCH_DEFAULTS = { adults: 1, children: 0, rooms: 1 } as const;

/**
 * Popups last 5 s; the detail screen's and the room-type popup 3 s (docs/product.md#messages and #constants).
 */
export const POPUP_MS = 5000;
export const SHORT_POPUP_MS = 3000;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Dates are calendar dates in Kigali (docs/product.md#bookings). */
export const TIME_ZONE = 'Africa/Kigali';

export const PICTURE_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxCount: 20,
  types: ['image/png', 'image/jpeg'],
} as const;
