// The fetch every API call goes through (lib/api-client.ts types them by the contract): same-origin cookies,
// JSON answers, and one error type that carries what the server said (docs/product.md#messages: the server's
// message, else a generic one).
import { t } from '@lingui/core/macro';
import { isErrorCode, REGISTER_MESSAGES, type ErrorCode } from '@ikaze/domain';
import { domainText } from '@/lib/i18n';
import { noteAnswer } from '@/lib/offline/saved-answers';

export const GENERIC_ERROR = REGISTER_MESSAGES.genericFailure;

export class ApiError extends Error {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the error class's name, never shown
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status; 0 when the request never reached the server. */
    readonly status: number,
    /** The server's `message`, or the generic message when it sent none. */
    message: string,
    /** The server's `error` field (registration reads it), when present. */
    readonly error: string | undefined,
    /** Whether `message` came from the server. */
    readonly fromServer: boolean,
    /**
     * The server's stable error code and the field at fault, to branch on (never on `message`), and the values
     * its message names (e.g. the bookings a refusal lists).
     */
    readonly detail: {
      code?: ErrorCode;
      field?: string;
      params?: Record<string, unknown>;
      /** The request's id, which names its log lines (docs/operations.md#request-ids). */
      requestId?: string;
    } = {},
  ) {
    super(message);
  }
}

/**
 * The message to show for any failure: the server's when there is one (already in the page's language), else
 * the generic one in the page's language.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.fromServer) return withReference(error, error.message);
  return domainText(error instanceof ApiError ? error.message : GENERIC_ERROR);
}

/**
 * A failure on the server's side names its request, so that a guest's screenshot of it leads to its log
 * (docs/operations.md#request-ids); what the guest can mend (a 4xx) says only what to mend.
 */
function withReference(error: ApiError, message: string): string {
  const requestId = error.detail.requestId;
  return error.status >= 500 && requestId ? `${message} ${t`Error reference: ${requestId}`}` : message;
}

/**
 * The server's message when it sent one, else `fallback` (docs/product.md#messages), a domain message in
 * English or already translated: either way it reaches the screen in the page's language.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : domainText(fallback);
}

/**
 * Sends a same-origin request and reads its JSON body (undefined when there is none). A request that never
 * reached the server, or an answer that is not 2xx, throws an ApiError with the server's message, if any.
 */
export async function fetchJson(
  path: string,
  init: Omit<RequestInit, 'credentials'>,
): Promise<{ response: Response; payload: unknown }> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, credentials: 'same-origin' });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, GENERIC_ERROR, undefined, false);
  }
  // An answer the service worker saved tells the screens they are offline (docs/decisions/0030-offline-app.md).
  noteAnswer(response);
  const payload = parseJson(await response.text());
  if (!response.ok) throw errorAnswer(response.status, payload);
  return { response, payload };
}

/** The ApiError of an answer that is not 2xx: the server's message, code, field and params when it sent them. */
export function errorAnswer(status: number, payload: unknown): ApiError {
  const record = isRecord(payload) ? payload : {};
  const message = typeof record.message === 'string' && record.message ? record.message : undefined;
  const error = typeof record.error === 'string' && record.error ? record.error : undefined;
  const code = isErrorCode(record.code) ? record.code : undefined;
  const field = typeof record.field === 'string' ? record.field : undefined;
  const params = isRecord(record.params) ? record.params : undefined;
  const requestId = typeof record.requestId === 'string' ? record.requestId : undefined;
  return new ApiError(status, message ?? GENERIC_ERROR, error, message !== undefined, {
    code,
    field,
    params,
    requestId,
  });
}

/** A body's JSON, or undefined when it is empty or not JSON (a proxy's error page). */
export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
