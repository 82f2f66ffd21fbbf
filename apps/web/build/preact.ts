import type { Alias } from 'vite';

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
