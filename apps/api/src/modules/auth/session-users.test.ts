// Sessions kept in memory between requests (docs/decisions/0012-session-users.md): a kept session answers
// without the database, and is forgotten the moment its account or its sessions change, whoever changed them.
// "Kept" is shown by changing the database with its triggers switched off (session_replication_role = replica,
// which no other writer uses): a kept session still answers, one read afresh does not.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeFeed } from '../../lib/change-feed.ts';
import {
  changesHeard,
  createTestContext,
  signUpAs,
  type SignedInUser,
  type TestContext,
} from '../../test/harness.ts';
import { SessionUsers } from './session-users.ts';
import { SESSION_IDLE_MS } from '../../db/sessions.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const me = async (user: SignedInUser) => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
  return response.json<{ user: { Username: string; Role: string } | null }>().user;
};

/** Runs SQL as a writer the change feed does not hear (no trigger fires), in one transaction. */
async function unheard(statement: ReturnType<typeof sql>) {
  await ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

const deleteSessionsOf = (user: SignedInUser) => sql`delete from sessions where user_id = ${user.id}`;

describe('sessions kept between requests', () => {
  it('answers a kept session without the database', async () => {
    const user = await signUpAs(ctx);
    await changesHeard(ctx); // a change heard during the first read would keep it from being kept
    expect((await me(user))?.Username).toBe(user.username);
    await unheard(deleteSessionsOf(user));
    // Unheard, the deletion is not seen: this is what keeping means (and why every writer has triggers).
    expect((await me(user))?.Username).toBe(user.username);
  });

  it('forgets a session deleted elsewhere (a sign-out in another process)', async () => {
    const user = await signUpAs(ctx);
    expect(await me(user)).not.toBeNull();
    await ctx.database.db.execute(deleteSessionsOf(user));
    await changesHeard(ctx);
    expect(await me(user)).toBeNull();
  });

  it('forgets the sessions of an account deactivated or given a new role elsewhere', async () => {
    const [gone, promoted] = [await signUpAs(ctx), await signUpAs(ctx)];
    expect(await me(gone)).not.toBeNull();
    expect((await me(promoted))?.Role).toBe('user');
    await ctx.database.db.execute(sql`update users set is_active = false where id = ${gone.id}`);
    await ctx.database.db.execute(sql`update users set role = 'host' where id = ${promoted.id}`);
    await changesHeard(ctx);
    expect(await me(gone)).toBeNull();
    expect((await me(promoted))?.Role).toBe('host');
  });

  it('forgets only the account that changed', async () => {
    const [changed, other] = [await signUpAs(ctx), await signUpAs(ctx)];
    await changesHeard(ctx);
    await me(changed);
    await me(other);
    await unheard(deleteSessionsOf(other));
    await ctx.database.db.execute(sql`update users set first_name = 'Changed' where id = ${changed.id}`);
    await changesHeard(ctx);
    // `other` is still kept (its deletion went unheard), so the change to `changed` did not drop everything.
    expect(await me(other)).not.toBeNull();
  });

  it('forgets the session at once on sign-out in this process', async () => {
    const user = await signUpAs(ctx);
    expect(await me(user)).not.toBeNull();
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: user.cookie },
    });
    expect(logout.statusCode).toBe(200);
    expect(await me(user)).toBeNull(); // no waiting for the notification
  });

  it('keeps nothing while the change feed is not heard', async () => {
    const user = await signUpAs(ctx);
    ctx.app.changes.setLive(false);
    try {
      expect(await me(user)).not.toBeNull();
      await unheard(deleteSessionsOf(user));
      expect(await me(user)).toBeNull();
    } finally {
      ctx.app.changes.setLive(true);
    }
  });
});

/** A SessionUsers of its own on the test database, with a feed that is live but hears only what the test says. */
function ownSessionUsers(maxSessions?: number) {
  const feed = new ChangeFeed();
  feed.setLive(true);
  return { feed, sessions: new SessionUsers(ctx.database.db, feed, maxSessions) };
}
const tokenOf = (user: SignedInUser) => user.cookie.split('=')[1]!;

describe('SessionUsers', () => {
  it('reads again a kept session that looks idle-expired, since another process may have used it', async () => {
    const user = await signUpAs(ctx);
    const { sessions } = ownSessionUsers();
    const token = tokenOf(user);
    expect((await sessions.user(token))?.id).toBe(user.id);
    expect(sessions.size).toBe(1);
    // Eight days later by this process's clock: what it kept is idle, and so is the database's row.
    const later = new Date(Date.now() + SESSION_IDLE_MS + 86_400_000);
    expect(await sessions.user(token, later)).toBeNull();
    expect(sessions.size).toBe(0);
  });

  it('keeps no password hash', async () => {
    const user = await signUpAs(ctx);
    const { sessions } = ownSessionUsers();
    const account = await sessions.user(tokenOf(user));
    expect(account?.id).toBe(user.id);
    expect(account).not.toHaveProperty('passwordHash');
  });

  it('keeps the most recently used sessions up to its limit', async () => {
    const people = await Promise.all([signUpAs(ctx), signUpAs(ctx), signUpAs(ctx)]);
    const { sessions } = ownSessionUsers(2);
    const tokens = people.map(tokenOf);
    for (const token of tokens) await sessions.user(token);
    expect(sessions.size).toBe(2);
    await unheard(deleteSessionsOf(people[0]));
    expect(await sessions.user(tokens[0]!)).toBeNull(); // the first was dropped, so it was read again
  });

  it('does not keep a read that a change overtook', async () => {
    const user = await signUpAs(ctx);
    const { feed, sessions } = ownSessionUsers();
    const reading = sessions.user(tokenOf(user));
    feed.publish({ kind: 'users', ids: [user.id] }); // heard while the read is on its way
    expect((await reading)?.id).toBe(user.id);
    expect(sessions.size).toBe(0);
  });
});
