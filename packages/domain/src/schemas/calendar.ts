// The host's calendar, rates, seasons and rate plans (docs/decisions/0023-calendar-and-rates.md, section "API"):
// what the API takes and answers, and the messages of its refusals. The rules themselves are in pricing.ts.
import { z } from 'zod';
import { template } from '../i18n/translate.ts';
import { addDays, nightsBetween } from '../rules.ts';
import {
  DEFAULT_RATE_PLAN_RULES,
  MAX_BOOKING_WINDOW_DAYS,
  MAX_FREE_CANCELLATION_DAYS,
  MAX_PLAN_DISCOUNT,
  type PriceSource,
  type RatePlanRules,
} from '../pricing.ts';
import { boundedInt, calendarDateSchema, entityIdSchema, idParamSchema } from './common.ts';
import { ROOM_COUNT_MAX, ROOM_PRICE_MAX } from './listing.ts';
import { MAX_STAY_NIGHTS } from './property.ts';

/** One read or write of the calendar covers at most this many nights; a season as many. */
export const CALENDAR_MAX_NIGHTS = 366;
/** The calendar read without dates: today and the 41 nights after it (six weeks). */
export const CALENDAR_DEFAULT_NIGHTS = 42;
export const SEASON_NAME_MAX = 60;
export const PRICE_SOURCES = [
  'base',
  'weekend',
  'season',
  'override',
] as const satisfies readonly PriceSource[];

export const CALENDAR_MESSAGES = {
  seasonNotFound: 'Season not found.',
  toAfterFrom: 'The end date must be after the start date.',
  tooManyNights: template('At most {max} nights at once.'),
  pastNights: 'Nights before today cannot be changed.',
  nothingToChange: 'Say how many rooms to close or which price to set.',
  closedWhole: template('Closed rooms must be a whole number from 0 to {max}.'),
  closedAboveCount: template('This room type has {n} rooms: no more can be closed.'),
  notEnoughFree: template('Only {n} rooms can be closed on {date}: the others are booked.'),
  price: template('Price must be a whole number of RWF from 0 to {max}.'),
  weekendPrice: template('The weekend price must be empty or a whole number of RWF from 0 to {max}.'),
  minStay: template('The minimum stay must be a whole number of nights from 1 to {max}.'),
  maxStay: template(
    'The maximum stay must be empty or a whole number of nights from the minimum stay to {max}.',
  ),
  bookingWindow: template(
    'How far ahead guests may book must be empty or a whole number of days from 1 to {max}.',
  ),
  seasonName: template('A season needs a name of 1 to {max} characters.'),
  seasonNights: template('A season ends on or after its first night and lasts at most {max} nights.'),
  seasonOverlap: template('These nights overlap the season {name}.'),
  ratePlansRequired: 'Offer at least one rate plan.',
  planDiscount: template('A rate plan’s discount must be a whole number from 1 to {max} percent.'),
  freeCancellationDays: template(
    'Free cancellation must be a whole number of days from 0 to {max} before check-in.',
  ),
} as const;
const M = CALENDAR_MESSAGES;

/** Why [from, to) is not a calendar range one request may read or write, or undefined when it is. */
export function calendarRangeProblem(from: string, to: string): string | undefined {
  if (to <= from) return M.toAfterFrom;
  if (nightsBetween(from, to) > CALENDAR_MAX_NIGHTS) return M.tooManyNights({ max: CALENDAR_MAX_NIGHTS });
  return undefined;
}

/** The calendar's dates when the client leaves them out: today, and six weeks from `from`. */
export function calendarRange(query: { from?: string | undefined; to?: string | undefined }, today: string) {
  const from = query.from ?? today;
  return { from, to: query.to ?? addDays(from, CALENDAR_DEFAULT_NIGHTS) };
}

/** A room type's calendar, rates and seasons are addressed by the room type's id (properties: propertyIdParamsSchema). */
export const calendarRoomTypeParamsSchema = z.object({ id: entityIdSchema('room type') });
export const seasonIdParamsSchema = z.object({ id: idParamSchema });

