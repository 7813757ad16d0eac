// What a new password may be (docs/decisions/0014-sign-in-limits-and-passwords.md): sign-up and create-admin
// refuse common and breached passwords, the account's own name and control characters, with a code and the
// field; the demo accounts keep the demo password, which nobody else may choose.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorSchema, REGISTER_MESSAGES, type ErrorCode } from '@ikaze/domain';
import { DEMO_PASSWORD, seedDemoUsers } from '../../db/seed/users.ts';
import { COMMON_PASSWORD_COUNT, commonPasswords } from '../../lib/common-passwords.ts';
import { createTestContext, newUserInput, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const register = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/register', payload });
const login = (username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

async function expectRefused(payload: object, code: ErrorCode, message: string) {
  const response = await register(payload);
  expect(response.statusCode).toBe(400);
  expect(errorSchema.parse(response.json())).toEqual({
    code,
    field: 'password',
    message,
    error: message,
    requestId: response.headers['x-request-id'],
  });
}

describe('the list of common passwords', () => {
  it(`holds the ${COMMON_PASSWORD_COUNT} most common passwords that are long enough, read once`, async () => {
    const started = performance.now();
    const list = await commonPasswords();
    console.log(`common passwords: ${list.size} read in ${Math.round(performance.now() - started)} ms`);
    expect(list.size).toBe(COMMON_PASSWORD_COUNT);
    expect(await commonPasswords()).toBe(list);
  });
});

describe('a new password at sign-up', () => {
  it.each([
    'password1',
    'Password123', // case does not make a common password rare
    'QWERTYUIOP',
    'ｐａｓｓｗｏｒｄ１', // nor do full-width letters (compared after NFKC)
    'warmachine', // about the 95,000th
    'smokey24', // the 100,000th
  ])('refuses the common password %j', async (password) => {
    await expectRefused(
      newUserInput({ password }),
      'PASSWORD_TOO_COMMON',
      REGISTER_MESSAGES.passwordTooCommon,
    );
  });

  it('refuses the published demo password for a new account, while the demo accounts keep it', async () => {
    await expectRefused(
      newUserInput({ password: DEMO_PASSWORD }),
      'PASSWORD_TOO_COMMON',
      REGISTER_MESSAGES.passwordTooCommon,
    );
    await seedDemoUsers(ctx.database.db);
    const guest = await login('guest', DEMO_PASSWORD);
    expect(guest.statusCode).toBe(200);
    expect(guest.json().Username).toBe('guest');
  });

  it.each([`${DEMO_PASSWORD}2026!`, `My${DEMO_PASSWORD.toUpperCase()}`, `x-Murakaza-Neza-x`])(
    'refuses %j, the demo password inside a longer one, in any case',
    async (password) => {
      await expectRefused(
        newUserInput({ password }),
        'PASSWORD_TOO_COMMON',
        REGISTER_MESSAGES.passwordTooCommon,
      );
    },
  );

  it('refuses a password equal to or containing the username or the email before the @', async () => {
    const base = newUserInput({ username: 'Kagabo_Eric', email: 'eric.kagabo+stays@example.rw' });
    for (const password of [
      'kagabo_eric',
      'my-KAGABO_ERIC-2026',
      'ERIC.KAGABO+STAYS',
      'hello-eric.kagabo+stays!',
    ]) {
      await expectRefused(
        { ...base, password },
        'PASSWORD_CONTAINS_NAME',
        REGISTER_MESSAGES.passwordContainsName,
      );
    }
    // Parts of a name are fine, and so are names too short to mean anything inside a password.
    expect((await register({ ...base, password: 'kagabo-ate-ugali' })).statusCode).toBe(201);
    const short = newUserInput({ username: 'jo', email: 'jo@example.rw', password: 'jo-jo-banana-boat' });
    expect((await register(short)).statusCode).toBe(201);
  });

  it.each([
    ['a tab', 'tabbed\tpassword'],
    ['a line break', 'two-lines\nof-password'],
    ['a C1 control (NEL)', 'next-line\u0085-here'],
    ['DEL', 'delete\u007f-key-here'],
  ])('refuses %s', async (_what, password) => {
    await expectRefused(
      newUserInput({ password }),
      'PASSWORD_CONTROL_CHARACTERS',
      REGISTER_MESSAGES.passwordControlCharacters,
    );
  });

  it('refuses a NUL as text no field may hold, on the password field', async () => {
    const response = await register(newUserInput({ password: 'nul\u0000-in-the-middle' }));
    expect(response.statusCode).toBe(400);
    expect(errorSchema.parse(response.json())).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'password',
    });
  });

  it('accepts any other Unicode, spaces and emoji included, and checks it exactly as typed', async () => {
    const input = newUserInput({ password: 'Murakaza neza, inshuti 🇷🇼 é' });
    expect((await register(input)).statusCode).toBe(201);
    expect((await login(input.username, input.password)).statusCode).toBe(200);
    expect((await login(input.username, input.password.toUpperCase())).statusCode).toBe(401);
  });
});

describe('npm run create-admin', () => {
  const run = promisify(execFile);
  // Refused before the database is opened: a folder that does not exist proves none was made.
  const dataDir = join(tmpdir(), `ikaze-create-admin-${process.pid}`);
  afterAll(() => expect(existsSync(dataDir)).toBe(false));

  const createAdmin = (password: string) =>
    run(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/api/src/cli/create-admin.ts',
        '--username',
        'boss',
        '--email',
        'boss@example.rw',
        '--password',
        password,
      ],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        cwd: fileURLToPath(new URL('../../../../../', import.meta.url)),
      },
    ).then(
      ({ stdout }) => ({ code: 0, out: stdout }),
      (error: { code: number; stderr: string }) => ({ code: error.code, out: error.stderr }),
    );

  it('refuses a common password or one with the name, before opening the database', async () => {
    const common = await createAdmin('iloveyou123');
    expect(common).toEqual({ code: 2, out: `create-admin: ${REGISTER_MESSAGES.passwordTooCommon}\n` });
    const named = await createAdmin('the-boss-of-ikaze');
    expect(named).toEqual({ code: 2, out: `create-admin: ${REGISTER_MESSAGES.passwordContainsName}\n` });
  }, 60_000);
});
