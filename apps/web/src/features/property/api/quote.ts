// GET /api/room_types/{id}/quote (docs/decisions/0023-calendar-and-rates.md#api): the server prices a stay
// under a rate plan (nights, seasons, weekends, discounts, stay rules), so the card shows what the booking will
// cost instead of price × rooms. No zod: the detail is a guest page whose first load stays small.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, GENERIC_ERROR } from '@/lib/api';
import { api, type ApiAnswer, type ApiQuery } from '@/lib/api-client';
import { propertyKeys } from '@/lib/queries/properties';

type RoomTypeQuote = ApiAnswer<'/api/room_types/{id}/quote'>;

/** The stay to price: the API's query, and the room type asked about. */
export type QuoteParams = Required<ApiQuery<'/api/room_types/{id}/quote'>> & { roomTypeId: number };

/** A body that is not a quote is a failure, not a price of undefined. */
function isQuote(value: unknown): value is RoomTypeQuote {
  if (!value || typeof value !== 'object') return false;
  const quote = value as Record<string, unknown>;
  return Array.isArray(quote.nights) && typeof quote.total === 'number';
}

export function quoteQueryOptions(params: QuoteParams) {
  const { roomTypeId, ...query } = params;
  return queryOptions({
    // Under the property's keys: a reservation invalidates them, and so the prices with them.
    queryKey: [...propertyKeys.all, 'quote', roomTypeId, query] as const,
    queryFn: async ({ signal }) => {
      const payload: unknown = await api.get('/api/room_types/{id}/quote', {
        params: { id: roomTypeId },
        query,
        signal,
      });
      if (!isQuote(payload)) throw new ApiError(200, GENERIC_ERROR, undefined, false);
      return payload;
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The value, once it has stayed the same for `ms` (typing a room count or stepping a date asks once). */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const QUOTE_DEBOUNCE_MS = 250;

/** The quote of a stay, or no query at all (undefined) until dates and rooms are chosen. */
export function useQuote(params: QuoteParams | undefined) {
  // A string key: the object is new on every render, its text is not.
  const key = params ? JSON.stringify(params) : '';
  const settled = useDebounced(key, QUOTE_DEBOUNCE_MS);
  const asked = settled ? (JSON.parse(settled) as QuoteParams) : undefined;
  const query = useQuery({
    ...quoteQueryOptions(asked ?? { roomTypeId: 0, checkIn: '', checkOut: '', rooms: 0, ratePlan: '' }),
    enabled: asked !== undefined && key === settled,
  });
  return { ...query, settling: key !== settled, active: params !== undefined };
}
