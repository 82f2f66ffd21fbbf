import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
// A relative path: the config loader bundles relative imports but not the workspace package.
import { DEFAULT_LOCALE } from '../../packages/shared/src/constants';
import { APP_ALIASES } from './build/app-aliases';
import { brandAssets } from './build/brand-assets';
import { brandVariables, mantineDefaultsOnDemand } from './build/brand-variables';
import { chunkGroups } from './build/chunks';
import { compileHints } from './build/compile-hints';
import { postcssConfig } from './build/postcss';
import { mantineIdsWithoutRerender, PREACT_ALIASES } from './build/preact';
import { preloadCatalog } from './build/preload-catalog';
import { prerenderPages } from './build/prerender';
import { productionLibraries } from './build/production-libraries';
import { pwa } from './build/pwa';
import { onLibraryWarning } from './build/rollup-warnings';
import { scrollLockClassNames } from './build/scroll-lock-class-names';

const API_TARGET = process.env.API_URL ?? 'http://localhost:3000';

/** Files worth compressing: text (and .ico bitmaps); PNG, JPEG, WOFF2 are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map|ico)$/;
/** Below this, the headers outweigh what compression saves. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) next to every text file of
 * the build over 1 KB, once at build time; the server picks one by Accept-Encoding
 * (apps/server/src/lib/static-assets.ts) and never compresses per request. A variant that is not
 * smaller than the file is not written.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = 'dist';
  let log = (_message: string) => {};
  const filesUnder = async (dir: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true });
    const nested = await Promise.all(
      entries.map((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)])),
    );
    return nested.flat();
  };
  return {
    name: 'habitat:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async closeBundle() {
      const started = performance.now();
      let written = 0;
      const files = (await filesUnder(outDir)).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < MIN_BYTES) return;
          const raw = await readFile(file);
          const [br, gzipped] = await Promise.all([
            brotli(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gz(raw, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < raw.length) await writeFile(`${file}.br`, br);
          if (gzipped.length < raw.length) await writeFile(`${file}.gz`, gzipped);
          written++;
        }),
      );
      const ms = Math.round(performance.now() - started);
      log(`precompressed ${written} files (.br, .gz) in ${ms} ms`);
    },
  };
}

export default defineConfig({
  // pwa() before precompress(): its sw.js is written before the files are compressed;
  // prerenderPages() writes its pages before both (its closeBundle runs first).
  plugins: [
    productionLibraries(),
    mantineIdsWithoutRerender(),
    brandAssets(),
    brandVariables(),
    mantineDefaultsOnDemand(),
    chunkGroups(),
    scrollLockClassNames(),
    compileHints(),
    preloadCatalog(DEFAULT_LOCALE),
    prerenderPages(),
    ...pwa(),
    precompress(),
  ],
  // No React plugin: esbuild compiles JSX with the automatic runtime (no fast refresh).
  esbuild: { jsx: 'automatic' },
  css: { postcss: postcssConfig() },
  resolve: { alias: [...APP_ALIASES, ...PREACT_ALIASES] },
  server: {
    port: 5173,
    proxy: { '/api': API_TARGET, '/uploads': API_TARGET },
  },
  preview: {
    proxy: { '/api': API_TARGET, '/uploads': API_TARGET },
  },
  build: {
    target: 'es2022',
    // The first page's libraries (Preact, React Router, Mantine's core) are one ~200 kB chunk.
    chunkSizeWarningLimit: 250,
    rollupOptions: {
      onwarn: onLibraryWarning,
      treeshake: {
        // @habitat/shared is pure (no top-level side effects) but does not declare
        // `sideEffects: false`; without this, importing one constant would pull every
        // zod schema of the package into the first-page bundle.
        moduleSideEffects: (id) => !id.includes('/packages/shared/'),
      },
    },
  },
});
