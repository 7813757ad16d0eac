// The database out of reach for a moment (docs/operations.md#when-the-database-is-away): requests that need it
// answer 503 DATABASE_UNAVAILABLE with a Retry-After, in the asker's language, not 500; readiness says not ready;
// once the database is back, the same app answers again by itself. A real PostgreSQL behind a TCP relay the test
// cuts, as a restart or a PgBouncer going away cuts it. bench/pg-operators.ts restarts real servers under load.
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorSchema, GENERIC_MESSAGES, translate } from '@ikaze/domain';
import { buildApp } from '../app.ts';
import { createTestContext, signUpAs, testDbTarget, type TestContext } from '../test/harness.ts';
import { createListing } from '../test/test-data.ts';
import { openDatabase, type Database } from './client.ts';
import { isDatabaseUnreachable } from './unreachable.ts';

/** A TCP relay to PostgreSQL that can be cut (every connection ended, new ones refused) and opened again. */
class Relay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

describe('recognizing an unreachable database', () => {
  it('by SQLSTATE, socket error or driver message, through Drizzle-style causes', () => {
    const pg = (code: string) => Object.assign(new Error('from the server'), { code });
    expect(isDatabaseUnreachable(pg('57P01'))).toBe(true); // terminating connection due to administrator command
    expect(isDatabaseUnreachable(pg('08006'))).toBe(true);
    expect(isDatabaseUnreachable(pg('53300'))).toBe(true);
    expect(isDatabaseUnreachable(new Error('query failed', { cause: pg('57P03') }))).toBe(true);
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnreachable(new Error('Failed query', { cause: refused }))).toBe(true);
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnreachable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    // A statement that failed is not an outage.
    expect(isDatabaseUnreachable(pg('23505'))).toBe(false);
    expect(isDatabaseUnreachable(pg('40001'))).toBe(false);
    expect(isDatabaseUnreachable(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnreachable('ECONNREFUSED')).toBe(false);
  });
});

describe.skipIf(testDbTarget !== 'postgres')('a PostgreSQL that goes away and comes back', () => {
  let ctx: TestContext;
  let relay: Relay;
  let app: FastifyInstance;
  let database: Database;
  let propertyId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    const host = await signUpAs(ctx, 'host');
    propertyId = (await createListing(ctx.database.db, host.id)).property.id;
    const direct = new URL(ctx.app.config.databaseUrl!);
    relay = new Relay({ host: direct.hostname, port: Number(direct.port || 5432) });
    await relay.open();
    const relayed = new URL(direct);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relay.port);
    database = await openDatabase({ databaseUrl: relayed.toString(), dataDir: '', poolSize: 2 });
    app = await buildApp({ ...ctx.app.config, databaseUrl: relayed.toString() }, database);
    await app.ready();
  });
  afterAll(async () => {
    await relay.cut();
    await app?.close();
    await database?.close().catch(() => undefined);
    await ctx.close();
  });

  const reviews = (language = 'en') =>
    app.inject({
      method: 'GET',
      url: `/api/properties/${propertyId}/reviews`,
      headers: { 'accept-language': language },
    });
  const ready = () => app.inject({ method: 'GET', url: '/api/health/ready' });

  it('answers 503 DATABASE_UNAVAILABLE while it is away, and again by itself once it is back', async () => {
    expect((await reviews()).statusCode).toBe(200);

    await relay.cut();
    for (const language of ['en', 'fr', 'rw'] as const) {
      const answer = await reviews(language);
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      const body = errorSchema.parse(answer.json());
      expect(body.code).toBe('DATABASE_UNAVAILABLE');
      expect(body.message).toBe(translate(language, GENERIC_MESSAGES.databaseUnavailable));
      expect(body.requestId).toBe(answer.headers['x-request-id']);
    }
    expect((await ready()).statusCode).toBe(503);

    await relay.open();
    await expect.poll(async () => (await reviews()).statusCode, { timeout: 20_000 }).toBe(200);
    await expect.poll(async () => (await ready()).statusCode, { timeout: 20_000 }).toBe(200);
  });
});
