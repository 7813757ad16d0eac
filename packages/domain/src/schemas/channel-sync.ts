// Channel sync by iCalendar (docs/decisions/0023-calendar-and-rates.md, "Channel sync"): a room type's calendar
// export, the other sites' calendars it imports, and the messages of both. An import's `lastError` is one of
// these messages in English (its id), so that each client shows it in its own language.
import { z } from 'zod';
import { template } from '../i18n/translate.ts';
import { entityIdSchema, idParamSchema } from './common.ts';

export const CALENDAR_IMPORT_NAME_MAX = 60;
export const CALENDAR_IMPORT_URL_MAX = 2000;
/** Imports per room type: each is fetched every 15 minutes. */
export const CALENDAR_IMPORTS_MAX = 10;

export const CHANNEL_SYNC_MESSAGES = {
  importNotFound: 'Calendar import not found.',
  name: template('A calendar needs a name of 1 to {max} characters.'),
  url: template('The calendar’s address must be a web address of at most {max} characters.'),
  urlScheme: 'The calendar’s address must start with http:// or https://.',
  duplicate: 'This calendar is already imported for this room type.',
  tooMany: template('A room type can import at most {max} calendars.'),
  // Why the last sync failed (calendar_imports.last_error).
  fetchFailed: 'The calendar could not be fetched.',
  timedOut: 'The calendar took more than 10 seconds to answer.',
  tooLarge: 'The calendar is larger than 1 MB.',
  tooManyRedirects: 'The calendar’s address redirects too many times.',
  privateAddress: 'The calendar’s address is on a private network.',
  httpStatus: template('The calendar’s server answered with status {status}.'),
  invalid: 'The calendar is not a valid iCalendar file.',
  // Reading a file is limited (docs/decisions/0035-hostile-calendars.md).
  readTimedOut: 'The calendar took more than 5 seconds to read: it may repeat an event without end.',
  readTooLarge: 'The calendar needs too much memory to read.',
  busy: 'Too many calendars are being read right now. Try again in a minute.',
  // Why one event of an imported calendar was skipped (the rest is imported).
  skippedNoStart: 'The event has no start date.',
  skippedBadDates: 'The event’s dates cannot be read.',
  skippedBadRecurrence: 'The event’s repeat rule cannot be read.',
  skippedTooManyOccurrences: 'The event repeats too many times.',
  // The exported calendar's events, in the host's language.
  roomsTaken: template('{taken} of {rooms} rooms taken'),
  notAvailable: 'Not available',
} as const;
const M = CHANNEL_SYNC_MESSAGES;

/**
 * Why a calendar's address cannot be imported, or undefined when it can (the API answers 422, and parses it as
 * a URL too: this package has no URL class). Only web addresses: never file:, data: or the like.
 */
export function calendarImportUrlProblem(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return M.urlScheme;
  if (!/^https?:\/\/[^\s/?#]+[^\s]*$/i.test(url)) return M.url({ max: CALENDAR_IMPORT_URL_MAX });
  return undefined;
}

export const icsRoomTypeParamsSchema = z.object({ id: entityIdSchema('room type') });
export const calendarImportIdParamsSchema = z.object({ id: idParamSchema });

/** GET /api/room_types/{id}/calendar.ics?token=…: a missing token is answered like a wrong one (404). */
export const icsQuerySchema = z.object({ token: z.string().max(200).optional() });

/** POST /api/room_types/{id}/calendar/imports. The scheme is checked by calendarImportUrlProblem (422). */
export const calendarImportInputSchema = z.object({
  name: z
    .string({ error: M.name({ max: CALENDAR_IMPORT_NAME_MAX }) })
    .trim()
    .min(1, { error: M.name({ max: CALENDAR_IMPORT_NAME_MAX }) })
    .max(CALENDAR_IMPORT_NAME_MAX, { error: M.name({ max: CALENDAR_IMPORT_NAME_MAX }) }),
  url: z
    .string({ error: M.url({ max: CALENDAR_IMPORT_URL_MAX }) })
    .trim()
    .min(1, { error: M.url({ max: CALENDAR_IMPORT_URL_MAX }) })
    .max(CALENDAR_IMPORT_URL_MAX, { error: M.url({ max: CALENDAR_IMPORT_URL_MAX }) }),
});
export type CalendarImportInput = z.infer<typeof calendarImportInputSchema>;

/** Events skipped by an import at most (the count says how many in all). */
export const CALENDAR_SKIPPED_EVENTS_MAX = 20;

/** An event the last successful sync could not read and left out; `reason` is a message above (its id). */
export const skippedEventSchema = z.object({ uid: z.string(), summary: z.string(), reason: z.string() });
export type SkippedEvent = z.infer<typeof skippedEventSchema>;

/**
 * An imported calendar; `lastError` is null after a successful sync, else why the last attempt failed.
 * `skippedEvents` are the events the last successful sync left out (at most CALENDAR_SKIPPED_EVENTS_MAX), of
 * `skippedCount` in all.
 */
export const calendarImportSchema = z.object({
  id: z.number().int(),
  roomTypeId: z.number().int(),
  name: z.string(),
  url: z.string(),
  lastSyncedAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  skippedEvents: z.array(skippedEventSchema),
  skippedCount: z.number().int(),
});
export type CalendarImport = z.infer<typeof calendarImportSchema>;

/** POST /api/room_types/{id}/ics_token: the new export URL (the old one stops working). */
export const icsTokenAnswerSchema = z.object({ icsUrl: z.string() });
