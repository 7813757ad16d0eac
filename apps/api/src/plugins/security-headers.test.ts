// Helmet's headers on every answer of the app: API, error, and not found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openSecondApp, openTestApp, type TestContext } from '../test/harness.ts';
import { helmetHeaders } from './security-headers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ({ ctx } = await openTestApp({}));
});
afterAll(async () => {
  await ctx?.close();
});

describe('security headers', () => {
  it('sets the Content-Security-Policy and the other helmet headers on every answer', async () => {
    for (const url of ['/api/health', '/api/properties?rooms=0', '/api/nothing-here']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['content-security-policy'], url).toContain('img-src');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('sends Strict-Transport-Security only over HTTPS', async () => {
    const hsts = async (app: FastifyInstance, headers: Record<string, string> = {}) =>
      (await app.inject({ method: 'GET', url: '/api/health', headers })).headers['strict-transport-security'];
    const forwardedHttps = { 'x-forwarded-proto': 'https' };
    // Plain HTTP, and a forwarded protocol nobody is trusted to tell.
    expect(await hsts(ctx.app)).toBeUndefined();
    expect(await hsts(ctx.app, forwardedHttps)).toBeUndefined();
    const behindProxy = await openSecondApp(ctx, { trustProxy: true });
    const secure = await openSecondApp(ctx, { secureCookies: true });
    try {
      expect(await hsts(behindProxy)).toBeUndefined();
      expect(await hsts(behindProxy, forwardedHttps)).toContain('max-age=');
      expect(await hsts(secure)).toContain('max-age=');
    } finally {
      await behindProxy.close();
      await secure.close();
    }
  });

  it('computes what helmet would set, once', () => {
    const headers = helmetHeaders({ contentSecurityPolicy: false, frameguard: { action: 'deny' } });
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['referrer-policy']).toBe('no-referrer');
  });
});
