/**
 * The real server as a process of its own, started the way `npm start` runs it (the server's
 * build, then node on apps/server/dist/main.js), for the tests that need signals and exit codes.
 * SERVER_ENTRY points it at another entry instead: a .js file runs under plain node, a .ts file
 * through tsx (the sources, unbuilt).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
/** What `npm start` runs once it has built the server. */
const BUILT_ENTRY = 'apps/server/dist/main.js';

/** Builds the server where its sources changed since its last build (`npm start`'s first step). */
export function buildServerIfChanged() {
  const build = spawnSync(process.execPath, ['apps/server/scripts/build.mjs', '--only', 'server'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (build.status !== 0)
    throw new Error(`the server did not build:\n${build.stdout}${build.stderr}`);
}

/**
 * Node's arguments for the entry. The default one is the build, up to date since the suite's
 * global setup built it (two test files building at once would write it together).
 */
function serverCommand(entry = process.env.SERVER_ENTRY) {
  if (entry?.endsWith('.ts')) return ['--import', 'tsx', entry];
  if (entry) return ['--enable-source-maps', entry];
  return ['--enable-source-maps', BUILT_ENTRY];
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export type TServerProcess = {
  base: string;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
};

/** Starts the server with these variables and waits until /api/health/ready answers 200. */
export async function startServerProcess(
  env: Record<string, string>,
  { timeoutMs = 60_000 } = {},
): Promise<TServerProcess> {
  const port = await freePort();
  const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
  const child = spawn(process.execPath, serverCommand(), {
    cwd: repoRoot,
    env: { ...parentEnv, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const since = Date.now();
  while (Date.now() - since < timeoutMs && child.exitCode === null) {
    const ready = await fetch(`${base}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { base, child, output: () => output, exited };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // The port was free when chosen; another process of the suite may have taken it since.
  if (output.includes('EADDRINUSE')) return startServerProcess(env, { timeoutMs });
  const ended =
    child.exitCode === null ? `not ready after ${timeoutMs} ms` : `exit ${child.exitCode}`;
  child.kill('SIGKILL');
  throw new Error(`the server did not become ready (${ended}):\n${output}`);
}
