// The web's door to the one formatting module (docs/decisions/0020-languages.md): numbers, money and dates in
// the page's language, the same as the server's exports and emails. Never Intl or toLocaleString directly.
import {
  formatDate as formatDateIn,
  formatMoney as formatMoneyIn,
  formatMonthYear,
  formatNumber as formatNumberIn,
  type DateStyle,
  type Locale,
  type Role,
} from '@ikaze/domain';
import { t } from '@lingui/core/macro';
import { activeLocale } from '@/lib/i18n';

/** A date as "21 November 2025" (or "21 Nov 2025", `short`) in Kigali time; the raw text when it is not a date. */
export function formatDate(
  value: string,
  style: DateStyle = 'long',
  locale: Locale = activeLocale(),
): string {
  return formatDateIn(value, locale, style);
}

/** A stay's calendar date ('7 Dec 2026'), as written: never shifted by a time zone. */
export function formatStayDate(date: string, locale: Locale = activeLocale()): string {
  return formatDateIn(date.slice(0, 10), locale, 'short');
}

/** A YYYY-MM month as 'December 2026'. */
export function formatMonth(month: string, locale: Locale = activeLocale()): string {
  return formatMonthYear(`${month}-01`, locale);
}

const KIGALI_UTC_OFFSET_MS = 2 * 3_600_000;

/** An instant as its Kigali date and 24-hour time: '24 Dec 2026, 14:05'; the raw text when it is not one. */
export function formatDateTime(instant: string, locale: Locale = activeLocale()): string {
  const kigali = new Date(new Date(instant).getTime() + KIGALI_UTC_OFFSET_MS);
  if (Number.isNaN(kigali.getTime())) return instant;
  const hh = String(kigali.getUTCHours()).padStart(2, '0');
  const mm = String(kigali.getUTCMinutes()).padStart(2, '0');
  return `${formatDateIn(instant, locale, 'short')}, ${hh}:${mm}`;
}

/** Whole RWF in the page's language: `RWF 45,000`, `45 000 RWF`, `45.000 RWF`. */
export function formatMoney(amount: number, locale: Locale = activeLocale()): string {
  return formatMoneyIn(amount, locale);
}

/** A whole number grouped the page's way: `45,000`, `45 000`, `45.000`. */
export function formatNumber(value: number, locale: Locale = activeLocale()): string {
  return formatNumberIn(value, locale);
}

// CLDR's decimal separators; the domain's module formats whole numbers only.
const DECIMAL_SEPARATOR: Record<Locale, string> = { en: '.', fr: ',', rw: ',' };

/** A rating as written: whole ('4') or with one decimal ('4.6', '4,6'). */
export function formatRating(value: number, locale: Locale = activeLocale()): string {
  if (Number.isInteger(value)) return formatNumberIn(value, locale);
  return value.toFixed(1).replace('.', DECIMAL_SEPARATOR[locale]);
}

/** A score with one decimal, always: '4.0', '4,6' (a review summary's average). */
export function formatOneDecimal(value: number, locale: Locale = activeLocale()): string {
  return value.toFixed(1).replace('.', DECIMAL_SEPARATOR[locale]);
}

/** How a role reads on screen; the product calls a `user` a guest or client. */
export function roleLabel(role: Role): string {
  switch (role) {
    case 'admin':
      return t`Admin`;
    case 'host':
      return t`Host`;
    case 'user':
      return t`Guest`;
  }
}
