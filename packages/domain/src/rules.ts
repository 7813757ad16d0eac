// Pure rules both sides need. No I/O.
import { CARD_ADDRESS_MAX, CARD_NAME_MAX, WHOLE_PROPERTY_CODE } from './constants.ts';

// Calendar dates as day numbers (days since 1970-01-01), read by integer arithmetic (H. Hinnant's
// days_from_civil) and written with Date's UTC getters, not through Date.parse and toISOString: a search prices
// every night of every room type of its page, and those two were a tenth of the API's time
// (docs/decisions/0033-search-cards.md). rules.test.ts compares both ways with Date over four centuries.
const CALENDAR_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * Dates already read or written, both ways: pricing asks the same few hundred dates for every room type and night
 * it prices, and a lookup costs a fifth of reading one (docs/decisions/0034-room-nights-replica.md). Forgotten
 * whole past DATES_KEPT, so any input keeps them small.
 */
const DATES_KEPT = 4_096;
const dayNumbers = new Map<string, number>();
const datesOfDayNumbers = new Map<number, string>();

/** Days since 1970-01-01 of a YYYY-MM-DD date (a day past the month's end runs on, as Date.parse does); else NaN. */
export function dayNumber(date: string): number {
  const known = dayNumbers.get(date);
  if (known !== undefined) return known;
  if (!CALENDAR_DATE.test(date)) return NaN;
  const month = Number(date.slice(5, 7));
  const dayOfMonth = Number(date.slice(8, 10));
  const year = Number(date.slice(0, 4)) - (month <= 2 ? 1 : 0);
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + dayOfMonth - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  const day = era * 146_097 + dayOfEra - 719_468;
  if (dayNumbers.size >= DATES_KEPT) dayNumbers.clear();
  dayNumbers.set(date, day);
  return day;
}

/** The YYYY-MM-DD date of a day number (dayNumber's inverse), for years 1000–9999. */
export function dateOfDayNumber(day: number): string {
  const known = datesOfDayNumbers.get(day);
  if (known !== undefined) return known;
  const date = new Date(day * 86_400_000);
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  const month = date.getUTCMonth() + 1;
  const dayOfMonth = date.getUTCDate();
  const written = `${date.getUTCFullYear()}-${month < 10 ? '0' : ''}${month}-${dayOfMonth < 10 ? '0' : ''}${dayOfMonth}`;
  if (datesOfDayNumbers.size >= DATES_KEPT) datesOfDayNumbers.clear();
  datesOfDayNumbers.set(day, written);
  return written;
}

/** Nights between two calendar dates (YYYY-MM-DD); 0 or negative when check-out is not after check-in. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return dayNumber(checkOut) - dayNumber(checkIn);
}

/** Adds days to a calendar date. */
export function addDays(date: string, days: number): string {
  return dateOfDayNumber(dayNumber(date) + days);
}

/** Every night of a stay: check-in .. check-out − 1. */
export function nightsOfStay(checkIn: string, checkOut: string): string[] {
  const first = dayNumber(checkIn);
  return Array.from({ length: Math.max(0, dayNumber(checkOut) - first) }, (_, i) =>
    dateOfDayNumber(first + i),
  );
}

/** Kigali keeps Central Africa Time, UTC+2, all year (no daylight saving); rules.test.ts checks it against Intl. */
const KIGALI_UTC_OFFSET_MS = 2 * 3_600_000;

/**
 * Today's calendar date in Kigali, whatever the machine's time zone. By the fixed offset rather than an
 * Intl.DateTimeFormat with `timeZone`: the first such formatter loads time-zone data, about 25 ms of main
 * thread on every guest page with a date field (docs/decisions/0010-first-load-javascript.md).
 */
