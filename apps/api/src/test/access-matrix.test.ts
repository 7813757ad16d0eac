// The access matrix (docs/decisions/0018-access-matrix.md): every operation of the OpenAPI document, asked by
// every actor about their own and someone else's objects, answers the status its table row says
// (access-table.ts), and no answer holds contact or payout details its reader may not see
// (docs/decisions/0013-who-sees-whom.md). An operation without a row, or a row without an operation, fails.
import sharp from 'sharp';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredPicture } from '../db/schema.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { ACCESS_TABLE, type CellContext, type CellRequest, type Row } from './access-table.ts';
import {
  ACTORS,
  GONE_ACTORS,
  createWorld,
  mayReadContact,
  mayReadPayout,
  type Actor,
  type GoneActor,
  type Person,
  type World,
} from './access-world.ts';

let ctx: TestContext;
let picture: StoredPicture;

beforeAll(async () => {
  ctx = await createTestContext();
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  picture = await ctx.app.pictureStore.save(png);
});
afterAll(async () => {
  await ctx?.close();
});

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** Every operation of the OpenAPI document, as "METHOD /path". */
function documentedOperations(): string[] {
  const document = ctx.app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method] !== undefined).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe('the access table', () => {
  it('has a row for every operation of the OpenAPI document, and none for an operation it lacks', () => {
    const documented = documentedOperations();
    const rows = Object.keys(ACCESS_TABLE);
    expect(documented.length).toBeGreaterThan(20);
    expect(
      documented.filter((key) => !rows.includes(key)),
      'operations without a row',
    ).toEqual([]);
    expect(
      rows.filter((key) => !documented.includes(key)),
      'rows without an operation',
    ).toEqual([]);
  });
});

/** The URL of an operation's path with its parameters filled in; every {parameter} must have a value. */
function urlOf(path: string, params: CellRequest['params'] = {}): string {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for {${name}} of ${path}`);
    return encodeURIComponent(String(value));
  });
  return url;
}

/** What an answer holds that its reader may not see: others' payout details, contact details outside 0013. */
function leaks(world: World, actor: Actor, body: string): string[] {
  const found: string[] = [];
  for (const [owner, person] of Object.entries(world.people) as Array<[Person, World['people'][Person]]>) {
    const hidden = [
      ...(mayReadPayout(actor, owner) ? [] : person.payout),
      ...(mayReadContact(world, actor, owner) ? [] : person.contact),
    ];
    for (const secret of hidden) if (body.includes(secret)) found.push(`${owner}'s ${secret}`);
  }
  for (const secret of world.erased) if (body.includes(secret)) found.push(`the deleted account's ${secret}`);
  for (const { text, readers } of world.privateTexts)
    if (!(readers as Actor[]).includes(actor) && body.includes(text)) found.push(`the private text ${text}`);
  return found;
}

/**
 * Rows whose denial depends on the object although a whole role is denied in the world: a review or a booking's
 * status belongs to the booking's guest (or host), whatever their role; a reply to the property's host, who is
 * told so in words of its own.
 */
const OWNED_BY_ONE_PERSON = new Set([
  'PUT /api/reviews/{id}/reply',
  'POST /api/bookings/{id}/review',
  'PUT /api/bookings/{id}/review',
  'PUT /api/bookings/{id}/status',
  'POST /api/bookings/{id}/payment',
]);

const ROLE_OF: Record<Person, string> = {
  guest: 'user',
  otherGuest: 'user',
  host: 'host',
  otherHost: 'host',
  admin: 'admin',
};

/**
 * Whether the row denies `actor` for who they are, whatever the object: not signed in, or every account of the
 * actor's role gets the same 401 or 403 about every target. Such a denial comes before validation (a route's
 * config.access); one that depends on the object (its owner, its state) needs the validated parameters first.
 */
function deniedByRole(key: string, row: Row<string>, actor: Actor | GoneActor, status: number): boolean {
  if (status === 401) return true;
  if (OWNED_BY_ONE_PERSON.has(key)) return false;
  if (status !== 403 || actor === 'anonymous' || actor === 'deactivated' || actor === 'deleted') return false;
  const sameRole = (Object.keys(ROLE_OF) as Person[]).filter((p) => ROLE_OF[p] === ROLE_OF[actor]);
  return Object.values(row.cells).every((expected) => sameRole.every((p) => expected[p] === status));
}

