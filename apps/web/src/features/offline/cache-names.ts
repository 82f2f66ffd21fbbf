/**
 * Names shared by the service worker's build configuration (apps/web/build/pwa.ts) and the app,
 * which clears what the resident saw on sign-out. No imports: the Vite config reads this file too.
 */
export const CACHE_NAMES = {
  /** The resident's own API answers (news, documents, services, requests, profile). */
  personal: 'habitat-api',
  /** Pictures of news, posts and services (/uploads: public files, immutable names). */
  images: 'habitat-images',
  /** GET /api/config: the same for every visitor of a deployment. */
  config: 'habitat-config',
} as const;
