// The body of every API error, as a schema (the codes themselves are in ../errors.ts, which stays free of zod so
// that the web client's first load can import it: docs/decisions/0017-error-codes.md).
import { z } from 'zod';
import { ERROR_CODES } from '../errors.ts';

export const errorCodeSchema = z.enum(ERROR_CODES);

/**
 * The body of every API error. Its id makes it one component of the OpenAPI document, referred to by every
 * operation (docs/decisions/0049-one-api-contract.md).
 */
export const errorSchema = z
  .object({
    code: errorCodeSchema,
    message: z.string(),
    error: z.string().optional(),
    field: z.string().optional(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    /** The request's id, as in its X-Request-Id header and its log lines (docs/operations.md). */
    requestId: z.string(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof errorSchema>;
