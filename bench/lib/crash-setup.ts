// What each crash test (crash-bookings.ts, crash-emails.ts, pg-operators.ts) sets up before its load: a fresh database, a host
// with one approved property written with the app's own code, and guests signed up through the API.
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { createUser } from '../../apps/api/src/modules/users/service.ts';
import { createListing } from '../../apps/api/src/test/test-data.ts';
import { signIn } from './server.ts';

const PASSWORD = 'crash-password-1';

/** Drops and creates database `name` on the server at `serverUrl`; returns the new database's URL. */
export async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A host `{prefix}_host` (first name `firstName`) with one approved property of two room types, double and
 * suite, with `roomCounts` rooms.
 */
export async function seedHostWithProperty(
  url: string,
  { prefix, firstName, roomCounts }: { prefix: string; firstName: string; roomCounts: [number, number] },
) {
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  try {
    const host = await createUser(
      database.db,
      {
        username: `${prefix}_host`,
        email: `${prefix}_host@bench.rw`,
        password: PASSWORD,
        first_name: firstName,
        last_name: 'Host',
        phone_number: '0788111111',
      },
      'host',
    );
    const listing = await createListing(database.db, host.id, {
      roomTypes: [
        { title: 'double', roomCount: roomCounts[0] },
        { title: 'suite', roomCount: roomCounts[1] },
      ],
    });
    return { hostId: host.id, roomTypes: listing.roomTypes };
  } finally {
    await database.close();
  }
}

/** The host seedHostWithProperty made, signed in through the API: its id and session cookie. */
export function signInHost(base: string, prefix: string): Promise<{ id: number; cookie: string }> {
  return signIn(base, { username: `${prefix}_host`, password: PASSWORD });
}

/** Signs a guest up through POST /api/register, then in: the guest's id and session cookie. */
export async function signUpGuest(
  base: string,
  username: string,
  firstName: string,
): Promise<{ id: number; cookie: string }> {
  const credentials = { username, password: PASSWORD };
  const registered = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...credentials,
      email: `${username}@bench.rw`,
      first_name: firstName,
      last_name: 'Guest',
      phone_number: '0788222222',
    }),
  });
  if (!registered.ok) throw new Error(`sign-up ${username}: ${registered.status} ${await registered.text()}`);
  return signIn(base, credentials);
}

/**
 * The inventory after a crash or a restart: nights where room_nights.held differs from the rooms of the pending
 * and confirmed bookings on them, nights holding more rooms than the room type has, and the nights booked.
 */
export async function checkInventory(
  db: pg.Client,
): Promise<{ mismatched: number; oversold: number; nights: number }> {
  const { rows } = await db.query<{ mismatched: number; oversold: number; nights: number }>(
    `with booked as (
       select b.room_type_id, b.check_in + k as night, sum(b.rooms)::int as rooms
       from bookings b cross join lateral generate_series(0, b.check_out - b.check_in - 1) k
       where b.status in ('pending', 'confirmed') group by 1, 2),
     nights as (
       select coalesce(rn.room_type_id, bk.room_type_id) as room_type_id, coalesce(rn.held, 0) as held,
         coalesce(bk.rooms, 0) as rooms
       from room_nights rn full join booked bk on bk.room_type_id = rn.room_type_id and bk.night = rn.night)
     select count(*) filter (where n.held <> n.rooms)::int as mismatched,
       count(*) filter (where greatest(n.held, n.rooms) > rt.room_count)::int as oversold,
       count(*) filter (where n.rooms > 0)::int as nights
     from nights n join room_types rt on rt.id = n.room_type_id`,
  );
  return rows[0]!;
}

/** One booking request: `rooms` rooms of a room type for checkIn..checkOut, with its Idempotency-Key. */
export function postBooking(
  base: string,
  attempt: {
    key: string;
    guest: { id: number; cookie: string };
    entry: { roomTypeId: number; checkIn: string; checkOut: string; rooms: number };
  },
): Promise<Response> {
  const { entry, guest } = attempt;
  return fetch(`${base}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: guest.cookie, 'idempotency-key': attempt.key },
    body: JSON.stringify({
      userId: guest.id,
      bookings: [
        {
          roomTypeId: entry.roomTypeId,
          roomNumber: entry.rooms,
          checkInDate: entry.checkIn,
          checkOutDate: entry.checkOut,
        },
      ],
    }),
    signal: AbortSignal.timeout(30_000),
  });
}
