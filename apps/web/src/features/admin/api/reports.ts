// The reports API (docs/product.md#screen-admin): the 'Manage Reports' cards, one report's page, the chart
// series, and the CSV download (a plain link: the session cookie goes with it).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiUrl } from '@/lib/api-client';

export const reportsQueryKey = ['admin', 'reports'] as const;

export function reportCardsQueryOptions() {
  return queryOptions({
    queryKey: [...reportsQueryKey, 'cards'] as const,
    queryFn: ({ signal }) => api.get('/api/reports', { signal }),
  });
}

export function reportChartsQueryOptions() {
  return queryOptions({
    queryKey: [...reportsQueryKey, 'charts'] as const,
    queryFn: ({ signal }) => api.get('/api/reports/charts', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function reportDetailQueryOptions(reportType: string, page: number, pageSize: number) {
  return queryOptions({
    queryKey: [...reportsQueryKey, 'detail', reportType, { page, pageSize }] as const,
    queryFn: ({ signal }) =>
      api.get('/api/reports/{reportType}', { params: { reportType }, query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const reportCsvHref = (reportType: string) => apiUrl('/api/reports/{reportType}/csv', { reportType });
