// The server's footprint as a user meets it: `npm start` itself, its time to the first answer and
// the memory of its whole process group (npm, the shell, the server), on Linux.
//   node bench/server-footprint.mjs [--pg postgres://…] [--connections 50] [--duration 10]
//     [--keep-build] [--checkout <dir>]
// PGlite: a first boot on a new DATA_DIR with the builds' state removed (so npm start builds the
// web app and the server, as on a fresh clone: the demo is seeded), the memory after boot, the
// peak under autocannon on the services list, then a restart with nothing changed. PostgreSQL
// (--pg URL, DATABASE_URL, else a throwaway 15 cluster when this runs as root): a first boot on
// an empty database (migrations and seed), then a restart: its boot to first answer, memory
// after boot and under load. --keep-build keeps the builds' state (no first build measured);
// --checkout runs npm start in another copy of the repository (a git worktree of a commit, with
// its packages installed or linked) when other work keeps changing this one's sources.
// Each figure is printed next to its goal. The memory verdict uses what the machine gives the
// group: its resident pages counted once (page frames from /proc/<pid>/pagemap, root only), as
// node's own code is one set of pages mapped by npm's process and the server's. Beside it: the
// sum of `ps -o rss=` (counts those shared pages in each process), and the proportional share
// (PSS, which also divides pages shared with processes outside the group: other node processes
// on the machine make it smaller than what this group alone would cost). Without root the
// verdict falls back to PSS, and says so.
import { execFileSync, spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { signIn } from './lib/api.mjs';
import { freePort, PG_BIN, startPostgres } from './lib/processes.mjs';

const GOALS = {
  restartSeconds: 3,
  pgBootSeconds: 2,
  rssMb: { pglite: 250, postgres: 150 },
  loadFactor: 2,
};

const { values: args } = parseArgs({
  options: {
    pg: { type: 'string' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    'keep-build': { type: 'boolean', default: false },
    checkout: { type: 'string' },
  },
});
const ROOT = args.checkout ?? fileURLToPath(new URL('..', import.meta.url));
const BUILD_STATE = join(ROOT, 'apps/server/dist/build-state.json');

/** Resident memory of every process of a group, in MB: the sum of RSS, and of PSS where known. */
function groupMemory(pgid) {
  let pids = [];
  let rssKb = 0;
  try {
    const lines = execFileSync('ps', ['-o', 'pid=,rss=', '-g', String(pgid)], { encoding: 'utf8' });
    for (const line of lines.trim().split('\n')) {
      const [pid, rss] = line.trim().split(/\s+/).map(Number);
      pids.push(pid);
      rssKb += rss;
    }
  } catch {
    pids = [];
  }
  let pssKb = 0;
  for (const pid of pids) {
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      pssKb += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      pssKb = Number.NaN;
    }
  }
  return { rss: rssKb / 1024, pss: pssKb / 1024, processes: pids.length };
}

/**
 * The group's memory with each physical page counted once (node's code, mapped by npm and by the
 * server, is one set of pages): the page frames of every resident page of every process, from
 * /proc/<pid>/pagemap (root only; null otherwise), in MB.
 */
function groupUniqueMemory(pgid) {
  const frames = new Set();
  try {
    const pids = execFileSync('ps', ['-o', 'pid=', '-g', String(pgid)], { encoding: 'utf8' });
    for (const pid of pids.trim().split(/\s+/)) {
      const smaps = readFileSync(`/proc/${pid}/smaps`, 'utf8');
      const fd = openSync(`/proc/${pid}/pagemap`, 'r');
      try {
        let range = null;
        for (const line of smaps.split('\n')) {
          const head = /^([0-9a-f]+)-([0-9a-f]+) /.exec(line);
          if (head) range = [Number.parseInt(head[1], 16), Number.parseInt(head[2], 16)];
          else if (range && line.startsWith('Rss:') && !/^Rss:\s+0 kB/.test(line)) {
            const pages = (range[1] - range[0]) / 4096;
            const entries = Buffer.alloc(pages * 8);
            readSync(fd, entries, 0, entries.length, (range[0] / 4096) * 8);
            for (let i = 0; i < pages; i++) {
              const entry = entries.readBigUInt64LE(i * 8);
              // Bit 63: present; bits 0–54: the page frame number.
              if (entry >> 63n) frames.add(entry & 0x7fffffffffffffn);
            }
          }
        }
      } finally {
        closeSync(fd);
      }
    }
  } catch {
    return null;
  }
  // Frame 0 means the kernel hid the numbers (not root).
  if (frames.has(0n)) return null;
  return (frames.size * 4096) / 1048576;
}

/**
 * CPU seconds the group's processes used, with their finished children (the builds): on a busy
 * machine the wall time stretches, this much less.
 */
function groupCpuSeconds(pgid) {
  let ticks = 0;
  try {
    const pids = execFileSync('ps', ['-o', 'pid=', '-g', String(pgid)], { encoding: 'utf8' });
    for (const pid of pids.trim().split(/\s+/)) {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime, stime, cutime, cstime: fields 14 to 17 of stat(5), in 1/100 s.
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    }
  } catch {}
  return ticks / 100;
}

/** `npm start` in a process group of its own, as a terminal would run it; resolves on first answer. */
async function npmStart({ dataDir, databaseUrl }) {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  delete env.LOG_LEVEL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {}
    const killer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }, 20_000);
    await exited;
    // The server may outlive npm by its shutdown: wait until the group is gone.
    for (let i = 0; i < 200 && groupMemory(child.pid).processes > 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    clearTimeout(killer);
  };
  while (child.exitCode === null) {
    const answer = await fetch(`${base}/api/config`).catch(() => null);
    if (answer?.ok) {
      const seconds = (performance.now() - started) / 1000;
      const cpu = groupCpuSeconds(child.pid);
      const rebuilt = ['web app', 'server'].filter((part) => output.includes(`${part}: built`));
      return { base, pgid: child.pid, seconds, cpu, rebuilt, stop };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`npm start stopped:\n${output.slice(-3000)}`);
}

