// Your data (docs/decisions/0031-your-data.md): the download links, and DELETE /api/me with the password.
import type { ErrorCode } from '@ikaze/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api';
import { api } from '@/lib/api-client';
import { flash } from '@/lib/flash';
import { paths } from '@/lib/paths';
import { clearSession } from '@/lib/session';

/** A refusal to delete, with what the dialog lists: the host's bookings still to resolve (their ids). */
export class DeleteRefused extends ApiError {
  constructor(
    status: number,
    message: string,
    code: ErrorCode | undefined,
    field: string | undefined,
    /** HOST_HAS_UPCOMING_BOOKINGS: the first few bookings the host must resolve. */
    readonly bookingIds: number[],
  ) {
    super(status, message, undefined, true, { code, field });
  }
}

/** DELETE /api/me. A refusal with the server's message becomes a DeleteRefused with the bookings it names. */
async function deleteMyAccount(password: string): Promise<string> {
  try {
    return (await api.delete('/api/me', { body: { password } })).message;
  } catch (error) {
    if (!(error instanceof ApiError) || !error.fromServer) throw error;
    const listed = error.detail.params?.bookings;
    const ids =
      typeof listed === 'string'
        ? listed
            .split(',')
            .map(Number)
            .filter((id) => Number.isInteger(id) && id > 0)
        : [];
    throw new DeleteRefused(error.status, error.message, error.detail.code, error.detail.field, ids);
  }
}

/**
 * Deletes the account, then leaves as signing out does: home first (so no guarded screen sees the signed-out
 * state), then forget the user and everything fetched as them, and say it is done.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteMyAccount,
    onSuccess: async (message) => {
      await navigate(paths.home(), { flushSync: true });
      clearSession(queryClient);
      flash(message, 'success', 10_000);
    },
  });
}
