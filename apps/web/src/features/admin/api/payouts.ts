// The admins' payouts (docs/money.md#payouts): the list by status, today's run, a failed payout's retry, the bank
// batches (their CSV a plain link: the session cookie goes with it) and a host's payout settings. Every change
// refetches the admin's lists.
import type { Payout } from '@ikaze/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiUrl } from '@/lib/api-client';

const payoutsKey = ['admin', 'payouts'] as const;

export function adminPayoutsQueryOptions(status: Payout['status'] | undefined) {
  return queryOptions({
    queryKey: [...payoutsKey, 'list', status ?? 'all'] as const,
    queryFn: ({ signal }) => api.get('/api/admin/payouts', { query: status ? { status } : {}, signal }),
  });
}

export function bankBatchesQueryOptions() {
  return queryOptions({
    queryKey: [...payoutsKey, 'bank-batches'] as const,
    queryFn: ({ signal }) => api.get('/api/admin/bank-batches', { signal }),
  });
}

export const bankBatchCsvHref = (id: number) => apiUrl('/api/admin/bank-batches/{id}.csv', { id });

function useAdminChange<Input, Answer>(change: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** Today's payouts now, as the daily job runs them. */
export const useRunPayouts = () => useAdminChange(() => api.post('/api/admin/payouts/run', {}));

export const useRetryPayout = () =>
  useAdminChange((id: number) => api.post('/api/admin/payouts/{id}/retry', { params: { id } }));

export const useMarkBatchSent = () =>
  useAdminChange(({ id, bankReference }: { id: number; bankReference: string }) =>
    api.post('/api/admin/bank-batches/{id}/sent', { params: { id }, body: { bankReference } }),
  );

export const useHoldPayouts = () =>
  useAdminChange(({ hostId, held }: { hostId: number; held: boolean }) =>
    api.put('/api/admin/hosts/{id}/payouts-held', { params: { id: hostId }, body: { held } }),
  );

/** `percent` null: the usual COMMISSION_PERCENT again. */
export const useSetCommission = () =>
  useAdminChange(({ hostId, percent }: { hostId: number; percent: number | null }) =>
    api.put('/api/admin/hosts/{id}/commission', { params: { id: hostId }, body: { percent } }),
  );

export const useApprovePayoutChange = () =>
  useAdminChange((hostId: number) =>
    api.post('/api/admin/hosts/{id}/payout-change-approval', { params: { id: hostId } }),
  );