/** The peak group memory while autocannon reads the services list. */
async function peakUnderLoad(app) {
  const { token, property } = await signIn(app.base);
  let peak = groupMemory(app.pgid);
  const sampler = setInterval(() => {
    const now = groupMemory(app.pgid);
    // Pages counted once at each new high of the RSS sum (reading every page map costs more).
    if (now.rss > peak.rss) peak = { ...now, unique: groupUniqueMemory(app.pgid) };
  }, 200);
  const result = await new Promise((resolve, reject) =>
    autocannon(
      {
        url: `${app.base}/api/services?property=${property}&perPage=100`,
        headers: { authorization: `Bearer ${token}` },
        connections: Number(args.connections),
        duration: Number(args.duration),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    ),
  );
  clearInterval(sampler);
  const failed = result.non2xx + result.errors + result.timeouts;
  return { peak, requestsPerSecond: Math.round(result.requests.average), failed };
}

/** Memory once boot's work is over (timers, the first job polls), as a server sits waiting. */
async function settledMemory(app) {
  await new Promise((r) => setTimeout(r, 5000));
  return { ...groupMemory(app.pgid), unique: groupUniqueMemory(app.pgid) };
}

const rows = [];
const row = (figure, value, goal, pass, note = '') =>
  rows.push({ figure, value, goal, pass, note });
/** The figure the verdict uses: each page once where readable (root), else PSS. */
const judged = (memory) => memory.unique ?? (Number.isNaN(memory.pss) ? memory.rss : memory.pss);
const mb = (memory) => `${Math.round(judged(memory))} MB`;
const pssNote = (memory) =>
  [
    memory.unique == null ? `PSS judged (each page once needs root)` : 'each page once (judged)',
    `RSS sum ${Math.round(memory.rss)} MB`,
    `PSS ${Number.isNaN(memory.pss) ? '?' : Math.round(memory.pss)} MB`,
    `${memory.processes} processes`,
  ].join(', ');
const rebuiltNote = (start) =>
  start.rebuilt.length ? `rebuilt: ${start.rebuilt.join(', ')} (sources changed meanwhile)` : '';

async function measure(label, databaseUrl) {
  const kind = databaseUrl ? 'postgres' : 'pglite';
  const dataDir = mkdtempSync(join(tmpdir(), 'habitat-footprint-'));
  try {
    const first = await npmStart({ dataDir, databaseUrl });
    const firstNote = first.rebuilt.length ? `built: ${first.rebuilt.join(', ')}` : 'nothing built';
    row(
      `${label}: first boot (builds included), new data`,
      `${first.seconds.toFixed(1)} s`,
      '—',
      null,
      firstNote,
    );
    const firstMemory = await settledMemory(first);
    row(
      `${label}: group memory after first boot`,
      mb(firstMemory),
      '—',
      null,
      pssNote(firstMemory),
    );
    await first.stop();

    // Other work in this checkout may change a source meanwhile: then the restart builds, and
    // the next one (right after) is the restart with nothing changed.
    let again = await npmStart({ dataDir, databaseUrl });
    for (let attempt = 1; attempt < 3 && again.rebuilt.length; attempt++) {
      console.log(`${label}: the restart rebuilt ${again.rebuilt.join(', ')}: restarting again`);
      await again.stop();
      again = await npmStart({ dataDir, databaseUrl });
    }
    const bootGoal = databaseUrl ? GOALS.pgBootSeconds : GOALS.restartSeconds;
    row(
      databaseUrl
        ? `${label}: boot to first answer (npm start, nothing changed)`
        : `${label}: restart with nothing changed, to first answer`,
      `${again.seconds.toFixed(1)} s`,
      `≤ ${bootGoal} s`,
      again.seconds <= bootGoal,
      [`${again.cpu.toFixed(1)} s CPU`, rebuiltNote(again)].filter(Boolean).join('; '),
    );
    const memory = await settledMemory(again);
    const rssGoal = GOALS.rssMb[kind];
    row(
      `${label}: group memory after boot`,
      mb(memory),
      `≤ ${rssGoal} MB`,
      judged(memory) <= rssGoal,
      pssNote(memory),
    );
    const load = await peakUnderLoad(again);
    const loadGoal = rssGoal * GOALS.loadFactor;
    row(
      `${label}: peak group memory, ${args.connections} connections on the services list`,
      mb(load.peak),
      `≤ ${loadGoal} MB`,
      judged(load.peak) <= loadGoal && load.failed === 0,
      `${pssNote(load.peak)}; ${load.requestsPerSecond} req/s${load.failed ? `, ${load.failed} failed` : ''}`,
    );
    await again.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function print() {
  const widths = [62, 9, 10, 5];
  const cell = (text, width, left) =>
    left ? String(text).padEnd(width) : String(text).padStart(width);
  console.log(
    [
      cell('figure', widths[0], true),
      cell('value', widths[1]),
      cell('goal', widths[2]),
      cell('', widths[3]),
    ].join(' '),
  );
  for (const r of rows) {
    const verdict = r.pass === null ? '' : r.pass ? 'PASS' : 'FAIL';
    console.log(
      `${[cell(r.figure, widths[0], true), cell(r.value, widths[1]), cell(r.goal, widths[2]), cell(verdict, widths[3])].join(' ')}  ${r.note}`,
    );
  }
}

async function main() {
  if (process.platform !== 'linux')
    throw new Error('process-group memory is read with ps and /proc (Linux)');
  const [one, five] = loadavg();
  console.log(
    `load average ${one.toFixed(1)} / ${five.toFixed(1)} (1 / 5 min) on ${execFileSync('nproc').toString().trim()} cores: figures from a busy machine are slower and noisier`,
  );
  if (!args['keep-build']) rmSync(BUILD_STATE, { force: true });
  try {
    await measure('PGlite');
    let databaseUrl = args.pg ?? process.env.DATABASE_URL;
    let cluster;
    if (!databaseUrl && process.getuid?.() === 0 && existsSync(`${PG_BIN}/initdb`)) {
      cluster = await startPostgres();
      databaseUrl = cluster.url;
    }
    if (databaseUrl) {
      try {
        await measure('PostgreSQL', databaseUrl);
      } finally {
        cluster?.stop();
      }
    } else {
      console.log('PostgreSQL skipped: give --pg postgres://… (or run as root with PostgreSQL 15)');
    }
  } finally {
    print();
  }
  if (rows.some((r) => r.pass === false)) process.exitCode = 1;
}

await main();
