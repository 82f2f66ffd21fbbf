// The processes the benchmarks start: the real server and a throwaway PostgreSQL cluster.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildChanged } from '../../apps/server/scripts/build.mjs';

const ROOT = new URL('../..', import.meta.url);
export const PG_BIN = '/usr/lib/postgresql/15/bin';

export const freePort = () =>
  new Promise((resolve) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * How `npm start` runs the built server, read from its script's last command
 * (`NAME=value … node <options> apps/server/dist/main.js`): the environment it sets (malloc's
 * tuning) and node's options.
 */
function productionServerCommand() {
  const { scripts } = JSON.parse(readFileSync(new URL('package.json', ROOT), 'utf8'));
  const words = scripts.start.split('&&').at(-1).trim().split(/\s+/);
  const nodeAt = words.indexOf('node');
  const env = Object.fromEntries(
    words
      .slice(0, nodeAt)
      .map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]),
  );
  return { env, nodeArgs: words.slice(nodeAt + 1) };
}

/**
 * Starts the real server as production runs it (the build of apps/server/dist, made first if its
 * sources changed; node itself with npm start's options and environment, not npm, so stopping it
 * stops the server) and waits until it
 * answers. Without `dataDir` it gets a fresh one, removed on stop (so a demo seed); without
 * `databaseUrl`, the embedded PGlite. `env` adds settings, `nodeArgs` node's own options (e.g.
 * `--cpu-prof`); `onStdout` receives its output.
 */
export async function startAppServer(options = {}) {
  const port = options.port ?? (await freePort());
  const ownDataDir = options.dataDir ? null : mkdtempSync(join(tmpdir(), 'habitat-bench-'));
  const production = productionServerCommand();
  const env = {
    ...process.env,
    ...production.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir ?? ownDataDir,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  await buildChanged({ only: 'server', log: (line) => console.error(line) });
  const nodeArgs = [...(options.nodeArgs ?? []), ...production.nodeArgs];
  const child = spawn(process.execPath, nodeArgs, {
    cwd: ROOT,
    env,
    stdio: ['ignore', options.onStdout ? 'pipe' : 'ignore', 'inherit'],
  });
  if (options.onStdout) child.stdout.on('data', (chunk) => options.onStdout(String(chunk)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 240 && child.exitCode === null; i++) {
    try {
      if ((await fetch(`${base}/api/config`)).ok) return { base, stop, pid: child.pid };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error('the server did not start');
}

/** A throwaway PostgreSQL 15 cluster on loopback (root only: initdb runs as the postgres user). */
export async function startPostgres() {
  const dir = mkdtempSync(join(tmpdir(), 'habitat-bench-pg-'));
  chownSync(dir, Number(spawnSync('id', ['-u', 'postgres']).stdout), 0);
  const asPg = (...args) =>
    spawnSync('runuser', ['-u', 'postgres', '--', ...args], { stdio: 'ignore' });
  const port = await freePort();
  asPg(`${PG_BIN}/initdb`, '-D', `${dir}/data`, '-A', 'trust', '-U', 'postgres');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const started = asPg(
    `${PG_BIN}/pg_ctl`,
    '-D',
    `${dir}/data`,
    '-l',
    `${dir}/log`,
    '-w',
    '-o',
    options,
    'start',
  );
  if (started.status !== 0) throw new Error('PostgreSQL did not start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      asPg(`${PG_BIN}/pg_ctl`, '-D', `${dir}/data`, '-m', 'fast', 'stop');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
