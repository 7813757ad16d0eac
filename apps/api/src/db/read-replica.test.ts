// DATABASE_READ_URL and DATABASE_DIRECT_URL (docs/decisions/0059-pgbouncer-and-read-replica.md): the gate that
// sends public reads to a replica only once it has replayed every change heard, the routing of anonymous
// visitors' reads, the fall back to the primary when the replica does not answer, and the unnamed statements
// behind a transaction pooler. PgBouncer itself and a real streaming replica are exercised by
// bench/pg-operators.ts (they need servers of their own).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestContext, signUpAs, testDbTarget, type TestContext } from '../test/harness.ts';
import { createListing } from '../test/test-data.ts';
import { openDatabase, type Database } from './client.ts';
import { parseLsn, ReplicaGate, replicaCannotServe } from './read-replica.ts';
import { users } from './schema.ts';

/** A change feed the test drives: live or not, and changes announced by hand. */
function feed(live = true) {
  const subscribers = new Set<(change: { kind: string }) => void>();
  return {
    live,
    subscribe(subscriber: (change: { kind: string }) => void) {
      subscribers.add(subscriber);
      return () => void subscribers.delete(subscriber);
    },
    announce(kind = 'nights') {
      for (const subscriber of subscribers) subscriber({ kind });
    },
  };
}

