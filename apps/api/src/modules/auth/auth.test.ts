import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, REGISTER_MESSAGES } from '@ikaze/domain';
import { loginFailures, sessions } from '../../db/schema.ts';
import { purgeExpiredRows } from '../housekeeping/housekeeping.ts';
import { findUserByLogin } from '../users/service.ts';
import { eq, sql } from 'drizzle-orm';
import {
  changesHeard,
  createTestContext,
  newUserInput,
  sessionCookieOf,
  setActive,
  signUpAs,
  type TestContext,
} from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const register = (payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/register', payload: payload as object });
const login = (username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
const me = (cookie?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/me', headers: cookie ? { cookie } : {} });

describe('POST /api/register', () => {
  it('creates a user account and answers the user without the password', async () => {
    const input = newUserInput();
    const response = await register(input);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toMatch(/You can now sign in/);
    expect(body.user).toMatchObject({
      Username: input.username,
      Email: input.email,
      Role: 'user',
      Status: true,
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);
  });

  it.each([
    ['first_name', REGISTER_MESSAGES.firstNameRequired],
    ['last_name', REGISTER_MESSAGES.lastNameRequired],
    ['email', REGISTER_MESSAGES.emailRequired],
    ['username', REGISTER_MESSAGES.usernameRequired],
    ['phone_number', REGISTER_MESSAGES.phoneRequired],
    ['password', REGISTER_MESSAGES.passwordRequired],
  ])('answers 400 "%s" missing with its message', async (field, message) => {
    for (const value of [undefined, '', '   ']) {
      if (field === 'password' && value === '   ') continue; // spaces are a (too short) password
      const response = await register({ ...newUserInput(), [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        field,
        error: message,
        message,
        requestId: response.headers['x-request-id'],
      });
    }
  });

  it("reports the first missing field in the product's order when everything is missing", async () => {
    const response = await register({});
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(REGISTER_MESSAGES.firstNameRequired);
  });

  it.each(['no-at-sign', 'a b@c.rw', 'x@y', '@example.rw'])('refuses the email %j', async (email) => {
    const response = await register(newUserInput({ email }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(REGISTER_MESSAGES.invalidEmail);
  });

  it.each(['0788', '0688123456', '07881234567', '07a8123456', '+250788123456'])(
    'refuses the phone %j',
    async (phone) => {
      const response = await register(newUserInput({ phone_number: phone }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(REGISTER_MESSAGES.invalidPhone);
    },
  );

  it('refuses short and overlong passwords', async () => {
    const short = await register(newUserInput({ password: 'short' }));
    expect(short.json().error).toBe(REGISTER_MESSAGES.passwordTooShort);
    const long = await register(newUserInput({ password: 'x'.repeat(129) }));
    expect(long.json().error).toBe(REGISTER_MESSAGES.passwordTooLong);
  });

  it('refuses a username or email already taken, whatever the case', async () => {
    const first = newUserInput();
    expect((await register(first)).statusCode).toBe(201);
    const sameName = await register(newUserInput({ username: first.username.toUpperCase() }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error).toBe(REGISTER_MESSAGES.usernameTaken);
    const sameEmail = await register(newUserInput({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error).toBe(REGISTER_MESSAGES.emailTaken);
  });

  it('never lets the web create an admin or a host', async () => {
    const response = await register({ ...newUserInput(), role: 'admin', Role: 'admin' });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.Role).toBe('user');
  });

  it('answers hostile input with a 4xx, not a crash', async () => {
    const cases = [
      ctx.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"first_name":',
      }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'content-type': 'application/json' },
        payload: '[]',
      }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'content-type': 'application/json' },
        payload: 'null',
      }),
      register({ ...newUserInput(), first_name: { $gt: '' } }),
      register({ ...newUserInput(), username: "robert'); drop table users;--" }),
      register({ ...newUserInput(), first_name: 'x'.repeat(10_000) }),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(typeof response.json().message).toBe('string');
    }
  });
});

describe('POST /api/login', () => {
  it("answers the product's user fields and sets an HttpOnly SameSite=Lax session cookie", async () => {
    const input = newUserInput();
    await register(input);
    const response = await login(input.username, input.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    for (const field of [
      'DateJoined',
      'Email',
      'FirstName',
      'LastName',
      'PhoneNumber',
      'Role',
      'UserID',
      'Username',
    ]) {
      expect(body).toHaveProperty(field);
    }
    expect(body.message).toBe(AUTH_MESSAGES.loginSuccess);
    const cookie = response.cookies.find((c) => c.name === 'ikaze_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie!.value.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits of base64url
  });

  it('signs in with the email too, case-insensitively', async () => {
    const input = newUserInput();
    await register(input);
    expect((await login(input.email.toUpperCase(), input.password)).statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const input = newUserInput();
    await register(input);
    const wrong = await login(input.username, 'wrong-password');
    const unknown = await login('nobody-here', 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
    expect(unknown.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it('locks an account after 10 failures in 15 minutes, even with the right password', async () => {
    const input = newUserInput();
    await register(input);
    for (let i = 0; i < 10; i++) expect((await login(input.username, `wrong-${i}`)).statusCode).toBe(401);
    const locked = await login(input.username, input.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
  });

  it('refuses a deactivated account', async () => {
    const user = await signUpAs(ctx);
    await setActive(ctx, user.id, false);
    const response = await login(user.username, user.password);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(AUTH_MESSAGES.deactivated);
  });

  it('answers a missing field with a message', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(REGISTER_MESSAGES.passwordRequired);
  });
});

describe('sign-in limits (docs/decisions/0014-sign-in-limits-and-passwords.md)', () => {
  let lastOctet = 0;
  /** A fresh client address, so that tests do not share the per-address count. */
  const newAddress = () => `198.51.100.${++lastOctet}`;
  const loginFrom = (address: string, username: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password },
      remoteAddress: address,
    });
  const failTimes = async (n: number, address: string, username: string) => {
    for (let i = 0; i < n; i++) {
      expect((await loginFrom(address, username, `wrong-${i}`)).statusCode).toBe(401);
    }
  };
  const expectLocked = (response: Awaited<ReturnType<typeof loginFrom>>) => {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({
      code: 'TOO_MANY_SIGN_IN_ATTEMPTS',
      message: AUTH_MESSAGES.tooManyAttempts,
    });
  };

  it('counts the account, whatever is typed: 10 failures on the username lock the email too', async () => {
    const input = newUserInput();
    await register(input);
    const address = newAddress();
    await failTimes(5, address, input.username);
    await failTimes(5, address, input.email.toUpperCase());
    expectLocked(await loginFrom(address, input.email.toUpperCase(), input.password));
    expectLocked(await loginFrom(address, input.username.toUpperCase(), input.password));
    expectLocked(await loginFrom(address, ` ${input.email} `, input.password));
  });

  it("still signs the owner in from another address, and the stranger's address stays locked", async () => {
    const input = newUserInput();
    await register(input);
    const stranger = newAddress();
    await failTimes(10, stranger, input.username);
    expectLocked(await loginFrom(stranger, input.username, input.password));

    const owner = await loginFrom(newAddress(), input.email, input.password);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().Username).toBe(input.username);
    // The owner's success forgives the owner's address only.
    expectLocked(await loginFrom(stranger, input.username, input.password));
    expectLocked(await loginFrom(stranger, input.email, input.password));
  });

  it('slows the account everywhere after 50 failures: failed addresses wait, a clean one still signs in', async () => {
    const input = newUserInput();
    await register(input);
    const attackers = Array.from({ length: 5 }, newAddress);
    for (const address of attackers) await failTimes(10, address, input.username);
    const typo = newAddress();
    // The 51st failure from a fresh address is still checked (and fails)...
    await failTimes(1, typo, input.username);
    // ...but after it that address has failed for this account, which is now under attack.
    expectLocked(await loginFrom(typo, input.username, input.password));
    expect((await loginFrom(newAddress(), input.username, input.password)).statusCode).toBe(200);
  });

  it('limits unknown names like accounts, with the same answers, even in a parallel burst', async () => {
    const input = newUserInput();
    await register(input);
    const unknown = `nobody-${input.username}`;
    const burst = async (username: string) => {
      const address = newAddress();
      const answers = await Promise.all(
        Array.from({ length: 15 }, (_, i) => loginFrom(address, username, `wrong-${i}`)),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      return {
        address,
        statuses,
        messages: new Set(answers.map((answer) => answer.json<{ message: string }>().message)),
      };
    };
    const known = await burst(input.username);
    const probed = await burst(unknown.toUpperCase());
    const expected = [...Array<number>(10).fill(401), ...Array<number>(5).fill(429)];
    expect(known.statuses).toEqual(expected);
    expect(probed.statuses).toEqual(expected);
    expect(probed.messages).toEqual(known.messages);
    // The typed name is counted in lower case: another spelling of it is locked too.
    expectLocked(await loginFrom(probed.address, unknown, 'wrong'));
    // Like an account, the unknown name is locked for that address only.
    expect((await loginFrom(newAddress(), unknown, 'wrong')).statusCode).toBe(401);
  });

  it('forgets failures older than 15 minutes, and the housekeeping drops them', async () => {
    const input = newUserInput();
    await register(input);
    const address = newAddress();
    await failTimes(10, address, input.email);
    expectLocked(await loginFrom(address, input.username, input.password));

    const { db } = ctx.database;
    const user = await findUserByLogin(db, input.username);
    const key = `user:${user!.id}`;
    await db
      .update(loginFailures)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(loginFailures.account, key));
    await purgeExpiredRows(db);
    const left = await db.select().from(loginFailures).where(eq(loginFailures.account, key));
    expect(left).toEqual([]);
    expect((await loginFrom(address, input.username, input.password)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('knows the user on later requests (a reload) and forgets them after logout, on the server', async () => {
    const user = await signUpAs(ctx);
    expect((await me(user.cookie)).json().user.Username).toBe(user.username);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: user.cookie },
    });
    expect(logout.statusCode).toBe(200);
    // The old cookie replayed after logout is worthless.
    expect((await me(user.cookie)).json().user).toBeNull();
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}`,
      headers: { cookie: user.cookie },
    });
    expect(mine.statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const user = await signUpAs(ctx);
    const token = user.cookie.split('=')[1]!;
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
  });

  it('gives a new token at every sign-in', async () => {
    const input = newUserInput();
    await register(input);
    const a = sessionCookieOf(await login(input.username, input.password));
    const b = sessionCookieOf(await login(input.username, input.password));
    expect(a).not.toBe(b);
  });

  it('expires after the idle limit and after the absolute limit', async () => {
    const idle = await signUpAs(ctx);
    const absolute = await signUpAs(ctx);
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '8 days'` })
      .where(eq(sessions.userId, idle.id));
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, absolute.id));
    await changesHeard(ctx);
    expect((await me(idle.cookie)).json().user).toBeNull();
    expect((await me(absolute.cookie)).json().user).toBeNull();
  });

  it('ends at once when the account is deactivated', async () => {
    const user = await signUpAs(ctx);
    await setActive(ctx, user.id, false);
    expect((await me(user.cookie)).json().user).toBeNull();
  });

  it('ignores a forged or malformed cookie', async () => {
    expect((await me('ikaze_session=forged')).json().user).toBeNull();
    expect((await me(`ikaze_session=${'x'.repeat(5000)}`)).json().user).toBeNull();
  });
});

describe('GET /api/health', () => {
  it('answers ok with the database kind', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: ctx.database.kind });
  });

  it('serves the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/register', '/api/login', '/api/users/{UserID}']),
    );
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/No route/);
  });
});
