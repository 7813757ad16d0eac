// Who is asking: the session cookie resolved to a user once per request (kept between requests while the change
// feed is heard: modules/auth/session-users.ts). Routes then call requireUser / requireRole, which answer 401
// (not signed in) or 403 (signed in, not allowed). A route that says who may ask in `config.access` has it
// checked before its parameters and body are validated: a caller who may not ask learns that, not what the body
// lacks (docs/decisions/0037-smaller-holes.md). Fastify validates before preHandler hooks and handlers.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, type Role } from '@ikaze/domain';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { SessionUsers } from '../modules/auth/session-users.ts';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from '../db/sessions.ts';
import type { Account } from '../db/accounts.ts';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: Account | null;
  }
  interface FastifyContextConfig {
    /** Who may ask at all: any signed-in account, or accounts of these roles. Owners are checked later. */
    access?: 'signed-in' | readonly Role[];
  }
}

export const authPlugin = fp((app: FastifyInstance, _options, done: () => void) => {
  app.decorateRequest('currentUser', null);
  const sessionUsers = new SessionUsers(app.database.db, app.changes);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token && token.length <= 100) request.currentUser = await sessionUsers.user(token);
  });
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === 'signed-in') requireUser(request);
    else if (access) requireRole(request, ...access);
  });
  done();
});

export function requireUser(request: FastifyRequest): Account {
  if (!request.currentUser) throw unauthorized(AUTH_MESSAGES.notSignedIn);
  return request.currentUser;
}

export function requireRole(request: FastifyRequest, ...roles: Role[]): Account {
  const user = requireUser(request);
  if (!roles.includes(user.role)) throw forbidden(AUTH_MESSAGES.forbidden);
  return user;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.config.secureCookies || request.protocol === 'https',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
