// The fuzz suite over real HTTP (docs/decisions/0019-fuzz-suite.md, 0037-smaller-holes.md): `inject` skips Node's
// HTTP parser and the sockets, so two API processes' worth of apps listen on real ports over one database and get
// a sample of the generated requests through fetch, and malformed requests through raw sockets (an address or
// headers over Node's 16 KB, broken chunked bodies, methods and request lines the parser cannot read). Every
// answer follows the error contract with a code; none is a 5xx.
import { connect } from 'node:net';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorSchema } from '@ikaze/domain';
import { createSession, SESSION_COOKIE } from '../../db/sessions.ts';
import { createUser } from '../../modules/users/service.ts';
import { createTestContext, newUserInput, openSecondApp, type TestContext } from '../harness.ts';
import { createListing } from '../test-data.ts';
import { describeRequest, requestFor, toJson, type FuzzRole } from './arbitraries.ts';
import { operationKey, readOperations } from './operations.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_128);
/** Generated requests sent over HTTP: a sample, the in-process suite sends the many. */
const HTTP_RUNS = Number(process.env.FUZZ_HTTP_RUNS ?? 300);

let ctx: TestContext;
let second: FastifyInstance;
/** The two listening processes' origins. */
const origins: string[] = [];
const cookies: Partial<Record<FuzzRole, string>> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  second = await openSecondApp(ctx);
  for (const app of [ctx.app, second]) {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    origins.push(`http://127.0.0.1:${address.port}`);
  }
  const roles = { admin: 'admin', host: 'host', guest: 'user' } as const;
  for (const [actor, role] of Object.entries(roles) as Array<
    [keyof typeof roles, (typeof roles)[keyof typeof roles]]
  >) {
    const row = await createUser(ctx.database.db, newUserInput(), role);
    const { token } = await createSession(ctx.database.db, row.id);
    cookies[actor] = `${SESSION_COOKIE}=${token}`;
  }
  await createListing(ctx.database.db, (await createUser(ctx.database.db, newUserInput(), 'host')).id);
}, 300_000);

afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

/** What an answer must be: below 500, and a 4xx in the error contract with a code. */
function problemWith(status: number, body: string): string | undefined {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `answered ${status} with a body that is not JSON: ${body.slice(0, 200)}`;
  }
  const contract = errorSchema.strict().safeParse(parsed);
  return contract.success
    ? undefined
    : `answered ${status} outside the error contract: ${body.slice(0, 200)}`;
}

describe('generated requests over real HTTP, to two processes on one database', () => {
  it('answers each without a 5xx, every 4xx in the error contract', async () => {
    const operations = readOperations(ctx.app).filter((op) => !op.path.startsWith('/api/stream'));
    const perOperation = Math.max(1, Math.ceil(HTTP_RUNS / operations.length));
    const failures: string[] = [];
    let sent = 0;
    for (const op of operations) {
      const seed =
        (SEED ^ [...operationKey(op)].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 0)) | 0;
      for (const request of fc.sample(requestFor(op), { seed, numRuns: perOperation })) {
        const headers: Record<string, string> = { ...request.headers };
        const cookie = request.role === 'anonymous' ? undefined : cookies[request.role];
        if (cookie) headers.cookie = cookie;
        let body: string | undefined;
        if (request.payload && 'json' in request.payload) {
          body = toJson(request.payload.json);
          headers['content-type'] ??= 'application/json';
        } else if (request.payload) body = request.payload.raw;
        const origin = origins[sent % origins.length]!;
        sent += 1;
        let problem: string | undefined;
        try {
          const response = await fetch(`${origin}${request.url}`, {
            method: request.method,
            headers,
            body: request.method === 'GET' ? undefined : body,
            redirect: 'manual',
          });
          problem = problemWith(response.status, await response.text());
        } catch (error) {
          // fetch itself refuses some requests (a header value it will not send): nothing reached the server.
          if (!(error instanceof TypeError)) problem = `failed: ${String(error)}`;
        }
        if (problem) failures.push(`${describeRequest(request)} to ${origin}\n  ${problem}`);
      }
    }
    console.log(`fuzz over HTTP: ${sent} requests to ${operations.length} operations on 2 processes`);
    expect(failures.slice(0, 10)).toEqual([]);
  }, 900_000);
});

/** Writes `raw` to a listening process and answers what came back before it closed the connection. */
function sendRaw(origin: string, raw: string | Buffer): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      // The server may close while we still write: what it answered is what counts.
      error.code === 'ECONNRESET' || error.code === 'EPIPE'
        ? resolve(Buffer.concat(chunks).toString())
        : reject(error),
    );
    socket.on('close', () => resolve(Buffer.concat(chunks).toString()));
    socket.setTimeout(20_000, () => socket.destroy(new Error('no answer in 20 s')));
    socket.end(raw);
  });
}

/** The status and the body of a raw HTTP/1.1 answer. */
function parseAnswer(text: string): { status: number; headers: string; body: string } {
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
  return { status, headers: head, body: rest.join('\r\n\r\n') };
}

const BIG = 'a'.repeat(20 * 1024);
const MALFORMED: Array<[string, string, number, string]> = [
  [
    'an address over 16 KB',
    `GET /api/properties?q=${BIG} HTTP/1.1\r\nHost: x\r\n\r\n`,
    431,
    'REQUEST_HEADERS_TOO_LARGE',
  ],
  [
    'a header over 16 KB',
    `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${BIG}\r\n\r\n`,
    431,
    'REQUEST_HEADERS_TOO_LARGE',
  ],
  [
    'a broken chunk size',
    'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    400,
    'MALFORMED_REQUEST',
  ],
  [
    'a chunk longer than it says',
    'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{"username":1}\r\n0\r\n\r\n',
    400,
    'MALFORMED_REQUEST',
  ],
  [
    'both Content-Length and chunked',
    'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    400,
    'MALFORMED_REQUEST',
  ],
  [
    'a method the parser does not know',
    'BREW /api/health HTTP/1.1\r\nHost: x\r\n\r\n',
    400,
    'MALFORMED_REQUEST',
  ],
  ['a request line that is not HTTP', 'hello there\r\n\r\n', 400, 'MALFORMED_REQUEST'],
  [
    'a space in a header name',
    'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n',
    400,
    'MALFORMED_REQUEST',
  ],
  [
    'a Content-Length that is not a number',
    'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: ten\r\n\r\n',
    400,
    'MALFORMED_REQUEST',
  ],
];

describe('malformed requests on raw sockets', () => {
  it.each(MALFORMED)(
    'answers %s in the error contract with a code, on both processes',
    async (_, raw, status, code) => {
      for (const origin of origins) {
        const answer = parseAnswer(await sendRaw(origin, raw));
        expect(answer.status, answer.headers).toBe(status);
        expect(answer.headers).toMatch(/content-type: application\/json/i);
        expect(problemWith(answer.status, answer.body)).toBeUndefined();
        expect(JSON.parse(answer.body)).toMatchObject({ code });
      }
    },
  );

  it('answers an address over 16 KB sent with fetch the same way', async () => {
    const response = await fetch(`${origins[1]}/api/properties?q=${BIG}`);
    expect(response.status).toBe(431);
    expect(errorSchema.strict().parse(await response.json())).toMatchObject({
      code: 'REQUEST_HEADERS_TOO_LARGE',
    });
  });
});
