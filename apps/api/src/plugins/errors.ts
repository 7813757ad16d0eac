// One error shape for the whole API: { message } (and `error`, which older clients read on
// registration: docs/product.md#calls). 4xx messages are for users; 5xx bodies never carry internals.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { GENERIC_MESSAGES } from '@ikaze/domain';
import { AppError } from '../lib/errors.ts';

export function errorHandler(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) return send(reply, error.statusCode, error.message);
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The first broken rule, in the schema's field order: the order of the product's messages.
    const first = error.validation[0];
    const message =
      first?.message && !first.message.startsWith('Invalid input') ? first.message : describe(first);
    return send(reply, 400, message);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    if (status === 429) return send(reply, 429, 'Too many requests. Please wait a moment and try again.');
    return send(reply, status, error.message || GENERIC_MESSAGES.invalidRequest);
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, GENERIC_MESSAGES.serverError);
}

function describe(issue: { instancePath?: string; message?: string } | undefined): string {
  if (!issue) return GENERIC_MESSAGES.invalidRequest;
  const field = issue.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  return field ? `${field}: ${issue.message ?? 'is not valid'}.` : GENERIC_MESSAGES.invalidRequest;
}

function send(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).send({ message, error: message });
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, `No route for ${request.method} ${request.url.split('?')[0]}.`);
}
