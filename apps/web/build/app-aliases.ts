import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * `@/…` is the app's src folder, so an import across features reads `@/lib/api` instead of a
 * chain of `../../../`. tsconfig.json's `paths` says the same to tsc; the browser build, the
 * prerender and the unit tests resolve it with this alias.
 */
export const APP_ALIASES: Alias[] = [
  { find: /^@\//, replacement: fileURLToPath(new URL('../src/', import.meta.url)) },
];
