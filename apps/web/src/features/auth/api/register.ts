import { userSchema, type RegisterInput } from '@ikaze/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

const registerResponseSchema = z.object({ message: z.string(), user: userSchema });

/**
 * POST /api/register: creates a `user` account; failures carry the server's `error`
 * (docs/product.md#messages).
 */
export function registerRequest(input: RegisterInput) {
  return apiRequest(apiPaths.register(), { method: 'POST', body: input, schema: registerResponseSchema });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: registerRequest });
}
