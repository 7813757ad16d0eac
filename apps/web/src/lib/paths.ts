// The one module that builds every URL of the web app's screens (docs/product.md#layout) and static assets;
// API addresses are built by lib/api-client.ts from the contract's path templates. Route patterns for the
// router live here too, so a path is written once.
import { dashboardPath, SEARCH_DEFAULTS, type Role } from '@ikaze/domain';

export const REPORT_TYPES = ['properties', 'hosts', 'clients', 'bookings'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export type Query = Record<string, string | number | boolean | undefined>;

/** `path` with the query's non-empty values. */
export function withQuery(path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Only same-site paths may be a return target after sign-in (no open redirects). */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return undefined;
  if (next === '/login' || next.startsWith('/login?') || next.startsWith('/register')) return undefined;
  return next;
}

/** A search as it lives in the URL of /search-results (docs/product.md#entities and #filters). */
export interface SearchUrlState {
  destination?: string | undefined;
  checkIn?: string | undefined;
  checkOut?: string | undefined;
  adults?: number | undefined;
  children?: number | undefined;
  rooms?: number | undefined;
  minRating?: number | undefined;
  services?: readonly string[] | undefined;
  beds?: readonly string[] | undefined;
  /** Per night, whole RWF (docs/decisions/0023-calendar-and-rates.md). */
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  sort?: string | undefined;
  order?: string | undefined;
  page?: number | undefined;
}

/** The stay a detail page opens with: dates and rooms carried over from a search. */
export interface StayUrlState {
  checkIn?: string | undefined;
  checkOut?: string | undefined;
  rooms?: number | undefined;
}

/** Defaults (1 adult, 0 children, 1 room, page 1) stay out of the URL, so plain searches keep short links. */
function searchQuery(search: SearchUrlState): Query {
  const unlessDefault = (value: number | undefined, fallback: number) =>
    value === undefined || value === fallback ? undefined : value;
  return {
    destination: search.destination?.trim(),
    checkIn: search.checkIn,
    checkOut: search.checkOut,
    adults: unlessDefault(search.adults, SEARCH_DEFAULTS.adults),
    children: unlessDefault(search.children, SEARCH_DEFAULTS.children),
    rooms: unlessDefault(search.rooms, SEARCH_DEFAULTS.rooms),
    minRating: search.minRating,
    services: search.services?.join(','),
    beds: search.beds?.join(','),
    minPrice: search.minPrice,
    maxPrice: search.maxPrice,
    sort: search.sort,
    order: search.order,
    page: unlessDefault(search.page, 1),
  };
}

export const paths = {
  home: () => '/',
  login: (options: { next?: string } = {}) => withQuery('/login', { next: safeNextPath(options.next) }),
  register: () => '/register',
  carRentals: () => '/car-rentals',
  hostRegistration: () => '/host-registration',
  listYourProperty: () => '/list-your-property',
  searchResults: (search: SearchUrlState = {}) => withQuery('/search-results', searchQuery(search)),
  accommodationDetail: (propertyId: number | string, stay: StayUrlState = {}) =>
    withQuery(`/accommodation-detail/${propertyId}`, {
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      rooms: stay.rooms,
    }),
  property: (propertyId: number | string) => `/property/${propertyId}`,
  profile: (userId: number | string) => `/profile/${userId}`,
  /** The account menu's Dashboard item (docs/product.md#layout: the user's target is /dashboard/user). */
  dashboard: (role: Role) => dashboardPath(role),
  /** An email's unsubscribe link lands here (docs/decisions/0027-notifications-in-the-app.md). */
  unsubscribe: (token?: string) => withQuery('/unsubscribe', { token }),
  /** A help page: faq, contact, privacy, terms, how-we-work, partners (docs/product.md#help-pages). */
  help: (slug: string) => `/help/${slug}`,
  admin: {
    root: () => '/dashboard/admin',
    reports: () => '/dashboard/admin/reports',
    report: (reportType: string) => `/dashboard/admin/reports/${reportType}`,
    properties: () => '/dashboard/admin/properties',
    applications: () => '/dashboard/admin/applications',
    clients: () => '/dashboard/admin/clients',
    hosts: () => '/dashboard/admin/hosts',
    bookings: () => '/dashboard/admin/bookings',
    /** The booking page (docs/product.md#bookings), as an admin reads it. */
    booking: (id: number | string) => `/dashboard/admin/bookings/${id}`,
    /** Reported and hidden reviews (docs/product.md#reviews). */
    reviews: () => '/dashboard/admin/reviews',
    /** Reported conversations (docs/decisions/0028-conversations.md). */
    messages: () => '/dashboard/admin/messages',
    conversation: (id: number | string) => `/dashboard/admin/messages/${id}`,
    /** A property's calendar and prices, the host's screen (docs/decisions/0023-calendar-and-rates.md). */
    propertyCalendar: (propertyId: number | string) => `/dashboard/admin/properties/${propertyId}/calendar`,
    /** The emails kept when no SMTP server is set (docs/decisions/0026-jobs-outbox-and-email.md). */
    outbox: (query: Query = {}) => withQuery('/dashboard/admin/outbox', query),
    /** Messages of the contact form (docs/product.md#help-pages). */
    contactRequests: () => '/dashboard/admin/contact-requests',
    /** What admins did to accounts, listings and reviews (docs/decisions/0031-your-data.md). */
    auditLog: () => '/dashboard/admin/audit-log',
    /** Payments, their ledger and the providers' answers (docs/decisions/0045-who-sees-payment-details.md). */
    payments: () => '/dashboard/admin/payments',
    payment: (id: number | string) => `/dashboard/admin/payments/${id}`,
    profile: () => '/dashboard/admin/profile',
  },
  host: {
    root: () => '/dashboard/host',
    profile: () => '/dashboard/host/profile',
    properties: () => '/dashboard/host/properties',
    bookings: () => '/dashboard/host/bookings',
    /** Balances, each paid stay's line and the payouts (docs/money.md#on-the-screens). */
    earnings: () => '/dashboard/host/earnings',
    /** The booking page, as the host reads it: the guest's contact while it matters, the host's actions. */
    booking: (id: number | string) => `/dashboard/host/bookings/${id}`,
    /** Reviews of the host's properties, to reply to (docs/product.md#reviews). */
    reviews: () => '/dashboard/host/reviews',
    /** Conversations with guests (docs/decisions/0028-conversations.md). */
    messages: () => '/dashboard/host/messages',
    conversation: (id: number | string) => `/dashboard/host/messages/${id}`,
    bookingMessages: (bookingId: number | string) => `/dashboard/host/messages/booking/${bookingId}`,
    /** A property's calendar and prices (docs/decisions/0023-calendar-and-rates.md). */
    propertyCalendar: (propertyId: number | string) => `/dashboard/host/properties/${propertyId}/calendar`,
  },
  user: {
    root: () => '/dashboard/user',
    profile: () => '/dashboard/user/profile',
    bookings: () => '/dashboard/user/bookings',
    /** The booking page a guest arrives with (docs/product.md#bookings); kept for reading offline. */
    booking: (id: number | string) => `/dashboard/user/bookings/${id}`,
    /** Conversations with hosts (docs/decisions/0028-conversations.md). */
    messages: () => '/dashboard/user/messages',
    conversation: (id: number | string) => `/dashboard/user/messages/${id}`,
    bookingMessages: (bookingId: number | string) => `/dashboard/user/messages/booking/${bookingId}`,
    /** Writes a booking's review, or edits review `reviewId` (docs/product.md#reviews). */
    bookingReview: (bookingId: number | string, reviewId?: number | string) =>
      withQuery(`/dashboard/user/bookings/${bookingId}/review`, { review: reviewId }),
  },
} as const;

/** Router patterns (React Router syntax) for the same screens. */
/** Directions to a place in the phone's maps app or on the web (works without our map's tiles). */
export const mapDirections = ({ lat, lng }: { lat: number; lng: number }) =>
  `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;

export const routePatterns = {
  home: '/',
  login: '/login',
  register: '/register',
  carRentals: '/car-rentals',
  hostRegistration: '/host-registration',
  listYourProperty: '/list-your-property',
  searchResults: '/search-results',
  accommodationDetail: '/accommodation-detail/:propertyId',
  property: '/property/:propertyId',
  profile: '/profile/:UserID',
  profileWithoutId: '/profile',
  unsubscribe: '/unsubscribe',
  help: '/help/:slug',
  admin: '/dashboard/admin',
  host: '/dashboard/host',
  user: '/dashboard/user',
} as const;

export const assetPaths = {
  logo: () => '/favicon.svg',
  defaultProperty: () => '/default-property.svg',
} as const;
