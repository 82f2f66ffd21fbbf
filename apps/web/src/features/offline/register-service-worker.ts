import { appUpdate } from './update-store';

/** How often a page left open asks for a new version, when it comes back to the foreground. */
const UPDATE_CHECK_INTERVAL_MS = 30 * 60_000;

/** What the generated service worker (apps/web/build/pwa.ts) listens for to take over. */
const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' };

/**
 * Registers the service worker (apps/web/build/pwa.ts) once the page has settled; loaded lazily
 * by start.ts, so the first page downloads none of this. A new version waits until the resident
 * accepts it: then it takes over and the page reloads on it. On the browser's own API rather
 * than workbox-window, whose 2 KiB every first visit downloaded for these three events.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  const container = navigator.serviceWorker;
  // Without a controller this is the first install: clientsClaim takes the page, no update.
  const hadController = container.controller !== null;
  let reloadRequested = false;
  const reload = () => window.location.reload();

  const registration = await container.register('/sw.js', { scope: '/' });
  const offerWaitingVersion = () => {
    const waiting = registration.waiting;
    if (!waiting || container.controller === null) return;
    appUpdate.offer(() => {
      reloadRequested = true;
      waiting.postMessage(SKIP_WAITING_MESSAGE);
    });
  };

  // A version installed on an earlier visit may already be waiting.
  offerWaitingVersion();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerWaitingVersion();
    });
  });
  container.addEventListener('controllerchange', () => {
    if (reloadRequested) reload();
    // Another tab accepted the update: this one runs the old code, whose chunks are gone.
    else if (hadController) appUpdate.offer(reload);
  });

  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    if (Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
    lastCheck = Date.now();
    void registration.update().catch(() => undefined);
  });
  return registration;
}
