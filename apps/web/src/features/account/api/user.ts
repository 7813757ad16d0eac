import type { User } from '@ikaze/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiBody } from '@/lib/api-client';
import { meQueryKey, setCurrentUser } from '@/lib/session';

export const userQueryKey = (userId: number | string) => ['users', String(userId)] as const;

/** GET /api/users/{UserID}: yours, any for admins, or the other side of a live booking (docs/decisions/0013-who-sees-whom.md). */
export function userQueryOptions(userId: number | string) {
  return queryOptions({
    queryKey: userQueryKey(userId),
    queryFn: ({ signal }) => api.get('/api/users/{UserID}', { params: { UserID: Number(userId) }, signal }),
  });
}

/** PUT /api/users/{UserID}: the server validates like registration and answers the saved user. */
export function useUpdateUser(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: ApiBody<'/api/users/{UserID}', 'put'>) => {
      const { message, ...user } = await api.put('/api/users/{UserID}', {
        params: { UserID: userId },
        body: update,
      });
      return { user, message };
    },
    onSuccess: ({ user }) => {
      queryClient.setQueryData(userQueryKey(userId), user);
      if (queryClient.getQueryData<User | null>(meQueryKey)?.UserID === user.UserID) {
        setCurrentUser(queryClient, user);
      }
    },
  });
}
