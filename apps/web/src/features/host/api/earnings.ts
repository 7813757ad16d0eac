// The signed-in host's earnings (docs/money.md#the-hosts-earnings): GET /api/host/earnings, and the CSV of a
// month's stays (a plain link: the session cookie goes with it).
import { queryOptions } from '@tanstack/react-query';
import { api, apiUrl } from '@/lib/api-client';

export function hostEarningsQueryOptions() {
  return queryOptions({
    queryKey: ['host', 'earnings'] as const,
    queryFn: ({ signal }) => api.get('/api/host/earnings', { signal }),
  });
}

/** `month` as YYYY-MM: the stays checking in that month. */
export const earningsCsvHref = (month: string) => apiUrl('/api/host/earnings.csv', {}, { month });

/** `month` as YYYY-MM: the month's statement (the stays checking out that month), as a PDF or a CSV. */
export const statementHref = (month: string, format: 'pdf' | 'csv') =>
  format === 'pdf'
    ? apiUrl('/api/host/statements/{month}.pdf', { month })
    : apiUrl('/api/host/statements/{month}.csv', { month });
