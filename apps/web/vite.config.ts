import { defineConfig } from 'vite';

const API_TARGET = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  // No React plugin: esbuild compiles JSX with the automatic runtime (no fast refresh).
  esbuild: { jsx: 'automatic' },
  server: {
    port: 5173,
    proxy: { '/api': API_TARGET, '/uploads': API_TARGET },
  },
  preview: {
    proxy: { '/api': API_TARGET, '/uploads': API_TARGET },
  },
  build: {
    target: 'es2022',
    // React, React Router, Mantine and i18next make a ~580 kB (185 kB gzip) core.
    chunkSizeWarningLimit: 650,
    rollupOptions: {
      onwarn(warning, warn) {
        // Libraries ship React Server Components' "use client" markers; meaningless in an SPA.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        // zod's comments explain its own pure annotations; Rollup only drops the comment.
        if (warning.code === 'INVALID_ANNOTATION') return;
        warn(warning);
      },
      treeshake: {
        // @habitat/shared is pure (no top-level side effects) but does not declare
        // `sideEffects: false`; without this, importing one constant would pull every
        // zod schema of the package into the first-page bundle.
        moduleSideEffects: (id) => !id.includes('/packages/shared/'),
      },
    },
  },
});
