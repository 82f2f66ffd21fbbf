import { onlineManager } from '@tanstack/react-query';
import { isNativeApp } from '../mobile/native';
import { sessionStore } from '../session';
import { clearPersonalCaches } from './personal-cache';
import { whenNetworkQuiet } from './when-network-quiet';

/** Sign-out, expiry, another account, another tab: the old token's cached answers go. */
export function clearCachesWhenTokenChanges(): () => void {
  return sessionStore.subscribe((next, previous) => {
    if (next?.token !== previous?.token) void clearPersonalCaches();
  });
}

function whenLoaded(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/** The app's service worker once registered; null where it has none (development, the app). */
let registration: Promise<ServiceWorkerRegistration | null> = Promise.resolve(null);
/** Registers the service worker without waiting for the page to settle. */
let registerNow = () => {};

/**
 * Installable and offline (docs/decisions/015-pwa.md), started from main.tsx:
 * - cached API answers belong to the signed-in resident: a new token (sign-out, expiry, another
 *   account) clears them;
 * - a page opened offline starts offline, so reads wait for the network instead of failing;
 * - the service worker registers once the first page has settled (loaded, then no download for
 *   two seconds), from a chunk of its own, so neither its code nor its precaching of every chunk
 *   competes with the first page's reads, lazy parts and renders (docs/decisions/044). Not inside
 *   the mobile app: its files are bundled with it, and a WebView's service worker would bypass
 *   Capacitor's local server.
 */
export function startOfflineSupport(): void {
  clearCachesWhenTokenChanges();
  if (navigator.onLine === false) onlineManager.setOnline(false);
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || isNativeApp()) return;
  let wantedNow = false;
  registerNow = () => {
    wantedNow = true;
  };
  registration = new Promise((resolve) => {
    const register = () =>
      resolve(
        import('./register-service-worker')
          .then((module) => module.registerServiceWorker())
          .catch((error: unknown) => {
            console.warn('[offline] service worker not registered', error);
            return null;
          }),
      );
    whenLoaded(() => {
      registerNow = whenNetworkQuiet(register);
      if (wantedNow) registerNow();
    });
  });
}

/**
 * The app's service worker registration, for what needs it now (turning on notifications): asked
 * before the first page has settled, it registers at once instead of waiting.
 */
export function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | null> {
  registerNow();
  return registration;
}
