// GET /metrics and request ids (docs/operations.md#metrics, decision 0056): the Prometheus text names routes by
// their pattern, counts error codes, reads the job queue, the payments left pending past their window, the event
// streams and the nights replica; it is refused to a request through a proxy and, with METRICS_TOKEN, to one
// without the token. Every answer carries X-Request-Id and every error body the same id; a proxy's id is taken
// only from a trusted proxy.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestContext,
  newUserInput,
  openSecondApp,
  testDbTarget,
  type TestContext,
} from '../test/harness.ts';
import { createUser } from '../modules/users/service.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function scrape(headers: Record<string, string> = {}, app = ctx.app) {
  const answer = await app.inject({ method: 'GET', url: '/metrics', headers });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return answer.body;
}

/** The value of one series, e.g. `ikaze_event_streams_open` or `ikaze_job_queue_depth{queue="x"}`. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('counts requests by route pattern and errors by code, never by the raw address', async () => {
    for (const id of [987654, 987655])
      expect((await ctx.app.inject({ method: 'GET', url: `/api/properties/${id}` })).statusCode).toBe(404);
    const text = await scrape();
    expect(
      valueOf(
        text,
        'ikaze_http_request_duration_seconds_count{method="GET",route="/api/properties/:id",status_code="404"}',
      ),
    ).toBe(2);
    expect(text).not.toContain('987654');
    expect(valueOf(text, 'ikaze_http_errors_total{code="NOT_FOUND",status_code="404"}')).toBe(2);
    // Node's own figures beside ours.
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_p99_seconds gauge');
  });

  it('reads the nights replica, the event streams and, on PostgreSQL, the pool and statement times', async () => {
    await vi.waitFor(async () => expect(valueOf(await scrape(), 'ikaze_nights_replica_loaded')).toBe(1));
    const text = await scrape();
    expect(valueOf(text, 'ikaze_nights_replica_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'ikaze_event_streams_open')).toBe(0);
    expect(valueOf(text, 'ikaze_shutting_down')).toBe(0);
    if (testDbTarget === 'postgres') {
      expect(valueOf(text, 'ikaze_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(valueOf(text, 'ikaze_db_query_duration_seconds_count')).toBeGreaterThan(0);
    }
  });

  it('shows jobs waiting in a queue and how long the oldest has waited', async () => {
    const boss = ctx.app.jobs!.boss;
    const queue = `metrics-${randomUUID().slice(0, 8)}`;
    await boss.createQueue(queue);
    await boss.send(queue, {});
    await boss.send(queue, {});
    try {
      const text = await scrape();
      expect(valueOf(text, `ikaze_job_queue_depth{queue="${queue}"}`)).toBe(2);
      expect(valueOf(text, `ikaze_job_oldest_age_seconds{queue="${queue}"}`)).toBeGreaterThanOrEqual(0);
    } finally {
      await boss.deleteQueue(queue);
    }
  });

  it('counts payments still pending after their window', async () => {
    const user = await createUser(ctx.database.db, newUserInput());
    // Nothing left for the watcher to ask (next_check_at null): it stays as written while it is counted.
    await ctx.database.db
      .execute(sql`insert into payments (reference, user_id, method, phone, amount, status, expires_at)
      values (${randomUUID()}, ${user.id}, 'mtn_momo', '0788123456', 50000, 'pending', now() - interval '1 minute')`);
    expect(valueOf(await scrape(), 'ikaze_payments_pending_past_window')).toBe(1);
    await ctx.database.db.execute(sql`delete from payments where user_id = ${user.id}`);
    expect(valueOf(await scrape(), 'ikaze_payments_pending_past_window')).toBe(0);
  });

  it('has every metric the Grafana dashboard charts (the pool and statements on PostgreSQL only)', async () => {
    const dashboard = readFileSync(
      new URL('../../../../deploy/grafana/ikaze-dashboard.json', import.meta.url),
      'utf8',
    );
    const charted = new Set(
      [...dashboard.matchAll(/\b((?:ikaze|process|nodejs)_[a-z0-9_]+)/g)].map(([, name]) =>
        name!.replace(/_(bucket|count|sum)$/, ''),
      ),
    );
    const text = await scrape();
    const missing = [...charted].filter(
      (name) =>
        !text.includes(`# TYPE ${name} `) && (testDbTarget === 'postgres' || !name.startsWith('ikaze_db_')),
    );
    expect(charted.size).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('is refused to a request that came through a proxy, with FORBIDDEN and the request id', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { [header]: '203.0.113.9' },
      });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'The metrics are shown only to this machine itself, not through a proxy.',
        requestId: answer.headers['x-request-id'],
      });
    }
    const inFrench = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9', 'accept-language': 'fr' },
    });
    expect(inFrench.json().message).toMatch(/^Les métriques/);
  });

  it('with METRICS_TOKEN, answers only a request bearing it, from anywhere', async () => {
    const token = 'a-long-metrics-token-for-tests';
    const guarded = await openSecondApp(ctx, { metricsToken: token });
    try {
      for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${token}`]) {
        const answer = await guarded.inject({
          method: 'GET',
          url: '/metrics',
          headers: authorization ? { authorization } : {},
        });
        expect(answer.statusCode).toBe(403);
        expect(answer.json().code).toBe('FORBIDDEN');
      }
      await scrape({ authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.9' }, guarded);
    } finally {
      await guarded.close();
    }
  });
});

describe('request ids', () => {
  it('names every answer, and every error body with the same id', async () => {
    const ok = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const noRoute = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(noRoute.statusCode).toBe(404);
    expect(noRoute.json().requestId).toBe(noRoute.headers['x-request-id']);
    const badUrl = await ctx.app.inject({ method: 'GET', url: '/api/properties/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().requestId).toBe(badUrl.headers['x-request-id']);
    const invalid = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: {} });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      requestId: invalid.headers['x-request-id'],
    });
    const ids = new Set([ok, noRoute, badUrl, invalid].map((answer) => answer.headers['x-request-id']));
    expect(ids.size).toBe(4);
  });

  it('takes X-Request-Id from a trusted proxy only, and only an id that looks like one', async () => {
    const sent = 'haproxy-7f3a:0a1b_1764400000';
    const untrusted = await ctx.app.inject({
      method: 'GET',
      url: '/api/nothing',
      headers: { 'x-request-id': sent },
    });
    expect(untrusted.headers['x-request-id']).not.toBe(sent);
    const proxied = await openSecondApp(ctx, { trustProxy: true });
    try {
      const trusted = await proxied.inject({
        method: 'GET',
        url: '/api/nothing',
        headers: { 'x-request-id': sent },
      });
      expect(trusted.headers['x-request-id']).toBe(sent);
      expect(trusted.json().requestId).toBe(sent);
      const odd = await proxied.inject({
        method: 'GET',
        url: '/api/health/live',
        headers: { 'x-request-id': 'two words<script>' },
      });
      expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await proxied.close();
    }
  });
});
