// Calendars as other sites export them (fixtures/, written by us in the shape of Airbnb's, Booking.com's,
// iCloud's and OwnerRez's exports, with the quirks other parsers accept: a byte-order mark, LF line endings,
// folded lines, time zones with daylight saving, bare dates, RDATE periods), read night by night through the
// worker the API uses (read-calendar.ts). docs/decisions/0035-hostile-calendars.md.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCalendar } from './read-calendar.ts';

const FROM = '2026-12-01';
const TO = '2027-01-01';
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.ics`, import.meta.url), 'utf8');
const read = (text: string) => readCalendar(text, FROM, TO, Date.now() + 60_000);
/** Rooms per night for nights 'DD' of December 2026. */
const december = (nights: Record<string, number>) =>
  Object.fromEntries(Object.entries(nights).map(([day, rooms]) => [`2026-12-${day}`, rooms]));

describe('calendars exported by other sites', () => {
  it('reads an Airbnb export: reservations and blocked nights, folded descriptions', async () => {
    const { nights, skippedCount } = await read(fixture('airbnb'));
    expect(Object.fromEntries(nights)).toEqual(
      december({ '05': 1, '06': 1, '07': 2, '08': 1, '15': 1, '16': 1, '17': 1, '18': 1, '19': 1 }),
    );
    expect(skippedCount).toBe(0);
  });

  it('reads a Booking.com export with a byte-order mark and LF line endings', async () => {
    const { nights } = await read(fixture('booking'));
    expect(Object.fromEntries(nights)).toEqual(december({ '10': 1, '11': 2, '12': 1 }));
  });

  it('reads an iCloud export: time zones with daylight saving, alarms, a weekly series with an excluded and a moved occurrence, a cancelled event', async () => {
    const { nights } = await read(fixture('icloud'));
    expect(Object.fromEntries(nights)).toEqual(
      december({ '02': 1, '03': 1, '07': 1, '22': 1, '23': 1, '28': 1 }),
    );
  });

  it('reads an OwnerRez export with bare dates and an RDATE period, skipping and naming the events it cannot read', async () => {
    const { nights, skipped, skippedCount } = await read(fixture('ownerrez'));
    expect(Object.fromEntries(nights)).toEqual(
      december({ '03': 1, '04': 1, '05': 1, '10': 1, '15': 1, '16': 1, '17': 1 }),
    );
    expect(skippedCount).toBe(2);
    expect(skipped).toEqual([
      { uid: 'or-b-2261802@ownerrez.com', summary: 'Booked: Amina K.', reason: 'badDates' },
      { uid: 'or-h-88390@ownerrez.com', summary: 'Owner hold', reason: 'noStart' },
    ]);
  });
});
