// The request's language (docs/decisions/0020-languages.md): the switch's cookie, then the account's saved
// language, then Accept-Language, then English; index.html served in it; the account's choice saved and
// carried to the next sign-in.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, LOCALES } from '@ikaze/domain';
import { users } from '../db/schema.ts';
import { createTestContext, signIn, signUpAs, type TestContext } from '../test/harness.ts';

let ctx: TestContext;
let webDist: string;
const page = (lang: string) => `<!doctype html><html lang="${lang}"><title>Ikaze</title></html>`;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'ikaze-web-'));
  writeFileSync(join(webDist, 'index.html'), page('en'));
  for (const locale of LOCALES) writeFileSync(join(webDist, `index.${locale}.html`), page(locale));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'fr-abc123.js'), 'export const messages = {};');
  ctx = await createTestContext({ webDist });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const savedLocale = async (id: number) =>
  (await ctx.database.db.select({ locale: users.locale }).from(users).where(eq(users.id, id)))[0]?.locale;
const localeCookieOf = (response: { cookies: Array<{ name: string; value: string }> }) =>
  response.cookies.find((c) => c.name === LOCALE_COOKIE);

describe('index.html in the request’s language', () => {
  // A page the web app serves as built (the public pages add their own head: public-pages.test.ts).
  const get = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/login', headers });

  it('follows Accept-Language on a first visit, and English without it', async () => {
    for (const [acceptLanguage, lang] of [
      ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
      ['rw-RW', 'rw'],
      ['de-DE, en;q=0.5', 'en'],
    ] as const) {
      const response = await get({ 'accept-language': acceptLanguage });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(page(lang));
      expect(response.headers['content-language']).toBe(lang);
    }
    expect((await get({})).body).toBe(page('en'));
  });

  it('follows the language switch’s cookie over Accept-Language', async () => {
    const response = await get({ cookie: `${LOCALE_COOKIE}=rw`, 'accept-language': 'fr' });
    expect(response.body).toBe(page('rw'));
    // A shared cache must keep one copy per language.
    expect(String(response.headers.vary)).toMatch(/Cookie/);
    expect(String(response.headers.vary)).toMatch(/Accept-Language/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('leaves the hashed assets, the catalogs among them, cached for good', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/fr-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('ignores a cookie that names no language of ours', async () => {
    const response = await get({ cookie: `${LOCALE_COOKIE}=de`, 'accept-language': 'fr' });
    expect(response.body).toBe(page('fr'));
  });
});

describe('PUT /api/me/locale', () => {
  it('answers 401 to a signed-out visitor', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/locale',
      payload: { locale: 'fr' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 400 to a language that is not ours', async () => {
    const user = await signUpAs(ctx);
    for (const payload of [{ locale: 'de' }, { locale: '' }, {}]) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/me/locale',
        headers: { cookie: user.cookie },
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect(await savedLocale(user.id)).toBeNull();
  });

  it('saves the choice on the account (204), which then answers in it over Accept-Language', async () => {
    const user = await signUpAs(ctx);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/locale',
      headers: { cookie: user.cookie },
      payload: { locale: 'rw' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(localeCookieOf(response)?.value).toBe('rw');
    expect(await savedLocale(user.id)).toBe('rw');

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: user.cookie, 'accept-language': 'fr' },
    });
    expect(me.headers['content-language']).toBe('rw');
    // This browser's cookie still comes first.
    const withCookie = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: `${user.cookie}; ${LOCALE_COOKIE}=en`, 'accept-language': 'fr' },
    });
    expect(withCookie.headers['content-language']).toBe('en');
  });
});

describe('signing in', () => {
  const login = (username: string, password: string, cookie?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password },
      headers: cookie ? { cookie } : {},
    });

  it('sets the cookie to the account’s saved language, over this browser’s', async () => {
    const user = await signUpAs(ctx);
    await ctx.database.db.update(users).set({ locale: 'rw' }).where(eq(users.id, user.id));
    const response = await login(user.username, user.password, `${LOCALE_COOKIE}=fr`);
    expect(response.statusCode).toBe(200);
    expect(localeCookieOf(response)).toMatchObject({ value: 'rw', path: '/', sameSite: 'Lax' });
    expect(await savedLocale(user.id)).toBe('rw');
  });

  it('saves this browser’s language on an account that has none', async () => {
    const user = await signUpAs(ctx);
    const response = await login(user.username, user.password, `${LOCALE_COOKIE}=fr`);
    expect(response.statusCode).toBe(200);
    expect(localeCookieOf(response)).toBeUndefined();
    expect(await savedLocale(user.id)).toBe('fr');
  });

  it('leaves an account without a choice as it is when the browser made none', async () => {
    const user = await signUpAs(ctx);
    await signIn(ctx, user.username, user.password);
    expect(await savedLocale(user.id)).toBeNull();
  });
});
