// The host's calendar, rates, seasons, rate plans and channel sync (docs/decisions/0023-calendar-and-rates.md,
// "API"). One queryOptions factory or mutation per endpoint; every change refetches what it changes, and the
// property's detail (its prices and free rooms) under ['properties'].
import {
  calendarImportSchema,
  icsTokenAnswerSchema,
  ratePlanRulesViewSchema,
  roomRatesSchema,
  roomTypeCalendarSchema,
  seasonSchema,
  type CalendarImport,
  type CalendarImportInput,
  type CalendarUpdate,
  type RatePlanRules,
  type RoomRatesUpdate,
  type RoomRatesView,
  type SeasonData,
  type SeasonView,
} from '@ikaze/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

export type { CalendarImport, CalendarNight, RoomTypeCalendar } from '@ikaze/domain';
export type Rates = RoomRatesView;
export type Season = SeasonView;
/** PUT …/calendar: `to` exclusive; `closed` rooms on each night (0 reopens), `price` on each night (null clears). */
export type CalendarChange = CalendarUpdate;
export type RateFields = RoomRatesUpdate;
export type SeasonFields = SeasonData;

const importListSchema = z.array(calendarImportSchema);

export const calendarKeys = {
  all: ['calendar'] as const,
  roomType: (roomTypeId: number) => [...calendarKeys.all, 'room-type', roomTypeId] as const,
  nights: (roomTypeId: number, from: string, to: string) =>
    [...calendarKeys.roomType(roomTypeId), 'nights', from, to] as const,
  rates: (roomTypeId: number) => [...calendarKeys.roomType(roomTypeId), 'rates'] as const,
  imports: (roomTypeId: number) => [...calendarKeys.roomType(roomTypeId), 'imports'] as const,
  ratePlans: (propertyId: number) => [...calendarKeys.all, 'rate-plans', propertyId] as const,
};

export function calendarQueryOptions(roomTypeId: number, from: string, to: string) {
  return queryOptions({
    queryKey: calendarKeys.nights(roomTypeId, from, to),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.roomTypeCalendar(roomTypeId, { from, to }), {
        signal,
        schema: roomTypeCalendarSchema,
      }),
  });
}

export function ratesQueryOptions(roomTypeId: number) {
  return queryOptions({
    queryKey: calendarKeys.rates(roomTypeId),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.roomTypeRates(roomTypeId), { signal, schema: roomRatesSchema }),
  });
}

export function ratePlansQueryOptions(propertyId: number) {
  return queryOptions({
    queryKey: calendarKeys.ratePlans(propertyId),
    queryFn: ({ signal }): Promise<RatePlanRules> =>
      apiRequest(apiPaths.propertyRatePlans(propertyId), { signal, schema: ratePlanRulesViewSchema }),
  });
}

export function importsQueryOptions(roomTypeId: number) {
  return queryOptions({
    queryKey: calendarKeys.imports(roomTypeId),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.roomTypeCalendarImports(roomTypeId), { signal, schema: importListSchema }),
  });
}

/** After any change of a room type: its calendar, rates and imports, and the property's public prices. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (key: readonly unknown[]) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: ['properties'] }),
    ]);
}

export function useChangeCalendar(roomTypeId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (change: CalendarChange) =>
      apiRequest(apiPaths.roomTypeCalendar(roomTypeId), {
        method: 'PUT',
        body: change,
        schema: roomTypeCalendarSchema,
      }),
    onSuccess: () => refresh(calendarKeys.roomType(roomTypeId)),
  });
}

export function useSaveRates(roomTypeId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (rates: RateFields) =>
      apiRequest(apiPaths.roomTypeRates(roomTypeId), { method: 'PUT', body: rates, schema: roomRatesSchema }),
    onSuccess: () => refresh(calendarKeys.roomType(roomTypeId)),
  });
}

export function useSaveSeason(roomTypeId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...season }: SeasonFields & { id?: number | undefined }) =>
      id === undefined
        ? apiRequest(apiPaths.roomTypeSeasons(roomTypeId), {
            method: 'POST',
            body: season,
            schema: seasonSchema,
          })
        : apiRequest(apiPaths.season(id), { method: 'PUT', body: season, schema: seasonSchema }),
    onSuccess: () => refresh(calendarKeys.roomType(roomTypeId)),
  });
}

export function useDeleteSeason(roomTypeId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiRequest(apiPaths.season(id), { method: 'DELETE' }),
    onSuccess: () => refresh(calendarKeys.roomType(roomTypeId)),
  });
}

export function useSaveRatePlans(propertyId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (plans: RatePlanRules) =>
      apiRequest(apiPaths.propertyRatePlans(propertyId), {
        method: 'PUT',
        body: plans,
        schema: ratePlanRulesViewSchema,
      }),
    onSuccess: () => refresh(calendarKeys.ratePlans(propertyId)),
  });
}

export function useAddImport(roomTypeId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (calendar: CalendarImportInput) =>
      apiRequest(apiPaths.roomTypeCalendarImports(roomTypeId), {
        method: 'POST',
        body: calendar,
        schema: calendarImportSchema,
      }),
    onSuccess: () => refresh(calendarKeys.roomType(roomTypeId)),
  });
}

export function useSyncImport(roomTypeId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number): Promise<CalendarImport> =>
      apiRequest(apiPaths.calendarImportSync(id), { method: 'POST', schema: calendarImportSchema }),
    // A failed fetch is recorded on the import too: refetch either way.
    onSettled: () => refresh(calendarKeys.roomType(roomTypeId)),
  });
}

export function useRemoveImport(roomTypeId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiRequest(apiPaths.calendarImport(id), { method: 'DELETE' }),
    onSuccess: () => refresh(calendarKeys.roomType(roomTypeId)),
  });
}

export function useNewIcsLink(roomTypeId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () =>
      apiRequest(apiPaths.roomTypeIcsToken(roomTypeId), { method: 'POST', schema: icsTokenAnswerSchema }),
    onSuccess: () => refresh(calendarKeys.roomType(roomTypeId)),
  });
}
