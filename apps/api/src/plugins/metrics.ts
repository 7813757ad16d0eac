// GET /metrics in the Prometheus text format (docs/operations.md#metrics, decision 0056): each route's requests
// and their time by the route's pattern (never the raw address, so that ids do not make a series each), the
// error codes answered, the database's statements and pool, and the gauges of metrics-gauges.ts; Node's own
// (CPU, memory, event loop delay, GC) beside them. Not for the public: with METRICS_TOKEN, only a request
// bearing it; without, only a request from this machine that did not come through a proxy.
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { GENERIC_MESSAGES } from '@ikaze/domain';
import { forbidden } from '../lib/errors.ts';
import { metricsSource } from '../lib/cluster-metrics.ts';
import { errorCodeOf } from './errors.ts';
import { registerGauges } from './metrics-gauges.ts';

/**
 * Node's own figures, collected once per process: their observers (GC, event loop) live as long as the process,
 * and would keep alive whatever registry they were given, with every gauge in it and the app those gauges read.
 */
let processMetrics: Registry | undefined;
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

export const metricsPlugin = fp(async (app) => {
  const appMetrics = new Registry();
  const requests = new Histogram({
    name: 'ikaze_http_request_duration_seconds',
    help: 'Requests answered and their time, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [appMetrics],
  });
  const errors = new Counter({
    name: 'ikaze_http_errors_total',
    help: 'Error answers by their code (docs/decisions/0017-error-codes.md) and status',
    labelNames: ['code', 'status_code'],
    registers: [appMetrics],
  });
  const statements = new Histogram({
    name: 'ikaze_db_query_duration_seconds',
    help: 'Statements sent to PostgreSQL through the pool and their time',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [appMetrics],
  });
  if (app.database.poolStats) app.database.onQuery = (seconds) => statements.observe(seconds);
  registerGauges(app, appMetrics);
  // Scraped together; the app's own metrics go with the app when it closes.
  const registry = Registry.merge([processRegistry(), appMetrics]);

  app.addHook('onResponse', async (request, reply) => {
    const status_code = reply.statusCode;
    const route = request.routeOptions.url ?? 'no route';
    requests.observe({ method: request.method, route, status_code }, reply.elapsedTime / 1000);
    const code = errorCodeOf(request);
    if (code) errors.inc({ code, status_code });
  });

  const scrape = metricsSource(registry);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const token = app.config.metricsToken;
    if (token ? !bearsToken(request, token) : !fromThisMachine(request))
      throw forbidden(token ? GENERIC_MESSAGES.metricsNeedToken : GENERIC_MESSAGES.metricsThisMachineOnly);
    const text = await scrape();
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
  });
});

function bearsToken(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  // Compared as digests: equal lengths, and no early exit that times the token.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * The connection's own peer (not X-Forwarded-For) is this machine, and no proxy header says it carries someone
 * else's request: a proxy on this machine would otherwise pass the public's requests off as local.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  const loopback =
    peer === '::1' ||
    (isIP(peer.replace(/^::ffff:/, '')) === 4 && peer.replace(/^::ffff:/, '').startsWith('127.'));
  const proxied = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => name in request.headers);
  return loopback && !proxied;
}
