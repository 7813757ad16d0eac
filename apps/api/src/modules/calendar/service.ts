// The host's calendar, rates, seasons and rate plans (docs/decisions/0023-calendar-and-rates.md). A closure is one
// row-locking upsert of room_nights in ascending night order, the same order bookings and imports lock in, and
// the CHECK held + closed + synced <= capacity decides who wins: a closure never undoes a booking.
import { and, asc, eq, gte, lt, lte, ne, sql } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  CALENDAR_MESSAGES,
  LISTING_MESSAGES,
  PROPERTY_MESSAGES,
  calendarRange,
  calendarRangeProblem,
  formatDate,
  nightPrice,
  nightsOfStay,
  offeredPlans,
  todayInKigali,
  type CalendarQuery,
  type CalendarUpdate,
  type Locale,
  type RatePlanRules,
  type RoomRates,
  type RoomRatesUpdate,
  type RoomRatesView,
  type SeasonData,
  type SeasonView,
} from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { MAX_ATTEMPTS, pauseBeforeRetry } from '../../db/retry.ts';
import { properties, roomNights, roomTypeSeasons, roomTypes } from '../../db/schema.ts';
import { AppError, badRequest, conflict, findPgError, forbidden, notFound } from '../../lib/errors.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { Account } from '../../db/accounts.ts';

const M = CALENDAR_MESSAGES;
const CAPACITY_CHECK = 'room_nights_within_capacity';

/** The property's host and admins edit its calendar and rates; anyone else signed in is refused. */
function mayEdit(user: Account, hostId: number): void {
  if (user.role !== 'admin' && user.id !== hostId) throw forbidden(AUTH_MESSAGES.forbidden);
}

type RoomTypeRow = typeof roomTypes.$inferSelect & { propertyId: number };

/**
 * A room type attached to a property, if the user may edit it: 404 when there is none (a draft not yet part
 * of a listing has no calendar), 403 when it is someone else's. `lock` takes the row `for update`, which
 * serialises the season checks of one room type.
 */
async function editableRoomType(
  db: Queryable,
  user: Account,
  id: number,
  lock = false,
): Promise<RoomTypeRow> {
  const query = db
    .select({ roomType: roomTypes, hostId: properties.hostId })
    .from(roomTypes)
    .innerJoin(properties, eq(properties.id, roomTypes.propertyId))
    .where(eq(roomTypes.id, id));
  const [row] = await (lock ? query.for('update', { of: roomTypes }) : query);
  if (!row) throw notFound(LISTING_MESSAGES.roomTypeNotFound);
  mayEdit(user, row.hostId);
  return row.roomType as RoomTypeRow;
}

async function seasonsOf(db: Queryable, roomTypeId: number, from?: string, to?: string) {
  return db
    .select()
    .from(roomTypeSeasons)
    .where(
      and(
        eq(roomTypeSeasons.roomTypeId, roomTypeId),
        to === undefined ? undefined : lt(roomTypeSeasons.firstNight, to),
        from === undefined ? undefined : gte(roomTypeSeasons.lastNight, from),
      ),
    )
    .orderBy(asc(roomTypeSeasons.firstNight), asc(roomTypeSeasons.id));
}

function ratesOf(roomType: RoomTypeRow, seasons: Array<typeof roomTypeSeasons.$inferSelect>): RoomRates {
  return {
    price: roomType.price,
    weekendPrice: roomType.weekendPrice,
    minStay: roomType.minStay,
    maxStay: roomType.maxStay,
    bookingWindowDays: roomType.bookingWindowDays,
    seasons: seasons.map(toSeason),
  };
}

