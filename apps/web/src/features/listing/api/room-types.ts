// POST /api/room_types, GET /api/room_types/drafts, DELETE /api/room_types/{id} (docs/decisions/0005): each
// room type is created before the property, as a draft of the signed-in user, and named by id on submission.
// Creation carries an Idempotency-Key (docs/decisions/0030-offline-app.md).
import type { RoomType, RoomTypeInput } from '@ikaze/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const roomTypeDraftsQueryKey = ['room-types', 'drafts'] as const;

/** Your room types that no listing uses yet: a reloaded form checks its draft against them. */
export function roomTypeDraftsQueryOptions() {
  return queryOptions({
    queryKey: roomTypeDraftsQueryKey,
    queryFn: async ({ signal }) => (await api.get('/api/room_types/drafts', { signal })).roomTypes,
    // The form keeps the list current itself (create, remove); a refetch mid-way would only race with it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useCreateRoomType() {
  const queryClient = useQueryClient();
  return useMutation({
    // The key is the same on every attempt of one room type: a retry after a lost answer creates it once.
    mutationFn: ({ roomType, key }: { roomType: RoomTypeInput; key: string }) =>
      api.post('/api/room_types', { body: roomType, headers: { 'idempotency-key': key } }),
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
    mutationFn: (id: number) => api.delete('/api/room_types/{id}', { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<RoomType[]>(roomTypeDraftsQueryKey, (list) =>
        list?.filter((item) => item.id !== id),
      );
    },
  });
}
