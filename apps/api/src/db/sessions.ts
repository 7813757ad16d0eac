// Server-side sessions (docs/product.md#accounts): a random 256-bit token in the cookie, its SHA-256 in the
// database, an idle expiry that slides with use and an absolute expiry that does not.
import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { sessions, users } from './schema.ts';
import { accountColumns, type Account } from './accounts.ts';

export const SESSION_COOKIE = 'ikaze_session';
export const SESSION_IDLE_MS = 7 * 24 * 3600_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600_000;
/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 5 * 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: number, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, createdAt: now, lastSeenAt: now, expiresAt });
  return { token, expiresAt };
}

/** A session as read with its account: what SessionUsers keeps between requests. */
export type SessionRead = { user: Account; lastSeenAt: Date; expiresAt: Date };

/** Whether a session read at some time is still within both of its expiries now. */
export const isCurrent = (session: SessionRead, now: Date) =>
  session.expiresAt > now && now.getTime() - session.lastSeenAt.getTime() < SESSION_IDLE_MS;

/** The session behind a token's hash with its account, if it is current and the account active. */
export async function readSession(db: Db, tokenHash: string, now = new Date()): Promise<SessionRead | null> {
  const [row] = await db
    .select({ user: accountColumns, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row && row.user.isActive && isCurrent(row, now) ? row : null;
}

/** Slides the idle expiry, at most every few minutes, so that reads do not turn into writes. */
export async function touchSession(db: Db, tokenHash: string, session: SessionRead, now = new Date()) {
  if (now.getTime() - session.lastSeenAt.getTime() <= TOUCH_EVERY_MS) return;
  session.lastSeenAt = now;
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function endAllSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Housekeeping: drop sessions past either expiry. */
export async function purgeExpiredSessions(db: Db, now = new Date()): Promise<void> {
  const idleCutoff = new Date(now.getTime() - SESSION_IDLE_MS);
  await db
    .delete(sessions)
    .where(sql`${lt(sessions.expiresAt, now)} or ${lt(sessions.lastSeenAt, idleCutoff)}`);
}
