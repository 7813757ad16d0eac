// One error shape for the whole API: { code, message, error, field?, params?, requestId }
// (docs/decisions/0017-error-codes.md); requestId is the request's id, also in its X-Request-Id header and on its
// log lines, so that a screenshot of an error finds its log (docs/decisions/0056-running-as-a-service.md).
// `error` repeats the message, which the sign-up screen reads. 4xx messages are for users; 5xx bodies never
// carry internals.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  defaultErrorCode,
  GENERIC_MESSAGES,
  hasTranslation,
  LIMIT_MESSAGES,
  type ApiError,
  type ErrorCode,
  type Locale,
} from '@ikaze/domain';
import { isDatabaseUnreachable } from '../db/unreachable.ts';
import { AppError } from '../lib/errors.ts';
import { say } from '../lib/translations.ts';

/** When a request that met an unreachable database may be sent again: a restart or a failover takes seconds. */
const DATABASE_RETRY_SECONDS = 5;

export function errorHandler(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    // A 503 caused by something the site depends on (the pictures' bucket): the asker gets the message, the log
    // the cause.
    if (error.statusCode >= 500 && error.cause !== undefined)
      request.log.error({ err: error.cause, code: error.code }, error.message);
    if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', error.retryAfterSeconds);
    return send(reply, error.statusCode, {
      code: error.code,
      message: say(request.locale, error.message),
      field: error.field,
      params: error.params,
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The first broken rule, in the schema's field order: the order of the product's messages.
    const first = error.validation[0];
    const field = fieldOf(first?.instancePath);
    const english =
      first?.message && !first.message.startsWith('Invalid input') ? first.message : describe(first, field);
    return send(reply, 400, {
      code: 'VALIDATION_FAILED',
      message: validationMessage(request.locale, english, field),
      field,
    });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    if (status === 429) {
      return send(reply, 429, {
        code: 'RATE_LIMITED',
        message: say(request.locale, LIMIT_MESSAGES.tooManyRequests),
      });
    }
    // Fastify's own words (an empty JSON body, an unsupported type) are English only: other languages get ours.
    const english = error.message || GENERIC_MESSAGES.invalidRequest;
    return send(reply, status, {
      code: defaultErrorCode(status),
      message: say(
        request.locale,
        hasTranslation(request.locale, english) ? english : GENERIC_MESSAGES.invalidRequest,
      ),
    });
  }
  if (isDatabaseUnreachable(error)) {
    // Not the request's fault nor a bug: the database is restarting or failing over. The node's readiness says
    // the same to the load balancer (docs/operations.md#when-the-database-is-away).
    request.log.warn({ err: error }, 'database unreachable');
    void reply.header('retry-after', DATABASE_RETRY_SECONDS);
    return send(reply, 503, {
      code: 'DATABASE_UNAVAILABLE',
      message: say(request.locale, GENERIC_MESSAGES.databaseUnavailable),
    });
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, {
    code: 'SERVER_ERROR',
    message: say(request.locale, GENERIC_MESSAGES.serverError),
  });
}

/**
 * Errors Fastify's router raises before any route runs (a malformed percent-encoding, a path parameter longer
 * than maxParamLength): answered in the same contract as every other error, without echoing the address.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_BAD_URL')
    void send(reply, 400, { code: 'MALFORMED_URL', message: say(request.locale, GENERIC_MESSAGES.badUrl) });
  else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    void send(reply, 414, {
      code: 'BAD_REQUEST',
      message: say(request.locale, GENERIC_MESSAGES.addressTooLong),
    });
  else void errorHandler(error, request, reply);
}

function fieldOf(instancePath: string | undefined): string | undefined {
  const field = instancePath?.replace(/^\//, '').replace(/\//g, '.');
  return field || undefined;
}

/** A rule of a schema without a message of ours, in its own (English) words. */
function describe(issue: { message?: string } | undefined, field: string | undefined): string {
  if (!issue || !field) return GENERIC_MESSAGES.invalidRequest;
  return `${field}: ${issue.message ?? 'is not valid'}.`;
}

/**
 * A schema's message in the asker's language. One the catalogs do not have (zod's own words, a rule for API
 * clients only) is never sent in English to a French or Kinyarwanda reader: a plain sentence naming the field
 * is, in their language.
 */
function validationMessage(locale: Locale, english: string, field: string | undefined): string {
  if (hasTranslation(locale, english)) return say(locale, english);
  return say(locale, field ? GENERIC_MESSAGES.invalidField({ field }) : GENERIC_MESSAGES.invalidRequest);
}

type ErrorBody = Omit<ApiError, 'error' | 'requestId'>;

const codesSent = new WeakMap<FastifyRequest, ErrorCode>();

/** The error code this request was answered with, if any (counted by the metrics: plugins/metrics.ts). */
export function errorCodeOf(request: FastifyRequest): ErrorCode | undefined {
  return codesSent.get(request);
}

export function send(reply: FastifyReply, status: number, body: ErrorBody) {
  const requestId = reply.request.id;
  const answer: ApiError = { code: body.code, message: body.message, error: body.message, requestId };
  if (body.field !== undefined) answer.field = body.field;
  if (body.params !== undefined) answer.params = body.params;
  codesSent.set(reply.request, body.code);
  // Errors raised before the request's hooks ran (a malformed address) get the header here.
  return reply.status(status).header('x-request-id', requestId).send(answer);
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, {
    code: 'NO_ROUTE',
    message: say(
      request.locale,
      GENERIC_MESSAGES.noRoute({ method: request.method, path: request.url.split('?')[0] ?? '/' }),
    ),
  });
}
