// Lists that the API answers as a bare array with the paging in headers (GET /api/bookings, GET /api/properties:
// X-Total-Count, X-Page, X-Page-Size). apiRequest only hands back the body, so these read the response here,
// with the same error type and messages.
import type { z } from 'zod';
import { ApiError, GENERIC_ERROR } from '@/lib/api';

export interface PagedList<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

function headerNumber(response: Response, name: string, fallback: number): number {
  const value = Number(response.headers.get(name));
  return Number.isFinite(value) && response.headers.has(name) ? value : fallback;
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

/** GET `path` and return its items with the total from X-Total-Count (the item count when the header is absent). */
export async function fetchPagedList<T>(
  path: string,
  schema: z.ZodType<T[]>,
  signal?: AbortSignal,
): Promise<PagedList<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, GENERIC_ERROR, undefined, false);
  }
  const payload = await readJson(response);
  if (!response.ok) {
    const record =
      typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
    const message = typeof record.message === 'string' && record.message ? record.message : undefined;
    const error = typeof record.error === 'string' && record.error ? record.error : undefined;
    throw new ApiError(response.status, message ?? GENERIC_ERROR, error, message !== undefined);
  }
  const items = schema.parse(payload);
  return {
    items,
    total: headerNumber(response, 'X-Total-Count', items.length),
    page: headerNumber(response, 'X-Page', 1),
    pageSize: headerNumber(response, 'X-Page-Size', items.length),
  };
}
