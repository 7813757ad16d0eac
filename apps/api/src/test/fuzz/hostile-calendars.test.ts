// Hostile calendars are harmless (docs/decisions/0035-hostile-calendars.md): files that loop for ever inside the
// iCalendar library, or take seconds of CPU, are served by a real HTTP server on 127.0.0.1 and imported through
// the API (on demand and by the schedule) while GET /api/health is polled over real HTTP. Health must answer
// within 100 ms throughout, each import must answer within the sync's 10 seconds with a stable message, and the
// process's memory must stay bounded (the file is read in a worker that is killed at its limits).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_SYNC_MESSAGES, type CalendarImport } from '@ikaze/domain';
import { calendarImports } from '../../db/schema.ts';
import { FETCH_TIMEOUT_MS } from '../../modules/channel-sync/fetch-calendar.ts';
import { syncDueImports } from '../../modules/channel-sync/service.ts';
import {
  openTestApp,
  sessionHeaders,
  testDbTarget,
  type SignedInUser,
  type TestContext,
} from '../harness.ts';
import { createListing } from '../test-data.ts';
import { hostileCalendars, type HostileCalendar } from './hostile-calendars.ts';

const HOSTILE = hostileCalendars();
const REFUSALS = new Set<string>([
  CHANNEL_SYNC_MESSAGES.readTimedOut,
  CHANNEL_SYNC_MESSAGES.readTooLarge,
  CHANNEL_SYNC_MESSAGES.invalid,
]);

let files: Server;
let origin: string;
let ctx: TestContext;
let host: SignedInUser;
let roomTypeId: number;
let healthUrl: string;

