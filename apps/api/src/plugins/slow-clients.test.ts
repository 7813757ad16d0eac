// Slow clients are cut off and one address cannot hold every connection, on a listening server with raw
// sockets (docs/decisions/0015-cross-site-and-abuse-limits.md).
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '@ikaze/domain';
import { createTestContext, type TestContext } from '../test/harness.ts';

const HEADERS_TIMEOUT_MS = 1_000;
const REQUEST_TIMEOUT_MS = 2_000;
const MAX_CONNECTIONS = 3;
let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestContext({
    config: {
      headersTimeoutMs: HEADERS_TIMEOUT_MS,
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: 1_500,
      maxConnectionsPerAddress: MAX_CONNECTIONS,
    },
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await ctx?.close();
});

/** A raw connection that records what the server answers and when it closes. */
async function rawClient() {
  const socket: Socket = connect({ port, host: '127.0.0.1' });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const opened = performance.now();
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => resolve(performance.now() - opened)),
  );
  return { socket, closed, received: () => received };
}

/** Sends `chunks` one every `everyMs` until the socket closes or they run out. */
function dribble(socket: Socket, chunks: string[], everyMs: number) {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= chunks.length) return clearInterval(timer);
    socket.write(chunks[i++]!);
  }, everyMs);
  return () => clearInterval(timer);
}

async function health() {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/api/health`);
  return { status: response.status, ms: performance.now() - started };
}

describe('slow clients', () => {
  it('cuts off a client that sends its headers a line at a time (slowloris), with a 408', async () => {
    const client = await rawClient();
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    const stop = dribble(
      client.socket,
      Array.from({ length: 100 }, (_, i) => `X-Slow-${i}: a\r\n`),
      200,
    );
    // Others are served meanwhile.
    expect((await health()).status).toBe(200);
    const after = await Promise.race([
      client.closed,
      new Promise<number>((r) => setTimeout(() => r(-1), 10_000)),
    ]);
    stop();
    console.log(
      `slowloris client cut off after ${Math.round(after)} ms (headers timeout ${HEADERS_TIMEOUT_MS} ms)`,
    );
    expect(after).toBeGreaterThan(HEADERS_TIMEOUT_MS - 100);
    expect(after).toBeLessThan(HEADERS_TIMEOUT_MS + 1_500);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off a client that sends its body a byte at a time', async () => {
    const client = await rawClient();
    client.socket.write(
      'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    const stop = dribble(
      client.socket,
      Array.from({ length: 100 }, () => ' '),
      200,
    );
    const after = await Promise.race([
      client.closed,
      new Promise<number>((r) => setTimeout(() => r(-1), 10_000)),
    ]);
    stop();
    console.log(`slow body cut off after ${Math.round(after)} ms (request timeout ${REQUEST_TIMEOUT_MS} ms)`);
    expect(after).toBeGreaterThan(REQUEST_TIMEOUT_MS - 100);
    expect(after).toBeLessThan(REQUEST_TIMEOUT_MS + 1_500);
  });

  it('closes a kept-alive connection left idle', async () => {
    const client = await rawClient();
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const after = await Promise.race([
      client.closed,
      new Promise<number>((r) => setTimeout(() => r(-1), 10_000)),
    ]);
    expect(client.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(1_500 + 1_500);
  });
});

describe('connections per address', () => {
  it(`refuses the connection beyond ${MAX_CONNECTIONS} from one address, and takes one again when one closes`, async () => {
    const held = await Promise.all(Array.from({ length: MAX_CONNECTIONS }, () => rawClient()));
    const extra = await rawClient();
    const closedAfter = await Promise.race([
      extra.closed,
      new Promise<number>((r) => setTimeout(() => r(-1), 5_000)),
    ]);
    expect(closedAfter).toBeGreaterThan(0);
    expect(extra.received()).toMatch(/^HTTP\/1\.1 503/);
    expect(extra.received()).toContain(LIMIT_MESSAGES.tooManyConnections);
    // The held ones are still open.
    expect(held.every((c) => !c.socket.destroyed)).toBe(true);
    held[0]!.socket.destroy();
    await held[0]!.closed;
    expect((await health()).status).toBe(200);
    for (const c of held) c.socket.destroy();
  });
});
