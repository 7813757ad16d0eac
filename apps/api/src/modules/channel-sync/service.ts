// Channel sync's imports (docs/decisions/0023-calendar-and-rates.md, "Channel sync"): the other sites' calendars a
// room type is also sold on, fetched on demand and every 15 minutes (schedule.ts), their nights stored per import
// (calendar_import_nights) and summed into room_nights.synced. Only the property's host and admins manage them.
// Every sync claims its import in a committed statement before fetching it (last_attempt_at), so that another
// process's schedule does not take it up meanwhile and a crash in the middle is not retried before 15 minutes;
// the file is read off the event loop within the sync's 10 seconds (read-calendar.ts).
import { and, asc, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import {
  CALENDAR_IMPORTS_MAX,
  CALENDAR_IMPORT_URL_MAX,
  CHANNEL_SYNC_MESSAGES,
  LISTING_MESSAGES,
  AUTH_MESSAGES,
  calendarImportUrlProblem,
  todayInKigali,
  type CalendarImport,
  type CalendarImportInput,
} from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import type { Queryable, Tx } from '../../db/queryable.ts';
import { calendarImports, properties, roomTypes } from '../../db/schema.ts';
import { AppError, conflict, forbidden, notFound, uniqueViolation } from '../../lib/errors.ts';
import type { Account } from '../../db/accounts.ts';
import { CalendarFetchError, FETCH_TIMEOUT_MS, fetchCalendar, type FetchOptions } from './fetch-calendar.ts';
import type { SkipReason } from './parse-calendar.ts';
import { readCalendar } from './read-calendar.ts';

/** An import is due again this long after its last attempt (claims compare in the database's clock). */
export const SYNC_INTERVAL = sql`interval '15 minutes'`;
/** Imports count nights from today to two years ahead, the platform's booking horizon. */
export const IMPORT_YEARS = 2;

/** The first night after `years` years from `date` (YYYY-MM-DD). */
export function yearsAfter(date: string, years: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCFullYear(day.getUTCFullYear() + years);
  return day.toISOString().slice(0, 10);
}

/** The nights of one room type whose synced rooms changed (for the change feed), if any. */
export type Changed = { first: string; last: string; roomTypes: number[] } | undefined;

export interface ManagedRoomType {
  id: number;
  propertyId: number;
  hostId: number;
}

/** A room type of a property the user hosts (or any, for admins): 404 unknown or a draft, 403 someone else's. */
export async function managedRoomType(db: Queryable, user: Account, id: number): Promise<ManagedRoomType> {
  const [row] = await db
    .select({ id: roomTypes.id, propertyId: properties.id, hostId: properties.hostId })
    .from(roomTypes)
    .innerJoin(properties, eq(properties.id, roomTypes.propertyId))
    .where(eq(roomTypes.id, id));
  if (!row) throw notFound(LISTING_MESSAGES.roomTypeNotFound);
  if (user.role !== 'admin' && row.hostId !== user.id) throw forbidden(AUTH_MESSAGES.forbidden);
  return row;
}

type ImportRow = typeof calendarImports.$inferSelect;

export const toCalendarImport = (row: ImportRow): CalendarImport => ({
  id: row.id,
  roomTypeId: row.roomTypeId,
  name: row.name,
  url: row.url,
  lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  lastError: row.lastError,
  skippedEvents: row.skippedEvents,
  skippedCount: row.skippedCount,
});

/** The message (its English id) of each reason an event is skipped for. */
const SKIP_MESSAGES: Record<SkipReason, string> = {
  noStart: CHANNEL_SYNC_MESSAGES.skippedNoStart,
  badDates: CHANNEL_SYNC_MESSAGES.skippedBadDates,
  badRecurrence: CHANNEL_SYNC_MESSAGES.skippedBadRecurrence,
  tooManyOccurrences: CHANNEL_SYNC_MESSAGES.skippedTooManyOccurrences,
};

/** An import of a room type the user manages (404 unknown, 403 someone else's). */
async function managedImport(db: Queryable, user: Account, id: number): Promise<ImportRow> {
  const [row] = await db.select().from(calendarImports).where(eq(calendarImports.id, id));
  if (!row) throw notFound(CHANNEL_SYNC_MESSAGES.importNotFound);
  try {
    await managedRoomType(db, user, row.roomTypeId);
  } catch (error) {
    // Its room type exists (the import cascades with it): only a refusal can come from there.
    if (error instanceof AppError && error.statusCode === 404)
      throw notFound(CHANNEL_SYNC_MESSAGES.importNotFound);
    throw error;
  }
  return row;
}

export async function listImports(db: Db, user: Account, roomTypeId: number): Promise<CalendarImport[]> {
  await managedRoomType(db, user, roomTypeId);
  const rows = await db
    .select()
    .from(calendarImports)
    .where(eq(calendarImports.roomTypeId, roomTypeId))
    .orderBy(asc(calendarImports.id));
  return rows.map(toCalendarImport);
}

/** Why an address cannot be imported (422), the domain's rule and a real URL parse. */
function urlProblem(url: string): string | undefined {
  return (
    calendarImportUrlProblem(url) ??
    (URL.canParse(url) ? undefined : CHANNEL_SYNC_MESSAGES.url({ max: CALENDAR_IMPORT_URL_MAX }))
  );
}

/** Adds an import (at most CALENDAR_IMPORTS_MAX per room type, one per URL) and syncs it at once. */
export async function createImport(
  db: Db,
  user: Account,
  roomTypeId: number,
  input: CalendarImportInput,
  options: FetchOptions,
): Promise<{ calendarImport: CalendarImport; changed: Changed }> {
  await managedRoomType(db, user, roomTypeId);
  const problem = urlProblem(input.url);
  if (problem) throw new AppError(422, problem, { field: 'url' });
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      // Two adds at once count each other: the room type's row is their turnstile.
      await lockRoomType(tx, roomTypeId);
      const [existing] = await tx
        .select({ n: count() })
        .from(calendarImports)
        .where(eq(calendarImports.roomTypeId, roomTypeId));
      if ((existing?.n ?? 0) >= CALENDAR_IMPORTS_MAX)
        throw conflict(CHANNEL_SYNC_MESSAGES.tooMany({ max: CALENDAR_IMPORTS_MAX }), {
          params: { max: CALENDAR_IMPORTS_MAX },
        });
      const [row] = await tx
        .insert(calendarImports)
        .values({ roomTypeId, name: input.name, url: input.url })
        .returning({ id: calendarImports.id });
      return row!.id;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'calendar_imports_room_type_url_key')
      throw conflict(CHANNEL_SYNC_MESSAGES.duplicate, { field: 'url' });
    throw error;
  }
  const synced = await syncImport(db, id, options);
  return { calendarImport: synced!.calendarImport, changed: synced!.changed };
}

