// Hostile iCalendar files (docs/decisions/0035-hostile-calendars.md): each one a way a calendar import once hung
// or stalled the API. Served by a local HTTP server in hostile-calendars.test.ts and bench/hostile-calendars.ts.
// `outcome` is what the import must record: 'refused' (an error message, nights unchanged), 'imported' (its
// `nights` counted from 2026-12-01), or 'harmless' (refused, or imported with the event skipped: the library gives
// up on some impossible rules by itself, unless the time limit comes first on a busy machine), or 'large' (imported
// in about a second on a quiet machine, refused for time when the machine is too busy to read it within 5 s).

const CRLF = '\r\n';
const wrap = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Hostile//EN', ...lines, 'END:VCALENDAR', ''].join(CRLF);
const vevent = (uid: string, ...lines: string[]) => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  'DTSTAMP:20260101T000000Z',
  ...lines,
  'END:VEVENT',
];

/** A rule that never matches (February has no 30th): the library looks for the next occurrence for ever. */
const impossible = (freq: string) =>
  wrap(...vevent('never', 'DTSTART:20260101T100000Z', `RRULE:FREQ=${freq};BYMONTH=2;BYMONTHDAY=30`));

/** 10,500 one-night stays, ~965 KB (under the 1 MB fetch limit). */
export function hugeCalendar(events = 10_500): string {
  const lines: string[] = [];
  const start = Date.UTC(2026, 0, 1);
  for (let i = 0; i < events; i++) {
    const day = new Date(start + (i % 900) * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
    const next = new Date(start + ((i % 900) + 1) * 86_400_000)
      .toISOString()
      .slice(0, 10)
      .replaceAll('-', '');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${i}@b`,
      `DTSTART;VALUE=DATE:${day}`,
      `DTEND;VALUE=DATE:${next}`,
      'END:VEVENT',
    );
  }
  return wrap(...lines);
}

/** One event with 36,000 RDATEs, one a line. */
export function rdateFlood(count = 36_000): string {
  const rdates: string[] = [];
  const start = Date.UTC(2020, 0, 1);
  for (let i = 0; i < count; i++)
    rdates.push(
      `RDATE;VALUE=DATE:${new Date(start + i * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '')}`,
    );
  return wrap(...vevent('flood', 'DTSTART;VALUE=DATE:20200101', 'DTEND;VALUE=DATE:20200102', ...rdates));
}

export interface HostileCalendar {
  name: string;
  body: string;
  outcome: 'refused' | 'imported' | 'harmless' | 'large';
  /** Rooms per night the file holds from 2026-12-01 on, for those imported. */
  nights?: Record<string, number>;
}

export function hostileCalendars(): HostileCalendar[] {
  return [
    { name: 'impossible-daily', body: impossible('DAILY'), outcome: 'refused' },
    { name: 'impossible-weekly', body: impossible('WEEKLY'), outcome: 'harmless' },
    { name: 'impossible-secondly', body: impossible('SECONDLY'), outcome: 'refused' },
    {
      name: 'vtimezone-secondly',
      body: wrap(
        'BEGIN:VTIMEZONE',
        'TZID:Hostile/Seconds',
        'BEGIN:STANDARD',
        'DTSTART:19700101T000000',
        'RRULE:FREQ=SECONDLY',
        'TZOFFSETFROM:+0200',
        'TZOFFSETTO:+0100',
        'END:STANDARD',
        'END:VTIMEZONE',
        ...vevent(
          'tz',
          'DTSTART;TZID=Hostile/Seconds:20261210T150000',
          'DTEND;TZID=Hostile/Seconds:20261212T110000',
        ),
      ),
      outcome: 'imported',
      nights: { '2026-12-10': 1, '2026-12-11': 1 },
    },
    {
      name: 'deep-nesting',
      body: wrap(...Array.from({ length: 40_000 }, () => 'BEGIN:VEVENT')),
      outcome: 'refused',
    },
    { name: 'huge-10500-events', body: hugeCalendar(), outcome: 'large' },
    { name: 'rdate-36000', body: rdateFlood(), outcome: 'large' },
    {
      name: 'lone-cr',
      body: wrap(...vevent('cr', 'DTSTART;VALUE=DATE:20261210', 'DTEND;VALUE=DATE:20261212')).replaceAll(
        CRLF,
        '\r',
      ),
      outcome: 'imported',
    },
    {
      name: 'bad-time-zone',
      body: wrap(
        ...vevent(
          'mars',
          'DTSTART;TZID=Mars/Olympus_Mons:20261210T150000',
          'DTEND;TZID=Mars/Olympus_Mons:20261212T110000',
        ),
        ...vevent('empty-tz', 'DTSTART;TZID=:20261215T150000', 'DTEND;TZID=:20261216T110000'),
      ),
      outcome: 'imported',
      nights: { '2026-12-10': 1, '2026-12-11': 1, '2026-12-15': 1 },
    },
  ];
}
