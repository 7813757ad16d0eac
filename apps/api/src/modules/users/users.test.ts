import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, REGISTER_MESSAGES, USER_MESSAGES } from '@ikaze/domain';
import {
  openTestApp,
  sessionHeaders,
  signUpAs,
  type SignedInUser,
  type TestContext,
} from '../../test/harness.ts';

let ctx: TestContext;
let admin: SignedInUser;
let host: SignedInUser;
let guest: SignedInUser;
let otherGuest: SignedInUser;

beforeAll(async () => {
  ({
    ctx,
    users: { admin, host, guest, otherGuest },
  } = await openTestApp({ admin: 'admin', host: 'host', guest: 'user', otherGuest: 'user' }));
});
afterAll(async () => {
  await ctx.close();
});

type Who = 'anonymous' | 'guest' | 'otherGuest' | 'host' | 'admin';
const call = (who: Who, method: 'GET' | 'PUT', url: string, payload?: object) => {
  const user = who === 'anonymous' ? undefined : { guest, otherGuest, host, admin }[who];
  return ctx.app.inject({ method, url, payload, headers: sessionHeaders(user) });
};

describe('permission matrix of the user endpoints', () => {
  const expectations: Array<[string, 'GET' | 'PUT', () => string, Record<Who, number>, object?]> = [
    [
      'GET /api/users',
      'GET',
      () => '/api/users',
      { anonymous: 401, guest: 403, otherGuest: 403, host: 403, admin: 200 },
    ],
    [
      'GET /api/hosts',
      'GET',
      () => '/api/hosts',
      { anonymous: 401, guest: 403, otherGuest: 403, host: 403, admin: 200 },
    ],
    [
      "GET the guest's profile",
      'GET',
      () => `/api/users/${guest.id}`,
      { anonymous: 401, guest: 200, otherGuest: 403, host: 403, admin: 200 },
    ],
    [
      "PUT the guest's profile",
      'PUT',
      () => `/api/users/${guest.id}`,
      { anonymous: 401, guest: 200, otherGuest: 403, host: 403, admin: 200 },
      { FirstName: 'Changed' },
    ],
  ];
  for (const [name, method, url, statuses, payload] of expectations) {
    for (const [who, status] of Object.entries(statuses) as Array<[Who, number]>) {
      it(`${name} as ${who} → ${status}`, async () => {
        const response = await call(who, method, url(), payload);
        expect(response.statusCode).toBe(status);
        if (status === 401) expect(response.json().message).toBe(AUTH_MESSAGES.notSignedIn);
        if (status === 403) {
          // Another person's profile has its own refusal (docs/decisions/0013-who-sees-whom.md).
          const refusal =
            name === "GET the guest's profile" ? USER_MESSAGES.notShared : AUTH_MESSAGES.forbidden;
          expect(response.json().message).toBe(refusal);
          expect(response.body).not.toContain(guest.username);
        }
      });
    }
  }
});

