// Whether an error says the database could not be reached, rather than that a statement failed: the server is
// restarting, PgBouncer is down, the pool cannot connect, a connection was cut mid-statement. Such a request is
// answered 503 DATABASE_UNAVAILABLE with a Retry-After, not 500: nothing is wrong with it, and sent again in a few
// seconds (with its Idempotency-Key, for a booking) it is answered (docs/operations.md#when-the-database-is-away).
import { findPgError } from '../lib/errors.ts';

/**
 * SQLSTATEs of a server that is going or not there yet: class 08 (connection exception), 57P01–57P03 (the
 * administrator or a crash ended the session, the server is starting), 53300 (no connection slot left).
 */
const UNREACHABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** Node's socket errors when connecting to or talking with the server. */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What node-postgres and its pool say (without a code) when a connection ends or cannot be had in time. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** True when `error`, or one of its causes (Drizzle wraps the driver's), says the database is out of reach. */
export function isDatabaseUnreachable(error: unknown): boolean {
  const sqlState = findPgError(error)?.code;
  if (sqlState !== undefined) return UNREACHABLE_SQLSTATE.test(sqlState);
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && SOCKET_ERRORS.has(code)) return true;
    if (DRIVER_MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message)))
      return true;
    current = current.cause;
  }
  return false;
}
