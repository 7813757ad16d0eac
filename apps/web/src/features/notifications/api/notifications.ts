// The bell's list, marking read, email preferences, the mail outbox and unsubscribing
// (docs/decisions/0027-notifications-in-the-app.md). The bell's own module imports only the list and its types:
// no zod in its chunk (the answers are the server's, typed by the domain's schemas).
import type {
  NotificationFeed,
  NotificationPreferences,
  NotificationPreferencesUpdate,
  NotificationsRead,
  OutboxPage,
} from '@ikaze/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

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
    queryFn: ({ signal }) =>
      apiRequest<NotificationFeed>(apiPaths.notifications({ limit: BELL_ITEMS }), { signal }),
    // Live events say when it changes; a refetch on focus catches what a sleeping phone missed.
    staleTime: 60_000,
  });
}

/** Marks notifications read; the bell's count follows the server's answer. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: NotificationsRead) =>
      apiRequest<{ unread: number }>(apiPaths.notificationsRead(), { method: 'POST', body: request }),
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
    queryFn: ({ signal }) =>
      apiRequest<NotificationPreferences>(apiPaths.notificationPreferences(), { signal }),
  });
}

export function useSavePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: NotificationPreferencesUpdate) =>
      apiRequest<NotificationPreferences>(apiPaths.notificationPreferences(), {
        method: 'PUT',
        body: update,
      }),
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.preferences(), answer),
  });
}

export function outboxQueryOptions(page: number) {
  return queryOptions({
    queryKey: notificationKeys.outbox(page),
    queryFn: ({ signal }) => apiRequest<OutboxPage>(apiPaths.adminOutbox({ page }), { signal }),
  });
}

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<{ kind: string; message: string }>(apiPaths.notificationsUnsubscribe(), {
        method: 'POST',
        body: { token },
      }),
  });
}
