import { defineProject, type Plugin } from 'vitest/config';
import { APP_ALIASES } from './build/app-aliases';
import { BROWSER_CONDITIONS, mantineIdsWithoutRerender, PREACT_ALIASES } from './build/preact';

const ICON_IMPORT = /import\s*(type\s+)?\{([^}]*)\}\s*from\s*'@tabler\/icons-react';/g;

/**
 * `import { IconX } from '@tabler/icons-react'` loads all 6,000 icons in a test (the build keeps
 * only the used ones): each named icon is imported from its own file instead.
 */
function iconsByFile(): Plugin {
  return {
    name: 'habitat:icons-by-file',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes('@tabler/icons-react')) return;
      return code.replace(ICON_IMPORT, (statement, typeOnly: string | undefined, names: string) => {
        if (typeOnly) return statement;
        const all = names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean);
        const types = all.filter((name) => name.startsWith('type ')).map((name) => name.slice(5));
        const icons = all
          .filter((name) => !name.startsWith('type '))
          .map((name) => {
            const [icon, local = icon] = name.split(/\s+as\s+/);
            return `import ${local} from '@tabler/icons-react/dist/esm/icons/${icon}.mjs';`;
          });
        if (types.length > 0)
          icons.push(`import type { ${types.join(', ')} } from '@tabler/icons-react';`);
        return icons.join('\n');
      });
    },
  };
}

export default defineProject({
  plugins: [mantineIdsWithoutRerender(), iconsByFile()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Whole pages typed into with user-event: generous on a loaded two-core CI machine.
    testTimeout: 30_000,
    // Libraries are transformed by Vite like the app's code, so that the aliases (the app runs
    // on Preact, build/preact.ts) reach their imports of `react`.
    // dayjs stays Node's: its locales are CommonJS files that register on CommonJS dayjs.
    server: { deps: { inline: [/^(?!.*\/node_modules\/dayjs\/)/] } },
  },
  resolve: {
    alias: [...APP_ALIASES, ...PREACT_ALIASES],
    conditions: BROWSER_CONDITIONS,
    mainFields: ['browser', 'module', 'jsnext:main', 'jsnext'],
  },
  esbuild: { jsx: 'automatic' },
});
