// A room type's calendar for other sites (docs/decisions/0023-calendar-and-rates.md, "Channel sync"): RFC 5545,
// all-day events for the rooms taken here (held by bookings, closed by the host), one event per room, from 30
// days ago to two years ahead, in the host's language. Nights other sites' calendars hold are left out: each site
// knows its own, and sending them back would let two sites that import each other keep a block alive for ever.
// Readable with the room type's secret token and by no one without it; the host can replace the token; a
// deactivated host's calendars answer 404. Every line ends with CRLF, the last one too, and the calendar always
// holds one component (RFC 5545 asks for at least one): the platform's time zone, Africa/Kigali, which no event
// uses (docs/decisions/0035-hostile-calendars.md).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import ical from 'ical-generator';
import {
  addDays,
  CHANNEL_SYNC_MESSAGES,
  labelOf,
  PRODUCT_NAME,
  ROOM_TYPE_TITLE_LABELS,
  todayInKigali,
  type Locale,
} from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { properties, roomTypes, users } from '../../db/schema.ts';
import { say } from '../../lib/translations.ts';
import { siteAddress } from '../notifications/index.ts';
import { IMPORT_YEARS, yearsAfter } from './service.ts';

/** Nights before today the export still lists (a stay that began last week is still being stayed). */
export const EXPORT_PAST_DAYS = 30;

/**
 * The export URL of a room type with its token, on PUBLIC_URL; unset, on http://localhost:PORT as in emails. Never
 * on the request's Host header: a proxy or a caller sets that, and other sites keep this URL for years.
 */
export function icsUrlOf(request: FastifyRequest, roomTypeId: number, token: string): string {
  return `${siteAddress(request.server.config)}/api/room_types/${roomTypeId}/calendar.ics?token=${encodeURIComponent(token)}`;
}

/** The platform's time zone (Kigali keeps +02:00 all year): the component every exported calendar holds. */
const KIGALI_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Africa/Kigali',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0200',
  'TZNAME:CAT',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** A new secret for a room type's export URL: 24 random bytes, hex. */
export const newIcsToken = () => randomBytes(24).toString('hex');

/** Replaces a room type's token: the old URL stops working at once. Answers the new one. */
export async function replaceIcsToken(db: Db, roomTypeId: number): Promise<string> {
  const token = newIcsToken();
  await db.update(roomTypes).set({ icsToken: token }).where(eq(roomTypes.id, roomTypeId));
  return token;
}

/** Equal tokens, compared in constant time (both hashed first, so that their lengths tell nothing either). */
function sameToken(given: string, stored: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(stored));
}

type Run = { level: number; first: string; end: string };

/**
 * Stacked runs: for k = 1, 2, … the runs of consecutive nights where at least k rooms are taken. On any night as
 * many events overlap as rooms are taken, so a site that counts events (as our import does, one room each) reads
 * the exact count, and a site that blocks on any event blocks the nights with a room taken.
 */
export function stackedRuns(nights: ReadonlyArray<{ night: string; taken: number }>): Run[] {
  const runs: Run[] = [];
  const open = new Map<number, Run>();
  for (const { night, taken } of nights) {
    for (let level = 1; level <= taken; level++) {
      const run = open.get(level);
      if (run && run.end === night) run.end = addDays(night, 1);
      else {
        const next = { level, first: night, end: addDays(night, 1) };
        runs.push(next);
        open.set(level, next);
      }
    }
  }
  return runs.sort((a, b) => a.level - b.level || a.first.localeCompare(b.first));
}

/**
 * The room type's calendar as iCalendar text, or undefined when the room type is unknown, has no property yet or
 * the token is not its own (the route answers 404 alike, so that ids are not confirmed).
 */
export async function exportCalendar(db: Db, roomTypeId: number, token: string | undefined) {
  const [room] = await db
    .select({
      title: roomTypes.title,
      roomCount: roomTypes.roomCount,
      icsToken: roomTypes.icsToken,
      propertyName: properties.name,
      locale: users.locale,
    })
    .from(roomTypes)
    .innerJoin(properties, eq(properties.id, roomTypes.propertyId))
    .innerJoin(users, eq(users.id, properties.hostId))
    .where(and(eq(roomTypes.id, roomTypeId), eq(users.isActive, true)));
  if (!room || token === undefined || !sameToken(token, room.icsToken)) return undefined;
  const locale: Locale = room.locale ?? 'en';
  const today = todayInKigali();
  const result = await db.execute(sql`
    select to_char(night, 'YYYY-MM-DD') as night, held + closed as taken
    from room_nights
    where room_type_id = ${roomTypeId} and held + closed >= 1
      and night >= ${addDays(today, -EXPORT_PAST_DAYS)}::date and night < ${yearsAfter(today, IMPORT_YEARS)}::date
    order by night`);
  const nights = (result as { rows: Array<{ night: string; taken: number }> }).rows.map((row) => ({
    night: row.night,
    taken: Number(row.taken),
  }));

  const name = `${room.propertyName} – ${say(locale, labelOf(ROOM_TYPE_TITLE_LABELS, room.title))}`;
  const calendar = ical({
    name,
    prodId: { company: PRODUCT_NAME, product: 'Room calendar', language: locale.toUpperCase() },
  });
  for (const run of stackedRuns(nights)) {
    // The event of the k-th room taken: while it lasts, at least k rooms are taken; the last room, none is left.
    const summary =
      run.level >= room.roomCount
        ? CHANNEL_SYNC_MESSAGES.notAvailable
        : CHANNEL_SYNC_MESSAGES.roomsTaken({ taken: run.level, rooms: room.roomCount });
    calendar.createEvent({
      id: `${roomTypeId}-${run.level}-${run.first}@ikaze`,
      // All-day DATE values ('2026-12-01'), the end exclusive, as check-out is.
      start: run.first,
      end: run.end,
      allDay: true,
      summary: `${PRODUCT_NAME}: ${say(locale, summary)}`,
    });
  }
  // The library writes no line ending after END:VCALENDAR, and no time zone unless events use one.
  return calendar.toString().replace(/END:VCALENDAR$/, `${KIGALI_TIMEZONE}\r\nEND:VCALENDAR\r\n`);
}
