// GET /api/admin/audit-log: what admins did to accounts, listings and reviews, newest first, filtered and paged
// by the server (docs/decisions/0031-your-data.md).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type ApiQuery } from '@/lib/api-client';

export type AuditLogParams = ApiQuery<'/api/admin/audit-log'>;

export function auditLogQueryOptions(params: AuditLogParams) {
  return queryOptions({
    queryKey: ['admin', 'audit-log', params] as const,
    queryFn: async ({ signal }) => {
      const { entries, ...page } = await api.get('/api/admin/audit-log', { query: params, signal });
      return { items: entries, ...page };
    },
    placeholderData: keepPreviousData,
  });
}
