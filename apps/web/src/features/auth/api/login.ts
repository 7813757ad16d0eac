import type { LoginInput, User } from '@ikaze/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/login: answers the user and sets the session cookie. */
export async function loginRequest(input: LoginInput): Promise<{ user: User; message: string }> {
  const { message, ...user } = await api.post('/api/login', { body: input });
  return { user, message };
}

export function useLoginMutation() {
  return useMutation({ mutationFn: loginRequest });
}
