// The admins' taxes collected (docs/commission-invoices.md#taxes-collected): the per-month summary and its CSV (a
// plain link: the session cookie goes with it).
import { queryOptions } from '@tanstack/react-query';
import { api, apiUrl, type ApiQuery } from '@/lib/api-client';

export type TaxSummaryParams = ApiQuery<'/api/admin/taxes/summary'>;

export function taxSummaryQueryOptions(params: TaxSummaryParams = {}) {
  return queryOptions({
    queryKey: ['admin', 'taxes', 'summary', params] as const,
    queryFn: ({ signal }) => api.get('/api/admin/taxes/summary', { query: params, signal }),
  });
}

export const taxSummaryCsvHref = (params: TaxSummaryParams = {}) =>
  apiUrl('/api/admin/taxes/summary.csv', {}, params);
