// Labels shared by the charts and their tables, in the page's language (the domain's formatting module: the
// same grouping and month names as everywhere else).
import { formatDate, formatMonthYear } from '@ikaze/domain';
import { t } from '@lingui/core/macro';
import { activeLocale } from '@/lib/i18n';

const isDate = (value: string) => !Number.isNaN(new Date(value).getTime());

/** '3 Nov', for a chart's axis: the short date without its year (the week's Monday). */
export function shortWeekLabel(week: string): string {
  const day = week.slice(0, 10);
  return isDate(day) ? formatDate(day, activeLocale(), 'short').replace(/ \d{4}$/, '') : week;
}

/** '2025-11-03' (a Monday) → 'Week of 3 Nov 2025'. */
export function weekLabel(week: string): string {
  const day = week.slice(0, 10);
  if (!isDate(day)) return week;
  const date = formatDate(day, activeLocale(), 'short');
  return t`Week of ${date}`;
}

/** '2025-11' → 'November 2025'. */
export function monthLabel(month: string): string {
  const day = `${month.slice(0, 7)}-01`;
  return isDate(day) ? formatMonthYear(day, activeLocale()) : month;
}

// What the API calls the approved properties that have no city (GET /api/reports/charts).
const NO_CITY = 'Other';

/** A destination of the charts: a city's name as it is, the properties without one as 'Other'. */
export function destinationLabel(destination: string): string {
  return destination === NO_CITY ? t`Other` : destination;
}

export const STATUS_COLOURS = {
  pending: '#d97706',
  confirmed: '#2f8a57',
  cancelled: '#94a3b8',
  refunded: '#7c3aed',
  expired: '#ea580c',
} as const;
