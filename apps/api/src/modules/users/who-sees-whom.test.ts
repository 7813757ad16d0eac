// Who sees what of another person (docs/decisions/0013-who-sees-whom.md): GET /api/users/{id} between the two
// sides of a booking, by its status and dates, and a host's payout details in no one else's answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES, addDays, todayInKigali, type BookingStatus, type User } from '@ikaze/domain';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import {
  newUserInput,
  openTestApp,
  sessionHeaders,
  type Role,
  type SignedInUser,
  type TestContext,
} from '../../test/harness.ts';
import { createSession, SESSION_COOKIE } from '../../db/sessions.ts';
import { postBookings } from '../../test/booking-requests.ts';
import { createListing, insertBooking } from '../../test/test-data.ts';

let ctx: TestContext;
let admin: SignedInUser;

beforeAll(async () => {
  ({
    ctx,
    users: { admin },
  } = await openTestApp({ admin: 'admin' }));
});
afterAll(async () => {
  await ctx?.close();
});

const day = (n: number) => addDays(todayInKigali(), n);

let passwordHash: Promise<string> | undefined;
/**
 * A signed-in person of a role, written straight to the table with one shared password hash: these tests are
 * about who sees whom, and hashing a password per person would cost most of their time.
 */
async function person(role: Role): Promise<SignedInUser> {
  const input = newUserInput();
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      username: input.username,
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name,
      phoneNumber: input.phone_number,
      role,
      passwordHash: await (passwordHash ??= hashPassword(input.password)),
    })
    .returning();
  const { token } = await createSession(ctx.database.db, row!.id);
  return {
    id: row!.id,
    username: row!.username,
    password: input.password,
    cookie: `${SESSION_COOKIE}=${token}`,
  };
}

function getUser(viewer: SignedInUser, id: number) {
  return ctx.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: sessionHeaders(viewer) });
}

let payoutCounter = 0;
/** A host with payout details on their profile and a listing whose host block carries its own. */
async function hostWithListing() {
  payoutCounter += 1;
  const host = await person('host');
  const payout = {
    MomoCode: `MOMO-PROFILE-${payoutCounter}`,
    BankAccountNumber: `BANK-PROFILE-${payoutCounter}`,
  };
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: `/api/users/${host.id}`,
    headers: sessionHeaders(host),
    // Payout details are changed with the password again (docs/money.md#payouts).
    payload: { ...payout, CurrentPassword: host.password },
  });
  expect(saved.statusCode).toBe(200);
  const { property, roomTypes } = await createListing(ctx.database.db, host.id, {
    hostInfo: {
      hostName: 'Host Name',
      hostPhone: '0788000000',
      momoCode: `MOMO-LISTING-${payoutCounter}`,
      bankAccountNumber: `BANK-LISTING-${payoutCounter}`,
      hostShortDescription: 'Happy to help.',
    },
  });
  return {
    host,
    property,
    roomType: roomTypes[0]!,
    secrets: [
      payout.MomoCode,
      payout.BankAccountNumber,
      `MOMO-LISTING-${payoutCounter}`,
      `BANK-LISTING-${payoutCounter}`,
    ],
  };
}

type Listing = Awaited<ReturnType<typeof hostWithListing>>;

/** A booking row of `guest` at `listing`, in a status, from check-in to check-out (days from today). */
function booking(
  listing: Listing,
  guest: SignedInUser,
  status: BookingStatus,
  checkIn: number,
  checkOut: number,
) {
  return insertBooking(ctx.database.db, {
    userId: guest.id,
    propertyId: listing.property.id,
    roomTypeId: listing.roomType.id,
    checkIn: day(checkIn),
    checkOut: day(checkOut),
    status,
  });
}

function expectNotShared(response: Awaited<ReturnType<typeof getUser>>, target: SignedInUser) {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({ code: 'PROFILE_NOT_SHARED', message: USER_MESSAGES.notShared });
  expect(response.body).not.toContain(target.username);
}

function expectContactOnly(response: Awaited<ReturnType<typeof getUser>>, target: SignedInUser) {
  expect(response.statusCode).toBe(200);
  const user = response.json<User>();
  expect(user.UserID).toBe(target.id);
  expect(user.Username).toBe(target.username);
  expect(user.Email).toMatch(/@example\.rw$/);
  expect(user.PhoneNumber).toBe('0788123456');
  expect(user.MomoCode).toBeNull();
  expect(user.BankAccountNumber).toBeNull();
}

