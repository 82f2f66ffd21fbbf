// API throughput against the platform's limit, loopback only, bounded in time.
//   node bench/api-throughput.mjs [--pg postgres://…] [--duration 10] [--connections 50] [--port 3700]
// Starts the real server (PGlite in a temporary DATA_DIR, or PostgreSQL with --pg or DATABASE_URL;
// an empty database gets the demo seed), signs in as the demo resident and reads each endpoint
// once. A bare node:http server, in a process of its own like the app, then answers the very
// same bytes and headers: that is the limit of this machine. autocannon (in this process) loads
// both, one endpoint at a time, and the table compares them against the goal (≥ 50 % of the
// limit, p99 ≤ 25 ms). On Linux it also prints the CPU time each server spent per request,
// which other work on a shared machine disturbs less than the rates do.
//   --bare-in-process runs the bare server inside this process instead, sharing autocannon's
//   thread (as bench/bookings.mjs does): a lower limit, the one the first figures of the issue
//   were measured against.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { endpointsOf, signIn } from './lib/api.mjs';
import { freePort, startAppServer } from './lib/processes.mjs';

const GOAL_RATIO = 0.5;
const GOAL_P99_MS = 25;

const { values: args } = parseArgs({
  options: {
    pg: { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string' },
    'bare-in-process': { type: 'boolean', default: false },
    // Internal: this script started as the bare server, answering what the file holds.
    bare: { type: 'string' },
  },
});
const databaseUrl = args.pg ?? process.env.DATABASE_URL;
const duration = Number(args.duration);
const connections = Number(args.connections);

// Per connection, not per message: the bare server decides these itself.
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'date', 'transfer-encoding']);

/** One answer of the app, bytes and headers, to be replayed by the bare server. */
async function capture(url, headers) {
  const res = await fetch(url, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body}`);
  const replayed = {};
  for (const [name, value] of res.headers) if (!HOP_HEADERS.has(name)) replayed[name] = value;
  replayed['content-length'] = String(body.length);
  return { body, headers: replayed };
}

async function serveBare(answer, port) {
  const server = createServer((_req, res) => {
    res.writeHead(200, answer.headers);
    res.end(answer.body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

async function startBare(port, answer) {
  if (args['bare-in-process']) {
    const server = await serveBare(answer, port);
    return { pid: null, stop: () => new Promise((resolve) => server.close(resolve)) };
  }
  const dir = mkdtempSync(join(tmpdir(), 'habitat-bare-'));
  const answerFile = join(dir, 'answer.json');
  writeFileSync(answerFile, JSON.stringify({ ...answer, body: answer.body.toString('base64') }));
  const child = spawn(
    process.execPath,
    [process.argv[1], '--bare', answerFile, '--port', String(port)],
    { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', () => reject(new Error('the bare server did not start')));
  });
  return {
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** CPU seconds a process has used so far (Linux /proc; null elsewhere). */
function cpuSeconds(pid) {
  if (pid === null) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, fields 14 and 15 of stat(5), in ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** A load run, with the CPU time the server spent per answered request (µs). */
async function load(options, pid) {
  const before = cpuSeconds(pid);
  const result = await cannon(options);
  const after = cpuSeconds(pid);
  const cpu =
    before === null || after === null
      ? '-'
      : Math.round(((after - before) * 1e6) / Math.max(1, result.requests.total));
  return { result, cpu };
}

const cannon = (options) =>
  new Promise((resolve, reject) =>
    autocannon({ connections, duration, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );

const columns = [
  ['endpoint', 66],
  ['app req/s', 10],
  ['bare req/s', 10],
  ['ratio', 6],
  ['goal', 6],
  ['app p99 ms', 10],
  ['goal', 6],
  ['', 4],
  ['app µs CPU/req', 14],
  ['bare µs CPU/req', 15],
];
const line = (cells) =>
  cells
    .map((cell, i) => {
      const [, width] = columns[i];
      return i === 0 ? String(cell).padEnd(width) : String(cell).padStart(width);
    })
    .join(' ');

async function measure(endpoint, app, barePort, token) {
  const headers = endpoint.auth ? { authorization: `Bearer ${token}` } : {};
  const answer = await capture(`${app.base}${endpoint.path}`, headers);
  const bareServer = await startBare(barePort, answer);
  try {
    const bare = await load(
      { url: `http://127.0.0.1:${barePort}${endpoint.path}` },
      bareServer.pid,
    );
    const bareResult = bare.result;
    // Not counted: the app's compiler warms up on this route first, as it would in service.
    await cannon({ url: `${app.base}${endpoint.path}`, headers, duration: 2 });
    const { result: appResult, cpu: appCpu } = await load(
      { url: `${app.base}${endpoint.path}`, headers },
      app.pid,
    );
    const failed = appResult.non2xx + appResult.errors + appResult.timeouts;
    const ratio = appResult.requests.average / bareResult.requests.average;
    const p99 = appResult.latency.p99;
    const pass = failed === 0 && ratio >= GOAL_RATIO && p99 <= GOAL_P99_MS;
    console.log(
      line([
        `GET ${endpoint.path}`,
        Math.round(appResult.requests.average),
        Math.round(bareResult.requests.average),
        ratio.toFixed(2),
        `≥${GOAL_RATIO.toFixed(2)}`,
        p99,
        `≤${GOAL_P99_MS}`,
        pass ? 'PASS' : 'FAIL',
        appCpu,
        bare.cpu,
      ]) + (failed ? `  (${failed} failed requests)` : ''),
    );
    return pass;
  } finally {
    await bareServer.stop();
  }
}

async function main() {
  const appPort = args.port ? Number(args.port) : await freePort();
  const barePort = args.port ? appPort + 1 : await freePort();
  const app = await startAppServer({ port: appPort, databaseUrl });
  try {
    const { token, property } = await signIn(app.base);
    console.log(
      `${databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'}; autocannon ${connections} connections, ${duration} s per run; bare node:http answers the same bytes and headers, ${args['bare-in-process'] ? "in autocannon's process" : 'in a process of its own'}`,
    );
    console.log(line(columns.map(([title]) => title)));
    let allPass = true;
    for (const endpoint of endpointsOf(property)) {
      allPass = (await measure(endpoint, app, barePort, token)) && allPass;
    }
    if (!allPass) process.exitCode = 1;
  } finally {
    await app.stop();
  }
}

if (args.bare) {
  const { headers, body } = JSON.parse(readFileSync(args.bare, 'utf8'));
  await serveBare({ headers, body: Buffer.from(body, 'base64') }, Number(args.port));
  process.send?.('listening');
} else await main();
