// A room type's calendar for other sites (docs/decisions/0023-calendar-and-rates.md, "Channel sync"): RFC 5545,
// one all-day event per run of consecutive nights with the same number of rooms taken (held by bookings, closed
// by the host, or held by other sites' calendars), from 30 days ago to two years ahead, in the host's language.
// Readable with the room type's secret token and by no one without it; the host can replace the token.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
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
import { IMPORT_YEARS, yearsAfter } from './service.ts';

/** Nights before today the export still lists (a stay that began last week is still being stayed). */
export const EXPORT_PAST_DAYS = 30;

/** The export URL of a room type with its token, on the site the request came to. */
export function icsUrlOf(request: FastifyRequest, roomTypeId: number, token: string): string {
  return `${request.protocol}://${request.host}/api/room_types/${roomTypeId}/calendar.ics?token=${encodeURIComponent(token)}`;
}

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

type Run = { first: string; end: string; taken: number; capacity: number };

/**
 * The room type's calendar as iCalendar text, or undefined when the room type is unknown, has no property yet or
 * the token is not its own (the route answers 404 alike, so that ids are not confirmed).
 */
export async function exportCalendar(db: Db, roomTypeId: number, token: string | undefined) {
  const [room] = await db
    .select({
      title: roomTypes.title,
      icsToken: roomTypes.icsToken,
      propertyName: properties.name,
      locale: users.locale,
    })
    .from(roomTypes)
    .innerJoin(properties, eq(properties.id, roomTypes.propertyId))
    .innerJoin(users, eq(users.id, properties.hostId))
    .where(eq(roomTypes.id, roomTypeId));
  if (!room || token === undefined || !sameToken(token, room.icsToken)) return undefined;
  const locale: Locale = room.locale ?? 'en';
  const today = todayInKigali();
  const result = await db.execute(sql`
    select to_char(night, 'YYYY-MM-DD') as night, held + closed + synced as taken, capacity
    from room_nights
    where room_type_id = ${roomTypeId} and held + closed + synced >= 1
      and night >= ${addDays(today, -EXPORT_PAST_DAYS)}::date and night < ${yearsAfter(today, IMPORT_YEARS)}::date
    order by night`);
  const nights = (result as { rows: Array<{ night: string; taken: number; capacity: number }> }).rows;

  const runs: Run[] = [];
  for (const { night, taken, capacity } of nights) {
    const last = runs.at(-1);
    if (last && last.end === night && last.taken === Number(taken) && last.capacity === Number(capacity))
      last.end = addDays(night, 1);
    else
      runs.push({ first: night, end: addDays(night, 1), taken: Number(taken), capacity: Number(capacity) });
  }

  const name = `${room.propertyName} – ${say(locale, labelOf(ROOM_TYPE_TITLE_LABELS, room.title))}`;
  const calendar = ical({
    name,
    prodId: { company: PRODUCT_NAME, product: 'Room calendar', language: locale.toUpperCase() },
  });
  for (const run of runs) {
    const summary =
      run.taken >= run.capacity
        ? CHANNEL_SYNC_MESSAGES.notAvailable
        : CHANNEL_SYNC_MESSAGES.roomsTaken({ taken: run.taken, rooms: run.capacity });
    calendar.createEvent({
      id: `${roomTypeId}-${run.first}@ikaze`,
      // All-day DATE values ('2026-12-01'), the end exclusive, as check-out is.
      start: run.first,
      end: run.end,
      allDay: true,
      summary: `${PRODUCT_NAME}: ${say(locale, summary)}`,
    });
  }
  return calendar.toString();
}
