// The bell's list, marking read, email preferences, the mail outbox and unsubscribing
// (docs/decisions/0027-notifications-in-the-app.md). The bell's own module imports only the list and its types:
// no zod in its chunk (the answers are the server's, typed by the API's contract).
import type { NotificationFeed, NotificationPreferencesUpdate, NotificationsRead } from '@ikaze/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { NotificationFeed, NotificationItem, OutboxPage } from '@ikaze/domain';

/** What the menu shows at most: the latest ones (the list pages further with `before`). */
export const BELL_ITEMS = 10;

export const notificationKeys = {
  all: ['notifications'] as const,
  bell: () => [...notificationKeys.all, 'bell'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
  outbox: (page: number) => [...notificationKeys.all, 'outbox', page] as const,
};

export function bellQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.bell(),
    queryFn: ({ signal }) => api.get('/api/notifications', { query: { limit: BELL_ITEMS }, signal }),
    // Live events say when it changes; a refetch on focus catches what a sleeping phone missed.
    staleTime: 60_000,
  });
}

/** Marks notifications read; the bell's count follows the server's answer. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: NotificationsRead) => api.post('/api/notifications/read', { body: request }),
    onSuccess: ({ unread }, request) => {
      const now = new Date().toISOString();
      queryClient.setQueryData<NotificationFeed>(notificationKeys.bell(), (feed) =>
        feed
          ? {
              unread,
              items: feed.items.map((item) =>
                item.readAt === null && ('all' in request || request.ids.includes(item.id))
                  ? { ...item, readAt: now }
                  : item,
              ),
            }
          : feed,
      );
    },
  });
}

export function preferencesQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => api.get('/api/me/notification-preferences', { signal }),
  });
}

export function useSavePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: NotificationPreferencesUpdate) =>
      api.put('/api/me/notification-preferences', { body: update }),
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.preferences(), answer),
  });
}

export function outboxQueryOptions(page: number) {
  return queryOptions({
    queryKey: notificationKeys.outbox(page),
    queryFn: ({ signal }) => api.get('/api/admin/outbox', { query: { page }, signal }),
  });
}

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => api.post('/api/notifications/unsubscribe', { body: { token } }),
  });
}
