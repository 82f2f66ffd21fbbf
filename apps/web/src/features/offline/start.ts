import { onlineManager } from '@tanstack/react-query';
import { isNativeApp } from '../mobile/native';
import { sessionStore } from '../session';
import { clearPersonalCaches } from './personal-cache';

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

/**
 * Installable and offline (docs/decisions/015-pwa.md), started from main.tsx:
 * - cached API answers belong to the signed-in resident: a new token (sign-out, expiry, another
 *   account) clears them;
 * - a page opened offline starts offline, so reads wait for the network instead of failing;
 * - the service worker registers after the load event, from a chunk of its own, so neither its
 *   code nor its precaching competes with the first page. Not inside the mobile app: its files
 *   are bundled with it, and a WebView's service worker would bypass Capacitor's local server.
 */
export function startOfflineSupport(): void {
  clearCachesWhenTokenChanges();
  if (navigator.onLine === false) onlineManager.setOnline(false);
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || isNativeApp()) return;
  whenLoaded(() => {
    import('./register-service-worker')
      .then((module) => module.registerServiceWorker())
      .catch((error: unknown) => console.warn('[offline] service worker not registered', error));
  });
}
