// Loaded after the page has loaded (main.tsx), outside the first load's JavaScript: the service worker, the
// screens opened (for offline reading) and the queue of sends made offline (docs/decisions/0030-offline-app.md).
import type { QueryClient } from '@tanstack/react-query';
import { registerServiceWorker } from './register-sw';
import { startSendQueue } from './send-queue-runner';
import { rememberScreens, type ScreenChanges } from './visits';

export function startOfflineApp(queryClient: QueryClient, router: ScreenChanges): void {
  startSendQueue(queryClient);
  if (!('serviceWorker' in navigator)) return;
  rememberScreens(router);
  void registerServiceWorker(() => void queryClient.refetchQueries({ type: 'active' })).catch(
    () => undefined,
  );
}
