// Lists that the API answers as a bare array with the paging in headers (GET /api/bookings, GET /api/properties:
// X-Total-Count, X-Page, X-Page-Size), asked through the typed client (lib/api-client.ts), which hands back the
// response with the body for these.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type ApiAnswer, type ApiPath, type ApiQuery } from '@/lib/api-client';

export interface PagedList<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The GET operations that answer a list. */
export type ListPath = {
  [P in ApiPath<'get'>]: ApiAnswer<P> extends readonly unknown[] ? P : never;
}[ApiPath<'get'>];

/** One item of a list operation's answer. */
export type ListItem<P extends ListPath> = ApiAnswer<P> extends ReadonlyArray<infer T> ? T : never;

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

// The typed client's rest argument cannot be spelled for any list path at once: the call is typed loosely here,
// its path and query by fetchPagedList's signature.
const fetchWithResponse = api.getWithResponse as (
  path: ListPath,
  options: { query: unknown; signal: AbortSignal | undefined },
) => Promise<{ data: unknown; response: Response }>;

/** GET `path` with `query`: its items with the total from X-Total-Count (the item count when absent). */
export async function fetchPagedList<P extends ListPath, T extends ListItem<P> = ListItem<P>>(
  path: P,
  query: ApiQuery<P>,
  signal?: AbortSignal,
): Promise<PagedList<T>> {
  const { data, response } = await fetchWithResponse(path, { query, signal });
  return pagedList(response, data as T[]);
}

/** Drops empty values so that equal filters share one cache entry. */
export function withoutEmptyValues<P extends object>(params: P): P {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  ) as P;
}

/**
 * One page of a list operation, cached under `key` and its non-empty parameters. Paging and filtering keep the
 * previous page on screen until the next one arrives.
 */
export function pagedListQueryOptions<P extends ListPath, T extends ListItem<P> = ListItem<P>>(
  key: readonly unknown[],
  path: P,
  params: ApiQuery<P>,
) {
  const query = withoutEmptyValues(params);
  return queryOptions({
    queryKey: [...key, query] as const,
    queryFn: ({ signal }) => fetchPagedList<P, T>(path, query, signal),
    placeholderData: keepPreviousData,
  });
}
