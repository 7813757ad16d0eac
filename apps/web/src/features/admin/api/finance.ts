// The admins' finance (docs/money.md#reconciliation, docs/money.md#finance-summary): the per-month summary and its
// CSV (a plain link: the session cookie goes with it), the reconciliation's latest runs and 'Run now', and the
// refunds waiting for a hand with their two actions. Every change refetches what it touches.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiUrl, type ApiQuery } from '@/lib/api-client';

export type FinanceSummaryParams = ApiQuery<'/api/admin/finance/summary'>;

const financeKey = ['admin', 'finance'] as const;
const reconciliationKey = [...financeKey, 'reconciliation'] as const;
const refundsKey = [...financeKey, 'refunds-needing-hand'] as const;

export function financeSummaryQueryOptions(params: FinanceSummaryParams = {}) {
  return queryOptions({
    queryKey: [...financeKey, 'summary', params] as const,
    queryFn: ({ signal }) => api.get('/api/admin/finance/summary', { query: params, signal }),
  });
}

export const financeSummaryCsvHref = (params: FinanceSummaryParams = {}) =>
  apiUrl('/api/admin/finance/summary.csv', {}, params);

export function reconciliationRunsQueryOptions() {
  return queryOptions({
    queryKey: reconciliationKey,
    queryFn: ({ signal }) => api.get('/api/admin/reconciliation', { signal }),
  });
}

/** Reconciles yesterday (Kigali) now, as the daily job does at 03:00. */
export function useRunReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/admin/reconciliation/run', { query: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reconciliationKey }),
  });
}

export function refundsNeedingHandQueryOptions() {
  return queryOptions({
    queryKey: refundsKey,
    queryFn: ({ signal }) => api.get('/api/admin/refunds', { query: { status: 'needs_hand' }, signal }),
  });
}

/** Sends a refund waiting for a hand once more, as a new try. */
export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post('/api/admin/refunds/{id}/retry', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** Records that a refund went back another way, and how (the note). */
export function useSettleRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) =>
      api.post('/api/admin/refunds/{id}/settle', { params: { id }, body: { note } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
