// The admins' payments (docs/decisions/0045-who-sees-payment-details.md): GET /api/admin/payments, filtered,
// sorted and paged by the server (total in X-Total-Count), its CSV download, the summary and one payment.
import { queryOptions } from '@tanstack/react-query';
import { api, apiUrl, type ApiQuery } from '@/lib/api-client';
import { pagedListQueryOptions, withoutEmptyValues } from '@/lib/queries/paged-list';

export type AdminPaymentParams = ApiQuery<'/api/admin/payments'>;

export function adminPaymentsQueryOptions(params: AdminPaymentParams) {
  return pagedListQueryOptions(['admin', 'payments', 'list'], '/api/admin/payments', params);
}

/** The CSV of the same filters (no paging, no sort: every row, newest first). */
export function adminPaymentsCsvHref({ status, method, from, to, search }: AdminPaymentParams): string {
  return apiUrl('/api/admin/payments.csv', {}, withoutEmptyValues({ status, method, from, to, search }));
}

export function adminPaymentSummaryQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'payments', 'summary'] as const,
    queryFn: ({ signal }) => api.get('/api/admin/payments/summary', { signal }),
  });
}

export function adminPaymentQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['admin', 'payments', 'detail', id] as const,
    queryFn: ({ signal }) => api.get('/api/admin/payments/{id}', { params: { id }, signal }),
  });
}
