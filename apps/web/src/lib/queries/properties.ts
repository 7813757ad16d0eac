// GET /api/properties (search, deals) and GET /api/properties/{id} (detail with the rooms free for a stay).
// One queryOptions factory per endpoint; the list's total comes in X-Total-Count (docs/product.md#filters:
// search is paged, filtered and sorted on the server).
//
// No zod here: these queries run on the three guest pages, whose first load must stay under 120 KiB of
// gzipped JavaScript (zod alone is ~25 KiB). The answers are typed by the API's schemas (the server validates
// every response with propertySchema); a light shape check guards against a body that is not ours.
import type { Property, PropertyCard, PropertySearchQuery, SearchBed, SearchService } from '@ikaze/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest, fetchJson, GENERIC_ERROR } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { pagedList, type PagedList } from './paged-list';

/** The public search's parameters (the API's query, as the client sends it). */
export interface PropertyListParams {
  destination?: string | undefined;
  checkIn?: string | undefined;
  checkOut?: string | undefined;
  rooms?: number | undefined;
  /** Adults + children: only properties that take that many (rules.maxGuests). */
  guests?: number | undefined;
  minRating?: number | undefined;
  services?: readonly SearchService[] | undefined;
  beds?: readonly SearchBed[] | undefined;
  accommodationType?: PropertySearchQuery['accommodationType'];
  /** Per night, whole RWF: the stay's nightly average with dates, else the lowest price. */
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  sort?: PropertySearchQuery['sort'];
  order?: PropertySearchQuery['order'];
  page?: number | undefined;
  pageSize?: number | undefined;
}

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

/** The query string for a list: lists joined by commas, empty values dropped (so equal searches share a cache entry). */
export function propertyListQuery(params: PropertyListParams): Record<string, string | number> {
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
async function fetchPropertyCards(path: string, signal: AbortSignal): Promise<PagedList<PropertyCard>> {
  const { response, payload } = await fetchJson(path, { headers: { accept: 'application/json' }, signal });
  if (!Array.isArray(payload) || !payload.every((item) => isProperty<PropertyCard>(item)))
    throw new ApiError(response.status, GENERIC_ERROR, undefined, false);
  return pagedList(response, payload);
}

async function fetchProperty(path: string, signal: AbortSignal): Promise<Property> {
  const payload = await apiRequest<unknown>(path, { signal });
  if (!isProperty<Property>(payload)) throw new ApiError(200, GENERIC_ERROR, undefined, false);
  return payload;
}

export function propertyListQueryOptions(params: PropertyListParams) {
  const query = { ...propertyListQuery(params), view: 'card' };
  return queryOptions({
    queryKey: propertyKeys.list(query),
    queryFn: ({ signal }) => fetchPropertyCards(apiPaths.properties(query), signal),
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
    queryFn: ({ signal }) => fetchProperty(apiPaths.property(propertyId, query), signal),
  });
}
