// Messages between guests and hosts (docs/decisions/0028-conversations.md): one query or mutation per endpoint.
// Every query sits under ['conversations'], which a live 'message' event or a change invalidates.
import {
  conversationListSchema,
  conversationSchema,
  conversationStartedSchema,
  messagePageSchema,
  messageSchema,
  reportedConversationListSchema,
  type ConversationCreate,
} from '@ikaze/domain';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { conversationsQueryKey } from '@/lib/queries/unread-messages';

export type { Conversation, Message, ReportedConversation } from '@ikaze/domain';

export const conversationKeys = {
  all: conversationsQueryKey,
  list: (page: number) => [...conversationsQueryKey, 'list', page] as const,
  reported: (page: number) => [...conversationsQueryKey, 'reported', page] as const,
  byBooking: (bookingId: number) => [...conversationsQueryKey, 'booking', bookingId] as const,
  one: (id: number) => [...conversationsQueryKey, 'one', id] as const,
  messages: (id: number) => [...conversationsQueryKey, 'one', id, 'messages'] as const,
};

export function conversationListQueryOptions(page: number) {
  return queryOptions({
    queryKey: conversationKeys.list(page),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.conversations({ page }), { signal, schema: conversationListSchema }),
  });
}

export function reportedConversationsQueryOptions(page: number) {
  return queryOptions({
    queryKey: conversationKeys.reported(page),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.adminConversations({ page }), { signal, schema: reportedConversationListSchema }),
  });
}

/** The conversation of a booking, if one was started (null otherwise). */
export function bookingConversationQueryOptions(bookingId: number) {
  return queryOptions({
    queryKey: conversationKeys.byBooking(bookingId),
    queryFn: async ({ signal }) => {
      const list = await apiRequest(apiPaths.conversations({ bookingId }), {
        signal,
        schema: conversationListSchema,
      });
      return list.conversations[0] ?? null;
    },
  });
}

export function conversationQueryOptions(id: number) {
  return queryOptions({
    queryKey: conversationKeys.one(id),
    queryFn: ({ signal }) => apiRequest(apiPaths.conversation(id), { signal, schema: conversationSchema }),
  });
}

/** The history, newest page first; each next page is the one before the oldest message held. */
export function messagesQueryOptions(id: number) {
  return infiniteQueryOptions({
    queryKey: conversationKeys.messages(id),
    queryFn: ({ signal, pageParam }) =>
      apiRequest(apiPaths.conversationMessages(id, { before: pageParam }), {
        signal,
        schema: messagePageSchema,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.hasEarlier ? page.messages[0]?.id : undefined),
  });
}

function useRefreshConversations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
}

export function useStartConversation() {
  const refresh = useRefreshConversations();
  return useMutation({
    mutationFn: (body: ConversationCreate) =>
      apiRequest(apiPaths.conversations(), { method: 'POST', body, schema: conversationStartedSchema }),
    onSuccess: refresh,
  });
}

export function useSendMessage(id: number) {
  const refresh = useRefreshConversations();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest(apiPaths.conversationMessages(id), {
        method: 'POST',
        body: { text },
        schema: messageSchema,
      }),
    onSuccess: refresh,
  });
}

export function useMarkRead(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(apiPaths.conversationRead(id), { method: 'POST', schema: conversationSchema }),
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationKeys.one(id), conversation);
      void queryClient.invalidateQueries({ queryKey: [...conversationsQueryKey, 'unread'] });
      void queryClient.invalidateQueries({ queryKey: [...conversationsQueryKey, 'list'] });
    },
  });
}

export function useReportConversation(id: number) {
  const refresh = useRefreshConversations();
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest(apiPaths.conversationReports(id), {
        method: 'POST',
        body: { reason },
        schema: conversationSchema,
      }),
    onSuccess: refresh,
  });
}
