// GET /api/users (clients) and GET /api/hosts, filtered, sorted and paged by the server; PUT /api/users/{id}
// {Status} activates or deactivates an account (admins only; docs/product.md#accounts).
import { userSchema, type UserListQuery } from '@ikaze/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

export type UserListKind = 'clients' | 'hosts';
export type UserListParams = Partial<UserListQuery> & { page?: number; pageSize?: number };

const paged = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };
const clientsSchema = z
  .object({ users: z.array(userSchema), ...paged })
  .transform(({ users, ...page }) => ({ items: users, ...page }));
const hostsSchema = z
  .object({ hosts: z.array(userSchema), ...paged })
  .transform(({ hosts, ...page }) => ({ items: hosts, ...page }));

export const userListQueryKey = (kind: UserListKind) => ['admin', kind] as const;

export function userListQueryOptions(kind: UserListKind, params: UserListParams) {
  return queryOptions({
    queryKey: [...userListQueryKey(kind), params] as const,
    queryFn: ({ signal }) =>
      kind === 'clients'
        ? apiRequest(apiPaths.users(params), { signal, schema: clientsSchema })
        : apiRequest(apiPaths.hosts(params), { signal, schema: hostsSchema }),
    placeholderData: keepPreviousData,
  });
}

const updatedSchema = userSchema.extend({ message: z.string() });

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, active }: { userId: number; active: boolean }) =>
      apiRequest(apiPaths.user(userId), { method: 'PUT', body: { Status: active }, schema: updatedSchema }),
    // A host's status changes what the properties list shows too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
