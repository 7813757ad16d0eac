// Reading imported calendars into rooms per night: the kinds of events other sites send.
import { describe, expect, it } from 'vitest';
import { MAX_NESTING, NotACalendar, readNights } from './parse-calendar.ts';

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

  it('accepts what other parsers accept: a byte-order mark, lone CR or LF line endings, bare dates, RDATE periods', () => {
    const stay = event('a', 'DTSTART;VALUE=DATE:20261205', 'DTEND;VALUE=DATE:20261207');
    const expected = { '2026-12-05': 1, '2026-12-06': 1 };
    expect(nights(`\uFEFF${calendar(stay)}`)).toEqual(expected);
    expect(nights(calendar(stay).replaceAll('\r\n', '\r'))).toEqual(expected);
    expect(nights(calendar(stay).replaceAll('\r\n', '\n'))).toEqual(expected);
    expect(nights(calendar(event('b', 'DTSTART:20261205', 'DTEND:20261207')))).toEqual(expected);
    const periods = event(
      'c',
      'DTSTART;VALUE=DATE:20261201',
      'DTEND;VALUE=DATE:20261202',
      // One period with an end, one with a length; each holds its own nights.
      'RDATE;VALUE=PERIOD:20261205T140000Z/20261207T100000Z,20261210T140000Z/P2D',
    );
    expect(nights(calendar(periods))).toEqual({
      '2026-12-01': 1,
      ...expected,
      '2026-12-10': 1,
      '2026-12-11': 1,
    });
  });

  it('skips the events it cannot read, names them, and counts the rest', () => {
    const read = readNights(
      calendar(
        event('good', 'DTSTART;VALUE=DATE:20261205', 'DTEND;VALUE=DATE:20261206'),
        event('bad-date', 'SUMMARY:Guest', 'DTSTART;VALUE=DATE:notadate'),
        event('no-start', 'SUMMARY:Owner'),
      ),
      FROM,
      TO,
    );
    expect(read.nights).toEqual([['2026-12-05', 1]]);
    expect(read.skipped).toEqual([
      { uid: 'bad-date', summary: 'Guest', reason: 'badDates' },
      { uid: 'no-start', summary: 'Owner', reason: 'noStart' },
    ]);
  });

  it('reads no VTIMEZONE: a time counts by its date as written, whatever its zone’s rules', () => {
    const text = calendar(
      'BEGIN:VTIMEZONE\r\nTZID:Odd\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nRRULE:FREQ=SECONDLY\r\nTZOFFSETFROM:+1400\r\nTZOFFSETTO:-1200\r\nEND:STANDARD\r\nEND:VTIMEZONE',
      event('a', 'DTSTART;TZID=Odd:20261205T230000', 'DTEND;TZID=Odd:20261206T010000'),
    );
    expect(nights(text)).toEqual({ '2026-12-05': 1 });
  });

  it('refuses BEGIN blocks nested deeper than a calendar has any use for', () => {
    const nested = calendar(...Array.from({ length: MAX_NESTING }, () => 'BEGIN:VEVENT'));
    expect(() => readNights(nested, FROM, TO)).toThrow(NotACalendar);
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
