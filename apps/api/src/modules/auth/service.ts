// Sign-up, sign-in and sign-out. Failed sign-ins are counted per account and address in the database
// (sign-in-limits.ts, docs/decisions/0014-sign-in-limits-and-passwords.md).
import {
  AUTH_MESSAGES,
  REGISTER_MESSAGES,
  type Locale,
  type LoginInput,
  type RegisterInput,
} from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { forbidden, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords.ts';
import { notify } from '../notifications/index.ts';
import { createUser, findUserByLogin } from '../users/index.ts';
import { createSession, endSession } from '../../db/sessions.ts';
import { beginAttempt, failureKey, forgiveFailures } from './sign-in-limits.ts';

/** `locale`: the language the sign-up was made in, for the welcome email of an account that chose none yet. */
export async function register(db: Db, input: RegisterInput, locale?: Locale) {
  const user = await createUser(db, input, 'user', (tx, row) =>
    notify(tx, { userId: row.id, kind: 'welcome', params: { firstName: row.firstName }, link: '/', locale }),
  );
  return { user, message: REGISTER_MESSAGES.welcome({ firstName: user.firstName }) };
}

export async function login(db: Db, input: LoginInput, address: string, now = new Date()) {
  // The typed name is resolved first, so that `guest` and `GUEST@ikaze.rw` share one count. An unknown name
  // takes the same steps (its own count, a dummy hash) so that neither answers nor timing tell it apart.
  const user = await findUserByLogin(db, input.username.trim());
  const key = failureKey(user?.id, input.username);
  const attempt = await beginAttempt(db, key, address, now);
  if ('refused' in attempt) {
    throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts, { code: 'TOO_MANY_SIGN_IN_ATTEMPTS' });
  }

  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  // A wrong password leaves the attempt written down as a failure.
  if (!user || !valid) throw unauthorized(AUTH_MESSAGES.invalidCredentials, { code: 'INVALID_CREDENTIALS' });
  await forgiveFailures(db, key, address);
  if (!user.isActive) throw forbidden(AUTH_MESSAGES.deactivated, { code: 'ACCOUNT_DEACTIVATED' });

  // A fresh token at every sign-in (session fixation).
  const session = await createSession(db, user.id, now);
  return { user, session };
}

export async function logout(db: Db, token: string | undefined) {
  if (token) await endSession(db, token);
}

export type { RegisterInput };
