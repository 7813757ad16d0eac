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

/** An imported calendar; `lastError` is null after a successful sync, else why the last attempt failed. */
export const calendarImportSchema = z.object({
  id: z.number().int(),
  roomTypeId: z.number().int(),
  name: z.string(),
  url: z.string(),
  lastSyncedAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type CalendarImport = z.infer<typeof calendarImportSchema>;

/** POST /api/room_types/{id}/ics_token: the new export URL (the old one stops working). */
export const icsTokenAnswerSchema = z.object({ icsUrl: z.string() });
