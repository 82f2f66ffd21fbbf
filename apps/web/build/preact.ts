import type { Alias, Plugin } from 'vite';

/**
 * The app runs on Preact's React compatibility layer instead of React (decision 022): the
 * libraries keep importing `react`, and these aliases hand them preact/compat. Used by the
 * browser build, the build-time prerender and the unit tests, so all three run what ships.
 */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/**
 * The libraries' ES modules, as the browser build picks them, for the builds that run in Node
 * (the prerender, the unit tests): their CommonJS builds would import `react` past the aliases.
 */
export const BROWSER_CONDITIONS = ['module', 'browser', 'development|production'];

const MANTINE_USE_ID = /\/@mantine\/hooks\/esm\/use-id\/use-id\.mjs$/;

/**
 * Mantine's `useId` renders every component that uses it twice as it mounts (the AppShell, the
 * tabs, each input): the first render takes React's id, then an effect replaces it with a random
 * one, a fallback for Reacts without `useId`. Preact has `useId`, so its id, the one the first
 * render already shows, is kept. Used by the same three builds as the aliases.
 */
export function mantineIdsWithoutRerender(): Plugin {
  return {
    name: 'mantine-ids-without-rerender',
    enforce: 'pre',
    load(id) {
      if (!MANTINE_USE_ID.test(id)) return null;
      return [
        "import { useReactId } from './use-react-id.mjs';",
        'export function useId(staticId) {',
        '  const reactId = useReactId();',
        "  return typeof staticId === 'string' ? staticId : reactId;",
        '}',
      ].join('\n');
    },
  };
}
