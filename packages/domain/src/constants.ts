// The product's constants (docs/product.md#constants), written once for the API and the web app.

export const PRODUCT_NAME = 'Ikaze';

export const ROLES = ['admin', 'host', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const ACCOMMODATION_TYPES = ['Hotel', 'Apartment', 'Guest House'] as const;
export type AccommodationType = (typeof ACCOMMODATION_TYPES)[number];

/** Title code of the room type that rents the whole property (docs/product.md#entities). */
export const WHOLE_PROPERTY_CODE = '-100x';

export const ROOM_TYPE_TITLES = [
  'Single',
  'Double',
  'Suite',
  'Deluxe',
  'Family',
  'Studio',
  'Executive',
] as const;

export const ROOM_FACILITIES = [
  'AC',
  'Swimming Pool',
  'Balcony',
  'WiFi',
  'Gym',
  'Parking',
  'TV',
  'spa',
  'Lunch',
  'Dinner',
  'Breakfast',
] as const;

// 'Air conditioning' is spelled correctly on purpose (docs/product.md#constants).
export const AMENITIES = [
  'Wi-Fi',
  'Parking',
  'Swimming Pool',
  'Air conditioning',
  'Restaurant',
  'Spa',
  'Sport Court',
] as const;

export const RATE_PLANS = ['Flexible', 'nonRefundable', 'Long Stay'] as const;
export type RatePlan = (typeof RATE_PLANS)[number];
export const DEFAULT_BOOKING_RATE_PLAN = 'N/A';

export const SERVICES = ['roomService', 'laundry', 'breakfast', 'customService'] as const;
export const LANGUAGES = ['english', 'french', 'swahili', 'kinyarwanda'] as const;

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'refunded'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

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
