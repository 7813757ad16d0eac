// Closures and calendar imports racing bookings on a real PostgreSQL server (API_TEST_DB=postgres), each request
// on its own pooled connection: whatever the interleaving, no night holds more than its rooms, what bookings hold
// is exactly the sum of the active bookings, imports never take more than their calendars hold, and every refusal
// is a 409 (docs/decisions/0023-calendar-and-rates.md).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, todayInKigali } from '@ikaze/domain';
import {
  createTestContext,
  signUpAs,
  testDbTarget,
  type SignedInUser,
  type TestContext,
} from '../../test/harness.ts';
import { createListing } from '../../test/test-data.ts';

const ROOMS = 5;
const BOOKINGS = 120;
const CLOSURES = 60;
/** Two imported calendars, each synced this many times during the race, its events moving at every fetch. */
const SYNCS = 10;

let ctx: TestContext;
let host: SignedInUser;
let guests: SignedInUser[];
let calendars: Server;
let calendarsUrl: string;
/** What each imported calendar holds at its next fetch (by path): stays of one room each. */
const served = new Map<string, () => Array<{ from: string; to: string }>>();

const icsOf = (stays: Array<{ from: string; to: string }>) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Ikaze tests//Race//EN',
    ...stays.flatMap((stay, i) => [
      'BEGIN:VEVENT',
      `UID:${i}-${stay.from}@race.test`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART;VALUE=DATE:${stay.from.replaceAll('-', '')}`,
      `DTEND;VALUE=DATE:${stay.to.replaceAll('-', '')}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ].join('\r\n');

/** A small deterministic generator, so that a failing round can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.database.db.execute(query)) as { rows: T[] }).rows;
}

describe.skipIf(testDbTarget !== 'postgres')('closures and imports racing bookings on PostgreSQL', () => {
  beforeAll(async () => {
    ctx = await createTestContext({ poolSize: 40 });
    host = await signUpAs(ctx, 'host');
    guests = await Promise.all(Array.from({ length: 20 }, () => signUpAs(ctx, 'user')));
    calendars = createServer((request, response) => {
      const stays = served.get(request.url ?? '');
      if (!stays) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'text/calendar' }).end(icsOf(stays()));
    });
    await new Promise<void>((resolve) => calendars.listen(0, '127.0.0.1', resolve));
    calendarsUrl = `http://127.0.0.1:${(calendars.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => calendars?.close(resolve));
    await ctx?.close();
  });

  for (const round of [1, 2]) {
    it(`round ${round}: ${BOOKINGS} bookings, ${CLOSURES} closures and ${SYNCS * 2} imports on the same nights of ${ROOMS} rooms`, async () => {
      const next = random(round * 104_729);
      const { property, roomTypes } = await createListing(ctx.database.db, host.id, {
        roomTypes: [{ roomCount: ROOMS }],
      });
      const roomTypeId = roomTypes[0]!.id;
      const base = addDays(todayInKigali(), 20);
      const span = () => {
        const start = Math.floor(next() * 6);
        const nights = 1 + Math.floor(next() * 3);
        return { from: addDays(base, start), to: addDays(base, start + nights) };
      };
      // Two other sites' calendars, each fetched with 0–3 stays of 1–3 nights on the same nights.
      const imports: number[] = [];
      for (const site of ['a', 'b']) {
        const path = `/round-${round}-${site}.ics`;
        served.set(path, () => Array.from({ length: Math.floor(next() * 4) }, span));
        const added = await ctx.app.inject({
          method: 'POST',
          url: `/api/room_types/${roomTypeId}/calendar/imports`,
          headers: { cookie: host.cookie },
          payload: { name: `Site ${site}`, url: `${calendarsUrl}${path}` },
        });
        expect(added.statusCode, added.body).toBe(201);
        imports.push(added.json<{ id: number }>().id);
      }
      type Request = { kind: 'booking' | 'closure' | 'sync'; send(): Promise<LightMyRequestResponse> };
      const requests: Request[] = [
        ...Array.from({ length: BOOKINGS }, (_, i): Request => {
          const { from, to } = span();
          const rooms = 1 + Math.floor(next() * 2);
          const guest = guests[i % guests.length]!;
          return {
            kind: 'booking',
            send: () =>
              ctx.app.inject({
                method: 'POST',
                url: '/api/bookings',
                headers: { cookie: guest.cookie },
                payload: {
                  userId: guest.id,
                  bookings: [
                    {
                      roomTypeId,
                      propertyId: property.id,
                      roomNumber: rooms,
                      checkInDate: from,
                      checkOutDate: to,
                    },
                  ],
                },
              }),
          };
        }),
        ...Array.from({ length: CLOSURES }, (): Request => {
          const { from, to } = span();
          const closed = Math.floor(next() * 4);
          return {
            kind: 'closure',
            send: () =>
              ctx.app.inject({
                method: 'PUT',
                url: `/api/room_types/${roomTypeId}/calendar`,
                headers: { cookie: host.cookie },
                payload: { from, to, closed },
              }),
          };
        }),
        ...Array.from({ length: SYNCS * imports.length }, (_, i): Request => ({
          kind: 'sync',
          send: () =>
            ctx.app.inject({
              method: 'POST',
              url: `/api/calendar_imports/${imports[i % imports.length]}/sync`,
              headers: { cookie: host.cookie },
            }),
        })),
      ];
      // Shuffled, so that bookings, closures and syncs interleave.
      for (let i = requests.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [requests[i], requests[j]] = [requests[j]!, requests[i]!];
      }

      const answers = await Promise.all(requests.map((request) => request.send()));

      const unexpected = answers
        .map((answer, i) => ({ kind: requests[i]!.kind, status: answer.statusCode, body: answer.body }))
        .filter(
          ({ kind, status }) =>
            status !== (kind === 'booking' ? 201 : 200) && (kind === 'sync' || status !== 409),
        );
      expect(unexpected).toEqual([]);
      answers.forEach((answer, i) => {
        if (answer.statusCode !== 409) return;
        const message = answer.json<{ message: string }>().message;
        if (requests[i]!.kind === 'closure')
          expect(message).toMatch(/^Only \d+ rooms can be closed on .+: the others are booked\.$/);
        else
          expect(message).toMatch(
            /^(You cannot reserve more than \d+ rooms\.|Only \d+ rooms are left for these dates\.)$/,
          );
      });

      // No night above its rooms; held is exactly what the active bookings hold.
      const over = await rows(sql`
        select night, capacity, held, closed, synced from room_nights
        where room_type_id = ${roomTypeId} and (held + closed + synced > capacity or capacity <> ${ROOMS})`);
      expect(over).toEqual([]);
      const mismatches = await rows(sql`
        with expected as (
          select b.room_type_id, (b.check_in + g.i) as night, sum(b.rooms)::int as held
          from bookings b cross join lateral generate_series(0, b.check_out - b.check_in - 1) g(i)
          where b.status in ('pending', 'confirmed') and b.room_type_id = ${roomTypeId}
          group by 1, 2
        )
        select * from expected e
        full join (select * from room_nights where room_type_id = ${roomTypeId}) rn
          on rn.room_type_id = e.room_type_id and rn.night = e.night
        where coalesce(e.held, 0) <> coalesce(rn.held, 0)`);
      expect(mismatches).toEqual([]);
      // Imports take at most what their calendars held at their last fetch, and every sync succeeded.
      const overSynced = await rows(sql`
        with wanted as (
          select n.night, sum(n.rooms)::int as rooms from calendar_import_nights n
          join calendar_imports i on i.id = n.import_id where i.room_type_id = ${roomTypeId} group by 1
        )
        select rn.night, rn.synced, coalesce(w.rooms, 0) as wanted from room_nights rn
        left join wanted w on w.night = rn.night
        where rn.room_type_id = ${roomTypeId} and rn.synced > coalesce(w.rooms, 0)`);
      expect(overSynced).toEqual([]);
      const failed = await rows(sql`select id, last_error from calendar_imports
        where room_type_id = ${roomTypeId} and last_error is not null`);
      expect(failed).toEqual([]);

      const count = (kind: Request['kind'], status: number) =>
        answers.filter((a, i) => requests[i]!.kind === kind && a.statusCode === status).length;
      console.info(
        `calendar race round ${round}: ${count('booking', 201)} booked, ${count('booking', 409)} refused; ` +
          `${count('closure', 200)} closures, ${count('closure', 409)} refused; ${count('sync', 200)} syncs; 0 errors`,
      );
      expect(count('booking', 201)).toBeGreaterThan(0);
      expect(count('closure', 200)).toBeGreaterThan(0);
      expect(count('booking', 409) + count('closure', 409)).toBeGreaterThan(0);
    });
  }

  it('20 overlapping seasons posted at once: one is added, the others are refused with 409', async () => {
    const { roomTypes } = await createListing(ctx.database.db, host.id, {
      roomTypes: [{ roomCount: ROOMS }],
    });
    const roomTypeId = roomTypes[0]!.id;
    const base = addDays(todayInKigali(), 100);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/room_types/${roomTypeId}/seasons`,
          headers: { cookie: host.cookie },
          // Every pair shares night base + 10.
          payload: {
            name: `Season ${i}`,
            firstNight: addDays(base, i % 10),
            lastNight: addDays(base, 10 + i),
            price: 1,
          },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    const [count] = await rows<{ n: number }>(
      sql`select count(*)::int as n from room_type_seasons where room_type_id = ${roomTypeId}`,
    );
    expect(count!.n).toBe(1);
  });
});
