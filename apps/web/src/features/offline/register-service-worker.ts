import { Workbox } from 'workbox-window';
import { appUpdate } from './update-store';

/** How often a page left open asks for a new version, when it comes back to the foreground. */
const UPDATE_CHECK_INTERVAL_MS = 30 * 60_000;

/**
 * Registers the service worker (apps/web/build/pwa.ts) once the page has loaded; loaded lazily
 * by start.ts, so the first page downloads none of this. A new version waits until the resident
 * accepts it: then it takes over and the page reloads on it.
 */
export async function registerServiceWorker(): Promise<void> {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  let reloadRequested = false;
  const reload = () => window.location.reload();

  workbox.addEventListener('waiting', () => {
    appUpdate.offer(() => {
      reloadRequested = true;
      workbox.messageSkipWaiting();
    });
  });
  workbox.addEventListener('controlling', (event) => {
    if (reloadRequested) reload();
    // Another tab accepted the update: this one runs the old code, whose chunks are gone.
    else if (event.isUpdate) appUpdate.offer(reload);
  });

  const registration = await workbox.register();
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || !registration) return;
    if (Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
    lastCheck = Date.now();
    void workbox.update();
  });
}
