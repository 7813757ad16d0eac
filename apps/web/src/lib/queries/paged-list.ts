// Lists that the API answers as a bare array with the paging in headers (GET /api/bookings, GET /api/properties:
// X-Total-Count, X-Page, X-Page-Size). apiRequest only hands back the body, so these read the response here,
// with the same error type and messages.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchJson } from '@/lib/api';

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

/** A page's items with the paging headers; the total is the item count when X-Total-Count is absent. */
export function pagedList<T>(response: Response, items: T[]): PagedList<T> {
  return {
    items,
    total: headerNumber(response, 'X-Total-Count', items.length),
    page: headerNumber(response, 'X-Page', 1),
    pageSize: headerNumber(response, 'X-Page-Size', items.length),
  };
}

/** GET `path` and return its items with the total from X-Total-Count (the item count when the header is absent). */
export async function fetchPagedList<T>(
  path: string,
  schema: z.ZodType<T[]>,
  signal?: AbortSignal,
): Promise<PagedList<T>> {
  const { response, payload } = await fetchJson(path, { headers: { accept: 'application/json' }, signal });
  return pagedList(response, schema.parse(payload));
}

/** Drops empty values so that equal filters share one cache entry. */
export function withoutEmptyValues<P extends object>(params: P): P {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  ) as P;
}

/**
 * One page of a list endpoint, cached under `key` and its non-empty parameters. Paging and filtering keep the
 * previous page on screen until the next one arrives.
 */
export function pagedListQueryOptions<P extends object, T>(
  key: readonly unknown[],
  params: P,
  path: (query: P) => string,
  schema: z.ZodType<T[]>,
) {
  const query = withoutEmptyValues(params);
  return queryOptions({
    queryKey: [...key, query] as const,
    queryFn: ({ signal }) => fetchPagedList(path(query), schema, signal),
    placeholderData: keepPreviousData,
  });
}
