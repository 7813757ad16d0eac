// The installable app's start (lib/offline/start.ts, docs/decisions/0030-offline-app.md), loaded by main.tsx a few
// seconds after the page has loaded, with the features' kinds of send handed to the send queue: lib/ never imports
// features/, the app does (docs/decisions/0048-module-boundaries.md). A listing's sender loads only when one waits.
import type { QueryClient } from '@tanstack/react-query';
import { startOfflineApp as start } from '@/lib/offline/start';

export function startOfflineApp(queryClient: QueryClient): void {
  start(queryClient, {
    listing: () => import('@/features/listing/lib/queued-listing').then((module) => module.listingSender),
  });
}
