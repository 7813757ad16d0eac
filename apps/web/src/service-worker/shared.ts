// What the service worker (sw.ts) and the app (lib/offline) agree on: cache names, the header that marks a
// saved answer, the message that lets a waiting worker take over (docs/decisions/0030-offline-app.md).

export const API_CACHE = 'ikaze-api';
export const PICTURES_CACHE = 'ikaze-pictures';
/** Addresses visited online: offline they get the app's shell, any other the offline page. */
export const PAGES_CACHE = 'ikaze-pages';
/** The last page language and the signed-in user's id. */
export const META_CACHE = 'ikaze-meta';
export const LOCALE_KEY = '/__ikaze/locale';
export const USER_KEY = '/__ikaze/user';

/** Set on an answer read from the cache: when it was saved (ISO 8601). */
export const SAVED_AT_HEADER = 'x-ikaze-saved-at';

export const SKIP_WAITING = 'SKIP_WAITING';

/**
 * The GET answers kept for offline reading: who is signed in, the bookings lists and each booking's page, a
 * property's details (address, map, host contact as the API answered it) and the site's settings.
 */
export const OFFLINE_READS: readonly RegExp[] = [
  /^\/api\/me$/,
  /^\/api\/config$/,
  /^\/api\/bookings$/,
  /^\/api\/bookings\/\d+\/details$/,
  /^\/api\/properties\/\d+$/,
];
