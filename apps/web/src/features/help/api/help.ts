// Help pages and the contact form (docs/product.md#help-pages): the page's HTML as the server renders it from
// our own Markdown, the form's message, and the admins' list of messages.
import {
  contactRequestListSchema,
  contactRequestSentSchema,
  helpPageSchema,
  type ContactRequestInput,
  type Locale,
} from '@ikaze/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

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
      apiRequest(apiPaths.helpPage(slug, { lang: locale }), { signal, schema: helpPageSchema }),
    staleTime: Infinity,
  });
}

export function contactRequestsQueryOptions(page: number) {
  return queryOptions({
    queryKey: helpKeys.contactRequests(page),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.contactRequests({ page }), { signal, schema: contactRequestListSchema }),
  });
}

export function useSendContactRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactRequestInput) =>
      apiRequest(apiPaths.contactRequests(), {
        method: 'POST',
        body: input,
        schema: contactRequestSentSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['help', 'contact-requests'] }),
  });
}
