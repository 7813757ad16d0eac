// The signed-in user: a query on GET /api/me. The server's session cookie is the truth; a copy in local
// storage (docs/product.md#entities: "an authentication flag ... persisted with the user data") paints the
// header and the guards at once on reload, and the query revalidates it straight away.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ROLES, type User } from '@ikaze/domain';
import { api } from './api-client';

export const SESSION_STORAGE_KEY = 'ikaze.session';

/**
 * A light shape check instead of the zod schema: this module is in the first-load bundle of every page, and
 * zod would add ~35 KiB gzipped there (docs/benchmarks.md). The server's answer is typed by its own schema.
 */
function isStoredUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.UserID === 'number' &&
    typeof user.Username === 'string' &&
    typeof user.FirstName === 'string' &&
    typeof user.Email === 'string' &&
    ROLES.includes(user.Role as User['Role'])
  );
}

export function readStoredUser(): User | null {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { isAuthenticated?: unknown; user?: unknown };
    return parsed.isAuthenticated === true && isStoredUser(parsed.user) ? parsed.user : null;
  } catch {
    return null;
  }
}

export function writeStoredUser(user: User | null): void {
  try {
    if (user)
      window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ isAuthenticated: true, user }));
    else window.localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Private mode or a full quota: the cookie session still works, only the fast first paint is lost.
  }
}

export const meQueryKey = ['me'] as const;

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: async ({ signal }): Promise<User | null> => {
      const { user } = await api.get('/api/me', { signal });
      writeStoredUser(user);
      return user;
    },
    // Seeded from storage but marked stale, so the server is asked on first use.
    initialData: () => readStoredUser() ?? undefined,
    initialDataUpdatedAt: 0,
    staleTime: 60_000,
  });
}

/** The current user: a User, null when signed out, undefined while the first answer is pending. */
export function useCurrentUser(): { user: User | null | undefined; isPending: boolean } {
  const query = useQuery(meQueryOptions());
  // A failed /api/me (server down) leaves whatever we knew; with nothing known the visitor is signed out.
  if (query.data !== undefined) return { user: query.data, isPending: false };
  return { user: query.isError ? null : undefined, isPending: !query.isError };
}

/** After login, logout, a profile edit or a 401: one place updates the cache and the stored copy. */
export function setCurrentUser(queryClient: QueryClient, user: User | null): void {
  writeStoredUser(user);
  queryClient.setQueryData<User | null>(meQueryKey, user);
}

/** Logout: forget the user and every query that was fetched as them. */
export function clearSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
  setCurrentUser(queryClient, null);
}
