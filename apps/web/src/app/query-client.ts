import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import { meQueryKey, setCurrentUser } from '@/lib/session';

/** One client for the app: a 401 from any call means the session is gone, so the user is signed out. */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (error instanceof ApiError && error.status === 401 && query.queryKey[0] !== meQueryKey[0]) {
          setCurrentUser(queryClient, null);
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // 4xx answers are final (not signed in, not allowed, not found); retry only transient failures.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
  return queryClient;
}
