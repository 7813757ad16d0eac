// Pending bookings the host leaves undecided: reminded once after a day, expired after
// PENDING_BOOKING_EXPIRY_HOURS with their rooms given back and both sides told; a host confirming at the same
// moment either wins or is told the booking is no longer pending, never both.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  BOOKING_STATUS_LABELS,
  addDays,
  todayInKigali,
  translate,
  type Booking,
  type BookingCreated,
  type Property,
} from '@ikaze/domain';
import { bookings, mailOutbox, notifications } from '../../db/schema.ts';
import {
  createTestContext,
  sessionHeaders,
  signUpAs,
  type SignedInUser,
  type TestContext,
} from '../../test/harness.ts';
import { formBookingLine, postBookings } from '../../test/booking-requests.ts';
import { createListing } from '../../test/test-data.ts';
import { expirePendingBookings, remindHostsOfPendingBookings } from './expiry.ts';
import { EXPIRE_BOOKINGS_JOB } from '../../plugins/jobs.ts';

let ctx: TestContext;
let host: SignedInUser;
let guest: SignedInUser;
let secondGuest: SignedInUser;

beforeAll(async () => {
  ctx = await createTestContext({ config: { pendingBookingExpiryHours: 48 } });
  host = await signUpAs(ctx, 'host');
  guest = await signUpAs(ctx, 'user');
  secondGuest = await signUpAs(ctx, 'user');
});
afterAll(async () => {
  await ctx?.close();
});

const day = (n: number) => addDays(todayInKigali(), n);
const HOURS = 48;

async function book(
  user: SignedInUser,
  roomTypeId: number,
  propertyId: number,
  rooms: number,
  from = 10,
  to = 13,
) {
  return postBookings(ctx, user, [
    formBookingLine({ roomTypeId, propertyId, checkIn: day(from), checkOut: day(to), rooms }),
  ]);
}

/** Makes a booking look `hours` old. */
const age = (id: number, hours: number) =>
  ctx.database.db
    .update(bookings)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(bookings.id, id));

