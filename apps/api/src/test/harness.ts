// The API under test: the real app on a real database, one fresh database per test file, copied from the one
// global-setup.ts migrated. API_TEST_DB=postgres (with TEST_DATABASE_URL) runs the same files on a PostgreSQL server.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { RegisterInput } from '@ikaze/domain';
import { buildApp } from '../app.ts';
import { checkLedger } from '../modules/payments/ledger.ts';
import { databaseOptions, loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { createUser } from '../modules/users/service.ts';
import { eq, sql } from 'drizzle-orm';
import { CHANGES_CHANNEL } from '../lib/change-feed.ts';
import pg from 'pg';
import { expect, inject, vi } from 'vitest';
import { EMAIL_QUEUE } from '../modules/notifications/notify.ts';

export const testDbTarget = process.env.API_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Waits until the app has heard every change notification sent before this call: a test that writes with SQL
 * (as another process would) and then asks the API must not race the notification, which arrives a few
 * milliseconds after the commit (docs/decisions/0011-search-answers.md).
 */
export async function changesHeard(ctx: TestContext): Promise<void> {
  if (!ctx.app.changes.live) return;
  const id = randomBytes(8).toString('hex');
  let stop: () => unknown = () => undefined;
  const heard = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the change feed did not hear its marker in 5 s')),
      5_000,
    );
    stop = ctx.app.changes.subscribe((change) => {
      if (change.kind !== 'marker' || change.id !== id) return;
      clearTimeout(timer);
      resolve();
    });
  });
  try {
    await ctx.database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${`marker:${id}`})`);
    await heard;
  } finally {
    stop();
  }
}

/**
 * Waits until no email is owed: none waits in the outbox, and the queue holds no email job still to run, so each
 * was handed over (to the mail server, or to the kept outbox without one) or gave up, and none can arrive later.
 * What a test reads after this is final, without sleeping on the chance of a late duplicate
 * (docs/decisions/0043-suite-time.md).
 */
export async function emailQueueSettled(ctx: Pick<TestContext, 'database'>, timeout = 20_000): Promise<void> {
  await vi.waitFor(
    async () => {
      const result = await ctx.database.db.execute(
        sql`select (select count(*)::int from job_outbox where queue = ${EMAIL_QUEUE}) +
          (select count(*)::int from pgboss.job where name = ${EMAIL_QUEUE} and state in ('created', 'retry', 'active')) as n`,
      );
      expect(Number((result as { rows: Array<{ n: number }> }).rows[0]!.n)).toBe(0);
    },
    { timeout, interval: 50 },
  );
}

/**
 * A throwaway PostgreSQL database on the TEST_DATABASE_URL server, empty or a copy of `template`; dropped by
 * close().
 */
export async function createPostgresDatabase(
  template?: string | null,
): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('API_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `ikaze_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // A pool's end() can resolve while its last connection is still closing: forcing the drop then tells that
      // connection it was terminated (57P01), an error nobody is left to hear. Give them a moment to go first.
      for (let i = 0; i < 50; i++) {
        const { rows } = await client.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The origin of the site as app.inject calls it (Host: localhost:80): what the site's own pages send. */
export const SITE_ORIGIN = 'http://localhost';

export async function createTestContext(
  options: { poolSize?: number; config?: Partial<Config>; webDist?: string } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ikaze-test-'));
  const pgliteTemplate = inject('pgliteTemplate');
  // Where the app opens its embedded database (databaseOptions: DATA_DIR/db), else it migrates one from scratch.
  if (testDbTarget === 'pglite' && pgliteTemplate)
    cpSync(pgliteTemplate, join(dataDir, 'db'), { recursive: true });
  const pgDatabase =
    testDbTarget === 'postgres' ? await createPostgresDatabase(inject('postgresTemplate')) : undefined;
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    databaseUrl: pgDatabase?.url,
    webDist: options.webDist,
    logLevel: 'silent',
    // Port 0 until a test listens: nothing is reached at an address another process may hold (the payment
    // providers' sandbox is asked at the address the app listens on).
    port: 0,
    authRequestsPerMinute: 10_000,
    // Tests submit many listings as one account; the quota tests ask for their own limits.
    listingsPerHour: 10_000,
    uploadBytesPerHour: 1e12,
    // Calendar imports fetch from a server the test starts on 127.0.0.1.
    calendarImportAllowPrivate: true,
    ...options.config,
  };
  const database = await openDatabase({ ...databaseOptions(config), poolSize: options.poolSize });
  const app = await buildApp(config, database);
  await app.ready();
  return {
    app,
    database,
    dataDir,
    async close() {
      // After every suite, the ledger is summed apart from the trigger that guards it (docs/ledger.md).
      const ledger = await checkLedger(database.db);
      const total = ledger.accounts.reduce((sum, account) => sum + account.balance, 0);
      await app.close();
      await database.close();
      if (ledger.unbalanced.length > 0 || total !== 0)
        throw new Error(`the ledger does not balance: ${JSON.stringify(ledger)}`);
      await pgDatabase?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another app on the same database, with other settings: a second API process (API_WORKERS) or another
 * deployment's configuration, at the cost of building an app, not of a database. Close it before ctx.
 */
export async function openSecondApp(
  ctx: TestContext,
  config: Partial<Config> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ ...ctx.app.config, ...config }, ctx.database);
  await app.ready();
  return app;
}

let counter = 0;
/** A unique, valid registration payload. */
export function newUserInput(overrides: Partial<RegisterInput> = {}): RegisterInput {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${randomBytes(2).toString('hex')}`;
  return {
    first_name: 'Test',
    last_name: `User${counter}`,
    email: `user${tag}@example.rw`,
    username: `user${tag}`,
    phone_number: '0788123456',
    password: 'correct-horse-battery',
    ...overrides,
  };
}

export interface SignedInUser {
  id: number;
  username: string;
  password: string;
  cookie: string;
}

/** Creates a user of a role directly in the database and signs them in through the API. */
export async function signUpAs(
  ctx: TestContext,
  role: 'admin' | 'host' | 'user' = 'user',
  overrides: Partial<RegisterInput> = {},
): Promise<SignedInUser> {
  const input = newUserInput(overrides);
  const row = await createUser(ctx.database.db, input, role);
  const cookie = await signIn(ctx, input.username, input.password);
  return { id: row.id, username: row.username, password: input.password, cookie };
}

export async function signIn(ctx: TestContext, username: string, password: string): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return sessionCookieOf(response);
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'ikaze_session');
  if (!cookie) throw new Error('no session cookie');
  return `ikaze_session=${cookie.value}`;
}

/** Activates or deactivates an account by SQL, as another process would, and waits until the app has heard. */
export async function setActive(ctx: TestContext, userId: number, isActive: boolean) {
  await ctx.database.db.update(users).set({ isActive }).where(eq(users.id, userId));
  await changesHeard(ctx);
}

export type Role = 'admin' | 'host' | 'user';
/** A user to sign up: a role, or a role and registration overrides (e.g. a name the test reads back). */
export type PersonSpec = Role | readonly [Role, Partial<RegisterInput>];

/** A fresh app (createTestContext) and one signed-in user per entry of `people`, by the same names. */
export async function openTestApp<K extends string>(
  people: Record<K, PersonSpec>,
): Promise<{ ctx: TestContext; users: Record<K, SignedInUser> }> {
  const ctx = await createTestContext();
  try {
    const entries = Object.entries(people) as Array<[K, PersonSpec]>;
    const signedIn = await Promise.all(
      entries.map(([, spec]) => (typeof spec === 'string' ? signUpAs(ctx, spec) : signUpAs(ctx, ...spec))),
    );
    const users = Object.fromEntries(entries.map(([name], i) => [name, signedIn[i]])) as Record<
      K,
      SignedInUser
    >;
    return { ctx, users };
  } catch (error) {
    await ctx.close();
    throw error;
  }
}

/** The request headers of a signed-in user (the session cookie); none for a signed-out caller. */
export function sessionHeaders(user: SignedInUser | null | undefined): Record<string, string> {
  return user ? { cookie: user.cookie } : {};
}
