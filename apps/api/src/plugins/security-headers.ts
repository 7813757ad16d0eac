// Helmet's security headers, worked out once at start and set on every answer. @fastify/helmet runs helmet()
// anew on every request, parsing the Content-Security-Policy each time: 3% of the CPU of a kept search answer
// (docs/decisions/0011-search-answers.md). The headers are the same: helmet itself computes them here.
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets with these options (their names lower-cased). */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  // Helmet 8 throws a bad option at once; its callback only says it is done.
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

const HSTS = 'strict-transport-security';

/**
 * Strict-Transport-Security only on answers served over HTTPS: the site's cookies are Secure (SECURE_COOKIES),
 * or the request came over TLS, or a trusted proxy says it did (X-Forwarded-Proto with TRUST_PROXY). Over plain
 * HTTP (a local run, a LAN address) it promises what the site cannot keep (docs/decisions/0015).
 */
export const securityHeadersPlugin = fp<HelmetOptions>((app, options, done) => {
  const { [HSTS]: hsts, ...headers } = helmetHeaders(options);
  const alwaysHttps = app.config.secureCookies;
  app.addHook('onRequest', (request, reply, next) => {
    void reply.headers(headers);
    if (hsts !== undefined && (alwaysHttps || request.protocol === 'https')) void reply.header(HSTS, hsts);
    next();
  });
  done();
});
