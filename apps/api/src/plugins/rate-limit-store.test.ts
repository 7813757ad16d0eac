// Rate limits counted in the database: API processes share one limit, not one each
// (docs/decisions/0015-cross-site-and-abuse-limits.md).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '@ikaze/domain';
import { rateCounters } from '../db/schema.ts';
import { countHit, purgeEndedCounters, takeBack } from '../lib/rate-counters.ts';
import { purgeExpiredRows } from '../modules/housekeeping/housekeeping.ts';
import { createTestContext, openSecondApp, type TestContext } from '../test/harness.ts';

const PER_MINUTE = 4;
let ctx: TestContext;
let second: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext({ config: { authRequestsPerMinute: PER_MINUTE } });
  second = await openSecondApp(ctx);
});
afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

const badLogin = (app: FastifyInstance) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { username: 'nobody-here', password: 'wrong' } });

describe('the sign-in rate limit with two API processes on one database', () => {
  it('holds once between them: the fifth attempt from an address is refused by either', async () => {
    const statuses: number[] = [];
    for (const app of [ctx.app, second, ctx.app, second]) statuses.push((await badLogin(app)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401]);
    for (const app of [ctx.app, second]) {
      const refused = await badLogin(app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: LIMIT_MESSAGES.tooManyRequests });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Sign-up has a count of its own.
    const register = await second.inject({ method: 'POST', url: '/api/register', payload: {} });
    expect(register.statusCode).toBe(400);
  });
});

describe('the counters', () => {
  it('count within a window, start again after it, and take back', async () => {
    const db = ctx.database.db;
    const t0 = Date.parse('2026-11-24T10:00:00Z');
    expect(await countHit(db, 'test:a', 1, 60_000, t0)).toEqual({ total: 1, resetsAt: t0 + 60_000 });
    expect(await countHit(db, 'test:a', 5, 60_000, t0 + 1_000)).toEqual({ total: 6, resetsAt: t0 + 60_000 });
    await takeBack(db, 'test:a', 2, t0 + 2_000);
    expect((await countHit(db, 'test:a', 1, 60_000, t0 + 59_999)).total).toBe(5);
    expect(await countHit(db, 'test:a', 1, 60_000, t0 + 60_000)).toEqual({
      total: 1,
      resetsAt: t0 + 120_000,
    });
  });

  it('are counted once each under concurrent hits', async () => {
    const hits = await Promise.all(
      Array.from({ length: 20 }, () => countHit(ctx.database.db, 'test:concurrent', 1, 60_000)),
    );
    expect(hits.map((h) => h.total).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('whose window has ended are deleted by the housekeeping', async () => {
    const db = ctx.database.db;
    const now = Date.now();
    await countHit(db, 'test:old', 1, 1_000, now - 10_000);
    await countHit(db, 'test:current', 1, 60_000, now);
    await purgeExpiredRows(db, new Date(now));
    const left = async (key: string) =>
      (await db.select().from(rateCounters).where(eq(rateCounters.key, key))).length;
    expect(await left('test:old')).toBe(0);
    expect(await left('test:current')).toBe(1);
    await purgeEndedCounters(db, new Date(now + 61_000));
    expect(await left('test:current')).toBe(0);
  });
});
