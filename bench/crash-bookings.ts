// Crash test of the booking path: the built API on PostgreSQL is killed with SIGKILL in the middle of a booking
// load, restarted, and then every booking it acknowledged must still be there, holding its nights, and no night
// may hold more rooms than the room type has (docs/decisions/0003-booking-inventory.md).
//
//   npm run build -w apps/api
//   npx tsx bench/crash-bookings.ts [--rounds 3] [--workers 40] [--guests 6] [--days 30] [--kill-after 1500-3000]
//                                   [--server apps/api/dist/server.js]
//
// Each round makes a fresh database `ikaze_crash` on BENCH_DATABASE_URL's server (default: the local
// PostgreSQL): one host, one approved property with two small room types (3 and 5 rooms), and `--guests`
// guests signed in through the API. `--workers` loops then post bookings (1–2 rooms, 1–3 nights starting in the
// next `--days` days, so most requests collide and many get 409), each with its own Idempotency-Key, and record every
// 201 with its booking ids. A random time in `--kill-after` ms after the first 201, the server gets SIGKILL; it is started
// again on the same database, and:
//   1. every acknowledged booking is in the database, unchanged (room type, dates, rooms, status pending);
//   2. the requests that were in flight at the kill are sent again with the same key: each answers 201 (the
//      stored answer if it had committed) or 409, never 5xx; after that every booking in the database belongs
//      to an answer some client got (nothing booked that nobody was told about);
//   3. per room type and night, room_nights.held equals the rooms of the pending/confirmed bookings on it, and
//      neither exceeds the room type's room count (nothing oversold).
// Prints the counts and PASS/FAIL per round; exits 1 on any failure. Nothing in `npm test` runs this.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { addDays, todayInKigali } from '../packages/domain/src/index.ts';
import {
  checkInventory,
  freshDatabase,
  postBooking,
  seedHostWithProperty,
  signUpGuest,
} from './lib/crash-setup.ts';
import { apiEnv, freePort, startServer } from './lib/server.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    workers: { type: 'string', default: '40' },
    guests: { type: 'string', default: '6' },
    days: { type: 'string', default: '30' },
    'kill-after': { type: 'string', default: '1500-3000' },
    server: { type: 'string', default: 'apps/api/dist/server.js' },
  },
});
const SERVER = values.server;
const rounds = Number(values.rounds);
const workerCount = Number(values.workers);
const guestCount = Number(values.guests);
const days = Number(values.days);
const [killMin, killMax] = values['kill-after'].split('-').map(Number) as [number, number?];
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'ikaze_crash';

if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`npm run build -w apps/api\` first`);

process.on('SIGINT', () => process.exit(130));
const startApi = (port: number, dbUrl: string) => startServer([SERVER], port, apiEnv(dbUrl));

type Entry = { roomTypeId: number; checkIn: string; checkOut: string; rooms: number };
type Attempt = { key: string; guest: Guest; entry: Entry };
type Guest = { id: number; cookie: string };
type Acknowledged = Entry & { bookingId: number; userId: number; key: string };

let failed = false;
for (let round = 1; round <= rounds; round++) {
  const ok = await runRound(round);
  if (!ok) failed = true;
}
console.log(failed ? '\nFAIL' : '\nPASS: every round');
process.exit(failed ? 1 : 0);

