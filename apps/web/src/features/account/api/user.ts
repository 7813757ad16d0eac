import { userSchema, type User, type userUpdateSchema } from '@ikaze/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { meQueryKey, setCurrentUser } from '@/lib/session';

export const userQueryKey = (userId: number | string) => ['users', String(userId)] as const;

/** GET /api/users/{UserID}: yours, any for admins, or the other side of a live booking (docs/decisions/0013-who-sees-whom.md). */
export function userQueryOptions(userId: number | string) {
  return queryOptions({
    queryKey: userQueryKey(userId),
    queryFn: ({ signal }) => apiRequest(apiPaths.user(userId), { signal, schema: userSchema }),
  });
}

const updateResponseSchema = userSchema.extend({ message: z.string() });

/** PUT /api/users/{UserID}: the server validates like registration and answers the saved user. */
export function useUpdateUser(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: z.input<typeof userUpdateSchema>) => {
      const { message, ...user } = await apiRequest(apiPaths.user(userId), {
        method: 'PUT',
        body: update,
        schema: updateResponseSchema,
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
