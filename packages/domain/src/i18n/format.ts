// One formatting module for numbers, money and dates in the three languages, the same on the server and in every
// browser (docs/decisions/0020-languages.md). Grouping and month names are written here rather than asked of
// Intl: browsers ship without Kinyarwanda locale data (Chromium formats `rw` as English), and the first Intl
// formatter of a page costs 10–50 ms of main thread on a cheap phone.
import type { Locale } from './locales.ts';

interface LocaleData {
  group: string;
  /** Money from a grouped amount. */
  money: (grouped: string) => string;
  monthsLong: readonly string[];
  monthsShort: readonly string[];
}

// CLDR's conventions: English groups with commas; French with a narrow no-break space and the code after
// the amount; Kinyarwanda with a full stop and the code after the amount.
const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

const DATA: Record<Locale, LocaleData> = {
  en: {
    group: ',',
    money: (n) => `RWF${NBSP}${n}`,
    monthsLong: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
  fr: {
    group: NARROW_NBSP,
    money: (n) => `${n}${NBSP}RWF`,
    monthsLong: [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ],
    monthsShort: [
      'janv.',
      'févr.',
      'mars',
      'avr.',
      'mai',
      'juin',
      'juil.',
      'août',
      'sept.',
      'oct.',
      'nov.',
      'déc.',
    ],
  },
  rw: {
    group: '.',
    money: (n) => `${n}${NBSP}RWF`,
    monthsLong: [
      'Mutarama',
      'Gashyantare',
      'Werurwe',
      'Mata',
      'Gicurasi',
      'Kamena',
      'Nyakanga',
      'Kanama',
      'Nzeri',
      'Ukwakira',
      'Ugushyingo',
      'Ukuboza',
    ],
    monthsShort: [
      'mut.',
      'gas.',
      'wer.',
      'mat.',
      'gic.',
      'kam.',
      'nya.',
      'kan.',
      'nze.',
      'ukw.',
      'ugu.',
      'uku.',
    ],
  },
};

/** A whole number grouped by thousands: `45,000`, `45 000`, `45.000`. */
export function formatNumber(value: number, locale: Locale): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, DATA[locale].group);
  return rounded < 0 ? `-${digits}` : digits;
}

/** RWF has no minor unit: `RWF 45,000`, `45 000 RWF`, `45.000 RWF` (no-break spaces). */
export function formatMoney(amount: number, locale: Locale): string {
  return DATA[locale].money(formatNumber(amount, locale));
}

const KIGALI_UTC_OFFSET_MS = 2 * 3_600_000;

/** Year, month (0–11) and day of a calendar date (`YYYY-MM-DD`) or of an instant, in Kigali. */
function calendarParts(value: string | Date): { year: number; month: number; day: number } | undefined {
  // A calendar date, as the API sends stay dates (also with the T00:00:00 some clients add).
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})(T00:00:00)?$/.exec(value) : null;
  if (match) return { year: Number(match[1]), month: Number(match[2]) - 1, day: Number(match[3]) };
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return undefined;
  const kigali = new Date(time + KIGALI_UTC_OFFSET_MS);
  return { year: kigali.getUTCFullYear(), month: kigali.getUTCMonth(), day: kigali.getUTCDate() };
}

export type DateStyle = 'short' | 'long';

/**
 * A calendar date (`2026-12-24`) or an instant (shown as its Kigali date): `24 Dec 2026` / `24 December 2026`,
 * `24 déc. 2026` / `24 décembre 2026`, `24 uku. 2026` / `24 Ukuboza 2026`. The raw text when it is not a date.
 */
export function formatDate(value: string | Date, locale: Locale, style: DateStyle = 'short'): string {
  const parts = calendarParts(value);
  if (!parts) return String(value);
  const data = DATA[locale];
  const month = (style === 'long' ? data.monthsLong : data.monthsShort)[parts.month];
  return `${parts.day} ${month} ${parts.year}`;
}

/** A month of a year: `December 2026`, `décembre 2026`, `Ukuboza 2026`. */
export function formatMonthYear(value: string | Date, locale: Locale): string {
  const parts = calendarParts(value);
  if (!parts) return String(value);
  return `${DATA[locale].monthsLong[parts.month]} ${parts.year}`;
}
