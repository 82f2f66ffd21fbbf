// Growth benchmark (issue 10): do the resident's lists stay as fast when the organization grows
// from the demo's 2 buildings to 101, with 1 M maintenance requests, 100 k posts and 50 k
// reservations? PostgreSQL only.
//   node --import tsx bench/growth.mjs --db postgres://…   (or DATABASE_URL; as root without
//   either: a throwaway PostgreSQL 15 cluster)
//   --reset       empty the given database first (it must hold no generated buildings yet)
//   --rounds N    requests per list and state (default 300)    --port P   server port
//   --explain-only  only step 4, on a database grown by an earlier run
// 1. starts the real server on the database (SEED=demo: migrations, then the demo seed) and times
//    every list the web app calls for the demo resident, N rounds, the lists interleaved so the
//    noise of a busy machine falls on all of them alike;
// 2. stops it and generates the growth with set-based SQL (bench/growth/generate.mjs), then
//    VACUUM ANALYZE;
// 3. restarts it and times the same lists (the resident's building keeps its size), and the lists
//    of a manager of the 99 new buildings (20 rounds, no baseline: they did not exist before);
// 4. EXPLAINs every query each of these lists runs (bench/growth/explain.mjs).
// Exit code 1 when a resident's median grows more than 1.5× or a plan seq-scans a large table.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { explainLists, LARGE_TABLE_ROWS } from './growth/explain.mjs';
import { GROWTH, GROWTH_MANAGER, growthSteps } from './growth/generate.mjs';
import { freePort, startAppServer, startPostgres } from './lib/processes.mjs';

const GOAL_RATIO = 1.5;
const WARM_UP_ROUNDS = 20;
const RESIDENT = { username: 'resident@example.com', password: 'resident' };

/** The lists the web app asks for (apps/web/src/features/*\/api.ts), with the resident's ids. */
const residentLists = ({ id: user, organization, property, lease }) =>
  [
    ['service_categories', `/api/service_categories?property=${property}&perPage=100`],
    ['news', `/api/news?property=${property}&status=in_progress&perPage=100`],
    ['posts: billboard', `/api/posts?status[]=published&property=${property}&perPage=3&page=1`],
    [
      'posts: pending tab',
      `/api/posts?author=${user}&status[]=pending&status[]=accepted&status[]=rejected&perPage=3&page=1`,
    ],
    ['user_requests', `/api/user_requests?property=${property}&perPage=100&author=${user}`],
    ['request_categories', `/api/request_categories?property=${property}&perPage=-1`],
    ['reservations: mine', `/api/reservations?user=${user}&perPage=-1`],
    ['reservations: lease', `/api/reservations?lease=${lease.id}&perPage=-1`],
    ['booking_entities', '/api/booking_entities?perPage=-1'],
    ['booking_event_groups', '/api/booking_event_groups?perPage=-1'],
    ['documents (files)', `/api/files?organization=${organization}&perPage=-1`],
  ].map(([name, path]) => ({ name, path }));

/**
 * What a manager of the 99 new buildings reads: every request or post of them newest first (the
 * lists that grow with the organization), and one building's. No baseline: informative only.
 */
const managerLists = (building) => () =>
  [
    ['user_requests: all', '/api/user_requests?perPage=100'],
    ['user_requests: 1 bldg', `/api/user_requests?property=${building}&perPage=100`],
    ['posts: all', '/api/posts?perPage=10&page=1'],
    ['posts: all pending', '/api/posts?status[]=pending&perPage=10&page=1'],
    ['posts: 1 bldg', `/api/posts?property=${building}&perPage=10&page=1`],
  ].map(([name, path]) => ({ name, path }));

/** The server on the growth database, its warnings shown (not its banner). */
function startGrowthServer({ databaseUrl, dataDir, port }) {
  return startAppServer({
    databaseUrl,
    dataDir,
    port,
    env: { SEED: 'demo', LOGIN_RATE_LIMIT: '1000' },
    // At LOG_LEVEL=warn, its JSON log lines are warnings and errors.
    onStdout: (text) => {
      for (const line of text.split('\n')) if (line.startsWith('{')) console.error(line);
    },
  });
}

