// Loaded a few seconds after the page has loaded (main.tsx, through app/offline-app.ts), outside the first load's JavaScript: the service
// worker and the queue of sends made offline (docs/decisions/0030-offline-app.md). The screens opened are noted by
// main.tsx from the start (visits.ts).
import type { QueryClient } from '@tanstack/react-query';
import { registerServiceWorker } from './register-sw';
import { startSendQueue } from './send-queue-runner';
import type { FeatureSenders } from './sender';

export function startOfflineApp(queryClient: QueryClient, senders: FeatureSenders): void {
  startSendQueue(queryClient, senders);
  if (!('serviceWorker' in navigator)) return;
  void registerServiceWorker(() => void queryClient.refetchQueries({ type: 'active' })).catch(
    () => undefined,
  );
}
