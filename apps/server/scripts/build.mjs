// Builds what `npm start` serves, each part skipped when its inputs did not change since its
// last build (docs/decisions/031-server-build.md):
//   node apps/server/scripts/build.mjs [--only web|server] [--force]
// - the web app: Vite into apps/web/dist, in a child process (its memory is gone before the
//   server starts);
// - the server: esbuild into apps/server/dist, plain JS (no TypeScript loader at run time), the
//   workspace's code (with @habitat/shared) bundled, installed packages left to node_modules,
//   linked source maps so `node --enable-source-maps` shows stack traces in the .ts files.
// Plain JS on purpose: it runs before anything is built, and esbuild is loaded only to build.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { filesUnder, fingerprint, readState, writeState } from './fingerprint.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER = join(ROOT, 'apps/server');
const WEB = join(ROOT, 'apps/web');
const SHARED = join(ROOT, 'packages/shared');
export const SERVER_OUT = join(SERVER, 'dist');

/** What every build depends on besides its own sources: the installed packages, this script. */
const COMMON_INPUTS = [
  join(ROOT, 'package-lock.json'),
  join(ROOT, 'tsconfig.base.json'),
  fileURLToPath(import.meta.url),
  fileURLToPath(new URL('./fingerprint.mjs', import.meta.url)),
];

const webInputs = () => [
  ...['src', 'public', 'build'].flatMap((dir) => filesUnder(join(WEB, dir))),
  ...['index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'].map((file) =>
    join(WEB, file),
  ),
  ...filesUnder(join(SHARED, 'src')),
  join(SHARED, 'package.json'),
  ...COMMON_INPUTS,
];
/** Vite writes `VITE_*` variables into the bundle. */
const webSettings = () =>
  Object.fromEntries(
    Object.entries(process.env)
      .filter(([name]) => name.startsWith('VITE_'))
      .sort(),
  );
/** Changes when anything else (npm run build, the mobile sync's own build) rewrote the output. */
const webOutput = () =>
  fingerprint(join(WEB, 'dist'), [join(WEB, 'dist/index.html'), join(WEB, 'dist/sw.js')]);

function buildWeb() {
  const vite = join(
    dirname(createRequire(join(WEB, 'package.json')).resolve('vite/package.json')),
    'bin/vite.js',
  );
  const run = spawnSync(process.execPath, [vite, 'build'], { cwd: WEB, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('the web app did not build (see above)');
}

/**
 * Installed packages stay in node_modules (native ones cannot be bundled); workspace code does not,
 * nor the server's own `#server/…` imports (package.json `imports`), which esbuild resolves itself.
 */
const packagesExternal = {
  name: 'packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./#]/ }, ({ path }) =>
      path.startsWith('@habitat/') ? undefined : { path, external: true },
    );
  },
};

/** Builds the server into `outdir`; returns the files it read and the files it wrote. */
export async function buildServer(outdir = SERVER_OUT) {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: {
      main: join(SERVER, 'src/main.ts'),
      'create-manager': join(SERVER, 'src/cli/create-manager.ts'),
      backup: join(SERVER, 'src/cli/backup.ts'),
      restore: join(SERVER, 'src/cli/restore.ts'),
    },
    outdir,
    bundle: true,
    // What a route loads on first use (Stripe's processor…) is a chunk of its own.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Maps without the sources' text: a third of the size, and the .ts files are in the repository.
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
    plugins: [packagesExternal],
  });
  // db/client.ts finds the migrations next to the code that runs.
  const migrations = join(SERVER, 'src/db/migrations');
  rmSync(join(outdir, 'migrations'), { recursive: true, force: true });
  cpSync(migrations, join(outdir, 'migrations'), { recursive: true });
  return {
    inputs: [
      ...Object.keys(result.metafile.inputs).map((file) => join(ROOT, file)),
      ...filesUnder(migrations),
      join(SERVER, 'package.json'),
      ...COMMON_INPUTS,
    ],
    outputs: Object.keys(result.metafile.outputs).map((file) => relative(outdir, join(ROOT, file))),
  };
}

/**
 * Removes what the build before the previous one wrote and the last two did not: chunk names
 * change with their content, and a server still running the previous build may load one of its
 * chunks later.
 */
function pruneOutputs(outdir, keep, stale) {
  const kept = new Set(keep);
  for (const file of stale ?? []) {
    if (!kept.has(file)) rmSync(join(outdir, file), { force: true });
  }
}

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Builds the web app and the server where their inputs (or, for the web app, its output) changed
 * since the build recorded in apps/server/dist/build-state.json; `force` builds anyway.
 */
export async function buildChanged({ only, force = false, log = console.log } = {}) {
  mkdirSync(SERVER_OUT, { recursive: true });
  const stateFile = join(SERVER_OUT, 'build-state.json');
  const state = readState(stateFile);

  if (only !== 'server') {
    const inputs = fingerprint(ROOT, webInputs(), webSettings());
    if (!force && state.web?.inputs === inputs && state.web.output === webOutput()) {
      log('web app: unchanged since its last build');
    } else {
      const started = performance.now();
      log('web app: building…');
      buildWeb();
      state.web = { inputs, output: webOutput() };
      writeState(stateFile, state);
      log(`web app: built in ${seconds(started)}`);
    }
  }

  if (only !== 'web') {
    const last = state.server;
    const fresh =
      last &&
      existsSync(join(SERVER_OUT, 'main.js')) &&
      fingerprint(
        ROOT,
        last.inputFiles.map((file) => join(ROOT, file)),
      ) === last.inputs;
    if (!force && fresh) {
      log('server: unchanged since its last build');
    } else {
      const started = performance.now();
      const built = await buildServer();
      pruneOutputs(SERVER_OUT, [...built.outputs, ...(last?.outputs ?? [])], last?.previous);
      state.server = {
        inputs: fingerprint(ROOT, built.inputs),
        inputFiles: [...new Set(built.inputs)].map((file) => relative(ROOT, file)).sort(),
        outputs: built.outputs,
        previous: last?.outputs ?? [],
      };
      writeState(stateFile, state);
      log(`server: built in ${seconds(started)}`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { only: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  if (values.only && !['web', 'server'].includes(values.only)) {
    console.error('--only takes web or server');
    process.exit(2);
  }
  try {
    await buildChanged({ only: values.only, force: values.force });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