describe('GET /api/users and /api/hosts', () => {
  it('lists clients only, paged, with search on UserID or Username', async () => {
    const response = await call('admin', 'GET', `/api/users?search=${guest.username}`);
    const body = response.json();
    expect(body.users.map((u: { UserID: number }) => u.UserID)).toEqual([guest.id]);
    expect(body).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    const byId = (await call('admin', 'GET', `/api/users?search=${guest.id}`)).json();
    expect(byId.users.map((u: { UserID: number }) => u.UserID)).toContain(guest.id);
    const all = (await call('admin', 'GET', '/api/users?pageSize=30')).json();
    expect(all.users.every((u: { Role: string }) => u.Role === 'user')).toBe(true);
  });

  it('lists hosts and filters by status', async () => {
    const hosts = (await call('admin', 'GET', '/api/hosts')).json();
    expect(hosts.hosts.map((u: { UserID: number }) => u.UserID)).toContain(host.id);
    const inactive = (await call('admin', 'GET', '/api/hosts?status=inactive')).json();
    expect(inactive.hosts.map((u: { UserID: number }) => u.UserID)).not.toContain(host.id);
  });

  it('refuses bad paging and filter values with a 400', async () => {
    for (const query of ['page=0', 'pageSize=31', 'pageSize=abc', 'status=sleeping', 'sort=password']) {
      const response = await call('admin', 'GET', `/api/users?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
  });

  it('filters by first, last or full name, case-insensitively, wildcards as text, with exact totals', async () => {
    // One after the other, so that the first has the lower id (the list's default order).
    const first = await signUpAs(ctx, 'user', { first_name: 'Namefilter', last_name: 'Ingabire' });
    const second = await signUpAs(ctx, 'user', { first_name: 'Namefilter', last_name: 'Mu_gabo%' });
    const ids = async (query: string) => {
      const body = (await call('admin', 'GET', `/api/users?${query}`)).json();
      return { ids: body.users.map((u: { UserID: number }) => u.UserID), total: body.total };
    };
    expect(await ids('name=namefILTER')).toEqual({ ids: [first.id, second.id], total: 2 });
    expect(await ids('name=ingab')).toEqual({ ids: [first.id], total: 1 });
    expect(await ids('name=filter%20ingabire')).toEqual({ ids: [first.id], total: 1 });
    expect(await ids(`name=${encodeURIComponent('u_gabo%')}`)).toEqual({ ids: [second.id], total: 1 });
    expect(await ids(`name=${encodeURIComponent('u_g%o')}`)).toEqual({ ids: [], total: 0 });
    // A full first page counts the total; the page after the last tells nothing but the total.
    expect(await ids('name=namefilter&pageSize=1')).toEqual({ ids: [first.id], total: 2 });
    expect(await ids('name=namefilter&pageSize=1&page=3')).toEqual({ ids: [], total: 2 });
    expect((await ids(`search=${first.username.toUpperCase()}`)).ids).toEqual([first.id]);
  });

  it('treats LIKE wildcards in a search as text', async () => {
    const body = (await call('admin', 'GET', '/api/users?search=%25')).json();
    expect(body.total).toBe(0);
  });
});

describe('GET and PUT /api/users/{UserID}', () => {
  it('answers 404 for an unknown user (to an admin) and 400 for a malformed id', async () => {
    expect((await call('admin', 'GET', '/api/users/999999')).statusCode).toBe(404);
    expect((await call('admin', 'GET', '/api/users/abc')).statusCode).toBe(400);
    expect((await call('admin', 'GET', '/api/users/-1')).statusCode).toBe(400);
  });

  it('validates edits like registration', async () => {
    const cases: Array<[object, string]> = [
      [{ Email: 'not-an-email' }, REGISTER_MESSAGES.invalidEmail],
      [{ PhoneNumber: '12345' }, REGISTER_MESSAGES.invalidPhone],
      [{ FirstName: '' }, REGISTER_MESSAGES.firstNameRequired],
      [{ Username: otherGuest.username.toUpperCase() }, REGISTER_MESSAGES.usernameTaken],
    ];
    for (const [payload, message] of cases) {
      const response = await call('guest', 'PUT', `/api/users/${guest.id}`, payload);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('saves an edit and answers the new profile', async () => {
    const response = await call('guest', 'PUT', `/api/users/${guest.id}`, {
      FirstName: 'Divine',
      PhoneNumber: '0722000111',
      ShortDescription: 'Loves Lake Kivu',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      FirstName: 'Divine',
      PhoneNumber: '0722000111',
      ShortDescription: 'Loves Lake Kivu',
    });
    expect((await call('guest', 'GET', `/api/users/${guest.id}`)).json().FirstName).toBe('Divine');
  });

  it('lets only an admin change Status, and deactivation ends the sessions', async () => {
    const target = await signUpAs(ctx, 'host');
    const self = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${target.id}`,
      payload: { Status: true },
      headers: { cookie: target.cookie },
    });
    expect(self.statusCode).toBe(403);
    const off = await call('admin', 'PUT', `/api/users/${target.id}`, { Status: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().Status).toBe(false);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: target.cookie } });
    expect(me.json().user).toBeNull();
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: target.username, password: target.password },
    });
    expect(login.json().message).toBe(AUTH_MESSAGES.deactivated);
    expect((await call('admin', 'PUT', `/api/users/${target.id}`, { Status: true })).json().Status).toBe(
      true,
    );
  });

  it('does not let an admin deactivate themselves', async () => {
    const response = await call('admin', 'PUT', `/api/users/${admin.id}`, { Status: false });
    expect(response.statusCode).toBe(409);
  });

  it('ignores attempts to change the role or password through the profile', async () => {
    const response = await call('guest', 'PUT', `/api/users/${guest.id}`, {
      Role: 'admin',
      passwordHash: 'x',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().Role).toBe('user');
  });
});