export function todayInKigali(now: Date = new Date()): string {
  return new Date(now.getTime() + KIGALI_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** A stay: check-in and check-out dates (YYYY-MM-DD). */
export type Stay = { checkIn: string; checkOut: string };

/**
 * Tonight in Kigali: the stay remainingRoomCount is computed for when none is asked
 * (docs/product.md#bookings).
 */
export function tonight(): Stay {
  const today = todayInKigali();
  return { checkIn: today, checkOut: addDays(today, 1) };
}

/** Price per night after the discount, in whole RWF. */
export function discountedNightlyPrice(price: number, discount: number): number {
  return Math.round(price * (1 - discount / 100));
}

/** Total = price × (1 − discount/100) × rooms × nights, rounded to whole RWF once (docs/product.md#money). */
export function bookingTotal(input: {
  price: number;
  discount: number;
  rooms: number;
  nights: number;
}): number {
  return Math.round(input.price * (1 - input.discount / 100) * input.rooms * input.nights);
}

export function isWholeProperty(title: string): boolean {
  return title === WHOLE_PROPERTY_CODE;
}

/**
 * The price a property's card shows without dates: the lowest nightly price after discount over its room types,
 * and whether that room type is the whole property (priced per day). 'Price, lowest first' without dates sorts
 * by it: the API keeps it as properties.lowest_price (migration 0042, docs/decisions/0053-search-and-room-cards.md).
 */
export function lowestShownPrice(
  roomTypes: ReadonlyArray<{ title: string; price: number; discount: number }>,
): { amount: number; perDay: boolean } | null {
  let best: { amount: number; perDay: boolean } | null = null;
  for (const roomType of roomTypes) {
    const amount = discountedNightlyPrice(roomType.price, roomType.discount);
    if (!best || amount < best.amount) best = { amount, perDay: isWholeProperty(roomType.title) };
  }
  return best;
}

/**
 * RWF has no minor unit: `RWF 45,000`. Grouped by hand, the same as en-US (rules.test.ts checks): the first
 * Intl number formatter of a page loads locale data, 10–50 ms of main thread on the guest pages.
 */
export function formatRwf(amount: number): string {
  return `RWF ${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
export const truncateCardName = (name: string) => truncate(name, CARD_NAME_MAX);
export const truncateCardAddress = (address: string) => truncate(address, CARD_ADDRESS_MAX);

/** Greeting by the hour: before 12 morning, before 18 afternoon, else evening (docs/product.md#constants). */
export function greeting(hour: number): 'Good Morning' | 'Good Afternoon' | 'Good Evening' {
  if (hour < 12) return 'Good Morning';
  if (hour < 18) return 'Good Afternoon';
  return 'Good Evening';
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page control: first page, the current page's neighbours, last page, and an ellipsis for each gap
 * (docs/product.md#constants). E.g. (5, 10) → [1, '…', 4, 5, 6, '…', 10].
 */
export function paginationWindow(current: number, total: number): Array<number | 'ellipsis'> {
  const pages = new Set([1, current - 1, current, current + 1, total].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | 'ellipsis'> = [];
  sorted.forEach((page, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && page - previous > 1)
      out.push(page - previous === 2 ? previous + 1 : 'ellipsis');
    out.push(page);
  });
  return out;
}

/** Where the account menu's Dashboard item leads (docs/product.md#layout fixes the user's target). */
export function dashboardPath(role: 'admin' | 'host' | 'user'): string {
  switch (role) {
    case 'admin':
      return '/dashboard/admin';
    case 'host':
      return '/dashboard/host';
    case 'user':
      return '/dashboard/user';
  }
}

/** Where a user lands after signing in (docs/product.md#screen-login). */
export function homeAfterLogin(role: 'admin' | 'host' | 'user'): string {
  return role === 'user' ? '/' : dashboardPath(role);
}

/**
 * Whether a URL path's percent-encoding can be read (decodeURI does not throw on it). A mangled link such as
 * /accommodation-detail/%E0%A4%A cannot: the server routes it as text and the web app shows its not-found
 * screen for it.
 */
export function pathDecodes(path: string): boolean {
  if (!path.includes('%')) return true;
  try {
    // The result is used: a minifier drops a bare decodeURI() call as free of side effects, and its throw with it.
    return decodeURI(path).length > 0;
  } catch {
    return false;
  }
}
