// The bell's API on the real database (docs/decisions/0027-notifications-in-the-app.md): a user reads their own
// notifications newest first, page by page, with the unread count, and marks some or all read; nobody reads or
// marks another's. Rows are inserted as notify() writes them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInKigali, type NotificationFeed } from '@ikaze/domain';
import { notifications } from '../../db/schema.ts';
import { openTestApp, sessionHeaders, type SignedInUser, type TestContext } from '../../test/harness.ts';
import { postBookings } from '../../test/booking-requests.ts';
import { createListing } from '../../test/test-data.ts';

let ctx: TestContext;
let people: Record<'host' | 'guest' | 'other', SignedInUser>;

beforeAll(async () => {
  ({ ctx, users: people } = await openTestApp({ host: 'host', guest: 'user', other: 'user' }));
});
afterAll(async () => {
  await ctx?.close();
});

/** Notifications of `userId`, the first oldest, a second apart, as notify() would write them. */
async function notify(userId: number, n: number, bookingId = 1): Promise<number[]> {
  const start = Date.now() - 3_600_000;
  const rows = await ctx.database.db
    .insert(notifications)
    .values(
      Array.from({ length: n }, (_, i) => ({
        userId,
        kind: 'booking_requested',
        params: {
          bookingId: bookingId + i,
          propertyName: `Lodge ${i}`,
          guestFirstName: 'Aline',
          checkIn: '2030-01-10',
          checkOut: '2030-01-12',
        },
        link: `/dashboard/host/bookings?status=pending#${bookingId + i}`,
        createdAt: new Date(start + i * 1_000),
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

async function feed(as: SignedInUser | null, query: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url: '/api/notifications', query, headers: sessionHeaders(as) });
}

async function read(as: SignedInUser | null, body: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/notifications/read',
    payload: body as object,
    headers: sessionHeaders(as),
  });
}

describe('GET /api/notifications', () => {
  it('answers 401 to a signed-out visitor', async () => {
    const response = await feed(null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'NOT_SIGNED_IN' });
  });

  it('lists the user’s own notifications newest first, a page at a time, with the unread count', async () => {
    const ids = await notify(people.host.id, 25, 100);
    await notify(people.other.id, 3, 900);
    const first = await feed(people.host);
    expect(first.statusCode).toBe(200);
    const page = first.json<NotificationFeed>();
    expect(page.unread).toBe(25);
    expect(page.items).toHaveLength(20);
    expect(page.items.map((i) => i.id)).toEqual(ids.slice(5).reverse());
    expect(page.items[0]).toEqual({
      id: ids[24],
      kind: 'booking_requested',
      params: {
        bookingId: 124,
        propertyName: 'Lodge 24',
        guestFirstName: 'Aline',
        checkIn: '2030-01-10',
        checkOut: '2030-01-12',
      },
      link: '/dashboard/host/bookings?status=pending#124',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as string,
      readAt: null,
    });
    const next = (
      await feed(people.host, { before: String(page.items.at(-1)!.id), limit: '10' })
    ).json<NotificationFeed>();
    expect(next.items.map((i) => i.id)).toEqual(ids.slice(0, 5).reverse());
    // Another user's id as the cursor shows nothing of theirs and nothing more.
    const [othersId] = await notify(people.other.id, 1, 950);
    expect((await feed(people.host, { before: String(othersId) })).json<NotificationFeed>().items).toEqual(
      [],
    );
  });

  it('refuses a limit or a cursor out of bounds with a 400 naming the field', async () => {
    const queries: Array<Record<string, string>> = [
      { limit: '0' },
      { limit: '51' },
      { before: 'x' },
      { before: '-1' },
    ];
    for (const query of queries) {
      const response = await feed(people.guest, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toMatchObject({ field: Object.keys(query)[0] });
    }
  });

  it('speaks the asker’s language in its errors', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications?limit=99',
      headers: { ...sessionHeaders(people.guest), 'accept-language': 'fr' },
    });
    expect(response.json()).toMatchObject({ message: 'La limite est un nombre entier de 1 à 50.' });
  });
});

describe('POST /api/notifications/read', () => {
  it('marks the named ones read, ignores another user’s, and answers what stays unread', async () => {
    const mine = await notify(people.guest.id, 4, 300);
    const [theirs] = await notify(people.other.id, 1, 400);
    const before = (await feed(people.other)).json<NotificationFeed>().unread;
    const response = await read(people.guest, { ids: [mine[0], mine[1], theirs] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unread: 2 });
    const page = (await feed(people.guest)).json<NotificationFeed>();
    expect(page.unread).toBe(2);
    expect(page.items.filter((i) => i.readAt !== null).map((i) => i.id)).toEqual([mine[1], mine[0]]);
    // The other user's notification is still unread.
    expect((await feed(people.other)).json<NotificationFeed>().unread).toBe(before);
  });

  it('marks all read with { all: true }', async () => {
    await notify(people.guest.id, 2, 500);
    const response = await read(people.guest, { all: true });
    expect(response.json()).toEqual({ unread: 0 });
    const page = (await feed(people.guest)).json<NotificationFeed>();
    expect(page.items.every((i) => i.readAt !== null)).toBe(true);
  });

  it('refuses bodies that name nothing, too much, or both ways', async () => {
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    for (const body of [
      {},
      { ids: [] },
      { ids: tooMany },
      { all: false },
      { ids: [1], all: true },
      { ids: ['1'] },
    ]) {
      const response = await read(people.guest, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await read(null, { all: true })).statusCode).toBe(401);
  });
});

describe('a booking and its decision, as the bell lists them', () => {
  it('tells the host of the request and the guest of the confirmation, each with the link to their screen', async () => {
    const { property, roomTypes } = await createListing(ctx.database.db, people.host.id, {
      name: 'Bell Test Lodge',
    });
    const checkIn = addDays(todayInKigali(), 40);
    const checkOut = addDays(checkIn, 2);
    const booked = await postBookings(ctx, people.other, [
      {
        roomTypeId: roomTypes[0]!.id,
        propertyId: property.id,
        roomNumber: 1,
        checkInDate: checkIn,
        checkOutDate: checkOut,
      },
    ]);
    expect(booked.statusCode, booked.body).toBeLessThan(300);
    const hostFeed = (await feed(people.host)).json<NotificationFeed>();
    const requested = hostFeed.items.find(
      (i) => i.kind === 'booking_requested' && i.params.propertyName === 'Bell Test Lodge',
    );
    expect(requested).toMatchObject({
      params: { propertyName: 'Bell Test Lodge', checkIn, checkOut, guestFirstName: 'Test' },
      readAt: null,
    });
    expect(requested!.link).toMatch(/^\/dashboard\/host\/bookings/);
    const bookingId = requested!.params.bookingId as number;

    const confirmed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${bookingId}/status`,
      headers: sessionHeaders(people.host),
      payload: { status: 'confirmed', userId: people.host.id },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const guestFeed = (await feed(people.other)).json<NotificationFeed>();
    expect(guestFeed.items[0]).toMatchObject({
      kind: 'booking_confirmed',
      params: { bookingId, propertyName: 'Bell Test Lodge', checkIn, checkOut },
      readAt: null,
    });
    expect(guestFeed.items[0]!.link).toMatch(/^\/dashboard\/user\/bookings/);
  });
});
