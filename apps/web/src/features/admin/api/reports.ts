// The reports API (docs/product.md#screen-admin): the 'Manage Reports' cards, one report's page, the chart
// series, and the CSV download (a plain link: the session cookie goes with it).
import { reportCardsSchema, reportChartsSchema, reportDetailSchema } from '@ikaze/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

export const reportsQueryKey = ['admin', 'reports'] as const;

export function reportCardsQueryOptions() {
  return queryOptions({
    queryKey: [...reportsQueryKey, 'cards'] as const,
    queryFn: ({ signal }) => apiRequest(apiPaths.reports(), { signal, schema: reportCardsSchema }),
  });
}

export function reportChartsQueryOptions() {
  return queryOptions({
    queryKey: [...reportsQueryKey, 'charts'] as const,
    queryFn: ({ signal }) => apiRequest(apiPaths.reportCharts(), { signal, schema: reportChartsSchema }),
    staleTime: 5 * 60_000,
  });
}

export function reportDetailQueryOptions(reportType: string, page: number, pageSize: number) {
  return queryOptions({
    queryKey: [...reportsQueryKey, 'detail', reportType, { page, pageSize }] as const,
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.report(reportType, { page, pageSize }), { signal, schema: reportDetailSchema }),
    placeholderData: keepPreviousData,
  });
}

export const reportCsvHref = (reportType: string) => apiPaths.reportCsv(reportType);
