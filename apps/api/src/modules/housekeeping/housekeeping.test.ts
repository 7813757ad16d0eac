import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminAuditLog, idempotencyKeys, loginFailures, sessions } from '../../db/schema.ts';
import { createTestContext, signUpAs, type TestContext } from '../../test/harness.ts';
import { purgeExpiredRows } from './housekeeping.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const count = async (table: typeof sessions | typeof loginFailures | typeof idempotencyKeys) => {
  const [row] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
};

describe('purgeExpiredRows', () => {
  it('drops expired sessions, old failed sign-ins and day-old idempotency keys, and keeps the rest', async () => {
    const { db } = ctx.database;
    const fresh = await signUpAs(ctx, 'user');
    const stale = await signUpAs(ctx, 'user');
    await db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(sql`${sessions.userId} = ${stale.id}`);
    await db.insert(loginFailures).values([
      { account: 'someone', address: '10.0.0.1', createdAt: sql`now() - interval '1 hour'` },
      { account: 'someone', address: '10.0.0.1' },
    ]);
    const answer = { statusCode: 201, response: { message: 'ok' }, requestHash: 'h' };
    await db.insert(idempotencyKeys).values([
      { userId: fresh.id, key: 'old', ...answer, createdAt: sql`now() - interval '25 hours'` },
      { userId: fresh.id, key: 'new', ...answer },
    ]);
    const sessionsBefore = await count(sessions);

    await purgeExpiredRows(db);

    expect(await count(sessions)).toBe(sessionsBefore - 1);
    expect(await count(loginFailures)).toBe(1);
    const keys = await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(keys).toEqual([{ key: 'new' }]);
    const me = await ctx.app.inject({ url: '/api/me', headers: { cookie: fresh.cookie } });
    expect(me.statusCode).toBe(200);
  });

  it("drops the admins' audit log past 5 years, and keeps the rest", async () => {
    const { db } = ctx.database;
    const entry = { action: 'user.deactivate', targetType: 'user', targetId: 1 } as const;
    await db.insert(adminAuditLog).values([
      { ...entry, targetId: 101, createdAt: sql`now() - interval '5 years 1 day'` },
      { ...entry, targetId: 102, createdAt: sql`now() - interval '5 years' + interval '1 day'` },
      { ...entry, targetId: 103 },
    ]);

    await purgeExpiredRows(db);

    const kept = await db
      .select({ targetId: adminAuditLog.targetId })
      .from(adminAuditLog)
      .where(sql`${adminAuditLog.targetId} between 101 and 103`)
      .orderBy(adminAuditLog.targetId);
    expect(kept).toEqual([{ targetId: 102 }, { targetId: 103 }]);
  });
});
