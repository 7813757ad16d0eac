import { AUTH_MESSAGES } from '@ikaze/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/lib/api';
import { api } from '@/lib/api-client';
import { flash } from '@/lib/flash';
import { domainText } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { clearSession } from '@/lib/session';

export function logoutRequest() {
  return api.post('/api/logout');
}

/**
 * Logout (docs/product.md#accounts): end the server session, go home, then forget the user and everything
 * fetched as them.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logoutRequest,
    onSuccess: async () => {
      // Leave guarded pages first, so their guard never sees the signed-out state and sends us to /login.
      // flushSync: React Router commits navigations in a transition, which the synchronous cache update
      // below would overtake, rendering the old guarded page signed out for one frame.
      await navigate(paths.home(), { flushSync: true });
      clearSession(queryClient);
      flash(domainText(AUTH_MESSAGES.loggedOut), 'info');
    },
    onError: (error) => {
      flash(errorMessage(error), 'error');
    },
  });
}
