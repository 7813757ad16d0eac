// POST /api/room_types, GET /api/room_types/drafts, DELETE /api/room_types/{id} (docs/decisions/0005): each
// room type is created before the property, as a draft of the signed-in user, and named by id on submission.
// Creation carries an Idempotency-Key (docs/decisions/0030-offline-app.md).
import {
  draftRoomTypesSchema,
  roomTypeCreatedSchema,
  type RoomType,
  type RoomTypeInput,
} from '@ikaze/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, fetchJson } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

export const roomTypeDraftsQueryKey = ['room-types', 'drafts'] as const;

/** Your room types that no listing uses yet: a reloaded form checks its draft against them. */
export function roomTypeDraftsQueryOptions() {
  return queryOptions({
    queryKey: roomTypeDraftsQueryKey,
    queryFn: async ({ signal }) =>
      (await apiRequest(apiPaths.roomTypeDrafts(), { signal, schema: draftRoomTypesSchema })).roomTypes,
    // The form keeps the list current itself (create, remove); a refetch mid-way would only race with it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useCreateRoomType() {
  const queryClient = useQueryClient();
  return useMutation({
    // The key is the same on every attempt of one room type: a retry after a lost answer creates it once.
    mutationFn: async ({ roomType, key }: { roomType: RoomTypeInput; key: string }) => {
      const { payload } = await fetchJson(apiPaths.roomTypes(), {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(roomType),
      });
      return roomTypeCreatedSchema.parse(payload);
    },
    onSuccess: ({ roomType }) => {
      queryClient.setQueryData<RoomType[]>(roomTypeDraftsQueryKey, (list) =>
        list ? [...list.filter((item) => item.id !== roomType.id), roomType] : list,
      );
    },
  });
}

export function useDeleteRoomType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(apiPaths.roomType(id), { method: 'DELETE', schema: z.object({ message: z.string() }) }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<RoomType[]>(roomTypeDraftsQueryKey, (list) =>
        list?.filter((item) => item.id !== id),
      );
    },
  });
}