async function withClient(databaseUrl, work) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const resetDatabase = (databaseUrl) =>
  withClient(databaseUrl, (client) =>
    client.query(
      'DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;',
    ),
  );

async function assertNotGrown(databaseUrl) {
  const grown = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(`SELECT to_regclass('public.properties') AS t`);
    if (!rows[0].t) return false;
    const found = await client.query(`SELECT 1 FROM properties WHERE slug LIKE 'growth-%' LIMIT 1`);
    return found.rowCount > 0;
  });
  if (grown) {
    throw new Error('this database already holds the generated buildings: pass --reset');
  }
}

async function getJson(base, path, init = {}) {
  const res = await fetch(`${base}${path}`, init);
  const body = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

async function signIn(base, user) {
  const { token } = await getJson(base, '/api/login_check', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  const headers = { authorization: `Bearer ${token}` };
  return { headers, me: await getJson(base, '/api/me', { headers }) };
}

async function timeOnce(base, path, headers) {
  const t0 = performance.now();
  const res = await fetch(`${base}${path}`, { headers });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return performance.now() - t0;
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** Median and p95 (ms) per list; one round asks every list once, one request at a time. */
async function measure(base, headers, lists, rounds) {
  const samples = lists.map(() => []);
  for (let round = 0; round < WARM_UP_ROUNDS + rounds; round++) {
    for (const [i, list] of lists.entries()) {
      const ms = await timeOnce(base, list.path, headers);
      if (round >= WARM_UP_ROUNDS) samples[i].push(ms);
    }
  }
  return samples.map((s) => {
    const sorted = s.sort((a, b) => a - b);
    return { median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) };
  });
}

/** Signs in as `user` and times its lists (built from GET /api/me), `rounds` rounds. */
async function timeLists(base, { user, listsOf, rounds }) {
  const { headers, me } = await signIn(base, user);
  const lists = listsOf(me);
  process.stdout.write(`timing ${lists.length} lists × ${rounds} as ${user.username}… `);
  const timings = await measure(base, headers, lists, rounds);
  console.log('done');
  return { user, me, lists, timings };
}

/** Starts the server, times each audience's lists, stops it. */
async function timedState(options, audiences) {
  const server = await startGrowthServer(options);
  try {
    const results = [];
    for (const audience of audiences) results.push(await timeLists(server.base, audience));
    return results;
  } finally {
    await server.stop();
  }
}

async function grow(databaseUrl, organizationId) {
  await withClient(databaseUrl, async (client) => {
    for (const [label, sql] of growthSteps(organizationId)) {
      const t0 = performance.now();
      await client.query(sql);
      console.log(`  ${label.padEnd(40)} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
  });
}

const ms = (n) => n.toFixed(1).padStart(6);

function printTimings(lists, before, after) {
  console.log(`\nList latency, median (p95) ms, ${lists.length} lists interleaved:`);
  console.log(
    `${'list'.padEnd(22)}  1 building (p95)   100 buildings (p95)   ratio  goal ≤ ${GOAL_RATIO}`,
  );
  let failed = false;
  for (const [i, list] of lists.entries()) {
    const [b, a] = [before[i], after[i]];
    const ratio = a.median / b.median;
    const pass = ratio <= GOAL_RATIO;
    failed ||= !pass;
    console.log(
      `${list.name.padEnd(22)} ${ms(b.median)} (${ms(b.p95)})    ${ms(a.median)} (${ms(a.p95)})     ${ratio.toFixed(2).padStart(5)}  ${pass ? 'PASS' : 'FAIL'}`,
    );
  }
  return failed;
}

function printManagerTimings({ lists, timings }) {
  console.log(`\nA manager of the ${GROWTH.buildings} new buildings, median (p95) ms (no goal):`);
  for (const [i, list] of lists.entries()) {
    console.log(`${list.name.padEnd(22)} ${ms(timings[i].median)} (${ms(timings[i].p95)})`);
  }
}

const tablesOf = (scans) => scans.map((s) => s.table).join(', ');

function printPlans(title, results) {
  console.log(`\nEXPLAIN ${title} (Seq Scan of a table of ${LARGE_TABLE_ROWS}+ rows fails):`);
  let failed = false;
  const small = new Map();
  for (const { name, queries } of results) {
    const bad = queries.flatMap((q) => q.large);
    const whole = queries.flatMap((q) => q.whole);
    failed ||= bad.length > 0;
    const verdict = bad.length ? `FAIL (Seq Scan on ${tablesOf(bad)})` : 'PASS';
    const note = whole.length
      ? ` (counts most rows of ${tablesOf(whole)}: O(rows), no index helps)`
      : '';
    console.log(`\n${name}: ${verdict}${note} — ${queries.length} queries`);
    for (const q of queries) {
      console.log(`  ${q.sql.slice(0, 150)}${q.sql.length > 150 ? '…' : ''}`);
      console.log(`    ${q.plan}`);
      for (const s of q.small) small.set(s.table, s.rows);
    }
  }
  const smallList = [...small].map(([table, rows]) => `${table} (${rows} rows)`).join(', ');
  console.log(`\nSeq Scan allowed on small tables: ${smallList || 'none'}`);
  return failed;
}

const MANAGER_ROUNDS = 20;

const residentAudience = (rounds) => ({ user: RESIDENT, listsOf: residentLists, rounds });

/** The resident's lists and the new manager's, on a grown database. */
async function grownAudiences(databaseUrl, rounds) {
  const { rows } = await withClient(databaseUrl, (client) =>
    client.query(`SELECT id FROM properties WHERE slug = 'growth-1'`),
  );
  if (rows.length === 0) throw new Error('no generated buildings in this database');
  const manager = {
    user: GROWTH_MANAGER,
    listsOf: managerLists(rows[0].id),
    rounds: MANAGER_ROUNDS,
  };
  return [residentAudience(rounds), manager];
}

/** EXPLAIN of each audience's lists; answers whether one seq-scans a large table. */
async function explainAll(options, timed) {
  let failed = false;
  for (const { user, lists } of timed) {
    const plans = await explainLists({ ...options, user, lists });
    failed = printPlans(`as ${user.username}`, plans) || failed;
  }
  return failed;
}

/** --explain-only: the plans of an already grown database (after adding an index, say). */
async function explainOnly(options) {
  const audiences = await grownAudiences(options.databaseUrl, 0);
  const server = await startGrowthServer(options);
  const timed = [];
  try {
    for (const { user, listsOf } of audiences) {
      timed.push({ user, lists: listsOf((await signIn(server.base, user)).me) });
    }
  } finally {
    await server.stop();
  }
  return explainAll(options, timed);
}

async function growFrom(options) {
  const [before] = await timedState(options, [residentAudience(options.rounds)]);
  console.log(`generating ${GROWTH.buildings} buildings:`);
  const t0 = performance.now();
  await grow(options.databaseUrl, before.me.organization);
  console.log(`  ${'total'.padEnd(40)} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const timed = await timedState(
    options,
    await grownAudiences(options.databaseUrl, options.rounds),
  );
  const [after, manager] = timed;
  const slow = printTimings(after.lists, before.timings, after.timings);
  printManagerTimings(manager);
  return (await explainAll(options, timed)) || slow;
}

async function run(args) {
  const cluster = args.db ? null : await startPostgres();
  const databaseUrl = args.db ?? cluster.url;
  const dataDir = mkdtempSync(join(tmpdir(), 'habitat-growth-'));
  const port = args.port ?? (await freePort());
  const options = { databaseUrl, dataDir, port, rounds: args.rounds };
  try {
    if (args.explainOnly) return (await explainOnly(options)) ? 1 : 0;
    if (args.reset) await resetDatabase(databaseUrl);
    await assertNotGrown(databaseUrl);
    return (await growFrom(options)) ? 1 : 0;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    cluster?.stop();
  }
}

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: process.env.DATABASE_URL },
    reset: { type: 'boolean', default: false },
    'explain-only': { type: 'boolean', default: false },
    rounds: { type: 'string', default: '300' },
    port: { type: 'string' },
  },
});
const code = await run({
  ...values,
  explainOnly: values['explain-only'],
  rounds: Number(values.rounds),
  port: values.port && Number(values.port),
});
process.exit(code);
