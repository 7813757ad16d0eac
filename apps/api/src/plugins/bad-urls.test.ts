// Links with broken percent-encoding: pages answer with the web app, the API with a 400 in its usual shape.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES } from '@ikaze/domain';
import { createTestContext, type TestContext } from '../test/harness.ts';

const INDEX_HTML = '<!doctype html><title>Ikaze</title><div id="root"></div>';
let ctx: TestContext;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'ikaze-web-'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  ctx = await createTestContext({ webDist });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const BROKEN = ['%E0%A4%A', '%', '%zz', '%C0%AF', 'caf%E9'];

describe('links with broken percent-encoding', () => {
  it('answer a page with the web app, like any other page', async () => {
    for (const broken of BROKEN) {
      for (const url of [
        `/accommodation-detail/${broken}`,
        `/search-results/${broken}?destination=Musanze`,
      ]) {
        const response = await ctx.app.inject({ method: 'GET', url });
        // A property page that names no property, and an address no screen has, are the app's not-found page,
        // answered 404 (decision 0029; APP_ROUTES).
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).toMatch(/^text\/html/);
        expect(response.body, url).toContain('<div id="root"></div>');
        expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      }
    }
  });

  it('answer the API with a 400 in the error contract and the usual headers', async () => {
    for (const broken of BROKEN) {
      for (const [method, url] of [
        ['GET', `/api/properties/${broken}`],
        ['GET', `/api/${broken}`],
        ['POST', `/api/login${broken}`],
        ['DELETE', `/api/bookings/${broken}?x=1`],
      ] as const) {
        const response = await ctx.app.inject({ method, url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual({
          code: 'MALFORMED_URL',
          message: GENERIC_MESSAGES.badUrl,
          error: GENERIC_MESSAGES.badUrl,
          requestId: response.headers['x-request-id'],
        });
        expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      }
    }
  });

  it('leave well-encoded links as they were', async () => {
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/search-results?destination=Caf%C3%A9%20du%20Lac',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).toContain('<title>Places to stay in Café du Lac | Ikaze</title>');
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/no%20such%20route' });
    expect(missing.statusCode).toBe(404);
    const property = await ctx.app.inject({ method: 'GET', url: '/api/properties/%39%39%39%39' });
    expect(property.statusCode).toBe(404);
  });
});
