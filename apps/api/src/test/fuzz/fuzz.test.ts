// Property-based fuzz of every operation in the OpenAPI document: requests generated from each operation's
// schemas, then bent (operations.ts, arbitraries.ts), sent as anonymous, a guest, a host and an admin to the
// real app on a real database. No answer may be a 5xx; every 4xx must follow the error contract (errorSchema).
// FUZZ_SEED replays a run, FUZZ_RUNS sends more requests: docs/decisions/0019-fuzz-suite.md.
import fc from 'fast-check';
import { inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { addDays, errorSchema, listingInputSchema, todayInKigali } from '@ikaze/domain';
import rw from '@ikaze/domain/catalogs/rw';
import { roomTypes, users } from '../../db/schema.ts';
import { createSession, SESSION_COOKIE } from '../../db/sessions.ts';
import { createUser } from '../../modules/users/service.ts';
import { changesHeard, createTestContext, newUserInput, type TestContext } from '../harness.ts';
import { createListing, insertApplication, insertBooking, insertProperty } from '../test-data.ts';
import { describeRequest, requestFor, toJson, type FuzzRequest, type FuzzRole } from './arbitraries.ts';
import { operationKey, readOperations, type JsonSchema } from './operations.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 3_300);
const replay = `FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} npx vitest run --project api apps/api/src/test/fuzz/fuzz.test.ts`;

let ctx: TestContext;
/** Valid bodies of the operations whose bodies chance alone would never get right; built once data exists. */
let examples: Record<string, unknown> = {};
const actors: Partial<Record<FuzzRole, { id: number; cookie: string }>> = {};

async function signInDirectly(role: Exclude<FuzzRole, 'anonymous'>, id: number) {
  const { token } = await createSession(ctx.database.db, id);
  actors[role] = { id, cookie: `${SESSION_COOKIE}=${token}` };
}

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  const roles = { admin: 'admin', host: 'host', guest: 'user' } as const;
  for (const [actor, role] of Object.entries(roles) as Array<
    [keyof typeof roles, (typeof roles)[keyof typeof roles]]
  >) {
    const row = await createUser(db, newUserInput(), role);
    await signInDirectly(actor, row.id);
  }
  const host = actors.host!.id;
  const guest = actors.guest!.id;
  // Something to find behind the ids: a public listing, a pending one with its application, bookings, a draft.
  const listing = await createListing(db, host, { roomTypes: [{}, { title: 'suite' }] });
  const pending = await insertProperty(db, host);
  await insertApplication(db, { hostId: host, propertyId: pending.id });
  for (const roomType of listing.roomTypes)
    await insertBooking(db, { userId: guest, propertyId: listing.property.id, roomTypeId: roomType.id });
  await db.insert(roomTypes).values({ createdBy: host, title: 'double', price: 40_000, roomCount: 2 });
  const checkInDate = addDays(todayInKigali(), 30);
  examples = {
    'POST /api/bookings': {
      userId: guest,
      bookings: [
        {
          roomTypeId: listing.roomTypes[0]!.id,
          roomNumber: 1,
          checkInDate,
          checkOutDate: addDays(checkInDate, 2),
          propertyId: listing.property.id,
          rate_plan: 'flexible',
        },
      ],
    },
    'POST /api/properties': {
      name: 'Fuzz Lodge',
      description: 'A quiet place.',
      accommodationType: 'hotel',
      location: { address: 'KN 1 Ave', city: 'Kigali', country: 'Rwanda' },
      rate_plan: 'flexible',
      roomTypes: [{ title: 'double', price: 50_000, remainingRoomCount: 2 }],
      amenities: [],
      rules: { maxGuests: 2 },
      hostInfo: {
        hostName: 'Host',
        hostPhone: '0788000000',
        momoCode: '12345',
        bankAccountNumber: '000111222',
        hostShortDescription: 'Happy to help.',
      },
    },
    'PUT /api/bookings/{id}/status': { status: 'cancelled' },
    'PUT /api/listing_applications/{id}': { status: 'approved' },
  };
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

/** No request may hold the process this long, whatever its size (a 1 MiB body included), even on a busy machine. */
const SLOW_MS = 10_000;

/** Every answer's rule: no 5xx; a 4xx carries the error contract; no answer takes SLOW_MS. */
function judge(response: LightMyRequestResponse, ms: number): string | undefined {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  if (ms > SLOW_MS) return `took ${Math.round(ms)} ms to answer ${response.statusCode}`;
  if (response.statusCode < 400) return undefined;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `answered ${response.statusCode} with a body that is not JSON`;
  }
  const contract = errorSchema.strict().safeParse(body);
  if (!contract.success)
    return `answered ${response.statusCode} outside the error contract: ${contract.error.message}`;
  if (response.headers['content-language'] === 'rw' && !isKinyarwandaOfOurs(contract.data.message))
    return `answered ${response.statusCode} in Kinyarwanda with a message the rw catalog does not have`;
  return undefined;
}