/** A JSON body no operation accepts: a denied asker must learn that they are denied, not what the body lacks. */
const BODY_NO_ONE_ACCEPTS = '"not the body"';

/**
 * Sends a row's request as `actor`; a gone actor sends what anonymous callers send, with its dead session. With
 * `badBody`, a row with a body sends one that no operation accepts instead (undefined for a row without one).
 */
async function ask(
  world: World,
  key: string,
  row: Row<string>,
  target: string,
  actor: Actor | GoneActor,
  badBody = false,
): Promise<LightMyRequestResponse | undefined> {
  const gone = actor === 'deactivated' || actor === 'deleted';
  const person = actor === 'anonymous' || gone ? undefined : world.people[actor];
  const cell: CellContext = {
    ctx,
    world,
    actor: gone ? 'anonymous' : actor,
    cookie: person?.cookie,
    actorId: person?.id ?? world.people.guest.id,
  };
  const request = await row.request(target, cell);
  if (badBody && request.json === undefined) return undefined;
  const [method, path] = key.split(' ') as [HTTPMethods, string];
  const cookie = gone ? world.gone[actor] : 'cookie' in request ? request.cookie : cell.cookie;
  return ctx.app.inject({
    method,
    url: urlOf(path, request.params),
    query: request.query,
    ...(badBody
      ? { payload: BODY_NO_ONE_ACCEPTS }
      : request.json === undefined
        ? {}
        : { payload: request.json as object }),
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(badBody ? { 'content-type': 'application/json' } : {}),
    },
  });
}

/**
 * The world the reading operations (GET, HEAD) share. They change nothing another row reads: what their cells
 * prepare is a fresh object of the world's own pairs (a booking of a guest with their host, a conversation, a
 * review), and the private texts they add are then checked against every later answer too. Making a world costs
 * about half a second (docs/decisions/0043-suite-time.md).
 */
let readersWorld: Promise<World> | undefined;
const READS = /^(GET|HEAD) /;

for (const [key, row] of Object.entries(ACCESS_TABLE) as Array<[string, Row<string>]>) {
  describe(key, () => {
    // A world of its own for each operation that writes, so that one operation's writes (a booking that links
    // two people, a guest who lists a property and becomes a host) cannot change another's answers. A row's cells
    // share it: those that write build their own fresh object (access-table.ts).
    let world: World;
    beforeAll(async () => {
      world = READS.test(key)
        ? await (readersWorld ??= createWorld(ctx, picture))
        : await createWorld(ctx, picture);
    });
    for (const [target, expected] of Object.entries(row.cells)) {
      it(`about ${target === 'none' ? 'no object' : `${target}'s`}: ${ACTORS.map((a) => `${a} ${expected[a]}`).join(', ')}`, async () => {
        const problems: string[] = [];
        for (const actor of [...ACTORS, ...GONE_ACTORS]) {
          const want = actor === 'deactivated' || actor === 'deleted' ? expected.anonymous : expected[actor];
          const response = (await ask(world, key, row, target, actor))!;
          const got = response.statusCode;
          const code = got >= 400 ? response.json<{ code?: string }>().code : undefined;
          if (got !== want)
            problems.push(`${actor}: expected ${want}, got ${got} ${response.body.slice(0, 200)}`);
          if (code === 'NO_ROUTE') problems.push(`${actor}: the request reached no route`);
          if (got === 401 && code !== 'NOT_SIGNED_IN') problems.push(`${actor}: 401 with code ${code}`);
          const reader = actor === 'deactivated' || actor === 'deleted' ? 'anonymous' : actor;
          for (const leak of leaks(world, reader, response.body))
            problems.push(`${actor}: the answer holds ${leak}`);
          // Who may not ask is told so before anything about the body (Fastify validates before handlers).
          if (deniedByRole(key, row, actor, want)) {
            const bad = await ask(world, key, row, target, actor, true);
            if (bad && bad.statusCode !== want)
              problems.push(`${actor}, with a body no one accepts: expected ${want}, got ${bad.statusCode}`);
          }
        }
        expect(problems).toEqual([]);
      });
    }
  });
}
