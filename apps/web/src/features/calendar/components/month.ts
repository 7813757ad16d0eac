// Calendar arithmetic for the month view: months as 'YYYY-MM', nights as 'YYYY-MM-DD' (UTC-free strings, like
// the API's dates), weeks starting on Monday.
import { addDays } from '@ikaze/domain';

export const monthOf = (date: string) => date.slice(0, 7);
export const firstNightOf = (month: string) => `${month}-01`;

export function addMonths(month: string, months: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, index - 1 + months, 1));
  return date.toISOString().slice(0, 7);
}

/** Monday 0 … Sunday 6. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

/** The month's nights in weeks of seven, Monday first; null before the 1st and after the last night. */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const first = firstNightOf(month);
  const next = firstNightOf(addMonths(month, 1));
  const cells: Array<string | null> = Array.from({ length: weekdayOf(first) }, () => null);
  for (let night = first; night < next; night = addDays(night, 1)) cells.push(night);
  while (cells.length % 7) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** A range of nights, first and last included, whichever order they were picked in. */
export interface NightRange {
  first: string;
  last: string;
}

export function rangeOf(a: string, b: string): NightRange {
  return a <= b ? { first: a, last: b } : { first: b, last: a };
}

export const inRange = (range: NightRange | null, night: string) =>
  range !== null && night >= range.first && night <= range.last;