/** Positions the test sets: the primary's WAL and what the replica replayed (or a failure). */
function positions() {
  const state = {
    primary: 100n,
    replayed: 100n,
    standby: true,
    replicaFails: false,
    primaryHangs: false,
    asked: 0,
  };
  return {
    state,
    source: {
      primary: () => {
        state.asked++;
        return state.primaryHangs ? new Promise<bigint>(() => undefined) : Promise.resolve(state.primary);
      },
      replica: async () => {
        if (state.replicaFails)
          throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
        return { standby: state.standby, replayed: state.replayed };
      },
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The gate's answer once the questions a read starts now have been answered. */
async function askedAgain(gate: ReplicaGate): Promise<boolean> {
  await settle();
  gate.useReplica();
  await settle();
  return gate.useReplica();
}

describe('the replica gate', () => {
  it('sends reads to the primary until it follows a live feed and knows both positions', async () => {
    const { source } = positions();
    const gate = new ReplicaGate(source);
    expect(gate.useReplica()).toBe(false);
    const changes = feed();
    gate.follow(changes);
    expect(gate.useReplica()).toBe(false); // the primary's position is being asked
    await settle();
    expect(gate.useReplica()).toBe(true);
    expect(gate.usable).toBe(true);
    changes.live = false;
    expect(gate.useReplica()).toBe(false);
  });

  it('after a change heard, waits until the replica has replayed past the primary position asked after it', async () => {
    const { state, source } = positions();
    const gate = new ReplicaGate(source);
    const changes = feed();
    gate.follow(changes);
    await settle();
    expect(gate.useReplica()).toBe(true);

    state.primary = 200n; // the change's commit is at or before 200
    changes.announce('listings');
    expect(gate.useReplica()).toBe(false);
    await settle();
    expect(gate.useReplica()).toBe(false); // the replica is still at 100
    state.replayed = 199n;
    expect(await askedAgain(gate)).toBe(false);
    state.replayed = 200n;
    expect(await askedAgain(gate)).toBe(true);

    // A marker changes nothing: the gate stays open.
    changes.announce('marker');
    expect(gate.useReplica()).toBe(true);
  });

  it('never reads the replica on a primary position older than a second', async () => {
    const { state, source } = positions();
    let now = 0;
    const gate = new ReplicaGate(source, () => now);
    gate.follow(feed());
    gate.useReplica();
    await settle();
    expect(gate.useReplica()).toBe(true);
    // From now on the primary does not answer: the position in hand ages.
    state.primaryHangs = true;
    const asked = state.asked;
    now += 300;
    expect(gate.useReplica()).toBe(true); // fresh enough; asked again in the background
    expect(state.asked).toBe(asked + 1);
    now += 700;
    expect(gate.useReplica()).toBe(true);
    now += 1;
    expect(gate.useReplica()).toBe(false);
  });

  it('leaves a replica that failed alone for a while, and treats a server that is no standby as current', async () => {
    const { state, source } = positions();
    let now = 0;
    const gate = new ReplicaGate(source, () => now);
    gate.follow(feed());
    state.primary = 500n;
    state.replicaFails = true;
    gate.useReplica();
    await settle();
    await settle();
    expect(gate.useReplica()).toBe(false);
    state.replicaFails = false;
    state.standby = false; // promoted, or DATABASE_READ_URL names a primary: it holds everything
    state.replayed = 0n;
    now += 1_000;
    expect(gate.useReplica()).toBe(false); // still left alone
    now += 1_500;
    gate.useReplica();
    await settle();
    await settle();
    expect(gate.useReplica()).toBe(true);
  });

  it('reads WAL positions and tells a replica that cannot serve from a statement that failed', () => {
    expect(parseLsn('0/3000060')).toBe(0x3000060n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) | 0xb374d848n);
    expect(() => parseLsn('nope')).toThrow(/not a WAL position/);
    expect(replicaCannotServe(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(replicaCannotServe(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(replicaCannotServe(Object.assign(new Error('shutting down'), { code: '57P01' }))).toBe(true);
    expect(replicaCannotServe(Object.assign(new Error('conflict with recovery'), { code: '40001' }))).toBe(
      true,
    );
    expect(replicaCannotServe(Object.assign(new Error('syntax'), { code: '42601' }))).toBe(false);
  });
});

describe('the settings', () => {
  it('take a read and a direct URL only beside DATABASE_URL, and only PostgreSQL addresses', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://r/ikaze' })).toThrow(
      'DATABASE_READ_URL needs DATABASE_URL (PostgreSQL)',
    );
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://p/ikaze', DATABASE_DIRECT_URL: 'http://p/ikaze' }),
    ).toThrow('DATABASE_DIRECT_URL must be a PostgreSQL address such as postgres://user@host:5432/ikaze');
    const config = loadConfig({
      DATABASE_URL: 'postgres://bouncer:6432/ikaze',
      DATABASE_DIRECT_URL: 'postgresql://primary:5432/ikaze',
      DATABASE_READ_URL: 'postgres://replica:5432/ikaze',
    });
    expect([config.databaseDirectUrl, config.databaseReadUrl]).toEqual([
      'postgresql://primary:5432/ikaze',
      'postgres://replica:5432/ikaze',
    ]);
  });
});

describe.skipIf(testDbTarget !== 'postgres')('on PostgreSQL', () => {
  let ctx: TestContext;
  let propertyId: number;
  let guestCookie: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    const host = await signUpAs(ctx, 'host');
    propertyId = (await createListing(ctx.database.db, host.id)).property.id;
    guestCookie = (await signUpAs(ctx, 'user')).cookie;
  });
  afterAll(() => ctx.close());

  /** An app on the test's database with DATABASE_READ_URL set to `readUrl`. */
  async function appReadingFrom(readUrl: string): Promise<{ app: FastifyInstance; database: Database }> {
    const databaseUrl = ctx.app.config.databaseUrl!;
    const database = await openDatabase({ databaseUrl, readUrl, dataDir: '', poolSize: 2 });
    const app = await buildApp({ ...ctx.app.config, databaseReadUrl: readUrl }, database);
    await app.ready();
    return { app, database };
  }

  it("sends anonymous visitors' public reads to the read pool, and a signed-in person's to the primary", async () => {
    // The test's own server stands in for the replica: it is no standby, so it counts as current.
    const { app, database } = await appReadingFrom(ctx.app.config.databaseUrl!);
    try {
      const stats = database.replica!.stats;
      const reviews = (cookie?: string) =>
        app.inject({
          method: 'GET',
          url: `/api/properties/${propertyId}/reviews`,
          headers: cookie ? { cookie } : {},
        });
      await expect.poll(async () => (await reviews(), stats.replica)).toBeGreaterThan(0);
      expect((await reviews()).statusCode).toBe(200);
      const before = { ...stats };
      const signedIn = await reviews(guestCookie);
      expect(signedIn.statusCode).toBe(200);
      expect(stats).toEqual(before);
      expect(database.replica!.usable).toBe(true);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('runs a read on the primary when the replica does not answer, and leaves the replica alone a while', async () => {
    const { app, database } = await appReadingFrom('postgres://postgres@127.0.0.1:1/ikaze');
    try {
      const stats = database.replica!.stats;
      // Once the gate has the primary's position it tries the replica: refused, the read runs on the primary.
      await expect
        .poll(async () => {
          const answer = await app.inject({ method: 'GET', url: `/api/properties/${propertyId}/reviews` });
          expect(answer.statusCode).toBe(200);
          return stats.retried + stats.primary;
        })
        .toBeGreaterThan(1);
      expect(stats.replica - stats.retried).toBe(0);
      expect(database.replica!.usable).toBe(false);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('behind a transaction pooler (a direct URL given) prepares no named statement; otherwise it does', async () => {
    const url = ctx.app.config.databaseUrl!;
    const namedStatements = async (directUrl: string | undefined) => {
      const database = await openDatabase({ databaseUrl: url, directUrl, dataDir: '', poolSize: 1 });
      try {
        await database.db
          .select({ id: users.id })
          .from(users)
          .limit(1)
          .prepare('read_replica_test')
          .execute();
        const result = await database.db.execute(
          sql`select count(*)::int as n from pg_prepared_statements where name = 'read_replica_test'`,
        );
        return (result as { rows: Array<{ n: number }> }).rows[0]!.n;
      } finally {
        await database.close();
      }
    };
    expect(await namedStatements(undefined)).toBe(1);
    expect(await namedStatements(url)).toBe(0);
  });
});
