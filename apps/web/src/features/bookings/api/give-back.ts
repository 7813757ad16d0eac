// POST /api/bookings/{id}/refunds (docs/money.md#refunds): the host gives back part of a confirmed stay, to the
// number that paid. Whatever the answer, the bookings are read again: a refund that started, or one that started
// elsewhere meanwhile (the server's 409), changes what is left.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bookingsQueryKey } from '@/lib/queries/bookings';

export function useGiveBack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, amount }: { id: number; amount: number }) =>
      api.post('/api/bookings/{id}/refunds', { params: { id }, body: { amount } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
  });
}
