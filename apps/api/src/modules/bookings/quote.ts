// Pricing a stay (docs/decisions/0023-calendar-and-rates.md): what the booking charges and what the quote shows
// come from priceStay here, with the rules of packages/domain/src/pricing.ts, over the room types read by one
// prepared statement (their rates, seasons, their property's rate plans, and what each night has taken).
import { eq, sql } from 'drizzle-orm';
import {
  OTHER_STAYS_WINDOW_DAYS,
  PRICING_MESSAGES,
  RESERVATION_MESSAGES,
  addDays,
  freeCancellationUntil,
  nearestOpenStays,
  nightsOfStay,
  offeredPlans,
  planDiscount,
  stayNightPrices,
  stayRuleProblem,
  stayTotal,
  taxesOfStay,
  type NightPrice,
  type TaxPart,
  type TaxRules,
  type Taxes,
  type RatePlan,
  type RatePlanRules,
  type RoomRates,
  type RoomTypeQuote,
  type Stay,
} from '@ikaze/domain';
import { properties, roomTypes, users } from '../../db/schema.ts';
import type { Queryable } from '../../db/queryable.ts';

/**
 * The room types asked, with what the rules need of their property and host, their rates and the seasons that
 * meet [from, to), their property's rate plans, and per night in [from, to) the rooms taken (held + closed +
 * synced) and the host's price, for nights that have either, as JSON: one statement. Named and prepared: its
 * plan (primary keys) does not depend on the values, so each connection plans it once
 * (docs/decisions/0006-search-performance.md).
 */
