// The host's calendar, rates, seasons, rate plans and channel sync (docs/decisions/0023-calendar-and-rates.md,
// "API"). One queryOptions factory or mutation per endpoint; every change refetches what it changes, and the
// property's detail (its prices and free rooms) under ['properties'].
import type {
  PropertyTaxInput,
  CalendarImport,
  CalendarImportInput,
  CalendarUpdate,
  RatePlanRules,
  RoomRatesUpdate,
  RoomRatesView,
  SeasonData,
  SeasonView,
} from '@ikaze/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { CalendarImport, CalendarNight, RoomTypeCalendar } from '@ikaze/domain';
export type Rates = RoomRatesView;
export type Season = SeasonView;
/** PUT …/calendar: `to` exclusive; `closed` rooms on each night (0 reopens), `price` on each night (null clears). */
export type CalendarChange = CalendarUpdate;
export type RateFields = RoomRatesUpdate;
export type SeasonFields = SeasonData;

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
      api.get('/api/room_types/{id}/calendar', { params: { id: roomTypeId }, query: { from, to }, signal }),
  });
}

export function ratesQueryOptions(roomTypeId: number) {
  return queryOptions({
    queryKey: calendarKeys.rates(roomTypeId),
    queryFn: ({ signal }) => api.get('/api/room_types/{id}/rates', { params: { id: roomTypeId }, signal }),
  });
}

export function ratePlansQueryOptions(propertyId: number) {
  return queryOptions({
    queryKey: calendarKeys.ratePlans(propertyId),
    queryFn: ({ signal }): Promise<RatePlanRules> =>
      api.get('/api/properties/{id}/rate_plans', { params: { id: propertyId }, signal }),
  });
}

export function importsQueryOptions(roomTypeId: number) {
  return queryOptions({
    queryKey: calendarKeys.imports(roomTypeId),
    queryFn: ({ signal }) =>
      api.get('/api/room_types/{id}/calendar/imports', { params: { id: roomTypeId }, signal }),
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
      api.put('/api/room_types/{id}/calendar', { params: { id: roomTypeId }, body: change }),
    onSuccess: () => refresh(calendarKeys.roomType(roomTypeId)),
  });
}

export function useSaveRates(roomTypeId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (rates: RateFields) =>
      api.put('/api/room_types/{id}/rates', { params: { id: roomTypeId }, body: rates }),
    onSuccess: () => refresh(calendarKeys.roomType(roomTypeId)),
  });
}

export function useSaveSeason(roomTypeId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...season }: SeasonFields & { id?: number | undefined }) =>
      id === undefined
        ? api.post('/api/room_types/{id}/seasons', { params: { id: roomTypeId }, body: season })
        : api.put('/api/seasons/{id}', { params: { id }, body: season }),
    onSuccess: () => refresh(calendarKeys.roomType(roomTypeId)),
  });
}

export function useDeleteSeason(roomTypeId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.delete('/api/seasons/{id}', { params: { id } }),
    onSuccess: () => refresh(calendarKeys.roomType(roomTypeId)),
  });
}

export function useSaveRatePlans(propertyId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (plans: RatePlanRules) =>
      api.put('/api/properties/{id}/rate_plans', { params: { id: propertyId }, body: plans }),
    onSuccess: () => refresh(calendarKeys.ratePlans(propertyId)),
  });
}

export function useAddImport(roomTypeId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (calendar: CalendarImportInput) =>
      api.post('/api/room_types/{id}/calendar/imports', { params: { id: roomTypeId }, body: calendar }),
    onSuccess: () => refresh(calendarKeys.roomType(roomTypeId)),
  });
}

export function useSyncImport(roomTypeId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number): Promise<CalendarImport> =>
      api.post('/api/calendar_imports/{id}/sync', { params: { id } }),
    // A failed fetch is recorded on the import too: refetch either way.
    onSettled: () => refresh(calendarKeys.roomType(roomTypeId)),
  });
}

export function useRemoveImport(roomTypeId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.delete('/api/calendar_imports/{id}', { params: { id } }),
    onSuccess: () => refresh(calendarKeys.roomType(roomTypeId)),
  });
}

export function useNewIcsLink(roomTypeId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => api.post('/api/room_types/{id}/ics_token', { params: { id: roomTypeId } }),
    onSuccess: () => refresh(calendarKeys.roomType(roomTypeId)),
  });
}

/** PUT /api/properties/{id}/tax: the property's VAT registration and TIN (docs/taxes.md). */
export function useSaveTax(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tax: PropertyTaxInput) =>
      api.put('/api/properties/{id}/tax', { params: { id: propertyId }, body: tax }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['properties'] }),
  });
}
