import type { RegisterInput } from '@ikaze/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/register: creates a `user` account; failures carry the server's `error`
 * (docs/product.md#messages).
 */
export function registerRequest(input: RegisterInput) {
  return api.post('/api/register', { body: input });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: registerRequest });
}
