// Reads an imported iCalendar file into rooms per night (docs/decisions/0023-calendar-and-rates.md, "Channel
// sync"): every event that is not cancelled holds one room on each night it covers, from its start date to its
// end date exclusive. DATE values are nights as they are; a DATE-TIME counts by its date as written, which is
// its date in its own time zone (or UTC for a time ending in Z). An event without an end holds one night.
// Recurring events are expanded (with their exceptions and EXDATEs) up to the end of the window, within a budget
// of occurrences per file so that a rule repeating every minute since 1970 cannot hold the process.
import ICAL from 'ical.js';
import { CHANNEL_SYNC_MESSAGES } from '@ikaze/domain';
import { CalendarFetchError } from './fetch-calendar.ts';

/** Occurrences of recurring events one file may expand. */
export const MAX_OCCURRENCES = 20_000;

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const timeDay = (time: Time) => Date.UTC(time.year, time.month - 1, time.day) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

const isCancelled = (component: Component) =>
  String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';

/**
 * Rooms held per night by the calendar's events, for the nights from .. to − 1 (YYYY-MM-DD), nights holding none
 * left out. Anything that is not an iCalendar file throws a CalendarFetchError.
 */
export function roomsPerNight(text: string, from: string, to: string): Map<string, number> {
  const root = parseCalendar(text);
  try {
    return countRooms(root, from, to);
  } catch {
    // A value ical.js cannot read (a DTSTART that is no date, a broken RRULE): the file is not valid.
    throw new CalendarFetchError(CHANNEL_SYNC_MESSAGES.invalid);
  }
}

function countRooms(root: Component, from: string, to: string): Map<string, number> {
  const first = dayNumber(from);
  const counts = new Int32Array(Math.max(0, dayNumber(to) - first));
  const hold = (start: Time, end: Time | null) => {
    const startDay = timeDay(start);
    // No end at all: one night. Otherwise the nights from the start date up to the end date.
    const endDay = end ? timeDay(end) : startDay + 1;
    for (let day = Math.max(startDay, first); day < Math.min(endDay, first + counts.length); day++)
      counts[day - first]! += 1;
  };

  const events = root.getAllSubcomponents('vevent');
  // Overridden occurrences of a recurring event (RECURRENCE-ID) belong to their series, by UID.
  const exceptions = new Map<string, Component[]>();
  const masters = new Set<string>();
  for (const event of events) {
    const uid = String(event.getFirstPropertyValue('uid') ?? '');
    if (!event.hasProperty('recurrence-id')) {
      if (event.hasProperty('rrule') || event.hasProperty('rdate')) masters.add(uid);
      continue;
    }
    exceptions.set(uid, [...(exceptions.get(uid) ?? []), event]);
  }

  let budget = MAX_OCCURRENCES;
  for (const component of events) {
    if (!component.hasProperty('dtstart')) continue;
    const uid = String(component.getFirstPropertyValue('uid') ?? '');
    // An exception is counted by its series, unless its series is not in the file.
    if (component.hasProperty('recurrence-id') && masters.has(uid)) continue;
    if (isCancelled(component)) continue;
    const event = new ICAL.Event(component);
    const endless = !component.hasProperty('dtend') && !component.hasProperty('duration');
    if (!event.isRecurring() || component.hasProperty('recurrence-id')) {
      hold(event.startDate, endless ? null : event.endDate);
      continue;
    }
    for (const exception of exceptions.get(uid) ?? []) event.relateException(exception);
    const occurrences = event.iterator();
    for (let next = occurrences.next(); next && budget > 0; next = occurrences.next(), budget--) {
      if (timeDay(next) >= first + counts.length) break;
      const details = event.getOccurrenceDetails(next);
      if (details.item !== event && isCancelled(details.item.component)) continue;
      const itemEndless =
        !details.item.component.hasProperty('dtend') && !details.item.component.hasProperty('duration');
      hold(details.startDate, itemEndless ? null : details.endDate);
    }
  }

  const nights = new Map<string, number>();
  counts.forEach((rooms, i) => {
    if (rooms > 0) nights.set(dateOf(first + i), rooms);
  });
  return nights;
}

/** The file's VCALENDAR, or the error of a file that is not one. */
function parseCalendar(text: string): Component {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch {
    throw new CalendarFetchError(CHANNEL_SYNC_MESSAGES.invalid);
  }
  // Several calendars in one file: the first (sites send one).
  const jcal = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed;
  if (!Array.isArray(jcal) || jcal[0] !== 'vcalendar')
    throw new CalendarFetchError(CHANNEL_SYNC_MESSAGES.invalid);
  try {
    return new ICAL.Component(jcal);
  } catch {
    throw new CalendarFetchError(CHANNEL_SYNC_MESSAGES.invalid);
  }
}
