// Errors a user or client can cause: a status, a stable code and a message (docs/decisions/0017-error-codes.md).
import { defaultErrorCode, type ErrorCode } from '@ikaze/domain';

export interface ErrorDetail {
  code?: ErrorCode;
  /** The input field at fault, as the client names it. */
  field?: string;
  params?: Record<string, string | number>;
  /** Seconds after which the request may succeed: sent as Retry-After (a 429 or a 503). */
  retryAfterSeconds?: number;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly params: Record<string, string | number> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly statusCode: number,
    message: string,
    detail: ErrorDetail = {},
  ) {
    super(message);
    this.code = detail.code ?? defaultErrorCode(statusCode);
    this.field = detail.field;
    this.params = detail.params;
    this.retryAfterSeconds = detail.retryAfterSeconds;
  }
}

export const badRequest = (message: string, detail?: ErrorDetail) => new AppError(400, message, detail);
export const unauthorized = (message: string, detail?: ErrorDetail) => new AppError(401, message, detail);
export const forbidden = (message: string, detail?: ErrorDetail) => new AppError(403, message, detail);
export const notFound = (message: string, detail?: ErrorDetail) => new AppError(404, message, detail);
export const conflict = (message: string, detail?: ErrorDetail) => new AppError(409, message, detail);
export const tooManyRequests = (message: string, detail?: ErrorDetail) => new AppError(429, message, detail);
export const serviceUnavailable = (message: string, detail?: ErrorDetail) =>
  new AppError(503, message, detail);

/** PostgreSQL's unique_violation, with the constraint that raised it. */
export function uniqueViolation(error: unknown): string | undefined {
  const cause = findPgError(error);
  return cause?.code === '23505' ? (cause.constraint ?? cause.constraint_name ?? '') : undefined;
}

type PgError = { code?: string; constraint?: string; constraint_name?: string };

/** Drizzle wraps driver errors; the SQLSTATE lives on the error or its cause (pg and PGlite alike). */
export function findPgError(error: unknown): PgError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgError & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}
