// The search lives in the URL (destination, dates, guests, rooms, filters, page) so that a result page can be
// reloaded and shared. This reads it back, dropping anything malformed rather than failing.
import { PAGE_SIZES, SEARCH_DEFAULTS, type SearchBed, type SearchService } from '@ikaze/domain';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SearchUrlState } from '@/lib/paths';
import type { PropertyListParams } from '@/lib/queries/properties';

// The filters' words and labels (docs/product.md#filters). The API's lists (SEARCH_SERVICES, SEARCH_BEDS)
// live in the domain's zod module, which the guest pages must not load; `satisfies` keeps these in step with
// its types.
export const SERVICE_LABELS = {
  breakfast: msg`Breakfast`,
  wifi: msg`Wi-Fi`,
  laundry: msg`Laundry`,
  roomService: msg`Room service`,
} satisfies Record<SearchService, MessageDescriptor>;
export const BED_LABELS = {
  king: msg`King Bed`,
  queen: msg`Queen Bed`,
  twin: msg`Twin Beds`,
} satisfies Record<SearchBed, MessageDescriptor>;
const SEARCH_SERVICES = Object.keys(SERVICE_LABELS) as SearchService[];
const SEARCH_BEDS = Object.keys(BED_LABELS) as SearchBed[];

/**
 * The results' orders: the API's sort and order (discount and rating highest first; price either way, on the
 * stay's nightly average with dates, else the lowest price: docs/decisions/0023-calendar-and-rates.md). The
 * value is what the sort select holds.
 */
export const SEARCH_SORTS = {
  discount: { label: msg`Biggest discount`, sort: 'discount', order: undefined },
  rating: { label: msg`Best rated`, sort: 'rating', order: undefined },
  price_asc: { label: msg`Price, lowest first`, sort: 'price', order: 'asc' },
  price_desc: { label: msg`Price, highest first`, sort: 'price', order: 'desc' },
} as const;
export type SearchSort = keyof typeof SEARCH_SORTS;
/** The price filter's bound (PRICE_FILTER_MAX of the domain's zod module, which the guest pages do not load). */
export const MAX_PRICE_FILTER = 100_000_000;

export interface SearchState {
  destination: string;
  checkIn: string | undefined;
  checkOut: string | undefined;
  adults: number;
  children: number;
  rooms: number;
  minRating: number | undefined;
  services: SearchService[];
  beds: SearchBed[];
  /** Per night, whole RWF, both included. */
  minPrice: number | undefined;
  maxPrice: number | undefined;
  sort: SearchSort | undefined;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function date(value: string | null): string | undefined {
  if (!value || !DATE.test(value)) return undefined;
  return Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? undefined : value;
}

function whole(value: string | null, min: number, max: number, fallback: number): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  const n = Number(value);
  return n >= min && n <= max ? n : fallback;
}

function words<T extends string>(value: string | null, known: readonly T[]): T[] {
  if (!value) return [];
  const picked = new Set(value.split(',').map((w) => w.trim()));
  return known.filter((word) => picked.has(word));
}

/** A price bound from the URL: a whole number of RWF within the API's bound, else none. */
function price(value: string | null): number | undefined {
  const n = whole(value, 0, MAX_PRICE_FILTER, -1);
  return n < 0 ? undefined : n;
}

/** The URL's sort and order as one choice; an order without a sort, or one the select lacks, is dropped. */
function sortOf(sort: string | null, order: string | null): SearchSort | undefined {
  if (sort === 'discount' || sort === 'rating') return sort;
  if (sort === 'price') return order === 'desc' ? 'price_desc' : 'price_asc';
  return undefined;
}

export function readSearch(params: URLSearchParams): SearchState {
  const rating = whole(params.get('minRating'), 2, 5, 0);
  let minPrice = price(params.get('minPrice'));
  let maxPrice = price(params.get('maxPrice'));
  // Bounds typed the wrong way round still mean a range (the API would refuse them).
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    destination: params.get('destination')?.trim() ?? '',
    checkIn: date(params.get('checkIn')),
    checkOut: date(params.get('checkOut')),
    adults: whole(params.get('adults'), 1, 30, SEARCH_DEFAULTS.adults),
    children: whole(params.get('children'), 0, 20, SEARCH_DEFAULTS.children),
    rooms: whole(params.get('rooms'), 1, 100, SEARCH_DEFAULTS.rooms),
    minRating: rating || undefined,
    services: words(params.get('services'), SEARCH_SERVICES),
    beds: words(params.get('beds'), SEARCH_BEDS),
    minPrice,
    maxPrice,
    sort: sortOf(params.get('sort'), params.get('order')),
    page: whole(params.get('page'), 1, 100_000, 1),
  };
}

/** Both dates, check-out after check-in: only then do they filter (a half-chosen stay is ignored). */
export function hasStay(search: Pick<SearchState, 'checkIn' | 'checkOut'>): boolean {
  return Boolean(search.checkIn && search.checkOut && search.checkOut > search.checkIn);
}

/**
 * What the API is asked: at most 20 a page (docs/product.md#constants). Guests (adults + children) must fit
 * the property (rules.maxGuests); one guest is left out, as every listing takes at least one (same answer,
 * shorter key).
 */
export function listParams(search: SearchState): PropertyListParams {
  const stay = hasStay(search);
  const guests = search.adults + search.children;
  return {
    guests: guests > 1 ? guests : undefined,
    destination: search.destination || undefined,
    checkIn: stay ? search.checkIn : undefined,
    checkOut: stay ? search.checkOut : undefined,
    rooms: stay || search.rooms !== SEARCH_DEFAULTS.rooms ? search.rooms : undefined,
    minRating: search.minRating,
    services: search.services,
    beds: search.beds,
    minPrice: search.minPrice,
    maxPrice: search.maxPrice,
    sort: search.sort && SEARCH_SORTS[search.sort].sort,
    order: search.sort && SEARCH_SORTS[search.sort].order,
    page: search.page,
    pageSize: PAGE_SIZES.search,
  };
}

/** What a new search from the form keeps: the filters and the order (the panel's and the sort select's). */
export function filtersOf(search: SearchState): SearchUrlState {
  const { minRating, services, beds, minPrice, maxPrice, sort, order } = toUrlState(search);
  return { minRating, services, beds, minPrice, maxPrice, sort, order };
}

export function toUrlState(search: SearchState): SearchUrlState {
  const { sort, ...rest } = search;
  return {
    ...rest,
    destination: search.destination || undefined,
    sort: sort && SEARCH_SORTS[sort].sort,
    order: sort && SEARCH_SORTS[sort].order,
  };
}
