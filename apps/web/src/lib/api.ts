// The fetch wrapper every endpoint goes through: JSON in and out, same-origin cookies, and one error type
// that carries what the server said (docs/product.md#messages: the server's message, else a generic one).
import { isErrorCode, REGISTER_MESSAGES, type ErrorCode } from '@ikaze/domain';
import type { z } from 'zod';
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
    /** The server's stable error code and the field at fault, to branch on (never on `message`). */
    readonly detail: { code?: ErrorCode; field?: string } = {},
  ) {
    super(message);
  }
}

/**
 * The message to show for any failure: the server's when there is one (already in the page's language), else
 * the generic one in the page's language.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.fromServer) return error.message;
  return domainText(error instanceof ApiError ? error.message : GENERIC_ERROR);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /** Validates (and types) the answer. */
  schema?: z.ZodType<T>;
}

/**
 * The server's message when it sent one, else `fallback` (docs/product.md#messages), a domain message in
 * English or already translated: either way it reaches the screen in the page's language.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : domainText(fallback);
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, signal, schema } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const { payload } = await fetchJson(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  return schema ? schema.parse(payload) : (payload as T);
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
  const payload = await readJson(response);
  if (!response.ok) {
    const record = isRecord(payload) ? payload : {};
    const message = typeof record.message === 'string' && record.message ? record.message : undefined;
    const error = typeof record.error === 'string' && record.error ? record.error : undefined;
    const code = isErrorCode(record.code) ? record.code : undefined;
    const field = typeof record.field === 'string' ? record.field : undefined;
    throw new ApiError(response.status, message ?? GENERIC_ERROR, error, message !== undefined, {
      code,
      field,
    });
  }
  return { response, payload };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
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
