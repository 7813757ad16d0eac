// Help pages and the contact form (docs/product.md#help-pages): the page's HTML as the server renders it from
// our own Markdown, the form's message, and the admins' list of messages.
import type { ContactRequestInput, Locale } from '@ikaze/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { ContactRequest, ContactRequestInput, HelpPage, HelpSlug } from '@ikaze/domain';

export const helpKeys = {
  page: (slug: string, locale: Locale) => ['help', 'page', slug, locale] as const,
  contactRequests: (page: number) => ['help', 'contact-requests', page] as const,
};

/**
 * The page in the screen's language, asked for by name: a page opened with `?lang=` is in that language while
 * the request's own (cookie, Accept-Language) may differ.
 */
export function helpPageQueryOptions(slug: string, locale: Locale) {
  return queryOptions({
    queryKey: helpKeys.page(slug, locale),
    queryFn: ({ signal }) =>
      api.get('/api/help/{slug}', { params: { slug }, query: { lang: locale }, signal }),
    staleTime: Infinity,
  });
}

export function contactRequestsQueryOptions(page: number) {
  return queryOptions({
    queryKey: helpKeys.contactRequests(page),
    queryFn: ({ signal }) => api.get('/api/contact_requests', { query: { page }, signal }),
  });
}

export function useSendContactRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactRequestInput) => api.post('/api/contact_requests', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['help', 'contact-requests'] }),
  });
}
