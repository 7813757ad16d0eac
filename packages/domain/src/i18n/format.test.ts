import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatMonthYear, formatNumber } from './format.ts';
import { LOCALES } from './locales.ts';

// Spaces in formatted text are no-break spaces; tests read them as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes RWF in each language, whole numbers only', () => {
    expect(plain(formatMoney(45_000, 'en'))).toBe('RWF 45,000');
    expect(plain(formatMoney(45_000, 'fr'))).toBe('45 000 RWF');
    expect(plain(formatMoney(45_000, 'rw'))).toBe('45.000 RWF');
    expect(plain(formatMoney(1_234_567.6, 'en'))).toBe('RWF 1,234,568');
    expect(plain(formatMoney(0, 'fr'))).toBe('0 RWF');
    expect(plain(formatMoney(999, 'rw'))).toBe('999 RWF');
  });

  it('keeps the amount and its code on one line', () => {
    for (const locale of LOCALES) expect(formatMoney(45_000, locale)).not.toMatch(/ /);
  });

  it('groups as CLDR does, on every browser (Node has the full locale data to compare with)', () => {
    for (const [locale, tag] of [
      ['en', 'en'],
      ['fr', 'fr'],
      ['rw', 'rw'],
    ] as const) {
      for (const n of [7, 45_000, 1_250_000, -3_500]) {
        expect(formatNumber(n, locale)).toBe(
          new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }).format(n),
        );
      }
    }
  });
});

describe('formatDate', () => {
  it('writes a stay date in each language without moving the day', () => {
    expect(formatDate('2026-12-24', 'en')).toBe('24 Dec 2026');
    expect(formatDate('2026-12-24', 'en', 'long')).toBe('24 December 2026');
    expect(formatDate('2026-02-01T00:00:00', 'fr')).toBe('1 févr. 2026');
    expect(formatDate('2026-02-01', 'fr', 'long')).toBe('1 février 2026');
    expect(formatDate('2026-12-24', 'rw', 'long')).toBe('24 Ukuboza 2026');
    expect(formatDate('2026-08-05', 'rw')).toBe('5 kan. 2026');
  });

  it('shows an instant as its date in Kigali', () => {
    expect(formatDate('2026-11-21T21:59:00Z', 'en')).toBe('21 Nov 2026');
    expect(formatDate('2026-11-21T22:00:00Z', 'en')).toBe('22 Nov 2026');
    expect(formatDate(new Date('2026-12-31T23:30:00Z'), 'fr', 'long')).toBe('1 janvier 2027');
  });

  it('answers the raw text of what is not a date', () => {
    expect(formatDate('soon', 'rw')).toBe('soon');
  });

  it('names the months as CLDR does', () => {
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2026, month, 15, 12));
      for (const locale of ['en', 'fr', 'rw'] as const) {
        const expected = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(date);
        expect(formatMonthYear(date, locale).toLowerCase()).toBe(`${expected} 2026`.toLowerCase());
      }
    }
  });
});
