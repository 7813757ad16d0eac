// Prices per night, stay rules and rate plans (docs/decisions/0023-calendar-and-rates.md). Pure: the API prices
// every stay with these; the search's SQL (apps/api/src/modules/properties/stay-price-sql.ts) follows nightPrice and
// tests compare the two.
import type { RatePlan } from './constants.ts';
import { template } from './i18n/translate.ts';
import { addDays, dayNumber, nightsBetween, nightsOfStay } from './rules.ts';

/** A Long Stay discount applies to stays of this many nights or more. */
export const LONG_STAY_MIN_NIGHTS = 7;
/** A host's free-cancellation window is 0..60 days before check-in; a plan's discount 1..90 percent. */
export const MAX_FREE_CANCELLATION_DAYS = 60;
export const MAX_PLAN_DISCOUNT = 90;
/** How far ahead a host may let guests book: 1..730 days (the platform's bound is two years). */
export const MAX_BOOKING_WINDOW_DAYS = 730;

/** The plans a property offers, keyed by plan id, with their rules; a key absent is a plan not offered. */
export type RatePlanRules = {
  flexible?: { freeCancellationDays: number };
  non_refundable?: { discount: number };
  long_stay?: { discount: number; freeCancellationDays: number };
};

/** What a plan takes when a host turns it on without saying more. */
export const DEFAULT_RATE_PLAN_RULES = {
  flexible: { freeCancellationDays: 3 },
  non_refundable: { discount: 10 },
  long_stay: { discount: 10, freeCancellationDays: 3 },
} as const satisfies Required<RatePlanRules>;

export type Season = {
  name: string;
  /** First and last night of the season, both included. */
  firstNight: string;
  lastNight: string;
  price: number;
  minStay: number | null;
  maxStay: number | null;
};

/** A room type's rates: the base price, the weekend price, its seasons, and its stay limits. */
export type RoomRates = {
  price: number;
  weekendPrice: number | null;
  minStay: number;
  maxStay: number | null;
  bookingWindowDays: number | null;
  seasons: readonly Season[];
};

export type PriceSource = 'base' | 'weekend' | 'season' | 'override';
export type NightPrice = { date: string; price: number; source: PriceSource; season: string | null };

/** Friday and Saturday nights (the night that starts on that day). */
export function isWeekendNight(night: string): boolean {
  // 1970-01-01, day number 0, was a Thursday (4; Sunday is 0).
  const day = (((dayNumber(night) + 4) % 7) + 7) % 7;
  return day === 5 || day === 6;
}

/** The season a night falls in; with overlapping seasons (the API refuses them) the one starting last. */
export function seasonOf(rates: Pick<RoomRates, 'seasons'>, night: string): Season | undefined {
  let found: Season | undefined;
  for (const season of rates.seasons) {
    if (
      night >= season.firstNight &&
      night <= season.lastNight &&
      (!found || season.firstNight >= found.firstNight)
    )
      found = season;
  }
  return found;
}

/** One night's price for one room: the host's price for that night, else the season's, else weekend, else base. */
export function nightPrice(rates: RoomRates, night: string, override?: number | null): NightPrice {
  if (override != null) return { date: night, price: override, source: 'override', season: null };
  const season = seasonOf(rates, night);
  if (season) return { date: night, price: season.price, source: 'season', season: season.name };
  if (rates.weekendPrice != null && isWeekendNight(night))
    return { date: night, price: rates.weekendPrice, source: 'weekend', season: null };
  return { date: night, price: rates.price, source: 'base', season: null };
}

/** Every night of a stay with its price; `overrides` maps a night to the host's price for it. */
export function stayNightPrices(
  rates: RoomRates,
  checkIn: string,
  checkOut: string,
  overrides: ReadonlyMap<string, number> = new Map(),
): NightPrice[] {
  return nightPrices(rates, nightsOfStay(checkIn, checkOut), overrides);
}

/** The prices of given nights: stayNightPrices for callers pricing one stay's nights for many room types. */
export function nightPrices(
  rates: RoomRates,
  nights: readonly string[],
  overrides: ReadonlyMap<string, number> = new Map(),
): NightPrice[] {
  return nights.map((night) => nightPrice(rates, night, overrides.get(night)));
}

/** Minimum and maximum stay for a stay starting on check-in: the season of its first night decides, else the room type. */
export function stayLimits(rates: RoomRates, checkIn: string): { minStay: number; maxStay: number | null } {
  const season = seasonOf(rates, checkIn);
  return {
    minStay: season?.minStay ?? rates.minStay,
    maxStay: season?.maxStay ?? rates.maxStay,
  };
}

