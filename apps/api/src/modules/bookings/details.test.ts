// GET /api/bookings/{id}/details, the booking page, through the real app: who reads it, its history from the
// database's own record, and contacts only where docs/decisions/0013-who-sees-whom.md allows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInKigali, type BookingDetails } from '@ikaze/domain';
import { openTestApp, sessionHeaders, type SignedInUser, type TestContext } from '../../test/harness.ts';
import { bookThroughApi } from '../../test/booking-requests.ts';
import { and, eq } from 'drizzle-orm';
import { notifications, users } from '../../db/schema.ts';
import { createListing, houseRules } from '../../test/test-data.ts';

let ctx: TestContext;
let host: SignedInUser;
let guest: SignedInUser;
let otherGuest: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  ({
    ctx,
    users: { host, guest, otherGuest, admin },
  } = await openTestApp({ host: 'host', guest: 'user', otherGuest: 'user', admin: 'admin' }));
});
afterAll(async () => {
  await ctx?.close();
});

const day = (n: number) => addDays(todayInKigali(), n);

function details(user: SignedInUser | null, id: number) {
  return ctx.app.inject({ method: 'GET', url: `/api/bookings/${id}/details`, headers: sessionHeaders(user) });
}

async function emailOf(user: SignedInUser): Promise<string> {
  const [row] = await ctx.database.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
  return row!.email;
}

async function read(user: SignedInUser, id: number): Promise<BookingDetails> {
  const response = await details(user, id);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BookingDetails>();
}

async function bookOne(checkIn: number, ratePlan = 'flexible') {
  const { property, roomTypes } = await createListing(ctx.database.db, host.id, {
    name: `Booking page ${checkIn}`,
    address: 'KG 7 Ave 12',
    city: 'Kigali',
    rules: houseRules({ checkInTime: '14:00', checkOutTime: '10:30' }),
    ratePlans: { flexible: { freeCancellationDays: 3 }, non_refundable: { discount: 10 } },
  });
  const roomType = roomTypes[0]!;
  const booking = await bookThroughApi(ctx, guest, {
    roomTypeId: roomType.id,
    roomType: roomType.title,
    roomNumber: 1,
    checkInDate: `${day(checkIn)}T00:00:00`,
    checkOutDate: `${day(checkIn + 2)}T00:00:00`,
    price: roomType.price,
    rate_plan: ratePlan,
    propertyId: property.id,
  });
  return { booking, property };
}

describe('GET /api/bookings/{id}/details', () => {
  it('gives the guest where and when to arrive, the history and the cancellation terms, but no host contact before confirmation', async () => {
    const { booking, property } = await bookOne(20);
    const page = await read(guest, booking.id);
    expect(page.viewer).toBe('guest');
    expect(page.booking.id).toBe(booking.id);
    expect(page.history.map((entry) => entry.status)).toEqual(['pending']);
    expect(page.property).toMatchObject({
      id: property.id,
      address: 'KG 7 Ave 12',
      city: 'Kigali',
      checkInTime: '14:00',
      checkOutTime: '10:30',
    });
    expect(page.property.markerPosition.lat).toEqual(expect.any(Number));
    expect(page.hostContact).toBeNull();
    expect(page.guestContact).toBeNull();
    expect(page.cancellation).toMatchObject({ ratePlan: 'flexible', canCancel: true });
  });

  it("shows the host the guest's contact while pending, and the guest the host's once confirmed, with each status in the history", async () => {
    const { booking } = await bookOne(30);
    const hostView = await read(host, booking.id);
    expect(hostView.viewer).toBe('host');
    expect(hostView.guestContact).toMatchObject({ email: await emailOf(guest) });
    expect(hostView.hostContact).toBeNull();
    expect(hostView.cancellation).toBeNull();
    expect(hostView.paidFrom).toBeNull();

    const confirmed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${booking.id}/status`,
      headers: sessionHeaders(host),
      payload: { status: 'confirmed' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const guestView = await read(guest, booking.id);
    expect(guestView.hostContact).toMatchObject({ email: await emailOf(host) });
    expect(guestView.history.map((entry) => entry.status)).toEqual(['pending', 'confirmed']);
    expect(Date.parse(guestView.history[1]!.at)).toBeGreaterThanOrEqual(Date.parse(guestView.history[0]!.at));
  });

  it('shows the guest and admins the number the payment is asked from, never the host', async () => {
    const { booking } = await bookOne(50, 'non_refundable');
    expect(booking.payment?.method).toBe('mtn_momo');
    expect((await read(guest, booking.id)).paidFrom).toBe('0788123456');
    expect((await read(admin, booking.id)).paidFrom).toBe('0788123456');
    expect((await read(host, booking.id)).paidFrom).toBeNull();
  });

  it('lets the host cancel a confirmed stay only with a reason, which the guest reads on the page and in the bell', async () => {
    const { booking } = await bookOne(60);
    const put = (payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/bookings/${booking.id}/status`,
        headers: sessionHeaders(host),
        payload,
      });
    expect((await put({ status: 'confirmed' })).statusCode).toBe(200);
    const unexplained = await put({ status: 'cancelled' });
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json()).toMatchObject({ code: 'REASON_REQUIRED', field: 'reason' });
    // Refund stays a decision on a pending request.
    expect((await put({ status: 'refunded', reason: 'x' })).statusCode).toBe(409);
    const cancelled = await put({ status: 'cancelled', reason: '  A burst pipe flooded the rooms. ' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const page = await read(guest, booking.id);
    expect(page.booking.status).toBe('cancelled');
    expect(page.cancelReason).toBe('A burst pipe flooded the rooms.');
    expect(page.history.map((entry) => entry.status)).toEqual(['pending', 'confirmed', 'cancelled']);
    const [told] = await ctx.database.db
      .select({ kind: notifications.kind, params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.userId, guest.id), eq(notifications.kind, 'booking_cancelled_by_host')));
    expect(told?.params).toMatchObject({ bookingId: booking.id, reason: 'A burst pipe flooded the rooms.' });
  });

  it('gives admins both contacts, and anyone else the same 404 as an unknown booking', async () => {
    const { booking } = await bookOne(40);
    const adminView = await read(admin, booking.id);
    expect(adminView.viewer).toBe('admin');
    expect(adminView.hostContact).toMatchObject({ email: await emailOf(host) });
    expect(adminView.guestContact).toMatchObject({ email: await emailOf(guest) });

    const stranger = await details(otherGuest, booking.id);
    const unknown = await details(otherGuest, 999_999);
    expect(stranger.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    // The same answer but for the request's own id.
    const { requestId: _stranger, ...strangerAnswer } = stranger.json<{ requestId: string }>();
    const { requestId: _unknown, ...unknownAnswer } = unknown.json<{ requestId: string }>();
    expect(strangerAnswer).toEqual(unknownAnswer);
    expect((await details(null, booking.id)).statusCode).toBe(401);
  });
});
