// Channel sync end to end (docs/decisions/0023-calendar-and-rates.md): other sites' calendars served by a real
// HTTP server on 127.0.0.1, imported through the API into the real database's room_nights, and the room type's
// own calendar exported and read back with ical.js.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import {
  addDays,
  CALENDAR_IMPORTS_MAX,
  CHANNEL_SYNC_MESSAGES,
  todayInKigali,
  type CalendarImport,
} from '@ikaze/domain';
import { calendarImportNights, calendarImports, roomNights, users } from '../../db/schema.ts';
import {
  openSecondApp,
  openTestApp,
  sessionHeaders,
  type SignedInUser,
  type TestContext,
} from '../../test/harness.ts';
import { createListing } from '../../test/test-data.ts';
import { syncDueImports, syncImport } from './service.ts';

// --- Other sites: a calendar server whose answers each test sets. -------------------------------------------

type Answer = { status?: number; body?: string; delayMs?: number; location?: string };
const answers = new Map<string, Answer>();
const hits = new Map<string, number>();
let server: Server;
let origin: string;

function startCalendarServer(): Promise<void> {
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const answer = answers.get(path) ?? { status: 404, body: 'no such calendar' };
    const send = () => {
      if (answer.location) response.setHeader('location', answer.location);
      response.writeHead(answer.status ?? 200, { 'content-type': 'text/calendar; charset=utf-8' });
      response.end(answer.body ?? '');
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
    else send();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

const today = todayInKigali();
const day = (n: number) => addDays(today, n);
const compact = (date: string) => date.replaceAll('-', '');

/** An iCalendar file of all-day events, each [first night, end (exclusive)] as days from today. */
function ics(...events: Array<[number, number]>): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Other site//EN',
    ...events.flatMap(([first, end], i) => [
      'BEGIN:VEVENT',
      `UID:stay-${i}-${first}@other.example`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART;VALUE=DATE:${compact(day(first))}`,
      `DTEND;VALUE=DATE:${compact(day(end))}`,
      'SUMMARY:Reserved',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ].join('\r\n');
}

// --- The app, its people and a room type of 2 rooms. -----------------------------------------------------------

let ctx: TestContext;
let people: Record<'host' | 'otherHost' | 'admin' | 'guest', SignedInUser>;
let roomTypeId: number;
let propertyName: string;

beforeAll(async () => {
  await startCalendarServer();
  ({ ctx, users: people } = await openTestApp({
    host: 'host',
    otherHost: 'host',
    admin: 'admin',
    guest: 'user',
  }));
  const listing = await createListing(ctx.database.db, people.host.id, { roomTypes: [{ roomCount: 2 }] });
  roomTypeId = listing.roomTypes[0]!.id;
  propertyName = listing.property.name;
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await ctx?.close();
});
beforeEach(async () => {
  // Each test starts from a room type without imports or taken nights.
  await ctx.database.db.delete(calendarImports).where(eq(calendarImports.roomTypeId, roomTypeId));
  await ctx.database.db.delete(roomNights).where(eq(roomNights.roomTypeId, roomTypeId));
  answers.clear();
});

const as = (person: SignedInUser | null) => ({ headers: sessionHeaders(person) });

async function addImport(url: string, name = 'Other site', person: SignedInUser | null = people.host) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/room_types/${roomTypeId}/calendar/imports`,
    payload: { name, url },
    ...as(person),
  });
}

async function syncNow(id: number) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/calendar_imports/${id}/sync`,
    ...as(people.host),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CalendarImport>();
}

/** room_nights.synced by night (nights holding none left out). */
async function synced(): Promise<Record<string, number>> {
  const rows = await ctx.database.db
    .select({ night: roomNights.night, synced: roomNights.synced })
    .from(roomNights)
    .where(and(eq(roomNights.roomTypeId, roomTypeId), sql`${roomNights.synced} > 0`))
    .orderBy(roomNights.night);
  return Object.fromEntries(rows.map((r) => [r.night, r.synced]));
}

describe('importing a calendar', () => {
  it('holds one room per event on each night the events cover, at once when added', async () => {
    answers.set('/a.ics', { body: ics([5, 8], [6, 7]) });
    const response = await addImport(`${origin}/a.ics`);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<CalendarImport>();
    expect(created).toMatchObject({
      roomTypeId,
      name: 'Other site',
      url: `${origin}/a.ics`,
      lastError: null,
    });
    expect(created.lastSyncedAt).not.toBeNull();
    expect(created.lastAttemptAt).not.toBeNull();
    expect(await synced()).toEqual({ [day(5)]: 1, [day(6)]: 2, [day(7)]: 1 });

    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/room_types/${roomTypeId}/calendar/imports`,
      ...as(people.host),
    });
    expect(list.json()).toEqual([created]);
  });

  it('reopens the nights that left the file at the next sync', async () => {
    answers.set('/a.ics', { body: ics([5, 8], [6, 7]) });
    const created = (await addImport(`${origin}/a.ics`)).json<CalendarImport>();
    answers.set('/a.ics', { body: ics([5, 6]) });
    const after = await syncNow(created.id);
    expect(after.lastError).toBeNull();
    expect(await synced()).toEqual({ [day(5)]: 1 });
    const stored = await ctx.database.db
      .select({ night: calendarImportNights.night, rooms: calendarImportNights.rooms })
      .from(calendarImportNights)
      .where(eq(calendarImportNights.importId, created.id));
    expect(stored).toEqual([{ night: day(5), rooms: 1 }]);
  });

  it('sums the imports of a room type, and frees a removed import’s rooms', async () => {
    answers.set('/a.ics', { body: ics([5, 7]) });
    answers.set('/b.ics', { body: ics([6, 8]) });
    const a = (await addImport(`${origin}/a.ics`, 'Site A')).json<CalendarImport>();
    await addImport(`${origin}/b.ics`, 'Site B');
    expect(await synced()).toEqual({ [day(5)]: 1, [day(6)]: 2, [day(7)]: 1 });

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/calendar_imports/${a.id}`,
      ...as(people.host),
    });
    expect(removed.statusCode).toBe(204);
    expect(await synced()).toEqual({ [day(6)]: 1, [day(7)]: 1 });
  });

  it('imports the events it can read and lists those it skipped, by UID, summary and reason', async () => {
    const file = ics([5, 7]).replace(
      'END:VCALENDAR',
      [
        'BEGIN:VEVENT',
        'UID:broken@other.example',
        'SUMMARY:Guest with a typo',
        'DTSTART;VALUE=DATE:2026DEC22',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:no-start@other.example',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n'),
    );
    answers.set('/a.ics', { body: file });
    const created = (await addImport(`${origin}/a.ics`)).json<CalendarImport>();
    expect(created.lastError).toBeNull();
    expect(created.skippedCount).toBe(2);
    expect(created.skippedEvents).toEqual([
      {
        uid: 'broken@other.example',
        summary: 'Guest with a typo',
        reason: CHANNEL_SYNC_MESSAGES.skippedBadDates,
      },
      { uid: 'no-start@other.example', summary: '', reason: CHANNEL_SYNC_MESSAGES.skippedNoStart },
    ]);
    expect(await synced()).toEqual({ [day(5)]: 1, [day(6)]: 1 });
    // Fixed on the other site: the next sync lists none.
    answers.set('/a.ics', { body: ics([5, 7]) });
    expect(await syncNow(created.id)).toMatchObject({ skippedCount: 0, skippedEvents: [] });
  });

  it('claims an import before fetching it: a sync that never finishes is not taken up again by the schedule', async () => {
    answers.set('/slow.ics', { body: ics([5, 6]), delayMs: 2_000 });
    const [row] = await ctx.database.db
      .insert(calendarImports)
      .values({ roomTypeId, name: 'Slow', url: `${origin}/slow.ics` })
      .returning();
    const hitsBefore = hits.get('/slow.ics') ?? 0;
    const running = syncImport(ctx.database.db, row!.id, { allowPrivate: true });
    // Once the fetch has reached the server, the claim is already committed: another process's round finds
    // nothing due.
    await vi.waitFor(() => expect(hits.get('/slow.ics') ?? 0).toBe(hitsBefore + 1), { interval: 20 });
    const [claimed] = await ctx.database.db
      .select()
      .from(calendarImports)
      .where(eq(calendarImports.id, row!.id));
    expect(claimed!.lastAttemptAt).not.toBeNull();
    expect(await syncDueImports(ctx.database.db, { allowPrivate: true })).toBe(0);
    await running;
    expect((hits.get('/slow.ics') ?? 0) - hitsBefore).toBe(1);
  });

  it('keeps the last good nights when the calendar cannot be read, and records why', async () => {
    answers.set('/a.ics', { body: ics([5, 7]) });
    const created = (await addImport(`${origin}/a.ics`)).json<CalendarImport>();
    const before = await synced();

    const failures: Array<[Answer, string]> = [
      [{ body: '<html>Sorry</html>' }, CHANNEL_SYNC_MESSAGES.invalid],
      [{ body: 'BEGIN:VCALENDAR\r\nthis is not right' }, CHANNEL_SYNC_MESSAGES.invalid],
      [{ status: 500, body: 'oops' }, CHANNEL_SYNC_MESSAGES.httpStatus({ status: 500 })],
      [{ body: 'x'.repeat(1024 * 1024 + 1) }, CHANNEL_SYNC_MESSAGES.tooLarge],
    ];
    for (const [answer, message] of failures) {
      answers.set('/a.ics', answer);
      const after = await syncNow(created.id);
      expect(after.lastError).toBe(message);
      expect(after.lastSyncedAt).toBe(created.lastSyncedAt);
      expect(Date.parse(after.lastAttemptAt!)).toBeGreaterThanOrEqual(Date.parse(created.lastAttemptAt!));
      expect(await synced()).toEqual(before);
    }

    // The wait is the service's (10 s through the API): shortened here, on the same real server and database.
    answers.set('/a.ics', { body: ics([9, 10]), delayMs: 2_000 });
    const timedOut = await syncImport(ctx.database.db, created.id, { allowPrivate: true, timeoutMs: 200 });
    expect(timedOut?.calendarImport.lastError).toBe(CHANNEL_SYNC_MESSAGES.timedOut);
    expect(await synced()).toEqual(before);

    // A good file again: the error is cleared.
    answers.set('/a.ics', { body: ics([5, 6]) });
    const healed = await syncNow(created.id);
    expect(healed.lastError).toBeNull();
    expect(await synced()).toEqual({ [day(5)]: 1 });
  });

  it('never fails on a full night: it takes the rooms that are free, and the rest when they come free', async () => {
    const { db } = ctx.database;
    // Both rooms booked on day 20, one on day 21.
    await db.insert(roomNights).values([
      { roomTypeId, night: day(20), capacity: 2, held: 2 },
      { roomTypeId, night: day(21), capacity: 2, held: 1 },
    ]);
    answers.set('/a.ics', { body: ics([20, 22], [21, 22], [21, 22]) });
    const created = (await addImport(`${origin}/a.ics`)).json<CalendarImport>();
    expect(created.lastError).toBeNull();
    expect(await synced()).toEqual({ [day(21)]: 1 });

    await db.update(roomNights).set({ held: 0 }).where(eq(roomNights.roomTypeId, roomTypeId));
    await syncNow(created.id);
    expect(await synced()).toEqual({ [day(20)]: 1, [day(21)]: 2 });
  });

  it('follows up to 3 redirects, not more', async () => {
    answers.set('/a.ics', { body: ics([5, 6]) });
    for (let i = 1; i <= 4; i++)
      answers.set(`/r${i}`, { status: 302, location: i === 4 ? '/a.ics' : `/r${i + 1}` });
    const viaThree = (await addImport(`${origin}/r2`, 'Three')).json<CalendarImport>();
    expect(viaThree.lastError).toBeNull();
    const viaFour = (await addImport(`${origin}/r1`, 'Four')).json<CalendarImport>();
    expect(viaFour.lastError).toBe(CHANNEL_SYNC_MESSAGES.tooManyRedirects);
  });

  it('refuses addresses on this machine’s networks unless the settings allow them', async () => {
    const strict = await openSecondApp(ctx, { calendarImportAllowPrivate: false });
    try {
      answers.set('/a.ics', { body: ics([5, 6]) });
      const hitsBefore = hits.get('/a.ics') ?? 0;
      const port = new URL(origin).port;
      for (const url of [`${origin}/a.ics`, `http://localhost:${port}/a.ics`, `http://[::1]:${port}/a.ics`]) {
        const response = await strict.inject({
          method: 'POST',
          url: `/api/room_types/${roomTypeId}/calendar/imports`,
          payload: { name: 'Local', url },
          ...as(people.host),
        });
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json<CalendarImport>().lastError, url).toBe(CHANNEL_SYNC_MESSAGES.privateAddress);
      }
      expect(hits.get('/a.ics') ?? 0).toBe(hitsBefore);
      expect(await synced()).toEqual({});
    } finally {
      await strict.close();
    }
  });

  it('refuses an address that is not http or https (422), a second import of one URL and an eleventh (409)', async () => {
    for (const url of [
      'ftp://example.com/a.ics',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'example.com/a.ics',
    ]) {
      const response = await addImport(url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json()).toMatchObject({ code: 'UNPROCESSABLE', field: 'url' });
    }
    const tooLongName = await addImport(`${origin}/a.ics`, 'n'.repeat(61));
    expect(tooLongName.statusCode).toBe(400);
    expect(tooLongName.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'name' });

    answers.set('/a.ics', { body: ics([5, 6]) });
    expect((await addImport(`${origin}/a.ics`)).statusCode).toBe(201);
    const again = await addImport(`${origin}/a.ics`, 'Same again');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      field: 'url',
      message: CHANNEL_SYNC_MESSAGES.duplicate,
    });

    for (let i = 2; i <= CALENDAR_IMPORTS_MAX; i++)
      expect((await addImport(`${origin}/a.ics?copy=${i}`)).statusCode).toBe(201);
    const eleventh = await addImport(`${origin}/a.ics?copy=11`);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toMatchObject({
      code: 'CONFLICT',
      message: CHANNEL_SYNC_MESSAGES.tooMany({ max: CALENDAR_IMPORTS_MAX }),
    });
  });

  it('answers 401 signed out, 403 to others than the property’s host and admins, 404 for unknown ids', async () => {
    answers.set('/a.ics', { body: ics([5, 6]) });
    const created = (await addImport(`${origin}/a.ics`)).json<CalendarImport>();
    const operations = [
      { method: 'GET' as const, url: `/api/room_types/${roomTypeId}/calendar/imports` },
      { method: 'POST' as const, url: `/api/calendar_imports/${created.id}/sync` },
      { method: 'POST' as const, url: `/api/room_types/${roomTypeId}/ics_token` },
    ];
    for (const operation of operations) {
      const status = async (person: SignedInUser | null) =>
        (await ctx.app.inject({ ...operation, ...as(person) })).statusCode;
      expect(await status(null), operation.url).toBe(401);
      expect(await status(people.guest), operation.url).toBe(403);
      expect(await status(people.otherHost), operation.url).toBe(403);
      expect(await status(people.admin), operation.url).toBe(200);
    }
    expect((await addImport(`${origin}/b.ics`, 'Other', people.otherHost)).statusCode).toBe(403);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/calendar_imports/999999/sync',
      ...as(people.host),
    });
    expect(unknown.statusCode).toBe(404);
    const unknownRoom = await ctx.app.inject({
      method: 'GET',
      url: '/api/room_types/999999/calendar/imports',
      ...as(people.host),
    });
    expect(unknownRoom.statusCode).toBe(404);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/calendar_imports/${created.id}`,
      ...as(people.otherHost),
    });
    expect(removed.statusCode).toBe(403);
  });
});

describe('the schedule', () => {
  it('syncs imports not tried for 15 minutes, each once however many processes look at once', async () => {
    answers.set('/a.ics', { body: ics([5, 6]) });
    answers.set('/b.ics', { body: ics([7, 8]) });
    const a = (await addImport(`${origin}/a.ics`, 'A')).json<CalendarImport>();
    await addImport(`${origin}/b.ics`, 'B');
    answers.set('/a.ics', { body: ics([9, 10]) });
    answers.set('/b.ics', { body: ics([11, 12]) });
    const hitsBefore = hits.get('/a.ics') ?? 0;
    // Only A is due.
    await ctx.database.db
      .update(calendarImports)
      .set({ lastAttemptAt: sql`now() - interval '16 minutes'` })
      .where(eq(calendarImports.id, a.id));

    const options = { allowPrivate: true };
    const counts = await Promise.all([
      syncDueImports(ctx.database.db, options),
      syncDueImports(ctx.database.db, options),
      syncDueImports(ctx.database.db, options),
    ]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(1);
    expect((hits.get('/a.ics') ?? 0) - hitsBefore).toBe(1);
    expect(await synced()).toEqual({ [day(7)]: 1, [day(9)]: 1 });
  });
});

describe('the exported calendar', () => {
  async function icsUrl(): Promise<string> {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/room_types/${roomTypeId}/ics_token`,
      ...as(people.host),
    });
    expect(response.statusCode).toBe(200);
    const { icsUrl } = response.json<{ icsUrl: string }>();
    const url = new URL(icsUrl);
    return `${url.pathname}${url.search}`;
  }

  it('lists one all-day event per room taken (held or closed, not synced), read back by ical.js, in the host’s language', async () => {
    const { db } = ctx.database;
    await db.insert(roomNights).values([
      // Held and closed alike, synced left out; a gap on day 4; both rooms taken on day 6.
      { roomTypeId, night: day(2), capacity: 2, held: 1 },
      { roomTypeId, night: day(3), capacity: 2, closed: 1 },
      { roomTypeId, night: day(5), capacity: 2, held: 1, synced: 1 },
      { roomTypeId, night: day(6), capacity: 2, closed: 2 },
      // A priced night with no room taken is no event; nor is a night long past.
      { roomTypeId, night: day(8), capacity: 2, price: 70_000 },
      { roomTypeId, night: day(-40), capacity: 2, held: 1 },
    ]);
    const response = await ctx.app.inject({ method: 'GET', url: await icsUrl() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');

    const calendar = new ICAL.Component(ICAL.parse(response.body) as unknown[]);
    expect(calendar.getFirstPropertyValue('prodid')).toMatch(/Ikaze/);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`${propertyName} – Double`);
    const events = calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        start: event.startDate.toString(),
        end: event.endDate.toString(),
        allDay: event.startDate.isDate,
        summary: event.summary,
      };
    });
    expect(events).toEqual([
      {
        uid: `${roomTypeId}-1-${day(2)}@ikaze`,
        start: day(2),
        end: day(4),
        allDay: true,
        summary: 'Ikaze: 1 of 2 rooms taken',
      },
      {
        uid: `${roomTypeId}-1-${day(5)}@ikaze`,
        start: day(5),
        end: day(7),
        allDay: true,
        summary: 'Ikaze: 1 of 2 rooms taken',
      },
      {
        uid: `${roomTypeId}-2-${day(6)}@ikaze`,
        start: day(6),
        end: day(7),
        allDay: true,
        summary: 'Ikaze: Not available',
      },
    ]);

    // In the host's language when the host chose one.
    await db.update(users).set({ locale: 'fr' }).where(eq(users.id, people.host.id));
    try {
      const french = await ctx.app.inject({ method: 'GET', url: await icsUrl() });
      expect(french.body).toContain('SUMMARY:Ikaze: Chambres prises\u00a0: 1 sur 2');
      expect(french.body).toContain('SUMMARY:Ikaze: Indisponible');
    } finally {
      await db.update(users).set({ locale: null }).where(eq(users.id, people.host.id));
    }
  });

  it('answers 404 to a wrong or missing token, and to the old URL once the token is replaced', async () => {
    const oldUrl = await icsUrl();
    expect((await ctx.app.inject({ method: 'GET', url: oldUrl })).statusCode).toBe(200);
    for (const url of [
      `/api/room_types/${roomTypeId}/calendar.ics`,
      `/api/room_types/${roomTypeId}/calendar.ics?token=wrong`,
      `/api/room_types/999999/calendar.ics?token=wrong`,
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const newUrl = await icsUrl();
    expect(newUrl).not.toBe(oldUrl);
    expect(new URL(newUrl, 'http://x').searchParams.get('token')).toMatch(/^[0-9a-f]{48}$/);
    expect((await ctx.app.inject({ method: 'GET', url: oldUrl })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: newUrl })).statusCode).toBe(200);
  });
});
