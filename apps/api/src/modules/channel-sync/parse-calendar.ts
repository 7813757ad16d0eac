// Reads an imported iCalendar file into rooms per night (docs/decisions/0023-calendar-and-rates.md, "Channel
// sync"): every event that is not cancelled holds one room on each night it covers, from its start date to its
// end date exclusive. DATE values are nights as they are; a DATE-TIME counts by its date as written, which is
// its date in its own time zone (or UTC for a time ending in Z). An event without an end holds one night.
// Recurring events are expanded (with their exceptions, EXDATEs and RDATEs, periods included) up to the end of
// the window.
//
// This runs in a worker thread only (parse-worker.ts, started by read-calendar.ts), never on the API's event
// loop: the iCalendar library can loop for ever on an impossible rule, and only killing its thread stops it.
// It imports nothing but ical.js so that the worker starts small. Its own limits (docs/decisions/0035):
// - at most MAX_NESTING levels of BEGIN blocks;
// - at most MAX_OCCURRENCES recurring occurrences read per file (an event that needs more is skipped);
// - the file's VTIMEZONE blocks are dropped unread: a date counts as written, so no time zone's rules are ever
//   expanded (a VTIMEZONE repeating every second cannot cost anything), and a TZID nobody defines is harmless.
// Files other parsers accept are accepted: a byte-order mark, lone CR line endings, DTSTART:20240215 without
// VALUE=DATE, RDATE;VALUE=PERIOD. An event that still cannot be read is skipped and reported, the rest counted.
import ICAL from 'ical.js';

/** Recurring occurrences one file may expand (two years of a daily event are 731). */
export const MAX_OCCURRENCES = 50_000;
/** Levels of BEGIN blocks (VCALENDAR > VEVENT > VALARM is 3). */
export const MAX_NESTING = 8;
/** Skipped events reported per file (the count says how many more). */
export const MAX_SKIPPED_REPORTED = 20;

/** Why an event was skipped: a key of CHANNEL_SYNC_MESSAGES.skipReasons. */
export type SkipReason = 'noStart' | 'badDates' | 'badRecurrence' | 'tooManyOccurrences';
export interface SkippedEvent {
  uid: string;
  summary: string;
  reason: SkipReason;
}
export interface NightsRead {
  /** [night (YYYY-MM-DD), rooms], nights holding none left out, in order. */
  nights: Array<[string, number]>;
  /** The first MAX_SKIPPED_REPORTED events skipped. */
  skipped: SkippedEvent[];
  skippedCount: number;
}

/** A file that is not an iCalendar file at all. */
export class NotACalendar extends Error {}

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const timeDay = (time: Time) => Date.UTC(time.year, time.month - 1, time.day) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

const isCancelled = (component: Component) =>
  String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';
const hasNoEnd = (component: Component) =>
  !component.hasProperty('dtend') && !component.hasProperty('duration');
const text = (value: unknown) => (typeof value === 'string' ? value : '').slice(0, 200);

/** An event's failure, with the reason reported to the host. */
class Skip extends Error {
  // No parameter property: Node strips this file's types without compiling it (the worker runs it as is).
  readonly reason: SkipReason;
  constructor(reason: SkipReason) {
    super(reason);
    this.reason = reason;
  }
}

/**
 * Rooms held per night by the calendar's events, for the nights from .. to − 1 (YYYY-MM-DD). Throws NotACalendar
 * for anything that is not an iCalendar file.
 */
export function readNights(source: string, from: string, to: string): NightsRead {
  const root = parseCalendar(source);
  const first = dayNumber(from);
  const counts = new Int32Array(Math.max(0, dayNumber(to) - first));
  const last = first + counts.length;
  const skipped: SkippedEvent[] = [];
  let skippedCount = 0;

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
    const list = exceptions.get(uid);
    if (list) list.push(event);
    else exceptions.set(uid, [event]);
  }

  const budget = { left: MAX_OCCURRENCES };
  for (const component of events) {
    const uid = String(component.getFirstPropertyValue('uid') ?? '');
    // An exception is counted by its series, unless its series is not in the file.
    if (component.hasProperty('recurrence-id') && masters.has(uid)) continue;
    if (isCancelled(component)) continue;
    // The nights of one event are kept apart until it is read whole: a skipped event holds none.
    const spans: Array<[number, number]> = [];
    try {
      if (!component.hasProperty('dtstart')) throw new Skip('noStart');
      readEvent(component, exceptions.get(uid) ?? [], last, budget, spans);
    } catch (error) {
      skippedCount += 1;
      if (skipped.length < MAX_SKIPPED_REPORTED)
        skipped.push({
          uid: text(uid),
          summary: text(safely(() => component.getFirstPropertyValue('summary'))),
          reason: error instanceof Skip ? error.reason : 'badDates',
        });
      continue;
    }
    for (const [startDay, endDay] of spans)
      for (let day = Math.max(startDay, first); day < Math.min(endDay, last); day++)
        counts[day - first]! += 1;
  }

  const nights: Array<[string, number]> = [];
  counts.forEach((rooms, i) => {
    if (rooms > 0) nights.push([dateOf(first + i), rooms]);
  });
  return { nights, skipped, skippedCount };
}