describe("a guest and the host's profile", () => {
  it('a guest who books and cancels at once cannot read the host (the attack of issue 11)', async () => {
    const listing = await hostWithListing();
    const guest = await person('user');
    const reserved = await postBookings(ctx, guest, [
      {
        roomTypeId: listing.roomType.id,
        propertyId: listing.property.id,
        roomNumber: 1,
        checkInDate: day(5),
        checkOutDate: day(7),
      },
    ]);
    expect(reserved.statusCode).toBe(201);
    const bookingId = reserved.json<{ bookings: Array<{ id: number }> }>().bookings[0]!.id;
    const cancelled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${bookingId}/status`,
      headers: sessionHeaders(guest),
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);

    const response = await getUser(guest, listing.host.id);
    expectNotShared(response, listing.host);
    for (const secret of listing.secrets) expect(response.body).not.toContain(secret);
  });

  it('a pending booking does not show the host yet', async () => {
    const listing = await hostWithListing();
    const guest = await person('user');
    await booking(listing, guest, 'pending', 3, 5);
    expectNotShared(await getUser(guest, listing.host.id), listing.host);
  });

  it('a confirmed booking that is not over shows the contact details, never the payout details', async () => {
    const listing = await hostWithListing();
    const guest = await person('user');
    await booking(listing, guest, 'confirmed', 3, 5);
    const response = await getUser(guest, listing.host.id);
    expectContactOnly(response, listing.host);
    for (const secret of listing.secrets) expect(response.body).not.toContain(secret);
  });

  it('a confirmed stay shows the host until its check-out day (Kigali), not after', async () => {
    const listing = await hostWithListing();
    const endsToday = await person('user');
    await booking(listing, endsToday, 'confirmed', -2, 0);
    expectContactOnly(await getUser(endsToday, listing.host.id), listing.host);

    const endedYesterday = await person('user');
    await booking(listing, endedYesterday, 'confirmed', -3, -1);
    expectNotShared(await getUser(endedYesterday, listing.host.id), listing.host);
  });

  it('a refunded booking does not show the host', async () => {
    const listing = await hostWithListing();
    const guest = await person('user');
    await booking(listing, guest, 'refunded', 3, 5);
    expectNotShared(await getUser(guest, listing.host.id), listing.host);
  });

  it("a booking at one host's property shows nothing of another host", async () => {
    const [booked, other] = [await hostWithListing(), await hostWithListing()];
    const guest = await person('user');
    await booking(booked, guest, 'confirmed', 3, 5);
    expectNotShared(await getUser(guest, other.host.id), other.host);
  });
});

describe("a host and a guest's profile", () => {
  it('a pending or confirmed booking at their property that is not over shows the guest', async () => {
    const listing = await hostWithListing();
    const pending = await person('user');
    const confirmed = await person('user');
    // A guest's own payout fields (they may have filled them) are not the host's to read either.
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${pending.id}`,
      headers: sessionHeaders(pending),
      payload: { MomoCode: 'GUEST-MOMO', BankAccountNumber: 'GUEST-BANK', CurrentPassword: pending.password },
    });
    await booking(listing, pending, 'pending', 3, 5);
    await booking(listing, confirmed, 'confirmed', -1, 0);
    const response = await getUser(listing.host, pending.id);
    expectContactOnly(response, pending);
    expect(response.body).not.toContain('GUEST-MOMO');
    expectContactOnly(await getUser(listing.host, confirmed.id), confirmed);
  });

  it('a cancelled, refunded or finished booking does not show the guest', async () => {
    const listing = await hostWithListing();
    const cases: Array<[BookingStatus, number, number]> = [
      ['cancelled', 3, 5],
      ['refunded', 3, 5],
      ['confirmed', -4, -1],
      ['pending', -4, -1],
    ];
    for (const [status, checkIn, checkOut] of cases) {
      const guest = await person('user');
      await booking(listing, guest, status, checkIn, checkOut);
      expectNotShared(await getUser(listing.host, guest.id), guest);
    }
  });

  it("a guest of another host's property is not shown", async () => {
    const [mine, theirs] = [await hostWithListing(), await hostWithListing()];
    const guest = await person('user');
    await booking(theirs, guest, 'confirmed', 3, 5);
    expectNotShared(await getUser(mine.host, guest.id), guest);
  });

  it('a host sees nothing of another host, and a guest nothing of another guest', async () => {
    const [one, two] = [await hostWithListing(), await hostWithListing()];
    expectNotShared(await getUser(one.host, two.host.id), two.host);
    const [guest, otherGuest] = [await person('user'), await person('user')];
    await booking(one, guest, 'confirmed', 3, 5);
    await booking(one, otherGuest, 'confirmed', 3, 5);
    expectNotShared(await getUser(guest, otherGuest.id), otherGuest);
  });
});

describe('themselves and admins', () => {
  it('see everything, payout details included; an unknown id is 404 to an admin and 403 to others', async () => {
    const listing = await hostWithListing();
    for (const viewer of [listing.host, admin]) {
      const response = await getUser(viewer, listing.host.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        MomoCode: listing.secrets[0],
        BankAccountNumber: listing.secrets[1],
      });
    }
    expect((await getUser(admin, 2_000_000_000)).statusCode).toBe(404);
    expectNotShared(await getUser(listing.host, 2_000_000_000), listing.host);
  });
});