beforeAll(async () => {
  files = createServer((request, response) => {
    const found = HOSTILE.find((file) => request.url === `/${file.name}.ics`);
    response.writeHead(found ? 200 : 404, { 'content-type': 'text/calendar' });
    response.end(found?.body ?? '');
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  ({
    ctx,
    users: { host },
  } = await openTestApp({ host: 'host' }));
  const listing = await createListing(ctx.database.db, host.id, { roomTypes: [{ roomCount: 2 }] });
  roomTypeId = listing.roomTypes[0]!.id;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  healthUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api/health`;
  const { slowest: quiet } = await slowestHealthDuring(
    () => new Promise((resolve) => setTimeout(resolve, 3_000)),
  );
  healthMaxMs = Math.max(1_000, 4 * quiet + 500) + (testDbTarget === 'pglite' ? 500 : 0);
}, 180_000);
afterAll(async () => {
  files?.closeAllConnections();
  files?.close();
  await ctx?.close();
});

/** Polls GET /api/health over HTTP every 20 ms while `work` runs: the slowest answer in ms. */
async function slowestHealthDuring<T>(work: () => Promise<T>): Promise<{ result: T; slowest: number }> {
  let running = true;
  let slowest = 0;

  const poll = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(healthUrl);
      await response.arrayBuffer();
      slowest = Math.max(slowest, performance.now() - started);
      expect(response.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    return { result: await work(), slowest };
  } finally {
    running = false;
    await poll;
  }
}

async function addImport(name: string): Promise<{ answer: CalendarImport; ms: number }> {
  const started = performance.now();
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/room_types/${roomTypeId}/calendar/imports`,
    payload: { name, url: `${origin}/${name}.ics` },
    headers: sessionHeaders(host),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { answer: response.json<CalendarImport>(), ms: performance.now() - started };
}

/**
 * The slowest health answer allowed while imports run: a second, or, when the machine is so busy that health is
 * slow with nothing running, four times that plus half a second. This proves the API never hangs, not its speed:
 * test runs share 2 cores with other suites (npm test runs PGlite and PostgreSQL at once), and the 100 ms target
 * is measured by bench/hostile-calendars.ts on a quieter machine. PGlite runs the database on the API's own thread, so there health also waits
 * for the imports' writes (731 nights each): half a second more. A file read on the API's thread fails anyway:
 * the impossible rules would never let the imports answer, and the 965 KB file blocked it 9 to 19 seconds.
 */
let healthMaxMs: number;
/**
 * Fetching and reading end by the fetch's 10 seconds; the answer then writes the outcome, which takes a while
 * on a machine shared by many test runs.
 */
const ANSWER_MAX_MS = FETCH_TIMEOUT_MS + 5_000;

function expectHarmless(file: HostileCalendar, answer: CalendarImport) {
  const refused = REFUSALS.has(answer.lastError ?? '');
  if (file.outcome === 'refused') expect(refused, `${file.name}: ${answer.lastError}`).toBe(true);
  if (file.outcome === 'imported') expect(answer.lastError, file.name).toBeNull();
  if (file.outcome === 'large')
    expect([null, CHANNEL_SYNC_MESSAGES.readTimedOut], file.name).toContain(answer.lastError);
  if (file.outcome === 'harmless')
    expect(refused || answer.skippedCount === 1, `${file.name}: ${answer.lastError}`).toBe(true);
  if (refused) expect(answer.lastSyncedAt, file.name).toBeNull();
}

// Reading calendars all at once is the same whatever the database: that test runs on PGlite; each import alone
// (which makes the imports) and what two processes share through the database run on both
// (docs/decisions/0043-suite-time.md).
const readingOnly = testDbTarget === 'postgres';

describe('hostile calendars', () => {
  it('answers each import alone within the sync’s 10 seconds, health answering throughout', async () => {
    const { slowest } = await slowestHealthDuring(async () => {
      for (const file of HOSTILE) {
        const { answer, ms } = await addImport(file.name);
        expect(ms, file.name).toBeLessThan(ANSWER_MAX_MS);
        expectHarmless(file, answer);
        // Claimed before it was fetched: the schedule of another process does not take it up meanwhile.
        expect(answer.lastAttemptAt, file.name).not.toBeNull();
      }
    });
    expect(slowest).toBeLessThan(healthMaxMs);
  }, 180_000);

  it.skipIf(readingOnly)(
    'answers imports sent all at once, queued for the one reader or refused as busy',
    async () => {
      await ctx.database.db.delete(calendarImports);
      const rssBefore = process.memoryUsage().rss;
      const { result, slowest } = await slowestHealthDuring(() =>
        Promise.all(HOSTILE.map((file) => addImport(file.name))),
      );
      for (const [i, file] of HOSTILE.entries()) {
        const { answer, ms } = result[i]!;
        expect(ms, file.name).toBeLessThan(ANSWER_MAX_MS);
        // All at once, the one reader takes them in turn: one may be refused as busy, or on a starved machine
        // run out of its read time while the others are read. Either is said, neither hangs; what each file does
        // alone is the test above.
        const crowded = [CHANNEL_SYNC_MESSAGES.busy, CHANNEL_SYNC_MESSAGES.readTimedOut] as (string | null)[];
        if (!crowded.includes(answer.lastError)) expectHarmless(file, answer);
      }
      expect(slowest).toBeLessThan(healthMaxMs);
      // The worker's heap is capped and freed when it is killed: the process did not grow by the 40 MB a second
      // of an endless expansion.
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(300 * 1024 * 1024);
    },
    180_000,
  );

  it('lets the schedule of two processes sync hostile imports without hanging, each import once', async () => {
    await ctx.database.db.update(calendarImports).set({ lastAttemptAt: null });
    const { result: synced, slowest } = await slowestHealthDuring(() =>
      Promise.all([
        syncDueImports(ctx.database.db, { allowPrivate: true }),
        syncDueImports(ctx.database.db, { allowPrivate: true }),
      ]),
    );
    expect(synced[0] + synced[1]).toBe(HOSTILE.length);
    expect(slowest).toBeLessThan(healthMaxMs);
    // Every one tried: none left due for the next round.
    expect(await syncDueImports(ctx.database.db, { allowPrivate: true })).toBe(0);
  }, 240_000);
});