/** Removes an import: its nights go, and the room type's synced rooms are counted again without them. */
export async function deleteImport(db: Db, user: Account, id: number): Promise<Changed> {
  const row = await managedImport(db, user, id);
  return db.transaction(async (tx) => {
    await lockRoomType(tx, row.roomTypeId);
    await tx.delete(calendarImports).where(eq(calendarImports.id, id));
    return recomputeSynced(tx, row.roomTypeId, todayInKigali());
  });
}

/** Syncs an import the user manages now, whenever it was last tried. */
export async function syncImportNow(
  db: Db,
  user: Account,
  id: number,
  options: FetchOptions,
): Promise<{ calendarImport: CalendarImport; changed: Changed }> {
  await managedImport(db, user, id);
  const synced = await syncImport(db, id, options);
  if (!synced) throw notFound(CHANNEL_SYNC_MESSAGES.importNotFound);
  return synced;
}

/**
 * Claims and syncs one import, whenever it was last tried. Undefined when the import was removed meanwhile.
 */
export async function syncImport(
  db: Db,
  id: number,
  options: FetchOptions,
): Promise<{ calendarImport: CalendarImport; changed: Changed } | undefined> {
  const [claimed] = await db
    .update(calendarImports)
    .set({ lastAttemptAt: sql`now()` })
    .where(eq(calendarImports.id, id))
    .returning();
  return claimed ? syncClaimed(db, claimed, options) : undefined;
}

/**
 * Fetches and applies an import already claimed. A failure (fetch, size, time, format) records its message and
 * changes nothing else: the last good nights stay. Events that cannot be read are left out and listed.
 */
