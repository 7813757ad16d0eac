import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { i18n } from '@/lib/i18n';
import { meQueryKey, readStoredUser, SESSION_STORAGE_KEY } from '@/lib/session';

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // Signing in or out in another tab updates this one.
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key !== SESSION_STORAGE_KEY) return;
      queryClient.setQueryData(meQueryKey, readStoredUser());
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nProvider>
  );
}
