// The one module that builds every URL of the web app: screens (docs/product.md#layout), API calls and static
// assets. Route patterns for the router live here too, so a path is written once.
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

export const apiPaths = {
  register: () => '/api/register',
  login: () => '/api/login',
  logout: () => '/api/logout',
  me: () => '/api/me',
  myLocale: () => '/api/me/locale',
  user: (userId: number | string) => `/api/users/${userId}`,
  // Admin back office and bookings (lists take their filters, sort and paging as a query).
  users: (query: Query = {}) => withQuery('/api/users', query),
  hosts: (query: Query = {}) => withQuery('/api/hosts', query),
  applications: (query: Query = {}) => withQuery('/api/listing_applications', query),
  application: (id: number | string) => `/api/listing_applications/${id}`,
  reports: () => '/api/reports',
  reportCharts: () => '/api/reports/charts',
  report: (reportType: string, query: Query = {}) =>
    withQuery(`/api/reports/${encodeURIComponent(reportType)}`, query),
  reportCsv: (reportType: string) => `/api/reports/${encodeURIComponent(reportType)}/csv`,
  bookings: (query: Query = {}) => withQuery('/api/bookings', query),
  bookingStatus: (id: number | string) => `/api/bookings/${id}/status`,
  booking: (id: number | string) => `/api/bookings/${id}`,
  /** Another try at paying a reservation whose payment failed (docs/payments.md#trying-again). */
  bookingPayment: (id: number | string) => `/api/bookings/${id}/payment`,
  properties: (query: Query = {}) => withQuery('/api/properties', query),
  propertyLocations: (query: Query = {}) => withQuery('/api/properties/locations', query),
  property: (propertyId: number | string, query: Query = {}) =>
    withQuery(`/api/properties/${propertyId}`, query),
  config: () => '/api/config',
  // Listing submission (host journey): room types first, then the property, then its listing application.
  roomTypes: () => '/api/room_types',
  roomTypeDrafts: () => '/api/room_types/drafts',
  roomType: (id: number | string) => `/api/room_types/${id}`,
  // A stay's price under a rate plan, and what cancelling a booking costs (docs/decisions/0023).
  roomTypeQuote: (id: number | string, query: Query = {}) => withQuery(`/api/room_types/${id}/quote`, query),
  bookingCancellation: (id: number | string) => `/api/bookings/${id}/cancellation`,
  // Calendar, rates, rate plans and channel sync (docs/decisions/0023-calendar-and-rates.md).
  roomTypeCalendar: (id: number | string, query: Query = {}) =>
    withQuery(`/api/room_types/${id}/calendar`, query),
  roomTypeRates: (id: number | string) => `/api/room_types/${id}/rates`,
  roomTypeSeasons: (id: number | string) => `/api/room_types/${id}/seasons`,
  season: (id: number | string) => `/api/seasons/${id}`,
  propertyRatePlans: (propertyId: number | string) => `/api/properties/${propertyId}/rate_plans`,
  roomTypeCalendarImports: (id: number | string) => `/api/room_types/${id}/calendar/imports`,
  calendarImport: (id: number | string) => `/api/calendar_imports/${id}`,
  calendarImportSync: (id: number | string) => `/api/calendar_imports/${id}/sync`,
  roomTypeIcsToken: (id: number | string) => `/api/room_types/${id}/ics_token`,
  // Reviews, replies, reports and moderation (docs/product.md#reviews).
  propertyReviews: (propertyId: number | string, query: Query = {}) =>
    withQuery(`/api/properties/${propertyId}/reviews`, query),
  review: (id: number | string) => `/api/reviews/${id}`,
  bookingReview: (bookingId: number | string) => `/api/bookings/${bookingId}/review`,
  reviewReply: (id: number | string) => `/api/reviews/${id}/reply`,
  reviewReports: (id: number | string) => `/api/reviews/${id}/reports`,
  reviewReportsDismiss: (id: number | string) => `/api/reviews/${id}/reports/dismiss`,
  reviewStatus: (id: number | string) => `/api/reviews/${id}/status`,
  hostReviews: (query: Query = {}) => withQuery('/api/host/reviews', query),
  adminReviews: (query: Query = {}) => withQuery('/api/admin/reviews', query),
  // Live events, the bell's notifications, email preferences, the mail outbox, unsubscribing
  // (docs/decisions/0027-notifications-in-the-app.md).
  stream: () => '/api/stream',
  notifications: (query: Query = {}) => withQuery('/api/notifications', query),
  notificationsRead: () => '/api/notifications/read',
  notificationPreferences: () => '/api/me/notification-preferences',
  notificationsUnsubscribe: () => '/api/notifications/unsubscribe',
  adminOutbox: (query: Query = {}) => withQuery('/api/admin/outbox', query),
  // Messages between guests and hosts (docs/decisions/0028-conversations.md).
  conversations: (query: Query = {}) => withQuery('/api/conversations', query),
  conversationsUnread: () => '/api/conversations/unread',
  conversation: (id: number | string) => `/api/conversations/${id}`,
  conversationMessages: (id: number | string, query: Query = {}) =>
    withQuery(`/api/conversations/${id}/messages`, query),
  conversationRead: (id: number | string) => `/api/conversations/${id}/read`,
  conversationReports: (id: number | string) => `/api/conversations/${id}/reports`,
  adminConversations: (query: Query = {}) => withQuery('/api/admin/conversations', query),
  // Help pages and the contact form (docs/decisions/0029-public-pages-and-help.md).
  helpPage: (slug: string, query: Query = {}) => withQuery(`/api/help/${encodeURIComponent(slug)}`, query),
  contactRequests: (query: Query = {}) => withQuery('/api/contact_requests', query),
  // Your data: download it, delete the account (DELETE me()), the admins' audit log (docs/decisions/0031-your-data.md).
  myDataExport: () => '/api/me/export',
  myBookingsCsv: () => '/api/me/export/bookings.csv',
  adminAuditLog: (query: Query = {}) => withQuery('/api/admin/audit-log', query),
  // The admins' payments (docs/decisions/0045-who-sees-payment-details.md).
  adminPayments: (query: Query = {}) => withQuery('/api/admin/payments', query),
  adminPaymentsCsv: (query: Query = {}) => withQuery('/api/admin/payments.csv', query),
  adminPaymentSummary: () => '/api/admin/payments/summary',
  adminPayment: (id: number | string) => `/api/admin/payments/${id}`,
} as const;

export const assetPaths = {
  logo: () => '/favicon.svg',
  defaultProperty: () => '/default-property.svg',
} as const;
