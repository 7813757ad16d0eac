// How many messages the signed-in user has not read (docs/decisions/0028-conversations.md): the count beside
// Messages in the account menu and the dashboards' menus, kept current by the live 'message' events.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiAnswer } from '@/lib/api-client';
import { useLiveEvents } from '@/lib/live-events';
import { useCurrentUser } from '@/lib/session';

/** Every query about conversations starts with this key: one invalidation refreshes them all. */
export const conversationsQueryKey = ['conversations'] as const;

type Unread = ApiAnswer<'/api/conversations/unread'>;

// A light check instead of the zod schema: the header (first load) shows this count.
const isUnread = (value: unknown): value is Unread =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Unread).unread === 'number' &&
  typeof (value as Unread).conversations === 'number';

export const unreadMessagesQueryOptions = () =>
  queryOptions({
    queryKey: [...conversationsQueryKey, 'unread'] as const,
    queryFn: async ({ signal }) => {
      const answer: unknown = await api.get('/api/conversations/unread', { signal });
      return isUnread(answer) ? answer : { unread: 0, conversations: 0 };
    },
    staleTime: 60_000,
  });

/** Unread messages of the signed-in user (0 when signed out); refetched when a message comes or is read. */
export function useUnreadMessages(): number {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const query = useQuery({ ...unreadMessagesQueryOptions(), enabled: Boolean(user) });
  useLiveEvents('message', () => {
    void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
  });
  return user ? (query.data?.unread ?? 0) : 0;
}
