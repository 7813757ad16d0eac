// Reading imported calendars into rooms per night: the kinds of events other sites send.
import { describe, expect, it } from 'vitest';
import { NotACalendar, readNights } from './parse-calendar.ts';

const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Test//EN', ...events, 'END:VCALENDAR'].join('\r\n');
const event = (uid: string, ...lines: string[]) =>
  ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20261101T000000Z', ...lines, 'END:VEVENT'].join('\r\n');

const FROM = '2026-12-01';
const TO = '2027-01-01';
const nights = (text: string) => Object.fromEntries(readNights(text, FROM, TO).nights);

describe('roomsPerNight', () => {
  it('counts all-day events night by night, the end date excluded, one room per event', () => {
    const text = calendar(
      event('a', 'DTSTART;VALUE=DATE:20261205', 'DTEND;VALUE=DATE:20261208'),
      event('b', 'DTSTART;VALUE=DATE:20261206', 'DTEND;VALUE=DATE:20261207'),
    );
    expect(nights(text)).toEqual({ '2026-12-05': 1, '2026-12-06': 2, '2026-12-07': 1 });
  });

  it('gives an event without an end one night, and leaves out cancelled events', () => {
    const text = calendar(
      event('a', 'DTSTART;VALUE=DATE:20261210'),
      event('b', 'DTSTART:20261212T150000Z'),
      event('c', 'DTSTART;VALUE=DATE:20261214', 'DTEND;VALUE=DATE:20261216', 'STATUS:CANCELLED'),
    );
    expect(nights(text)).toEqual({ '2026-12-10': 1, '2026-12-12': 1 });
  });

  it('counts a timed event by its dates as written in its time zone (or UTC), check-out day excluded', () => {
    const text = calendar(
      // 15:00 in Kigali on the 3rd to 11:00 on the 5th: the nights of the 3rd and the 4th.
      event('a', 'DTSTART;TZID=Africa/Kigali:20261203T150000', 'DTEND;TZID=Africa/Kigali:20261205T110000'),
      // 23:30 UTC is already the 21st in Kigali: the date as written (UTC) counts.
      event('b', 'DTSTART:20261220T233000Z', 'DTEND:20261221T090000Z'),
      // A meeting within one day holds no night.
      event('c', 'DTSTART:20261225T090000Z', 'DTEND:20261225T110000Z'),
    );
    expect(nights(text)).toEqual({ '2026-12-03': 1, '2026-12-04': 1, '2026-12-20': 1 });
  });

  it('keeps only the window’s nights of events that start before it or end after it', () => {
    const text = calendar(event('a', 'DTSTART;VALUE=DATE:20261130', 'DTEND;VALUE=DATE:20261202'));
    expect(nights(text)).toEqual({ '2026-12-01': 1 });
    const long = calendar(event('b', 'DTSTART;VALUE=DATE:19000101', 'DTEND;VALUE=DATE:29991231'));
    expect(readNights(long, FROM, TO).nights).toHaveLength(31);
  });

  it('expands recurring events with their excluded dates and moved occurrences', () => {
    const text = calendar(
      event(
        'weekly',
        'DTSTART;VALUE=DATE:20261201',
        'DTEND;VALUE=DATE:20261202',
        'RRULE:FREQ=WEEKLY;COUNT=4',
        'EXDATE;VALUE=DATE:20261208',
      ),
      // The third occurrence moved to the 16th.
      event(
        'weekly',
        'RECURRENCE-ID;VALUE=DATE:20261215',
        'DTSTART;VALUE=DATE:20261216',
        'DTEND;VALUE=DATE:20261217',
      ),
    );
    expect(nights(text)).toEqual({ '2026-12-01': 1, '2026-12-16': 1, '2026-12-22': 1 });
  });

  it('refuses what is not an iCalendar file', () => {
    for (const text of [
      'hello',
      '<html><body>Not found</body></html>',
      '',
      ['BEGIN:VEVENT', 'UID:x', 'DTSTART;VALUE=DATE:20261205', 'END:VEVENT'].join('\r\n'),
    ])
      expect(() => readNights(text, FROM, TO), JSON.stringify(text)).toThrow(NotACalendar);
  });
});
