import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const reactRouterDir = dirname(require.resolve('react-router/package.json'));

/**
 * React Router's package exports name only its development build, for production too
 * (remix-run/react-router#14102): its dev-only checks and warnings (`ENABLE_DEV_WARNINGS`) would
 * ship and run on every render of a route. The builds (the app and the prerendered pages) take
 * the production build it ships next to it; `vite dev` and the unit tests keep the development
 * one, warnings included.
 */
export function productionLibraries(): Plugin {
  return {
    name: 'habitat:production-libraries',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^react-router$/,
            replacement: join(reactRouterDir, 'dist/production/index.mjs'),
          },
        ],
      },
    }),
  };
}
