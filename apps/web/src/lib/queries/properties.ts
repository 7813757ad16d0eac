// GET /api/properties (search, deals) and GET /api/properties/{id} (detail with the rooms free for a stay).
// One queryOptions factory per endpoint; the list's total comes in X-Total-Count (docs/product.md#filters:
// search is paged, filtered and sorted on the server).
//
// No zod here: these queries run on the three guest pages, whose first load must stay under 100 KiB of
// gzipped JavaScript (zod alone is ~25 KiB). The answers are typed by the API's contract (lib/api-client.ts;
// the server validates every response with its schema); a light shape check guards against a body that is not
// ours.
import type { Property, PropertyCard, SearchBed, SearchService } from '@ikaze/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR } from '@/lib/api';
import { api, type ApiQuery } from '@/lib/api-client';
import { fetchPagedList, type PagedList } from './paged-list';

type SearchQuery = ApiQuery<'/api/properties'>;

/**
 * The public search's parameters: the API's query (guests are adults + children, prices per night in whole
 * RWF), with its comma-separated lists as lists.
 */
export type PropertyListParams = Omit<SearchQuery, 'services' | 'beds' | 'view'> & {
  services?: readonly SearchService[] | undefined;
  beds?: readonly SearchBed[] | undefined;
};

/** A stay whose free rooms the detail counts; no dates means tonight (docs/product.md#bookings). */
export interface StayParams {
  checkIn?: string | undefined;
  checkOut?: string | undefined;
}

export const propertyKeys = {
  all: ['properties'] as const,
  lists: () => [...propertyKeys.all, 'list'] as const,
  list: (params: Record<string, string | number>) => [...propertyKeys.lists(), params] as const,
  details: () => [...propertyKeys.all, 'detail'] as const,
  /** Every stay of one property: invalidate this after a reservation. */
  property: (propertyId: number | string) => [...propertyKeys.details(), String(propertyId)] as const,
  detail: (propertyId: number | string, stay: Record<string, string>) =>
    [...propertyKeys.property(propertyId), stay] as const,
};

/** The API's query for a list: lists joined by commas, empty values dropped (so equal searches share a cache entry). */
export function propertyListQuery(params: PropertyListParams): SearchQuery {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params) as Array<[string, unknown]>) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) query[key] = [...(value as string[])].sort().join(',');
    } else if (typeof value === 'string' || typeof value === 'number') {
      query[key] = value;
    }
  }
  return query;
}

/** The fields a card and the detail both read: enough to tell our answer from another body. */
function isProperty<T extends PropertyCard>(value: unknown): value is T {
  if (!value || typeof value !== 'object') return false;
  const property = value as Record<string, unknown>;
  return (
    typeof property.id === 'number' &&
    typeof property.name === 'string' &&
    Array.isArray(property.roomTypes) &&
    Array.isArray(property.pictureSet) &&
    typeof property.location === 'object' &&
    property.location !== null
  );
}

/**
 * GET /api/properties?…&view=card: the page's properties as cards show them (a third of the whole properties'
 * bytes, docs/decisions/0033-search-cards.md) and the paging headers (X-Total-Count, X-Page, X-Page-Size).
 */
async function fetchPropertyCards(query: SearchQuery, signal: AbortSignal): Promise<PagedList<PropertyCard>> {
  const list = await fetchPagedList<'/api/properties', PropertyCard>('/api/properties', query, signal);
  if (!list.items.every((item) => isProperty<PropertyCard>(item)))
    throw new ApiError(200, GENERIC_ERROR, undefined, false);
  return list;
}

async function fetchProperty(
  id: number | string,
  query: ApiQuery<'/api/properties/{id}'>,
  signal: AbortSignal,
): Promise<Property> {
  const payload: unknown = await api.get('/api/properties/{id}', {
    params: { id: Number(id) },
    query,
    signal,
  });
  if (!isProperty<Property>(payload)) throw new ApiError(200, GENERIC_ERROR, undefined, false);
  return payload;
}

export function propertyListQueryOptions(params: PropertyListParams) {
  const query = { ...propertyListQuery(params), view: 'card' } as const;
  return queryOptions({
    queryKey: propertyKeys.list(query),
    queryFn: ({ signal }) => fetchPropertyCards(query, signal),
    // Paging and filtering keep the previous results on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** Both dates, or none: a half-chosen stay asks for tonight. */
export function completeStay(stay: StayParams): Record<string, string> {
  return stay.checkIn && stay.checkOut ? { checkIn: stay.checkIn, checkOut: stay.checkOut } : {};
}

export function propertyDetailQueryOptions(propertyId: number | string, stay: StayParams = {}) {
  const query = completeStay(stay);
  return queryOptions({
    queryKey: propertyKeys.detail(propertyId, query),
    queryFn: ({ signal }) => fetchProperty(propertyId, query, signal),
  });
}
