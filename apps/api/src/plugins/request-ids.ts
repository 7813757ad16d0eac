// Every request's id (docs/decisions/0056-running-as-a-service.md): taken from the X-Request-Id a trusted proxy
// sends (TRUST_PROXY, as for X-Forwarded-For), else made here; on every log line of the request (Fastify's child
// logger, as `requestId`), in the X-Request-Id header of every answer, and in every error body (plugins/errors.ts).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a proxy's id may look like (HAProxy's unique-id, nginx's $request_id, a UUID); anything else is replaced. */
const ACCEPTED_ID = /^[\w.:@+/=-]{1,128}$/;

/** Fastify's genReqId: the trusted proxy's id when it sent a sensible one, else a new UUID. */
export function requestIdOf(trustProxy: boolean) {
  return (request: IncomingMessage): string => {
    const sent = trustProxy ? request.headers[REQUEST_ID_HEADER] : undefined;
    return typeof sent === 'string' && ACCEPTED_ID.test(sent) ? sent : randomUUID();
  };
}

/** The header on every answer, set first thing so that whatever answers (a route, a file, a 404) carries it. */
export const requestIdsPlugin = fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
});