/** An answer in Kinyarwanda says one of the rw catalog's texts, or one of its templates filled in. */
const RW_TEXTS = new Set(Object.values(rw));
const RW_TEMPLATES = Object.values(rw)
  .filter((text) => /\{\w+\}/.test(text))
  .map(
    (text) =>
      new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '.+?')}$`, 's'),
  );
const isKinyarwandaOfOurs = (message: string) =>
  RW_TEXTS.has(message) || RW_TEMPLATES.some((pattern) => pattern.test(message));

let sent = 0;
/** Answers by status class (2xx, 4xx, ...): shows how far past validation the requests reach. */
const answered = new Map<string, number>();

async function send(request: FuzzRequest): Promise<LightMyRequestResponse> {
  const actor = request.role === 'anonymous' ? undefined : actors[request.role];
  const headers: Record<string, string> = { ...request.headers };
  if (actor) headers.cookie = actor.cookie;
  // One request in four asks for Kinyarwanda (unless it asks for a language itself), so judge() can check that
  // nothing reaches a Kinyarwanda reader in English.
  if (sent % 4 === 0 && !Object.keys(headers).some((name) => name.toLowerCase() === 'accept-language'))
    headers['accept-language'] = 'rw';
  let payload: string | undefined;
  if (request.payload && 'json' in request.payload) {
    payload = toJson(request.payload.json);
    headers['content-type'] ??= 'application/json';
  } else if (request.payload) payload = request.payload.raw;
  sent += 1;
  const response = await ctx.app.inject({ method: request.method, url: request.url, headers, payload });
  const status = `${String(response.statusCode).charAt(0)}xx`;
  answered.set(status, (answered.get(status) ?? 0) + 1);
  await repair(request, response);
  return response;
}

/** Keeps the four callers able to call: a signed-out session is renewed, a deactivated account reactivated. */
async function repair(request: FuzzRequest, response: LightMyRequestResponse) {
  if (response.statusCode >= 300 || request.method === 'GET') return;
  const actor = request.role === 'anonymous' ? undefined : actors[request.role];
  if (request.url.startsWith('/api/logout') && actor && request.role !== 'anonymous')
    await signInDirectly(request.role, actor.id);
  if (request.url.startsWith('/api/users/')) {
    const ids = Object.values(actors).map((a) => a.id);
    await ctx.database.db.update(users).set({ isActive: true }).where(inArray(users.id, ids));
    await changesHeard(ctx);
  }
}

/** Bodies that a route reads itself, so that the document cannot show them: the listing of POST /api/properties. */
const BODY_OVERRIDES = {
  'POST /api/properties': {
    body: z.toJSONSchema(listingInputSchema, {
      io: 'input',
      target: 'openapi-3.0',
      unrepresentable: 'any',
    }) as JsonSchema,
    multipart: true,
  },
};

/** A small number from a text: each operation gets its own seed, derived from the run's. */
const hash = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 0);

it('answers every generated and mutated request of every operation without a 5xx, and every 4xx in the error contract', async () => {
  const operations = readOperations(ctx.app, BODY_OVERRIDES);
  expect(operations.length).toBeGreaterThan(20);
  const perOperation = Math.ceil(RUNS / operations.length);
  const failures: string[] = [];
  const timings: Array<[string, number]> = [];
  const started = Date.now();
  for (const op of operations) {
    const key = operationKey(op);
    const opStarted = Date.now();
    const seed = (SEED ^ hash(key)) | 0;
    try {
      await fc.assert(
        fc.asyncProperty(requestFor(op, undefined, examples[key]), async (request) => {
          const requestStarted = performance.now();
          const response = await send(request);
          const problem = judge(response, performance.now() - requestStarted);
          if (problem)
            throw new Error(`${describeRequest(request)}\n  ${problem}: ${response.body.slice(0, 400)}`);
        }),
        { seed, numRuns: perOperation, includeErrorInReport: true, endOnFailure: false },
      );
    } catch (error) {
      const report = String((error as Error).stack)
        .split('\n')
        .filter((line) => !/^\s+at /.test(line))
        .join('\n');
      failures.push(`${key} (operation seed ${seed}):\n${report.slice(0, 3_000)}`);
    }
    timings.push([key, Date.now() - opStarted]);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const slowest = timings
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([key, ms]) => `${key} ${(ms / 1000).toFixed(1)} s`);
  console.log(
    `fuzz: ${sent} requests to ${operations.length} operations in ${seconds} s (FUZZ_SEED=${SEED}); ` +
      `${[...answered].map(([status, n]) => `${status} ${n}`).join(', ')}; ` +
      `slowest: ${slowest.join(', ')}`,
  );
  if (failures.length > 0)
    throw new Error(`${failures.length} operation(s) failed. Replay: ${replay}\n\n${failures.join('\n\n')}`);
  expect(sent).toBeGreaterThanOrEqual(Math.min(RUNS, 3_000));
}, 600_000);
