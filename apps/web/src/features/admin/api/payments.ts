// The admins' payments (docs/decisions/0045-who-sees-payment-details.md): GET /api/admin/payments, filtered,
// sorted and paged by the server (total in X-Total-Count), its CSV download, the summary and one payment.
import {
  adminPaymentDetailSchema,
  adminPaymentListSchema,
  adminPaymentSummarySchema,
  type AdminPaymentListQuery,
} from '@ikaze/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { pagedListQueryOptions, withoutEmptyValues } from '@/lib/queries/paged-list';

export type AdminPaymentParams = Partial<AdminPaymentListQuery>;

export function adminPaymentsQueryOptions(params: AdminPaymentParams) {
  return pagedListQueryOptions(
    ['admin', 'payments', 'list'],
    params,
    apiPaths.adminPayments,
    adminPaymentListSchema,
  );
}

/** The CSV of the same filters (no paging, no sort: every row, newest first). */
export function adminPaymentsCsvHref({ status, method, from, to, search }: AdminPaymentParams): string {
  return apiPaths.adminPaymentsCsv(withoutEmptyValues({ status, method, from, to, search }));
}

export function adminPaymentSummaryQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'payments', 'summary'] as const,
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.adminPaymentSummary(), { signal, schema: adminPaymentSummarySchema }),
  });
}

export function adminPaymentQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['admin', 'payments', 'detail', id] as const,
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.adminPayment(id), { signal, schema: adminPaymentDetailSchema }),
  });
}
