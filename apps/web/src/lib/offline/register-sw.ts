// Registers /sw.js (docs/decisions/0030-offline-app.md) and offers a new version when one is waiting: the
// guest's Reload lets it take over, and the page reloads once it controls it. Pages always come from the
// network when it answers, so this prompt is for the tab already open, which still runs the old code.
import { SKIP_WAITING } from '@/service-worker/shared';
import { showUpdatePrompt } from './update-prompt';

/**
 * `onFirstControl`: the first worker has just taken the page over. The answers the page read before went past
 * it, unkept; the caller reads them again through it, so that a guest who opened My bookings once, on the visit
 * that installed the app, finds it offline.
 */
export async function registerServiceWorker(onFirstControl: () => void): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const hadController = container.controller !== null;
  const registration = await container.register('/sw.js', { scope: '/', updateViaCache: 'none' });
  let accepted = false;
  const offer = (worker: ServiceWorker) =>
    showUpdatePrompt(() => {
      accepted = true;
      worker.postMessage({ type: SKIP_WAITING });
    });
  // The first worker takes the page over on its own (no reload); only an accepted update reloads.
  container.addEventListener('controllerchange', () => {
    if (accepted) window.location.reload();
    else if (!hadController) onFirstControl();
  });
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) offer(installing);
    });
  });
  // A tab left open for days asks for a new version when it comes back to the front.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
}
