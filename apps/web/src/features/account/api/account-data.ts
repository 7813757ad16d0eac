// Your data (docs/decisions/0031-your-data.md): the download links, and DELETE /api/me with the password.
import { isErrorCode, type ErrorCode } from '@ikaze/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, GENERIC_ERROR } from '@/lib/api';
import { flash } from '@/lib/flash';
import { apiPaths, paths } from '@/lib/paths';
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

/**
 * DELETE /api/me. Read here rather than through apiRequest: the refusal's params (the booking ids the dialog
 * links to) are part of the answer the dialog needs, and ApiError keeps only code and field.
 */
async function deleteMyAccount(password: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(apiPaths.me(), {
      method: 'DELETE',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    });
  } catch {
    throw new ApiError(0, GENERIC_ERROR, undefined, false);
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  const message = typeof body.message === 'string' && body.message ? body.message : undefined;
  if (response.ok) return message ?? '';
  if (!message) throw new ApiError(response.status, GENERIC_ERROR, undefined, false);
  const params = (body.params ?? {}) as Record<string, unknown>;
  const ids =
    typeof params.bookings === 'string'
      ? params.bookings
          .split(',')
          .map(Number)
          .filter((id) => Number.isInteger(id) && id > 0)
      : [];
  throw new DeleteRefused(
    response.status,
    message,
    isErrorCode(body.code) ? body.code : undefined,
    typeof body.field === 'string' ? body.field : undefined,
    ids,
  );
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
