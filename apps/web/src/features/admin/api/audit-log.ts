// GET /api/admin/audit-log: what admins did to accounts, listings and reviews, newest first, filtered and paged
// by the server (docs/decisions/0031-your-data.md).
import { auditLogPageSchema, type AuditLogQuery } from '@ikaze/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

export type AuditLogParams = Partial<AuditLogQuery>;

const pageSchema = auditLogPageSchema.transform(({ entries, ...page }) => ({ items: entries, ...page }));

export function auditLogQueryOptions(params: AuditLogParams) {
  return queryOptions({
    queryKey: ['admin', 'audit-log', params] as const,
    queryFn: ({ signal }) => apiRequest(apiPaths.adminAuditLog(params), { signal, schema: pageSchema }),
    placeholderData: keepPreviousData,
  });
}
