// Sign-up, sign-in and sign-out. Failed sign-ins are counted in the database, per account and per
// address, so that the limit holds across several API processes (docs/product.md#accounts).
import { and, eq, gt, sql } from 'drizzle-orm';
import { AUTH_MESSAGES, type LoginInput, type RegisterInput } from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';
import { forbidden, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords.ts';
import { createUser, findUserByLogin } from '../users/service.ts';
import { createSession, endSession } from './sessions.ts';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_ADDRESS = 100;

export async function register(db: Db, input: RegisterInput) {
  const user = await createUser(db, input, 'user');
  return { user, message: `Welcome to Ikaze, ${user.firstName}! You can now sign in.` };
}

async function recentFailures(
  db: Db,
  column: typeof loginFailures.account | typeof loginFailures.address,
  value: string,
  since: Date,
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(eq(column, value), gt(loginFailures.createdAt, since)));
  return row?.n ?? 0;
}

export async function login(db: Db, input: LoginInput, address: string, now = new Date()) {
  const account = input.username.trim().toLowerCase();
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const [byAccount, byAddress] = await Promise.all([
    recentFailures(db, loginFailures.account, account, since),
    recentFailures(db, loginFailures.address, address, since),
  ]);
  if (byAccount >= MAX_FAILURES_PER_ACCOUNT || byAddress >= MAX_FAILURES_PER_ADDRESS) {
    throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts, { code: 'TOO_MANY_SIGN_IN_ATTEMPTS' });
  }

  const user = await findUserByLogin(db, account);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !valid) {
    await db.insert(loginFailures).values({ account, address, createdAt: now });
    throw unauthorized(AUTH_MESSAGES.invalidCredentials, { code: 'INVALID_CREDENTIALS' });
  }
  if (!user.isActive) throw forbidden(AUTH_MESSAGES.deactivated, { code: 'ACCOUNT_DEACTIVATED' });

  // A fresh token at every sign-in (session fixation); the account's failures are forgiven.
  await db.delete(loginFailures).where(eq(loginFailures.account, account));
  const session = await createSession(db, user.id, now);
  return { user, session };
}

export async function logout(db: Db, token: string | undefined) {
  if (token) await endSession(db, token);
}

export type { RegisterInput };