function toSeason(row: typeof roomTypeSeasons.$inferSelect): SeasonView {
  return {
    id: row.id,
    name: row.name,
    firstNight: row.firstNight,
    lastNight: row.lastNight,
    price: row.price,
    minStay: row.minStay,
    maxStay: row.maxStay,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The calendar

export type CalendarAnswer = {
  roomTypeId: number;
  propertyId: number;
  title: string;
  roomCount: number;
  icsToken: string;
  nights: Array<{
    date: string;
    rooms: number;
    held: number;
    closed: number;
    synced: number;
    free: number;
    price: number;
    priceSource: 'base' | 'weekend' | 'season' | 'override';
    season: string | null;
  }>;
};

/** Every night of [from, to) as the host sees it: counts from room_nights, price by pricing.ts nightPrice. */
async function calendarOf(
  db: Queryable,
  roomType: RoomTypeRow,
  from: string,
  to: string,
): Promise<CalendarAnswer> {
  const [stored, seasons] = await Promise.all([
    db
      .select()
      .from(roomNights)
      .where(
        and(eq(roomNights.roomTypeId, roomType.id), gte(roomNights.night, from), lt(roomNights.night, to)),
      ),
    seasonsOf(db, roomType.id, from, to),
  ]);
  const byNight = new Map(stored.map((row) => [row.night, row]));
  const rates = ratesOf(roomType, seasons);
  const rooms = roomType.roomCount;
  return {
    roomTypeId: roomType.id,
    propertyId: roomType.propertyId,
    title: roomType.title,
    roomCount: rooms,
    icsToken: roomType.icsToken,
    nights: nightsOfStay(from, to).map((date) => {
      const row = byNight.get(date);
      const held = row?.held ?? 0;
      const closed = row?.closed ?? 0;
      const synced = row?.synced ?? 0;
      const priced = nightPrice(rates, date, row?.price);
      return {
        date,
        rooms,
        held,
        closed,
        synced,
        free: Math.max(0, rooms - held - closed - synced),
        price: priced.price,
        priceSource: priced.source,
        season: priced.season,
      };
    }),
  };
}

export async function readCalendar(db: Db, user: Account, id: number, query: CalendarQuery) {
  const roomType = await editableRoomType(db, user, id);
  // Past nights may be read (what was booked); the range is checked again once its defaults are filled in.
  const { from, to } = calendarRange(query, todayInKigali());
  const problem = calendarRangeProblem(from, to);
  if (problem) throw badRequest(problem, { code: 'VALIDATION_FAILED', field: 'to' });
  return calendarOf(db, roomType, from, to);
}

/**
 * Closes rooms and/or sets the price on each night of [from, to). Nights before today (Kigali) are refused. One
 * statement takes every night's row lock in ascending order; when a night has fewer free rooms than asked,
 * the CHECK fails the statement, nothing changes, and the answer names the first such night.
 */
export async function updateCalendar(
  db: Db,
  user: Account,
  id: number,
  update: CalendarUpdate,
  locale: Locale,
) {
  const roomType = await editableRoomType(db, user, id);
  if (update.from < todayInKigali())
    throw new AppError(422, M.pastNights, { code: 'PAST_NIGHTS', field: 'from' });
  if (update.closed !== undefined && update.closed > roomType.roomCount)
    throw new AppError(422, M.closedAboveCount({ n: roomType.roomCount }), {
      code: 'VALIDATION_FAILED',
      field: 'closed',
      params: { n: roomType.roomCount },
    });

  for (let attempt = 1; ; attempt++) {
    try {
      await db.execute(writeNightsSql(id, update));
      break;
    } catch (error) {
      const pgError = findPgError(error);
      const constraint = pgError?.constraint ?? pgError?.constraint_name;
      if (pgError?.code === '23514' && constraint === CAPACITY_CHECK && update.closed !== undefined) {
        // Counted after the failed statement rolled back: what bookings and imports hold now.
        const shortage = await firstShortage(db, id, update.from, update.to, update.closed);
        if (shortage) throw notEnoughFree(shortage, locale);
        if (attempt < MAX_ATTEMPTS) continue; // the rooms came free meanwhile: try again
        throw notEnoughFree({ night: update.from, free: 0 }, locale);
      }
      if (await pauseBeforeRetry(error, attempt)) continue;
      throw error;
    }
  }
  return calendarOf(db, roomType, update.from, update.to);
}

/**
 * The write of one calendar update. Setting something (rooms closed, a price) upserts every night, capacity
 * the room count of the moment; only giving nights back (0 closed, no price) updates the rows that exist, so
 * that clearing adds no empty rows. Both lock in ascending night order.
 */
function writeNightsSql(roomTypeId: number, update: CalendarUpdate) {
  const setsClosed = update.closed !== undefined;
  const setsPrice = update.price !== undefined;
  const closed = update.closed ?? 0;
  const price = update.price ?? null;
  if (closed > 0 || price !== null) {
    return sql`
      insert into room_nights (room_type_id, night, capacity, closed, price)
      select rt.id, g.night::date, rt.room_count, ${closed}::int, ${price}::int
      from room_types rt
      cross join generate_series(${update.from}::timestamp, ${update.to}::timestamp - interval '1 day', interval '1 day') as g(night)
      where rt.id = ${roomTypeId}
      order by 2
      on conflict (room_type_id, night) do update set
        capacity = excluded.capacity,
        closed = ${setsClosed ? sql`excluded.closed` : sql`room_nights.closed`},
        price = ${setsPrice ? sql`excluded.price` : sql`room_nights.price`}`;
  }
  return sql`
    with locked as (
      select room_type_id, night from room_nights
      where room_type_id = ${roomTypeId} and night >= ${update.from}::date and night < ${update.to}::date
      order by night
      for update
    )
    update room_nights rn set
      closed = ${setsClosed ? sql`0` : sql`rn.closed`},
      price = ${setsPrice ? sql`null` : sql`rn.price`}
    from locked where rn.room_type_id = locked.room_type_id and rn.night = locked.night`;
}

type Shortage = { night: string; free: number };

/** The first night of [from, to) where fewer than `closed` rooms can be closed, and how many can. */
async function firstShortage(db: Queryable, roomTypeId: number, from: string, to: string, closed: number) {
  const result = await db.execute(sql`
    select rn.night::text as night, greatest(0, rt.room_count - rn.held - rn.synced)::int as free
    from room_nights rn join room_types rt on rt.id = rn.room_type_id
    where rn.room_type_id = ${roomTypeId} and rn.night >= ${from}::date and rn.night < ${to}::date
      and rn.held + rn.synced + ${closed}::int > rt.room_count
    order by rn.night
    limit 1`);
  return (result as { rows: Shortage[] }).rows[0];
}

const notEnoughFree = (shortage: Shortage, locale: Locale) =>
  conflict(M.notEnoughFree({ n: shortage.free, date: formatDate(shortage.night, locale) }), {
    code: 'NIGHTS_BOOKED',
    params: { n: shortage.free, date: shortage.night },
  });

// ---------------------------------------------------------------------------------------------------------
// Rates and seasons

async function ratesView(db: Queryable, roomType: RoomTypeRow): Promise<RoomRatesView> {
  const rates = ratesOf(roomType, await seasonsOf(db, roomType.id));
  return {
    roomTypeId: roomType.id,
    price: rates.price,
    weekendPrice: rates.weekendPrice,
    minStay: rates.minStay,
    maxStay: rates.maxStay,
    bookingWindowDays: rates.bookingWindowDays,
    seasons: rates.seasons as SeasonView[],
  };
}

export async function readRates(db: Db, user: Account, id: number): Promise<RoomRatesView> {
  return ratesView(db, await editableRoomType(db, user, id));
}

export async function updateRates(db: Db, user: Account, id: number, rates: RoomRatesUpdate) {
  await editableRoomType(db, user, id);
  const [updated] = await db
    .update(roomTypes)
    .set({
      price: rates.price,
      weekendPrice: rates.weekendPrice,
      minStay: rates.minStay,
      maxStay: rates.maxStay,
      bookingWindowDays: rates.bookingWindowDays,
    })
    .where(eq(roomTypes.id, id))
    .returning();
  return ratesView(db, updated as RoomTypeRow);
}

/** A season of the same room type sharing a night with [first, last], other than `except`. */
async function overlapping(db: Queryable, roomTypeId: number, season: SeasonData, except?: number) {
  const [other] = await db
    .select({ name: roomTypeSeasons.name })
    .from(roomTypeSeasons)
    .where(
      and(
        eq(roomTypeSeasons.roomTypeId, roomTypeId),
        lte(roomTypeSeasons.firstNight, season.lastNight),
        gte(roomTypeSeasons.lastNight, season.firstNight),
        except === undefined ? undefined : ne(roomTypeSeasons.id, except),
      ),
    )
    .orderBy(asc(roomTypeSeasons.firstNight))
    .limit(1);
  if (other)
    throw conflict(M.seasonOverlap({ name: other.name }), {
      code: 'SEASON_OVERLAP',
      field: 'firstNight',
      params: { name: other.name },
    });
}

const seasonValues = (season: SeasonData) => ({
  name: season.name,
  firstNight: season.firstNight,
  lastNight: season.lastNight,
  price: season.price,
  minStay: season.minStay,
  maxStay: season.maxStay,
});

/** A new season; the room type's row is locked first, so two overlapping seasons cannot both pass the check. */
export async function createSeason(db: Db, user: Account, roomTypeId: number, season: SeasonData) {
  return db.transaction(async (tx) => {
    await editableRoomType(tx, user, roomTypeId, true);
    await overlapping(tx, roomTypeId, season);
    const [row] = await tx
      .insert(roomTypeSeasons)
      .values({ roomTypeId, ...seasonValues(season) })
      .returning();
    return toSeason(row!);
  });
}

/** The season and its room type, the room type's row locked, if the user may edit it. */
async function editableSeason(db: Queryable, user: Account, seasonId: number) {
  const [season] = await db.select().from(roomTypeSeasons).where(eq(roomTypeSeasons.id, seasonId));
  if (!season) throw notFound(M.seasonNotFound);
  await editableRoomType(db, user, season.roomTypeId, true);
  return season;
}

export async function updateSeason(db: Db, user: Account, seasonId: number, season: SeasonData) {
  return db.transaction(async (tx) => {
    const stored = await editableSeason(tx, user, seasonId);
    await overlapping(tx, stored.roomTypeId, season, seasonId);
    const [row] = await tx
      .update(roomTypeSeasons)
      .set(seasonValues(season))
      .where(eq(roomTypeSeasons.id, seasonId))
      .returning();
    // Removed meanwhile (it was read before the room type's lock).
    if (!row) throw notFound(M.seasonNotFound);
    return toSeason(row);
  });
}

export async function deleteSeason(db: Db, user: Account, seasonId: number) {
  await db.transaction(async (tx) => {
    await editableSeason(tx, user, seasonId);
    await tx.delete(roomTypeSeasons).where(eq(roomTypeSeasons.id, seasonId));
  });
}

// ---------------------------------------------------------------------------------------------------------
// Rate plans

async function editableProperty(db: Queryable, user: Account, id: number) {
  const [row] = await db
    .select({
      id: properties.id,
      hostId: properties.hostId,
      ratePlan: properties.ratePlan,
      ratePlans: properties.ratePlans,
    })
    .from(properties)
    .where(eq(properties.id, id));
  if (!row) throw notFound(PROPERTY_MESSAGES.notFound);
  mayEdit(user, row.hostId);
  return row;
}

export async function readRatePlans(db: Db, user: Account, id: number): Promise<RatePlanRules> {
  return (await editableProperty(db, user, id)).ratePlans;
}

/**
 * The plans a property offers. The plan its listing was submitted with stays its rate_plan while offered;
 * once not, the first plan offered takes its place (bookings sent without a plan take it).
 */
export async function updateRatePlans(db: Db, user: Account, id: number, rules: RatePlanRules) {
  const offered = offeredPlans(rules);
  const first = offered[0];
  if (first === undefined) throw new AppError(422, M.ratePlansRequired, { code: 'NO_RATE_PLAN' });
  const property = await editableProperty(db, user, id);
  const ratePlan = (offered as string[]).includes(property.ratePlan) ? property.ratePlan : first;
  const [row] = await db
    .update(properties)
    .set({ ratePlans: rules, ratePlan })
    .where(eq(properties.id, id))
    .returning({ ratePlans: properties.ratePlans });
  return row!.ratePlans;
}
