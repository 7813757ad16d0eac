// Refuses state-changing /api requests sent by another site (docs/decisions/0015-cross-site-and-abuse-limits.md).
// The session cookie is SameSite=Lax, which already keeps it off cross-site POSTs in today's browsers; this is
// the second lock, for browsers and cases where Lax does not hold (a same-site subdomain, an older browser).
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { LIMIT_MESSAGES } from '@ikaze/domain';
import { forbidden } from '../lib/errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Bodies a cross-site HTML form or a no-cors fetch can send without the browser asking first. */
const SIMPLE_TYPES = new Set(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']);

export const crossSitePlugin = fp((app, _options, done) => {
  const allowed = new Set(app.config.allowedOrigins);
  app.addHook('onRequest', (request, _reply, next) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return next();
    const refusal = crossSiteRefusal(request, allowed);
    next(refusal ? forbidden(refusal, { code: 'CROSS_SITE_REQUEST' }) : undefined);
  });
  done();
});

/**
 * Why this request is refused, or undefined when it may go on. The page that sent it is named by Origin, or by
 * Referer when a browser sent no Origin; it must be this site (its own scheme and host, as a trusted proxy tells
 * them) or one of ALLOWED_ORIGINS. A request naming no page (curl, another server) is let through unless its
 * body is one a cross-site form could have sent.
 */
export function crossSiteRefusal(request: FastifyRequest, allowed: ReadonlySet<string>): string | undefined {
  const page = single(request.headers.origin) ?? single(request.headers.referer);
  if (page !== undefined) {
    const source = originOf(page);
    const own = originOf(`${request.protocol}://${request.host}`);
    return source !== null && (source === own || allowed.has(source)) ? undefined : LIMIT_MESSAGES.crossSite;
  }
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return type !== undefined && SIMPLE_TYPES.has(type) ? LIMIT_MESSAGES.sendAsJson : undefined;
}

/** The origin (scheme, host, port) a URL names; null for `null` (a sandboxed page, a file) or no URL at all. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
