/** An error a client can cause: its message is shown to the user, with a 4xx status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message: string) => new AppError(429, message);

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