async function remaining(propertyId: number, from = 10, to = 13) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/properties/${propertyId}?checkIn=${day(from)}&checkOut=${day(to)}`,
  });
  return response.json<Property>().roomTypes[0]!.remainingRoomCount;
}

const toldOf = (bookingId: number, kind: string) =>
  ctx.database.db
    .select({ userId: notifications.userId, link: notifications.link })
    .from(notifications)
    .where(
      and(eq(notifications.kind, kind), sql`${notifications.params}->>'bookingId' = ${String(bookingId)}`),
    )
    .orderBy(notifications.id);

describe('expiry', () => {
  it('expires a booking left pending past the limit, gives its rooms back and tells both sides', async () => {
    const { property, roomTypes } = await createListing(ctx.database.db, host.id, {
      name: 'Gisenyi Bay',
      roomTypes: [{ roomCount: 2 }],
    });
    const rt = roomTypes[0]!;
    const first = (await book(guest, rt.id, property.id, 2)).json<BookingCreated>().bookings[0]!;
    const young = (await book(guest, rt.id, property.id, 0 + 1, 20, 21)).json<BookingCreated>().bookings[0]!;
    expect(await remaining(property.id)).toBe(0);
    // Full: another guest cannot have these nights.
    expect((await book(secondGuest, rt.id, property.id, 2)).statusCode).toBe(409);

    await age(first.id, HOURS + 1);
    await age(young.id, HOURS - 1);
    expect(await expirePendingBookings(ctx.database.db, HOURS)).toBe(1);
    // Idempotent: nothing more to expire.
    expect(await expirePendingBookings(ctx.database.db, HOURS)).toBe(0);

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/bookings?status=expired&as=guest',
      headers: sessionHeaders(guest),
    });
    expect(list.json<Booking[]>().map((b) => [b.id, b.status])).toEqual([[first.id, 'expired']]);
    const [youngNow] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, young.id));
    expect(youngNow!.status).toBe('pending');

    // The rooms are free again: the second guest books both of them.
    expect(await remaining(property.id)).toBe(2);
    expect((await book(secondGuest, rt.id, property.id, 2)).statusCode).toBe(201);

    expect(await toldOf(first.id, 'booking_expired')).toEqual([
      { userId: host.id, link: `/dashboard/host/bookings/${first.id}` },
      { userId: guest.id, link: `/dashboard/user/bookings/${first.id}` },
    ]);
    // Both emails arrive (kept in the outbox: no SMTP server here).
    await ctx.app.jobs!.relay();
    const emails = await vi.waitFor(
      async () => {
        const rows = await ctx.database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.kind, 'booking_expired'));
        expect(rows.map((e) => e.userId).sort()).toEqual([host.id, guest.id].sort());
        return rows;
      },
      { timeout: 8_000, interval: 50 },
    );
    expect(emails[0]!.subject).toBe('The booking request for Gisenyi Bay has expired');
    expect(emails[0]!.textBody).toContain('was not confirmed within 48 hours');
  });

  it('the host can no longer confirm an expired booking', async () => {
    const { property, roomTypes } = await createListing(ctx.database.db, host.id);
    const booking = (await book(guest, roomTypes[0]!.id, property.id, 1)).json<BookingCreated>().bookings[0]!;
    await age(booking.id, HOURS + 2);
    await expirePendingBookings(ctx.database.db, HOURS);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${booking.id}/status`,
      headers: { ...sessionHeaders(host), 'accept-language': 'fr' },
      payload: { status: 'confirmed' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('BOOKING_NOT_PENDING');
    // Nobody sets 'expired' by hand.
    const byHand = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${booking.id}/status`,
      headers: sessionHeaders(guest),
      payload: { status: 'expired' },
    });
    expect(byHand.statusCode).toBe(400);
    expect(translate('fr', BOOKING_STATUS_LABELS.expired)).toBe('Expirée');
    expect(translate('rw', BOOKING_STATUS_LABELS.expired)).toBe('Byarangiye igihe');
  });

  it('runs as a scheduled job of the queue', async () => {
    const { property, roomTypes } = await createListing(ctx.database.db, host.id);
    const booking = (await book(guest, roomTypes[0]!.id, property.id, 1, 30, 31)).json<BookingCreated>()
      .bookings[0]!;
    await age(booking.id, HOURS + 5);
    await ctx.app.jobs!.boss.send(EXPIRE_BOOKINGS_JOB, {});
    await vi.waitFor(
      async () => {
        const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
        expect(row!.status).toBe('expired');
      },
      { timeout: 15_000, interval: 50 },
    );
    const schedules = await ctx.database.db.execute(
      sql`select name, cron from pgboss.schedule order by name`,
    );
    expect((schedules as { rows: unknown[] }).rows).toEqual(
      expect.arrayContaining([
        { name: 'expire-pending-bookings', cron: '*/5 * * * *' },
        { name: 'housekeeping', cron: '17 * * * *' },
      ]),
    );
  });
});

describe('expiry against a host confirming at the same moment', () => {
  it('ends every booking either confirmed or expired, never both, with the nights counted right', async () => {
    const { property, roomTypes } = await createListing(ctx.database.db, host.id, {
      roomTypes: [{ roomCount: 20 }],
    });
    const rt = roomTypes[0]!;
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) {
      const created = (await book(guest, rt.id, property.id, 2, 40 + i, 42 + i)).json<BookingCreated>();
      ids.push(created.bookings[0]!.id);
      await age(created.bookings[0]!.id, HOURS + 1);
    }
    const confirms = ids.map((id) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/bookings/${id}/status`,
        headers: sessionHeaders(host),
        payload: { status: 'confirmed' },
      }),
    );
    const [expired, ...answers] = await Promise.all([
      expirePendingBookings(ctx.database.db, HOURS),
      ...confirms,
    ]);
    const rows = await ctx.database.db
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .where(inArray(bookings.id, ids));
    for (const [i, id] of ids.entries()) {
      const status = rows.find((r) => r.id === id)!.status;
      const answer = answers[i]!;
      if (status === 'confirmed') expect(answer.statusCode).toBe(200);
      else {
        expect(status).toBe('expired');
        expect(answer.statusCode).toBe(409);
        expect(answer.json().code).toBe('BOOKING_NOT_PENDING');
      }
      // Exactly one side was told something about it.
      const told = [...(await toldOf(id, 'booking_expired')), ...(await toldOf(id, 'booking_confirmed'))];
      expect(told).toHaveLength(status === 'expired' ? 2 : 1);
    }
    expect(rows.filter((r) => r.status === 'expired')).toHaveLength(expired);
    const mismatches = await ctx.database.db.execute(sql`
      with expected as (
        select b.room_type_id, (b.check_in + g.i) as night, sum(b.rooms)::int as held
        from bookings b cross join lateral generate_series(0, b.check_out - b.check_in - 1) g(i)
        where b.status in ('pending', 'confirmed') and b.room_type_id = ${rt.id}
        group by 1, 2
      )
      select rn.night from room_nights rn left join expected e on e.room_type_id = rn.room_type_id and e.night = rn.night
      where rn.room_type_id = ${rt.id} and coalesce(e.held, 0) <> rn.held`);
    expect((mismatches as { rows: unknown[] }).rows).toEqual([]);
  });
});

describe('reminders', () => {
  it('reminds the host once of a booking pending for a day', async () => {
    const { property, roomTypes } = await createListing(ctx.database.db, host.id, { name: 'Huye Garden' });
    const booking = (await book(guest, roomTypes[0]!.id, property.id, 1, 60, 61)).json<BookingCreated>()
      .bookings[0]!;
    await remindHostsOfPendingBookings(ctx.database.db, HOURS);
    expect(await toldOf(booking.id, 'booking_pending_reminder')).toEqual([]);
    await age(booking.id, 25);
    expect(await remindHostsOfPendingBookings(ctx.database.db, HOURS)).toBeGreaterThanOrEqual(1);
    expect(await remindHostsOfPendingBookings(ctx.database.db, HOURS)).toBe(0);
    expect(await toldOf(booking.id, 'booking_pending_reminder')).toEqual([
      { userId: host.id, link: `/dashboard/host/bookings/${booking.id}` },
    ]);
  });
});
