// Cross-site requests: a page of another site cannot change anything through a signed-in visitor's browser
// (docs/decisions/0015-cross-site-and-abuse-limits.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '@ikaze/domain';
import type { Config } from '../config.ts';
import {
  createTestContext,
  openSecondApp,
  signUpAs,
  SITE_ORIGIN,
  type SignedInUser,
  type TestContext,
} from '../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function signedIn(who: SignedInUser) {
  const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: who.cookie } });
  return me.json<{ user: { UserID: number } | null }>().user?.UserID === who.id;
}

function logout(who: SignedInUser, headers: Record<string, string>, payload?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/logout',
    headers: { cookie: who.cookie, ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

describe('a state-changing request from another site', () => {
  it.each([
    ['a text/plain POST naming no page', { 'content-type': 'text/plain' }, 'x'],
    ['a form POST naming no page', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1'],
    ['a multipart POST naming no page', { 'content-type': 'multipart/form-data; boundary=b' }, '--b--'],
    ['another Origin', { origin: 'https://evil.example' }, undefined],
    ['another Origin, JSON', { origin: 'https://evil.example', 'content-type': 'application/json' }, '{}'],
    ['the opaque Origin null', { origin: 'null', 'content-type': 'text/plain' }, 'x'],
    ['another Referer without Origin', { referer: 'https://evil.example/page' }, undefined],
    ['an Origin on another port', { origin: 'http://localhost:8080' }, undefined],
    ['an Origin on another scheme', { origin: 'https://localhost' }, undefined],
  ])('is refused with 403 and leaves the session alone: %s', async (_name, headers, payload) => {
    const who = await signUpAs(ctx);
    const response = await logout(who, headers, payload);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await signedIn(who)).toBe(true);
  });

  it('says why in words a person can follow', async () => {
    const who = await signUpAs(ctx);
    const fromEvil = await logout(who, { origin: 'https://evil.example' });
    expect(fromEvil.json()).toMatchObject({ message: LIMIT_MESSAGES.crossSite });
    const form = await logout(who, { 'content-type': 'text/plain' }, 'x');
    expect(form.json()).toMatchObject({ message: LIMIT_MESSAGES.sendAsJson });
  });

  it('is refused for PUT and DELETE too, before anything else is looked at', async () => {
    const host = await signUpAs(ctx, 'host');
    const evil = { origin: 'https://evil.example', cookie: host.cookie };
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${host.id}`,
      headers: evil,
      payload: { first_name: 'Hacked' },
    });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    const del = await ctx.app.inject({ method: 'DELETE', url: '/api/room_types/1', headers: evil });
    expect(del.statusCode).toBe(403);
    expect(del.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
  });

  it('does not touch reading requests', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('a state-changing request from the site itself, or from no browser', () => {
  it.each([
    ['its own Origin', { origin: SITE_ORIGIN }],
    ['its own Origin with the default port', { origin: 'http://localhost:80' }],
    ['its own Referer without Origin', { referer: `${SITE_ORIGIN}/profile/1` }],
    ['no page and no body (curl -X POST)', {}],
    ['no page and a JSON body', { 'content-type': 'application/json' }],
  ])('goes through: %s', async (_name, headers) => {
    const who = await signUpAs(ctx);
    const response = await logout(
      who,
      headers,
      'content-type' in headers && headers['content-type'] ? '{}' : undefined,
    );
    expect(response.statusCode).toBe(200);
    expect(await signedIn(who)).toBe(false);
  });

  it('signs in with JSON from a script that names no page', async () => {
    const who = await signUpAs(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: who.username, password: who.password },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('where the site is', () => {
  async function logoutOn(config: Partial<Config>, headers: Record<string, string>) {
    const app = await openSecondApp(ctx, config);
    try {
      const who = await signUpAs(ctx);
      const response = await app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { cookie: who.cookie, ...headers },
      });
      return response.statusCode;
    } finally {
      await app.close();
    }
  }

  it('accepts the origins of ALLOWED_ORIGINS', async () => {
    const headers = { origin: 'https://www.ikaze.example' };
    expect(await logoutOn({}, headers)).toBe(403);
    expect(await logoutOn({ allowedOrigins: ['https://www.ikaze.example'] }, headers)).toBe(200);
  });

  it("reads the site's address from X-Forwarded-Host and -Proto only behind a trusted proxy", async () => {
    const headers = {
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'ikaze.example',
      'x-forwarded-proto': 'https',
      origin: 'https://ikaze.example',
    };
    expect(await logoutOn({}, headers)).toBe(403);
    expect(await logoutOn({ trustProxy: true }, headers)).toBe(200);
  });
});