const price = boundedInt(0, ROOM_PRICE_MAX, M.price({ max: ROOM_PRICE_MAX }));
const stayNights = (message: string) => boundedInt(1, MAX_STAY_NIGHTS, message);

/** GET /api/room_types/{id}/calendar?from&to: both optional (calendarRange), `to` exclusive. */
export const calendarQuerySchema = z
  .object({ from: calendarDateSchema.optional(), to: calendarDateSchema.optional() })
  .superRefine((query, ctx) => {
    const problem = query.from && query.to ? calendarRangeProblem(query.from, query.to) : undefined;
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['to'] });
  });
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

/**
 * PUT /api/room_types/{id}/calendar: on each night of [from, to), `closed` rooms closed (0 reopens) and/or the
 * night's price (`null` gives the night back to the rates).
 */
export const calendarUpdateSchema = z
  .object({
    from: calendarDateSchema,
    to: calendarDateSchema,
    closed: boundedInt(0, ROOM_COUNT_MAX, M.closedWhole({ max: ROOM_COUNT_MAX })).optional(),
    price: price.nullable().optional(),
  })
  .superRefine((update, ctx) => {
    const problem = calendarRangeProblem(update.from, update.to);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['to'] });
    if (update.closed === undefined && update.price === undefined)
      ctx.addIssue({ code: 'custom', message: M.nothingToChange, path: ['closed'] });
  });
export type CalendarUpdate = z.infer<typeof calendarUpdateSchema>;

export const calendarNightSchema = z.object({
  date: z.string(),
  /** The room type's rooms. */
  rooms: z.number().int(),
  held: z.number().int(),
  closed: z.number().int(),
  synced: z.number().int(),
  /** rooms − held − closed − synced, never below 0. */
  free: z.number().int(),
  /** One room for this night, before discounts (pricing.ts nightPrice). */
  price: z.number().int(),
  priceSource: z.enum(PRICE_SOURCES),
  season: z.string().nullable(),
});
export type CalendarNight = z.infer<typeof calendarNightSchema>;

export const roomTypeCalendarSchema = z.object({
  roomTypeId: z.number().int(),
  propertyId: z.number().int(),
  title: z.string(),
  roomCount: z.number().int(),
  /** The private iCalendar export of this room type (channel sync): other sites subscribe to it. */
  icsUrl: z.string(),
  nights: z.array(calendarNightSchema),
});
export type RoomTypeCalendar = z.infer<typeof roomTypeCalendarSchema>;

/** PUT /api/room_types/{id}/rates: the room type's rates apart from its seasons. */
export const roomRatesUpdateSchema = z
  .object({
    price,
    weekendPrice: boundedInt(0, ROOM_PRICE_MAX, M.weekendPrice({ max: ROOM_PRICE_MAX })).nullable(),
    minStay: stayNights(M.minStay({ max: MAX_STAY_NIGHTS })),
    maxStay: stayNights(M.maxStay({ max: MAX_STAY_NIGHTS })).nullable(),
    bookingWindowDays: boundedInt(
      1,
      MAX_BOOKING_WINDOW_DAYS,
      M.bookingWindow({ max: MAX_BOOKING_WINDOW_DAYS }),
    ).nullable(),
  })
  .superRefine((rates, ctx) => {
    if (rates.maxStay !== null && rates.maxStay < rates.minStay)
      ctx.addIssue({ code: 'custom', message: M.maxStay({ max: MAX_STAY_NIGHTS }), path: ['maxStay'] });
  });
export type RoomRatesUpdate = z.infer<typeof roomRatesUpdateSchema>;

