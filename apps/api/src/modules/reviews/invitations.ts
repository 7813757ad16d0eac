// Review invitations (docs/product.md#reviews): once a confirmed stay's review window is open (the day after
// check-out), its guest is told they may review it, once. A scheduled job runs this (plugins/jobs.ts);
// each invitation is its own transaction with its booking locked, and a stay already invited (a notification of
// this kind names its booking), reviewed, or out of its window is skipped, so runs may overlap or repeat.
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { addDays, MAX_STAY_NIGHTS, REVIEW_WINDOW_DAYS, todayInKigali } from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { bookings, notifications, properties, reviews } from '../../db/schema.ts';
import { notify } from '../notifications/index.ts';
import { reviewFormLink } from './service.ts';

/** Invitations sent per run: a backlog is worked through by the following runs. */
const PER_RUN = 200;

/** Invites the guests of stays whose review window is open and who were not invited yet; returns how many. */
export async function inviteReviews(db: Db, today = todayInKigali()): Promise<number> {
  let invited = 0;
  for (let i = 0; i < PER_RUN; i++) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ booking: bookings, propertyName: properties.name })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .where(
          and(
            eq(bookings.status, 'confirmed'),
            // Check-in bounds first: the index on check_in finds the few stays that can have ended lately.
            gte(bookings.checkIn, addDays(today, -REVIEW_WINDOW_DAYS - MAX_STAY_NIGHTS)),
            lte(bookings.checkIn, addDays(today, -2)),
            gte(bookings.checkOut, addDays(today, -REVIEW_WINDOW_DAYS)),
            lte(bookings.checkOut, addDays(today, -1)),
            sql`not exists (select 1 from ${reviews} where ${reviews.bookingId} = ${bookings.id})`,
            sql`not exists (select 1 from ${notifications} where ${notifications.userId} = ${bookings.userId}
              and ${notifications.kind} = 'review_invitation'
              and ${notifications.params} ->> 'bookingId' = ${bookings.id}::text)`,
          ),
        )
        .orderBy(asc(bookings.checkOut), asc(bookings.id))
        .limit(1)
        .for('update', { of: bookings, skipLocked: true });
      if (!row) return false;
      await notify(tx, {
        userId: row.booking.userId,
        kind: 'review_invitation',
        params: { bookingId: row.booking.id, propertyName: row.propertyName },
        link: reviewFormLink(row.booking.id),
      });
      return true;
    });
    if (!done) break;
    invited += 1;
  }
  return invited;
}