async function syncClaimed(
  db: Db,
  found: ImportRow,
  options: FetchOptions,
): Promise<{ calendarImport: CalendarImport; changed: Changed } | undefined> {
  const id = found.id;
  const today = todayInKigali();
  // The fetch and the reading share the fetch's time: the host has an answer within it.
  const deadline = Date.now() + (options.timeoutMs ?? FETCH_TIMEOUT_MS);
  let read: Awaited<ReturnType<typeof readCalendar>>;
  try {
    const text = await fetchCalendar(found.url, options);
    read = await readCalendar(text, today, yearsAfter(today, IMPORT_YEARS), deadline);
  } catch (error) {
    const message = error instanceof CalendarFetchError ? error.message : CHANNEL_SYNC_MESSAGES.fetchFailed;
    const [row] = await db
      .update(calendarImports)
      .set({ lastAttemptAt: sql`now()`, lastError: message })
      .where(eq(calendarImports.id, id))
      .returning();
    return row ? { calendarImport: toCalendarImport(row), changed: undefined } : undefined;
  }
  const { nights } = read;
  const skippedEvents = read.skipped.map((event) => ({ ...event, reason: SKIP_MESSAGES[event.reason] }));
  return db.transaction(async (tx) => {
    await lockRoomType(tx, found.roomTypeId);
    const [row] = await tx
      .update(calendarImports)
      .set({
        lastSyncedAt: sql`now()`,
        lastAttemptAt: sql`now()`,
        lastError: null,
        skippedEvents,
        skippedCount: read.skippedCount,
      })
      .where(eq(calendarImports.id, id))
      .returning();
    if (!row) return undefined;
    await tx.execute(sql`delete from calendar_import_nights where import_id = ${id}`);
    if (nights.size > 0) {
      const rows = JSON.stringify([...nights].map(([night, rooms]) => ({ night, rooms })));
      await tx.execute(sql`
        insert into calendar_import_nights (import_id, night, rooms)
        select ${id}::int, x.night, x.rooms from json_to_recordset(${rows}::json) as x(night date, rooms int)`);
    }
    const changed = await recomputeSynced(tx, found.roomTypeId, today);
    return { calendarImport: toCalendarImport(row), changed };
  });
}

/**
 * Serialises the writers of one room type's synced rooms (imports synced, added or removed at once): each
 * recount then reads the others' committed nights. NO KEY UPDATE leaves bookings (which only reference the
 * row) alone.
 */
async function lockRoomType(tx: Tx, roomTypeId: number): Promise<void> {
  await tx.execute(sql`select id from room_types where id = ${roomTypeId} for no key update`);
}

/**
 * Sets room_nights.synced, from today on, to the rooms the room type's imports hold, never more than the night
 * has free (`least(wanted, capacity − held − closed)` on the locked row: other sites sold those rooms already,
 * so an import never fails; the rest is taken when rooms come free, at a later sync). Rows are written in
 * ascending night order, as every writer of room_nights does, and only those whose count changes.
 */
async function recomputeSynced(tx: Tx, roomTypeId: number, today: string): Promise<Changed> {
  const result = await tx.execute(sql`
    insert into room_nights (room_type_id, night, capacity, synced)
    select rt.id, w.night, rt.room_count, least(w.wanted, rt.room_count)
    from (
      select night, sum(wanted)::int as wanted from (
        select cin.night, cin.rooms as wanted
        from calendar_import_nights cin join calendar_imports ci on ci.id = cin.import_id
        where ci.room_type_id = ${roomTypeId} and cin.night >= ${today}::date
        union all
        select rn.night, 0 from room_nights rn
        where rn.room_type_id = ${roomTypeId} and rn.synced > 0 and rn.night >= ${today}::date
      ) wanted group by night
    ) w
    join room_types rt on rt.id = ${roomTypeId}
    order by w.night
    on conflict (room_type_id, night) do update
      set synced = greatest(0, least(excluded.synced, room_nights.capacity - room_nights.held - room_nights.closed))
      where room_nights.synced <> greatest(0,
        least(excluded.synced, room_nights.capacity - room_nights.held - room_nights.closed))
    returning night`);
  const nights = (result as { rows: Array<{ night: string | Date }> }).rows
    .map((r) => (typeof r.night === 'string' ? r.night : r.night.toISOString().slice(0, 10)))
    .sort();
  return nights.length > 0 ? { first: nights[0]!, last: nights.at(-1)!, roomTypes: [roomTypeId] } : undefined;
}

/**
 * Syncs imports not tried for 15 minutes, one at a time, at most `limit`. Each is claimed first by moving its
 * last attempt to now, on the condition that it is still due: with several API processes, one fetches it.
 */
export async function syncDueImports(db: Db, options: FetchOptions, limit = 20): Promise<number> {
  const due = or(
    isNull(calendarImports.lastAttemptAt),
    lt(calendarImports.lastAttemptAt, sql`now() - ${SYNC_INTERVAL}`),
  );
  const candidates = await db
    .select({ id: calendarImports.id })
    .from(calendarImports)
    .where(due)
    .orderBy(sql`${calendarImports.lastAttemptAt} asc nulls first`, asc(calendarImports.id))
    .limit(limit);
  let synced = 0;
  for (const { id } of candidates) {
    const [claimed] = await db
      .update(calendarImports)
      .set({ lastAttemptAt: sql`now()` })
      .where(and(eq(calendarImports.id, id), due))
      .returning();
    if (!claimed) continue;
    await syncClaimed(db, claimed, options);
    synced += 1;
  }
  return synced;
}
