// GET /api/users (clients) and GET /api/hosts, filtered, sorted and paged by the server; PUT /api/users/{id}
// {Status} activates or deactivates an account (admins only; docs/product.md#accounts).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiQuery } from '@/lib/api-client';

export type UserListKind = 'clients' | 'hosts';
export type UserListParams = ApiQuery<'/api/users'>;

export const userListQueryKey = (kind: UserListKind) => ['admin', kind] as const;

async function fetchUserList(kind: UserListKind, query: UserListParams, signal: AbortSignal) {
  if (kind === 'clients') {
    const { users, ...page } = await api.get('/api/users', { query, signal });
    return { items: users, ...page };
  }
  const { hosts, ...page } = await api.get('/api/hosts', { query, signal });
  return { items: hosts, ...page };
}

export function userListQueryOptions(kind: UserListKind, params: UserListParams) {
  return queryOptions({
    queryKey: [...userListQueryKey(kind), params] as const,
    queryFn: ({ signal }) => fetchUserList(kind, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, active }: { userId: number; active: boolean }) =>
      api.put('/api/users/{UserID}', { params: { UserID: userId }, body: { Status: active } }),
    // A host's status changes what the properties list shows too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