export const PRICING_MESSAGES = {
  minStay: template('This room needs a stay of at least {n} nights for these dates.'),
  maxStay: template('This room can be booked for at most {n} nights for these dates.'),
  bookingWindow: template('This room can be booked at most {n} days ahead.'),
  closed: 'This room is not available for these dates.',
  planNotOffered: 'This rate plan is not offered by this property.',
  longStayTooShort: template('Long Stay is for stays of {n} nights or more.'),
} as const;

/** The host's stay rules for a stay (minimum, maximum, how far ahead), as a message, or undefined when it fits. */
export function stayRuleProblem(
  rates: RoomRates,
  checkIn: string,
  checkOut: string,
  today: string,
): string | undefined {
  const nights = nightsBetween(checkIn, checkOut);
  const { minStay, maxStay } = stayLimits(rates, checkIn);
  if (nights < minStay) return PRICING_MESSAGES.minStay({ n: minStay });
  if (maxStay != null && nights > maxStay) return PRICING_MESSAGES.maxStay({ n: maxStay });
  if (rates.bookingWindowDays != null && nightsBetween(today, checkIn) > rates.bookingWindowDays)
    return PRICING_MESSAGES.bookingWindow({ n: rates.bookingWindowDays });
  return undefined;
}

/** A plan's discount for a stay of this many nights, or a message when the plan cannot be chosen. */
export function planDiscount(
  rules: RatePlanRules,
  plan: RatePlan,
  nights: number,
): { discount: number } | { problem: string } {
  if (plan === 'flexible')
    return rules.flexible ? { discount: 0 } : { problem: PRICING_MESSAGES.planNotOffered };
  if (plan === 'non_refundable')
    return rules.non_refundable
      ? { discount: rules.non_refundable.discount }
      : { problem: PRICING_MESSAGES.planNotOffered };
  if (!rules.long_stay) return { problem: PRICING_MESSAGES.planNotOffered };
  if (nights < LONG_STAY_MIN_NIGHTS)
    return { problem: PRICING_MESSAGES.longStayTooShort({ n: LONG_STAY_MIN_NIGHTS }) };
  return { discount: rules.long_stay.discount };
}

/** The plans offered in their fixed order (Flexible, Non-Refundable, Long Stay). */
export function offeredPlans(rules: RatePlanRules): RatePlan[] {
  return (['flexible', 'non_refundable', 'long_stay'] as const).filter((plan) => rules[plan] !== undefined);
}

/**
 * Total for a stay: the nights' prices × rooms, less the room type's discount, then the plan's, rounded to whole
 * RWF once (with every night at one price this is bookingTotal in rules.ts).
 */
export function stayTotal(input: {
  nightPrices: readonly number[];
  rooms: number;
  discount: number;
  planDiscount: number;
}): number {
  const sum = input.nightPrices.reduce((a, b) => a + b, 0);
  return Math.round(sum * input.rooms * (1 - input.discount / 100) * (1 - input.planDiscount / 100));
}

/** The last day a booking under this plan can be cancelled free, or null when it never can (Non-Refundable). */
export function freeCancellationUntil(rules: RatePlanRules, plan: RatePlan, checkIn: string): string | null {
  const days =
    plan === 'flexible'
      ? rules.flexible?.freeCancellationDays
      : plan === 'long_stay'
        ? rules.long_stay?.freeCancellationDays
        : undefined;
  return days === undefined ? null : addDays(checkIn, -days);
}

/**
 * What a guest's cancellation costs on `today`: nothing until the free-cancellation day (included); after it, the
 * whole stay under Non-Refundable and the first night under Flexible and Long Stay. A booking made before rate
 * plans had rules (plan 'none') cancels free.
 */
export function cancellationFee(input: {
  plan: RatePlan | 'none';
  freeCancellationUntil: string | null;
  today: string;
  nightPrices: readonly number[];
  rooms: number;
  discount: number;
  planDiscount: number;
  total: number;
}): number {
  if (input.plan === 'none') return 0;
  if (input.freeCancellationUntil !== null && input.today <= input.freeCancellationUntil) return 0;
  if (input.plan === 'non_refundable') return input.total;
  return stayTotal({ ...input, nightPrices: input.nightPrices.slice(0, 1) });
}
