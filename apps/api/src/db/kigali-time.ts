// Kigali calendar days and months as timestamptz bounds the created_at indexes can use, in one copy for every module
// (docs/decisions/0048-module-boundaries.md).
import { sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE } from '@ikaze/domain';

/** The zone as a literal: a grouping by month must read the same expression in its select and its group by. */
const KIGALI = sql.raw(`'${TIME_ZONE}'`);

/** Midnight at the start of a Kigali calendar day (YYYY-MM-DD). */
export const startOfKigaliDay = (day: string): SQL => sql`(${day}::date::timestamp at time zone ${KIGALI})`;

/** Midnight at the start of the Kigali day after `day`. */
export const endOfKigaliDay = (day: string): SQL =>
  sql`((${day}::date + 1)::timestamp at time zone ${KIGALI})`;

/** Midnight at the start of a Kigali month (YYYY-MM). */
export const startOfKigaliMonth = (month: string): SQL => startOfKigaliDay(`${month}-01`);

/** A timestamp's Kigali month, YYYY-MM. */
export const kigaliMonthOf = (column: SQL | SQL.Aliased | { getSQL(): SQL }): SQL<string> =>
  sql<string>`to_char(${column} at time zone ${KIGALI}, 'YYYY-MM')`;

/** The month `n` months after `month` (YYYY-MM; n may be negative). */
export function addMonths(month: string, n: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