async function runRound(round: number): Promise<boolean> {
  const dbUrl = await freshDatabase(serverUrl, DB_NAME);
  const { roomTypes, hostId } = await seedHostWithProperty(dbUrl, {
    prefix: 'crash',
    firstName: 'Crash',
    roomCounts: [3, 5],
  });
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const port = await freePort();
  let api = await startApi(port, dbUrl);
  const base = `http://127.0.0.1:${port}`;
  const guests: Guest[] = [];
  for (let i = 0; i < guestCount; i++) guests.push(await signUpGuest(base, `crash_guest_${i}`, 'Crash'));

  const today = todayInKigali();
  let sequence = 0;
  const nextAttempt = (): Attempt => {
    const n = sequence++;
    const roomType = roomTypes[Math.floor(Math.random() * roomTypes.length)]!;
    const checkIn = addDays(today, 1 + Math.floor(Math.random() * days));
    const entry = {
      roomTypeId: roomType.id,
      checkIn,
      checkOut: addDays(checkIn, 1 + Math.floor(Math.random() * 3)),
      rooms: 1 + Math.floor(Math.random() * 2),
    };
    return {
      key: `crash-${round}-${n}-${Math.random().toString(36).slice(2)}`,
      guest: guests[n % guests.length]!,
      entry,
    };
  };

  const acknowledged: Acknowledged[] = [];
  const inFlight = new Map<string, Attempt>();
  const counts = { sent: 0, created: 0, conflict: 0, otherStatus: 0, networkErrors: 0 };
  let stop = false;
  let killed = false;
  const worker = async () => {
    while (!stop) {
      const attempt = nextAttempt();
      inFlight.set(attempt.key, attempt);
      counts.sent++;
      try {
        const response = await postBooking(base, attempt);
        if (response.status === 201) {
          const body = (await response.json()) as { bookings: Array<{ id: number }> };
          for (const b of body.bookings)
            acknowledged.push({
              ...attempt.entry,
              bookingId: b.id,
              userId: attempt.guest.id,
              key: attempt.key,
            });
          counts.created++;
          inFlight.delete(attempt.key);
        } else {
          await response.arrayBuffer();
          if (response.status === 409) counts.conflict++;
          else counts.otherStatus++;
          // A clear refusal created nothing; any other answer is unknown: sent again after the restart.
          if (response.status === 409 || response.status < 500) inFlight.delete(attempt.key);
        }
      } catch {
        // The server died under this request: its outcome is unknown (it stays in inFlight).
        counts.networkErrors++;
        if (killed) return;
        await sleep(10);
      }
    }
  };
  const workers = Array.from({ length: workerCount }, worker);
  // The clock starts at the first acknowledged booking: a cold server (pool, plans) answers nothing at first.
  const started = performance.now();
  while (acknowledged.length === 0 && performance.now() - started < 60_000) await sleep(20);
  const killAfter = killMin + Math.random() * ((killMax ?? killMin) - killMin);
  await sleep(killAfter);
  const before = { ...counts, acknowledged: acknowledged.length };
  killed = true;
  api.kill('SIGKILL');
  await new Promise((resolve) => api.once('exit', resolve));
  stop = true;
  await Promise.all(workers);
  const unknown = [...inFlight.values()];

  api = await startApi(port, dbUrl);
  const problems: string[] = [];
  if (before.otherStatus)
    problems.push(`${before.otherStatus} answers before the kill were neither 201 nor 409`);

  // 1. Every acknowledged booking is there, as it was acknowledged, and holds its rooms.
  const ids = acknowledged.map((a) => a.bookingId);
  const { rows: stored } = await db.query<{
    id: number;
    user_id: number;
    room_type_id: number;
    check_in: string;
    check_out: string;
    rooms: number;
    status: string;
  }>(
    `select id, user_id, room_type_id, check_in::text, check_out::text, rooms, status::text
     from bookings where id = any($1::int[])`,
    [ids],
  );
  const byId = new Map(stored.map((r) => [r.id, r]));
  let missing = 0;
  let changed = 0;
  for (const a of acknowledged) {
    const row = byId.get(a.bookingId);
    if (!row) missing++;
    else if (
      row.user_id !== a.userId ||
      row.room_type_id !== a.roomTypeId ||
      row.check_in !== a.checkIn ||
      row.check_out !== a.checkOut ||
      row.rooms !== a.rooms ||
      row.status !== 'pending'
    )
      changed++;
  }
  if (missing) problems.push(`${missing} acknowledged bookings are missing`);
  if (changed) problems.push(`${changed} acknowledged bookings differ from their answer`);
  // The same, through the restarted API: each guest's own list holds every booking acknowledged to them.
  let seenByApi = 0;
  for (const guest of guests) {
    const listed = await listOwnBookings(base, guest);
    const mine = acknowledged.filter((a) => a.userId === guest.id);
    for (const a of mine) if (listed.has(a.bookingId)) seenByApi++;
  }
  if (seenByApi !== acknowledged.length)
    problems.push(`the API lists ${seenByApi} of ${acknowledged.length} acknowledged bookings`);

  // 2. The requests cut by the kill, sent again with their keys: 201 (replayed or new) or 409.
  const retried = { replayed: 0, created: 0, conflict: 0, other: 0 };
  const answeredIds = new Set(ids);
  for (const attempt of unknown) {
    const response = await postBooking(base, attempt);
    if (response.status === 201) {
      const body = (await response.json()) as { bookings: Array<{ id: number }> };
      for (const b of body.bookings) answeredIds.add(b.id);
      if (response.headers.get('idempotent-replayed') === 'true') retried.replayed++;
      else retried.created++;
    } else {
      await response.arrayBuffer();
      if (response.status === 409) retried.conflict++;
      else retried.other++;
    }
  }
  if (retried.other) problems.push(`${retried.other} retried requests answered neither 201 nor 409`);
  const { rows: all } = await db.query<{ id: number }>('select id from bookings');
  const unanswered = all.filter((r) => !answeredIds.has(r.id)).length;
  if (unanswered) problems.push(`${unanswered} bookings in the database were never acknowledged to anyone`);

  // 3. The inventory: held = what the bookings hold, and nothing above the room count.
  const { mismatched, oversold, nights } = await checkInventory(db);
  if (mismatched) problems.push(`${mismatched} nights where room_nights.held differs from the bookings`);
  if (oversold) problems.push(`${oversold} nights hold more rooms than exist`);
  const { rows: full } = await db.query<{ n: number }>(
    `select count(*)::int as n from room_nights rn join room_types rt on rt.id = rn.room_type_id
     where rn.held = rt.room_count`,
  );

  console.log(
    `\nround ${round}: killed ${(killAfter / 1000).toFixed(1)} s after the first 201 (load ${loadavg()[0]!.toFixed(1)}), ` +
      `${workerCount} workers, ${guestCount} guests, host ${hostId}, room types of ${roomTypes.map((r) => r.roomCount).join(' and ')} rooms`,
  );
  console.log(
    `  before the kill: ${before.sent} requests sent, ${before.created} acknowledged (201), ` +
      `${before.conflict} refused (409), ${before.otherStatus} other answers`,
  );
  console.log(
    `  at the kill: ${unknown.length} requests in flight (outcome unknown), ${counts.networkErrors} connection errors`,
  );
  console.log(
    `  after the restart: ${stored.length}/${acknowledged.length} acknowledged bookings present, ` +
      `${changed} changed, ${seenByApi} listed by the API`,
  );
  console.log(
    `  in-flight requests sent again with their keys: ${retried.replayed} replayed (had committed), ` +
      `${retried.created} booked now, ${retried.conflict} refused (409), ${retried.other} other`,
  );
  console.log(
    `  database: ${all.length} bookings, ${unanswered} never acknowledged; ${nights} booked nights, ` +
      `${full[0]?.n ?? 0} of them full, ${mismatched} held ≠ booked, ${oversold} oversold`,
  );
  console.log(`  ${problems.length === 0 ? 'PASS' : `FAIL: ${problems.join('; ')}`}`);

  api.kill('SIGTERM');
  await new Promise((resolve) => api.once('exit', resolve));
  await db.end();
  return problems.length === 0;
}

/** Every booking id of a guest's own list, page by page (30 a page, the most the API allows). */
async function listOwnBookings(base: string, guest: Guest): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let page = 1; ; page++) {
    const response = await fetch(`${base}/api/bookings?as=guest&pageSize=30&page=${page}`, {
      headers: { cookie: guest.cookie },
    });
    if (!response.ok) throw new Error(`GET /api/bookings: ${response.status} ${await response.text()}`);
    const rows = (await response.json()) as Array<{ id: number }>;
    rows.forEach((r) => ids.add(r.id));
    if (rows.length < 30) return ids;
  }
}
