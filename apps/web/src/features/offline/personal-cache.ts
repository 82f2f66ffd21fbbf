import { CACHE_NAMES } from './cache-names';

/** What a resident saw: their API answers and the pictures that came with them. */
export const PERSONAL_CACHES = [CACHE_NAMES.personal, CACHE_NAMES.images];

/**
 * Drops what the service worker kept of the resident's visits for offline reading. Called when
 * the token changes: sign-out, expiry, another account signing in, another tab. The deployment
 * configuration and the precached app are nobody's and stay.
 */
export async function clearPersonalCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name)));
  } catch (error) {
    // Storage refused (private mode): there is nothing kept to clear.
    console.warn('[offline] could not clear the cached answers', error);
  }
}
