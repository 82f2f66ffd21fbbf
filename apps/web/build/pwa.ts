import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { CACHE_NAMES } from '../src/features/offline/cache-names';

/**
 * The API reads a resident finds again offline: news, documents, services, their requests, their
 * bookings (the list and each booking) and what those pages need around them (profile, property,
 * request categories for the menu). Anything else under /api (sign-in, payments, the booking
 * flow's schedules, calendar feeds, file downloads) is never cached; neither is a URL whose
 * query names a token, signature or key.
 */
const PERSONAL_PATHS = [
  'me',
  'news(?:/\\d+)?',
  'files',
  'service_categories',
  'services(?:/\\d+)?',
  'properties/\\d+',
  'request_categories',
  'user_requests(?:/\\d+)?',
  'reservations(?:/\\d+)?',
];

/** Matched against the full URL (Workbox's RegExp routes); GET only (runtime caching's default). */
export const PERSONAL_READS = new RegExp(
  `^https?://[^/]+/api/(?:${PERSONAL_PATHS.join('|')})(?:\\?(?![^#]*(?:token|sig|key))[^#]*)?$`,
  'i',
);
export const CONFIG_READ = /^https?:\/\/[^/]+\/api\/config(?:\?[^#]*)?$/;
/** Pictures of news, posts and services: /uploads serves public files only, never re-used names. */
export const UPLOADED_IMAGES = /^https?:\/\/[^/]+\/uploads\/[^?#]+$/;

/** Page paths only: never the API, uploads, or a path that names a file (the server's rule). */
export const NAVIGATION_DENYLIST = [/^\/api(?:\/|$|\?)/, /^\/uploads\//, /^[^?]*\.\w+(?:\?.*)?$/];

/**
 * A Workbox plugin that puts a digest of the request's Authorization header in the cache key of
 * a personal answer: an answer is found again only by a request that carries the same token, so
 * one resident's cached data can never answer another's, even before the sign-out clearing
 * (apps/web/src/features/offline/personal-cache.ts) has finished.
 *
 * workbox-build copies this function's source into sw.js: it must not use anything from outside
 * itself (the parameter name is written out for that reason).
 */
export const keyBySession = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }): Promise<string> => {
    const authorization = request.headers.get('authorization') ?? '';
    const digest = await crypto.subtle.digest(
      'SHA-256',
      new TextEncoder().encode(`habitat:${authorization}`),
    );
    const hex = Array.from(new Uint8Array(digest).slice(0, 16), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('');
    const url = new URL(request.url);
    url.searchParams.set('sw-session', hex);
    return url.href;
  },
};

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The service worker (Workbox, generated at build time by vite-plugin-pwa): the app shell and
 * every route chunk precached; the resident's reads network-first with the last answer kept for
 * offline; page paths fall back to the precached index.html. It waits for the resident to accept
 * an update (apps/web/src/features/offline/register-service-worker.ts); the app registers it once
 * the first page has settled (decision 044). The manifests and icons come from brand-assets.ts,
 * one set per brand.
 * docs/decisions/015-pwa.md explains the choices.
 */
export function pwa(): Plugin[] {
  return VitePWA({
    strategies: 'generateSW',
    filename: 'sw.js',
    // Registered by the app itself, lazily, once the first page has settled
    // (register-service-worker.ts, on the browser's own API).
    injectRegister: false,
    registerType: 'prompt',
    // One manifest per brand, written by brand-assets.ts and chosen by the server.
    manifest: false,
    workbox: {
      // The shell, every route chunk and their styles, and the brand SVG icons the layouts show.
      // The PNG icons and manifests are for the installer, which fetches them itself.
      globPatterns: ['**/*.{js,css,html}', 'brand/*/icon.svg'],
      // Prerendered pages answer a first visit; once the worker runs, the app shell does.
      // The manager console's chunks (named manage*) are not precached: residents never load them.
      globIgnores: ['prerender/**', 'assets/manage*'],
      // Web Push: shows a push message and opens its page when tapped (public/push-sw.js).
      importScripts: ['push-sw.js'],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: NAVIGATION_DENYLIST,
      cleanupOutdatedCaches: true,
      // The first install takes the open page at once (offline works from the first visit); an
      // update waits until the resident chooses to reload.
      clientsClaim: true,
      skipWaiting: false,
      runtimeCaching: [
        {
          urlPattern: CONFIG_READ,
          handler: 'NetworkFirst',
          options: { cacheName: CACHE_NAMES.config, cacheableResponse: { statuses: [200] } },
        },
        {
          // Network first, not stale-while-revalidate: the app's own refetch after a write must
          // see the write; TanStack Query already shows its cached data while it refetches.
          urlPattern: PERSONAL_READS,
          handler: 'NetworkFirst',
          options: {
            cacheName: CACHE_NAMES.personal,
            cacheableResponse: { statuses: [200] },
            expiration: {
              maxEntries: 300,
              maxAgeSeconds: 30 * DAY_SECONDS,
              purgeOnQuotaError: true,
            },
            plugins: [keyBySession],
          },
        },
        {
          // Immutable files: the cached copy is the file.
          urlPattern: UPLOADED_IMAGES,
          handler: 'CacheFirst',
          options: {
            cacheName: CACHE_NAMES.images,
            cacheableResponse: { statuses: [200] },
            expiration: {
              maxEntries: 150,
              maxAgeSeconds: 30 * DAY_SECONDS,
              purgeOnQuotaError: true,
            },
          },
        },
      ],
    },
  });
}