/** POST /api/room_types/{id}/seasons and PUT /api/seasons/{id}: nights first..last, both included. */
export const seasonInputSchema = z
  .object({
    name: z
      .string({ error: M.seasonName({ max: SEASON_NAME_MAX }) })
      .trim()
      .min(1, { error: M.seasonName({ max: SEASON_NAME_MAX }), abort: true })
      .max(SEASON_NAME_MAX, { error: M.seasonName({ max: SEASON_NAME_MAX }) }),
    firstNight: calendarDateSchema,
    lastNight: calendarDateSchema,
    price,
    minStay: stayNights(M.minStay({ max: MAX_STAY_NIGHTS }))
      .nullable()
      .default(null),
    maxStay: stayNights(M.maxStay({ max: MAX_STAY_NIGHTS }))
      .nullable()
      .default(null),
  })
  .superRefine((season, ctx) => {
    const nights = nightsBetween(season.firstNight, season.lastNight) + 1;
    if (nights < 1 || nights > CALENDAR_MAX_NIGHTS)
      ctx.addIssue({
        code: 'custom',
        message: M.seasonNights({ max: CALENDAR_MAX_NIGHTS }),
        path: ['lastNight'],
      });
    if (season.maxStay !== null && season.maxStay < (season.minStay ?? 1))
      ctx.addIssue({ code: 'custom', message: M.maxStay({ max: MAX_STAY_NIGHTS }), path: ['maxStay'] });
  });
export type SeasonInput = z.input<typeof seasonInputSchema>;
export type SeasonData = z.output<typeof seasonInputSchema>;

export const seasonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  firstNight: z.string(),
  lastNight: z.string(),
  price: z.number().int(),
  minStay: z.number().int().nullable(),
  maxStay: z.number().int().nullable(),
});
export type SeasonView = z.infer<typeof seasonSchema>;

export const roomRatesSchema = z.object({
  roomTypeId: z.number().int(),
  price: z.number().int(),
  weekendPrice: z.number().int().nullable(),
  minStay: z.number().int(),
  maxStay: z.number().int().nullable(),
  bookingWindowDays: z.number().int().nullable(),
  seasons: z.array(seasonSchema),
});
export type RoomRatesView = z.infer<typeof roomRatesSchema>;

const planDiscount = boundedInt(1, MAX_PLAN_DISCOUNT, M.planDiscount({ max: MAX_PLAN_DISCOUNT }));
const freeCancellationDays = boundedInt(
  0,
  MAX_FREE_CANCELLATION_DAYS,
  M.freeCancellationDays({ max: MAX_FREE_CANCELLATION_DAYS }),
);
const D = DEFAULT_RATE_PLAN_RULES;

/**
 * GET|PUT /api/properties/{id}/rate_plans: the plans offered, each with its rules; a plan sent without a rule
 * takes its default (DEFAULT_RATE_PLAN_RULES), a plan left out is not offered. At least one plan: the server
 * refuses an empty set with 422.
 */
export const ratePlanRulesSchema = z
  .object({
    flexible: z
      .object({ freeCancellationDays: freeCancellationDays.default(D.flexible.freeCancellationDays) })
      .nullish(),
    non_refundable: z.object({ discount: planDiscount.default(D.non_refundable.discount) }).nullish(),
    long_stay: z
      .object({
        discount: planDiscount.default(D.long_stay.discount),
        freeCancellationDays: freeCancellationDays.default(D.long_stay.freeCancellationDays),
      })
      .nullish(),
  })
  // A plan sent as null is a plan not offered, as one left out.
  .transform((plans): RatePlanRules => {
    const rules: RatePlanRules = {};
    if (plans.flexible) rules.flexible = plans.flexible;
    if (plans.non_refundable) rules.non_refundable = plans.non_refundable;
    if (plans.long_stay) rules.long_stay = plans.long_stay;
    return rules;
  });
export type RatePlanRulesInput = z.input<typeof ratePlanRulesSchema>;

/** The plans a property offers, as GET and PUT /api/properties/{id}/rate_plans answer them. */
export const ratePlanRulesViewSchema = z.object({
  flexible: z.object({ freeCancellationDays: z.number().int() }).optional(),
  non_refundable: z.object({ discount: z.number().int() }).optional(),
  long_stay: z.object({ discount: z.number().int(), freeCancellationDays: z.number().int() }).optional(),
});
