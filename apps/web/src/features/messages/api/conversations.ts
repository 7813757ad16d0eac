// Messages between guests and hosts (docs/decisions/0028-conversations.md): one query or mutation per endpoint.
// Every query sits under ['conversations'], which a live 'message' event or a change invalidates.
import type { ConversationCreate } from '@ikaze/domain';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
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
    queryFn: ({ signal }) => api.get('/api/conversations', { query: { page }, signal }),
  });
}

export function reportedConversationsQueryOptions(page: number) {
  return queryOptions({
    queryKey: conversationKeys.reported(page),
    queryFn: ({ signal }) => api.get('/api/admin/conversations', { query: { page }, signal }),
  });
}

/** The conversation of a booking, if one was started (null otherwise). */
export function bookingConversationQueryOptions(bookingId: number) {
  return queryOptions({
    queryKey: conversationKeys.byBooking(bookingId),
    queryFn: async ({ signal }) => {
      const list = await api.get('/api/conversations', { query: { bookingId }, signal });
      return list.conversations[0] ?? null;
    },
  });
}

export function conversationQueryOptions(id: number) {
  return queryOptions({
    queryKey: conversationKeys.one(id),
    queryFn: ({ signal }) => api.get('/api/conversations/{id}', { params: { id }, signal }),
  });
}

/** The history, newest page first; each next page is the one before the oldest message held. */
export function messagesQueryOptions(id: number) {
  return infiniteQueryOptions({
    queryKey: conversationKeys.messages(id),
    queryFn: ({ signal, pageParam }) =>
      api.get('/api/conversations/{id}/messages', { params: { id }, query: { before: pageParam }, signal }),
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
    mutationFn: (body: ConversationCreate) => api.post('/api/conversations', { body }),
    onSuccess: refresh,
  });
}

export function useSendMessage(id: number) {
  const refresh = useRefreshConversations();
  return useMutation({
    mutationFn: (text: string) =>
      api.post('/api/conversations/{id}/messages', { params: { id }, body: { text } }),
    onSuccess: refresh,
  });
}

export function useMarkRead(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/conversations/{id}/read', { params: { id } }),
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
      api.post('/api/conversations/{id}/reports', { params: { id }, body: { reason } }),
    onSuccess: refresh,
  });
}