function selectRoomTypes(db: Queryable) {
  return db
    .select({
      id: roomTypes.id,
      propertyId: roomTypes.propertyId,
      title: roomTypes.title,
      price: roomTypes.price,
      discount: roomTypes.discount,
      roomCount: roomTypes.roomCount,
      weekendPrice: roomTypes.weekendPrice,
      minStay: roomTypes.minStay,
      maxStay: roomTypes.maxStay,
      bookingWindowDays: roomTypes.bookingWindowDays,
      hostId: properties.hostId,
      propertyName: properties.name,
      reviewStatus: properties.reviewStatus,
      ratePlans: properties.ratePlans,
      vatRegistered: properties.vatRegistered,
      /** Absent on properties listed before payments: allowed (docs/payments.md). */
      payAtProperty: sql<boolean>`coalesce((${properties.rules}->>'payAtProperty')::boolean, true)`,
      hostActive: users.isActive,
      hostFirst: users.firstName,
      hostLast: users.lastName,
      seasons: sql<
        Array<
          [
            name: string,
            firstNight: string,
            lastNight: string,
            price: number,
            minStay: number | null,
            maxStay: number | null,
          ]
        >
      >`coalesce((
        select json_agg(json_build_array(s.name, s.first_night::text, s.last_night::text, s.price, s.min_stay,
          s.max_stay) order by s.first_night, s.id) from room_type_seasons s
        where s.room_type_id = ${roomTypes.id} and s.first_night < ${sql.placeholder('to')}::date
          and s.last_night >= ${sql.placeholder('from')}::date), '[]'::json)`,
      nights: sql<Array<[night: string, taken: number, price: number | null]>>`coalesce((
        select json_agg(json_build_array(rn.night::text, rn.held + rn.closed + rn.synced, rn.price))
        from room_nights rn
        where rn.room_type_id = ${roomTypes.id} and rn.night >= ${sql.placeholder('from')}::date
          and rn.night < ${sql.placeholder('to')}::date
          and (rn.held + rn.closed + rn.synced > 0 or rn.price is not null)), '[]'::json)`,
    })
    .from(roomTypes)
    .leftJoin(properties, eq(properties.id, roomTypes.propertyId))
    .leftJoin(users, eq(users.id, properties.hostId))
    .where(sql`${roomTypes.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('bookings_room_types_with_held_nights');
}
type RoomTypesForStays = ReturnType<typeof selectRoomTypes>;
export type RoomTypeForStay = Awaited<ReturnType<RoomTypesForStays['execute']>>[number];

/** Built once per database handle: building the statement cost more of the API's time than sending it. */
const prepared = new WeakMap<Queryable, RoomTypesForStays>();

/** The room types `ids` with what pricing and availability need for stays within [from, to). */
export function roomTypesForStays(
  db: Queryable,
  query: { ids: number[]; from: string; to: string },
): Promise<RoomTypeForStay[]> {
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = selectRoomTypes(db)));
  return statement.execute(query);
}

/** Public: the property approved and its host active (docs/product.md#visibility). */
export const isPublic = (row: RoomTypeForStay) =>
  row.propertyId !== null && row.reviewStatus === 'approved' && row.hostActive === true;

/** The room type's rates in the shape of the domain's rules. */
export function ratesOf(row: RoomTypeForStay): RoomRates {
  return {
    price: row.price,
    weekendPrice: row.weekendPrice,
    minStay: row.minStay,
    maxStay: row.maxStay,
    bookingWindowDays: row.bookingWindowDays,
    seasons: row.seasons.map(([name, firstNight, lastNight, price, minStay, maxStay]) => ({
      name,
      firstNight,
      lastNight,
      price,
      minStay,
      maxStay,
    })),
  };
}

/** A stay as asked: 'none' (sent as N/A or not at all) means the property's first offered plan. */
export type StayAsk = { checkIn: string; checkOut: string; rooms: number; ratePlan: RatePlan | 'none' };

/** Why a stay cannot be booked: the host's stay rules, the plan, or the rooms free (with its message). */
export type StayProblem = { kind: 'rule' | 'plan' | 'rooms'; message: string };

export type PricedStay = {
  ratePlan: RatePlan;
  nights: NightPrice[];
  subtotal: number;
  discount: number;
  planDiscount: number;
  total: number;
  /** The booking's nightly_price: the nights' average before discounts, rounded. */
  nightlyPrice: number;
  /** total / nights / rooms, rounded. */
  nightlyAverage: number;
  freeRooms: number;
  freeCancellationUntil: string | null;
  problem: StayProblem | undefined;
  /** How the total divides (docs/taxes.md), and the parts it was taxed by. */
  taxes: Taxes;
  taxParts: TaxPart[];
};

/**
 * A stay of one room type priced night by night under a plan, with the first reason it cannot be booked, in the
 * booking's order: the stay rules, the plan, the rooms free. `taken(night)` is the rooms taken on a night
 * (the booking adds those its earlier entries ask); by default what the row read.
 */
export function priceStay(
  row: RoomTypeForStay,
  ask: StayAsk,
  today: string,
  taxRules: TaxRules,
  taken: (night: string) => number = takenBy(row),
): PricedStay {
  const rates = ratesOf(row);
  const rules: RatePlanRules = row.ratePlans ?? {};
  const overrides = new Map<string, number>();
  for (const [night, , price] of row.nights) if (price !== null) overrides.set(night, price);
  const nights = stayNightPrices(rates, ask.checkIn, ask.checkOut, overrides);
  const plan: RatePlan = ask.ratePlan === 'none' ? (offeredPlans(rules)[0] ?? 'flexible') : ask.ratePlan;
  const discounted = planDiscount(rules, plan, nights.length);
  const planPercent = 'discount' in discounted ? discounted.discount : 0;
  const prices = nights.map((n) => n.price);
  const sum = prices.reduce((a, b) => a + b, 0);
  const total = stayTotal({
    nightPrices: prices,
    rooms: ask.rooms,
    discount: row.discount,
    planDiscount: planPercent,
  });
  const freeRooms = Math.max(
    0,
    row.roomCount - Math.max(0, ...nightsOfStay(ask.checkIn, ask.checkOut).map(taken)),
  );

  const rule = stayRuleProblem(rates, ask.checkIn, ask.checkOut, today);
  let problem: StayProblem | undefined;
  if (rule) problem = { kind: 'rule', message: rule };
  else if ('problem' in discounted) problem = { kind: 'plan', message: discounted.problem };
  else if (ask.rooms > freeRooms)
    problem = {
      kind: 'rooms',
      message:
        freeRooms === 0 ? PRICING_MESSAGES.closed : RESERVATION_MESSAGES.tooManyRooms({ n: freeRooms }),
    };

  const { taxParts, ...taxes } = taxesOfStay({
    total,
    checkIn: ask.checkIn,
    checkOut: ask.checkOut,
    nightPrices: prices,
    vatRegistered: row.vatRegistered === true,
    rules: taxRules,
  });
  return {
    ratePlan: plan,
    nights,
    subtotal: sum * ask.rooms,
    discount: row.discount,
    planDiscount: planPercent,
    total,
    nightlyPrice: Math.round(sum / nights.length),
    nightlyAverage: Math.round(total / nights.length / ask.rooms),
    freeRooms,
    freeCancellationUntil: freeCancellationUntil(rules, plan, ask.checkIn),
    problem,
    taxes,
    taxParts,
  };
}

/** The rooms taken on each night, as the row read them. */
function takenBy(row: RoomTypeForStay): (night: string) => number {
  const taken = new Map(row.nights.map(([night, n]) => [night, n]));
  return (night) => taken.get(night) ?? 0;
}

/** GET /api/room_types/{id}/quote: undefined when the room type is unknown or not public. */
export async function quoteStay(
  db: Queryable,
  roomTypeId: number,
  ask: StayAsk,
  today: string,
  taxRules: TaxRules,
): Promise<RoomTypeQuote | undefined> {
  const [row] = await roomTypesForStays(db, { ids: [roomTypeId], from: ask.checkIn, to: ask.checkOut });
  if (!row || !isPublic(row)) return undefined;
  const priced = priceStay(row, ask, today, taxRules);
  const kind = priced.problem?.kind;
  return {
    otherStays: kind === 'rooms' || kind === 'rule' ? await openStaysNear(db, roomTypeId, ask, today) : [],
    nights: priced.nights.map(({ date, price }) => ({ date, price })),
    subtotal: priced.subtotal,
    discount: priced.discount,
    planDiscount: priced.planDiscount,
    total: priced.total,
    taxes: priced.taxes,
    nightlyAverage: priced.nightlyAverage,
    freeRooms: priced.freeRooms,
    ratePlan: priced.ratePlan,
    freeCancellationUntil: priced.freeCancellationUntil,
    problem: priced.problem?.message ?? null,
  };
}

/**
 * Other stays of the same length near a stay that cannot be sold (docs/decisions/0053-search-and-room-cards.md): the
 * room type's nights and seasons read over the window around it, in the same statement as a quote's.
 */
async function openStaysNear(
  db: Queryable,
  roomTypeId: number,
  ask: StayAsk,
  today: string,
): Promise<Stay[]> {
  const earliest = addDays(ask.checkIn, -OTHER_STAYS_WINDOW_DAYS);
  const from = earliest > today ? earliest : today;
  const to = addDays(ask.checkOut, OTHER_STAYS_WINDOW_DAYS);
  const [row] = await roomTypesForStays(db, { ids: [roomTypeId], from, to });
  if (!row) return [];
  return nearestOpenStays({
    checkIn: ask.checkIn,
    checkOut: ask.checkOut,
    rooms: ask.rooms,
    rates: ratesOf(row),
    roomCount: row.roomCount,
    taken: takenBy(row),
    today,
  });
}
