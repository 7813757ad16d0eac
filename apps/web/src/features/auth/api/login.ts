import { userSchema, type LoginInput, type User } from '@ikaze/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

const loginResponseSchema = userSchema.extend({ message: z.string() });

/** POST /api/login: answers the user and sets the session cookie. */
export async function loginRequest(input: LoginInput): Promise<{ user: User; message: string }> {
  const { message, ...user } = await apiRequest(apiPaths.login(), {
    method: 'POST',
    body: input,
    schema: loginResponseSchema,
  });
  return { user, message };
}

export function useLoginMutation() {
  return useMutation({ mutationFn: loginRequest });
}
