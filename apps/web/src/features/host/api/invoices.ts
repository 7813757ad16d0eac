// The signed-in host's commission invoices (docs/commission-invoices.md): GET /api/host/invoices, and each one's
// PDF (a plain link: the session cookie goes with it; the page's language is the PDF's).
import { queryOptions } from '@tanstack/react-query';
import { api, apiUrl } from '@/lib/api-client';

export function hostInvoicesQueryOptions() {
  return queryOptions({
    queryKey: ['host', 'invoices'] as const,
    queryFn: ({ signal }) => api.get('/api/host/invoices', { query: {}, signal }),
  });
}

export const invoicePdfHref = (number: string, lang: string) =>
  apiUrl('/api/host/invoices/{number}.pdf', { number }, { lang });