/** One event's [first day, end day) spans, occurrences expanded until the day `last`. */
function readEvent(
  component: Component,
  exceptions: Component[],
  last: number,
  budget: { left: number },
  spans: Array<[number, number]>,
) {
  // No end at all: one night. Otherwise the nights from the start date up to the end date.
  const span = (start: Time, end: Time | null) => {
    const startDay = timeDay(start);
    spans.push([startDay, end ? timeDay(end) : startDay + 1]);
  };
  const periods = takePeriods(component);
  let event: InstanceType<typeof ICAL.Event>;
  try {
    // Its exceptions given: left alone, the library looks through every event of the file for each event.
    event = new ICAL.Event(component, { exceptions, strictExceptions: true });
    span(event.startDate, hasNoEnd(component) ? null : event.endDate);
  } catch {
    throw new Skip('badDates');
  }
  for (const [start, end] of periods) {
    if (--budget.left < 0) throw new Skip('tooManyOccurrences');
    span(start, end);
  }
  if (!event.isRecurring() || component.hasProperty('recurrence-id')) return;
  spans.shift(); // The expansion yields the first occurrence (DTSTART) too, possibly moved by an exception.
  try {
    // The series' own length is read once: the library would look it up again among all the event's
    // properties (36,000 RDATEs, say) for every occurrence. Only an exception's occurrence needs its details.
    const duration = event.duration;
    const endless = hasNoEnd(component);
    const occurrences = event.iterator();
    for (let next = occurrences.next(); next; next = occurrences.next()) {
      if (--budget.left < 0) throw new Skip('tooManyOccurrences');
      if (timeDay(next) >= last) break;
      if (exceptions.length === 0) {
        const end = next.clone();
        end.addDuration(duration);
        span(next, endless ? null : end);
        continue;
      }
      const details = event.getOccurrenceDetails(next);
      if (details.item !== event && isCancelled(details.item.component)) continue;
      span(details.startDate, hasNoEnd(details.item.component) ? null : details.endDate);
    }
  } catch (error) {
    throw error instanceof Skip ? error : new Skip('badRecurrence');
  }
}

/**
 * The event's RDATE;VALUE=PERIOD values as [start, end], taken off the event: the library's expansion cannot
 * read them, and a period carries its own end.
 */
function takePeriods(component: Component): Array<[Time, Time]> {
  const periods: Array<[Time, Time]> = [];
  for (const property of component.getAllProperties('rdate')) {
    if (property.type !== 'period') continue;
    try {
      for (const value of property.getValues() as Array<InstanceType<typeof ICAL.Period>>)
        periods.push([value.start, value.getEnd()]);
    } catch {
      throw new Skip('badRecurrence');
    }
    component.removeProperty(property);
  }
  return periods;
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** The file's VCALENDAR (its first, if several), or NotACalendar. */
function parseCalendar(source: string): Component {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(normalise(source));
  } catch (error) {
    if (error instanceof NotACalendar) throw error;
    throw new NotACalendar('unreadable');
  }
  const jcal = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed;
  if (!Array.isArray(jcal) || jcal[0] !== 'vcalendar') throw new NotACalendar('no VCALENDAR');
  try {
    return new ICAL.Component(jcal);
  } catch {
    throw new NotACalendar('unreadable');
  }
}

const BARE_DATE = /^(DTSTART|DTEND|RECURRENCE-ID|EXDATE|RDATE)((?:;[^:]*)?):(\d{8}(?:,\d{8})*)$/i;

/**
 * The file as the library reads it: no byte-order mark, CRLF line endings, lines unfolded, no VTIMEZONE, and
 * bare dates marked VALUE=DATE. Refuses nesting deeper than MAX_NESTING.
 */
export function normalise(source: string): string {
  const lines: string[] = [];
  let depth = 0;
  let inTimezone = 0;
  for (const raw of source.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/)) {
    if ((raw.startsWith(' ') || raw.startsWith('\t')) && lines.length > 0) {
      if (!inTimezone) lines[lines.length - 1] += raw.slice(1);
      continue;
    }
    const line = raw.trimEnd();
    const upper = line.slice(0, 16).toUpperCase();
    if (upper.startsWith('BEGIN:')) {
      if (++depth > MAX_NESTING) throw new NotACalendar('nested too deeply');
      if (upper === 'BEGIN:VTIMEZONE' || inTimezone) inTimezone += 1;
    } else if (upper.startsWith('END:')) {
      depth -= 1;
      if (inTimezone) {
        inTimezone -= 1;
        continue;
      }
    }
    if (inTimezone || line === '') continue;
    const bare = BARE_DATE.exec(line);
    lines.push(bare && !/;VALUE=/i.test(bare[2]!) ? `${bare[1]}${bare[2]};VALUE=DATE:${bare[3]}` : line);
  }
  return lines.join('\r\n');
}
