// GET /api/health/live and /api/health/ready (docs/operations.md#health-checks): live answers while the process
// runs; ready only when the database answers and holds this build's migrations, the per-night inventory is loaded
// and the process is not stopping. Each state is made for real where it can be: a migration record taken away,
// the change feed lost (the inventory is dropped), the stop flag that SIGTERM sets.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const ready = () => ctx.app.inject({ method: 'GET', url: '/api/health/ready' });

async function becomesReady() {
  await vi.waitFor(async () => expect((await ready()).statusCode).toBe(200), {
    timeout: 10_000,
    interval: 50,
  });
}

describe('health', () => {
  it('live answers 200 while the process runs, and the old /api/health still answers', async () => {
    const live = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const old = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(old.statusCode).toBe(200);
    expect(old.json()).toMatchObject({ status: 'ok' });
  });

  it('ready answers 200 with every check once the nights replica is loaded', async () => {
    await becomesReady();
    expect((await ready()).json()).toEqual({
      status: 'ready',
      checks: { database: true, migrated: true, nightsReplica: true, shuttingDown: false },
    });
  });

  it('ready answers 503 while the process is stopping, with the request id', async () => {
    ctx.app.serviceState.shuttingDown = true;
    try {
      const answer = await ready();
      expect(answer.statusCode).toBe(503);
      const body = answer.json();
      expect(body).toMatchObject({ status: 'not_ready', checks: { shuttingDown: true, database: true } });
      expect(body.requestId).toBe(answer.headers['x-request-id']);
      // Live still answers: the process is up, only not to be sent new work.
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      ctx.app.serviceState.shuttingDown = false;
    }
  });

  it('ready answers 503 when the database does not answer', async () => {
    const execute = vi
      .spyOn(ctx.database.db, 'execute')
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    try {
      const answer = await ready();
      expect(answer.statusCode).toBe(503);
      expect(answer.json().checks).toMatchObject({ database: false, migrated: false });
    } finally {
      execute.mockRestore();
    }
    await becomesReady();
  });

  it('ready answers 503 when the database lacks a migration of this build', async () => {
    const { rows } = (await ctx.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations
          where id = (select max(id) from drizzle.__drizzle_migrations) returning id, hash, created_at`,
    )) as { rows: Array<{ id: number; hash: string; created_at: string }> };
    const last = rows[0]!;
    try {
      const answer = await ready();
      expect(answer.statusCode).toBe(503);
      expect(answer.json().checks).toMatchObject({ database: true, migrated: false });
    } finally {
      await ctx.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`,
      );
    }
    await becomesReady();
  });

  it('ready answers 503 while the change feed is not heard (the nights replica is dropped), and 200 once reloaded', async () => {
    ctx.app.changes.setLive(false);
    const answer = await ready();
    expect(answer.statusCode).toBe(503);
    expect(answer.json().checks).toMatchObject({ database: true, migrated: true, nightsReplica: false });
    ctx.app.changes.setLive(true);
    await becomesReady();
  });
});
