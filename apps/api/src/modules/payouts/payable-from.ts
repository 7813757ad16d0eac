// When a stay's host share becomes payable (docs/money.md#payouts): its check-in date at the property's check-in
// time in Kigali (UTC+2 all year; 14:00 when the property has no readable time), plus PAYOUT_DELAY_HOURS. One SQL
// expression, so the release job and the earnings read the same instant.
import { sql, type SQL } from 'drizzle-orm';
import { LISTING_DEFAULTS, addDays, todayInKigali } from '@ikaze/domain';

/** Over `b` (bookings) joined to `pr` (properties): the instant, as timestamptz. */
export function payableFromSql(delayHours: number): SQL {
  const checkInTime = sql`case when pr.rules->>'checkInTime' ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
    then pr.rules->>'checkInTime' else ${LISTING_DEFAULTS.checkInTime}::text end`;
  return sql`((((b.check_in + (${checkInTime})::time) - interval '2 hours') at time zone 'UTC')
    + make_interval(hours => ${delayHours}::int))`;
}

/** The daily payout run's hour in Kigali (plugins/jobs.ts schedules it at 04:00 UTC). */
export const PAYOUT_RUN_HOUR_KIGALI = 6;

/** The Kigali day of the first daily run after `payableFrom`: when a held share is expected to be paid. */
export function payoutDayOf(payableFrom: Date): string {
  const day = todayInKigali(payableFrom);
  const kigaliHour = (payableFrom.getUTCHours() + 2) % 24;
  return kigaliHour < PAYOUT_RUN_HOUR_KIGALI ? day : addDays(day, 1);
}
