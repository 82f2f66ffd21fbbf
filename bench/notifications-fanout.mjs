// An urgent news item to 10,000 residents of one building, through the real server: how long
// until every inbox row exists and every e-mail is handed to the mailer (the outbox folder), and
// the p99 of residents' GET /api/notifications meanwhile (autocannon: FANOUT_CONNECTIONS, 4 by
// default, each request with the next of six residents' tokens, flat out — or FANOUT_RATE
// requests a second in all, e.g. 100: residents opening the app after the push).
// Goals (issue 24): fan-out ≤ 60 s, list p99 ≤ 50 ms.
//   node bench/notifications-fanout.mjs              PGlite (embedded, files in DATA_DIR)
//   node bench/notifications-fanout.mjs --postgres   PostgreSQL (TEST_DATABASE_URL, or a
//                                                    throwaway cluster as root with PG_BIN)
//   FANOUT_RESIDENTS=2000 FANOUT_CONNECTIONS=8 node bench/notifications-fanout.mjs
//   FANOUT_RATE=100 node bench/notifications-fanout.mjs
//   FANOUT_CPU_PROF=/tmp/prof node bench/notifications-fanout.mjs   the server's CPU profile
// The figures include the server's CPU seconds from the publication until the fan-out is done
// (user + system, /proc), fairer than the elapsed time on a machine others load.
// The residents are seeded with SQL into the database before the server starts (one hashed
// password for all), the news item is published as the manager through the console's API.
// Prints one JSON line of figures; exits 1 when a goal or a count is missed.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { register } from 'tsx/esm/api';
import { startAppServer, startPostgres } from './lib/processes.mjs';

register();
const { sql } = await import('drizzle-orm');
const { openDatabase } = await import('../apps/server/src/db/client.ts');
const { seedIfEmpty } = await import('../apps/server/src/seed/seed.ts');
const { createStorage } = await import('../apps/server/src/lib/storage/index.ts');
const { hashPassword } = await import('../apps/server/src/lib/passwords.ts');

const RESIDENTS = Number(process.env.FANOUT_RESIDENTS ?? 10_000);
const PASSWORD = 'bench-resident';
const BUILDING = 'jardins-saint-laurent';
const GOALS = { fanoutSeconds: 60, listP99Ms: 50 };

/** The demo, then RESIDENTS more residents in the building: two per unit, one lease each. */
async function seed(options) {
  const database = await openDatabase(options);
  const { db } = database;
  await seedIfEmpty({
    db,
    storage: createStorage({ config: { kind: 'local' }, dataDir: options.dataDir }),
  });
  const passwordHash = await hashPassword(PASSWORD);
  const units = Math.ceil(RESIDENTS / 2);
  await db.execute(sql`
    with building as (select id from properties where slug = ${BUILDING}),
    new_units as (
      insert into units (property_id, number)
      select building.id, 'B' || n from building, generate_series(1, ${units}) as n
      returning id
    )
    insert into leases (unit_id, start_at, end_at)
    select id, '2020-01-01', '2099-12-31' from new_units`);
  await db.execute(sql`
    insert into users (organization_id, username, email, password_hash, role, first_name, last_name)
    select properties.organization_id, 'bench' || n || '@example.com', 'bench' || n || '@example.com',
      ${passwordHash}, 'ROLE_TENANT', 'Bench', 'Resident ' || n
    from properties, generate_series(1, ${RESIDENTS}) as n where properties.slug = ${BUILDING}`);
  // The residents in id order, two to each new lease in id order (a hash join on the rank).
  await db.execute(sql`
    insert into lease_signers (lease_id, user_id)
    select new_leases.id, bench.id
    from (select id, row_number() over (order by id) as rank
          from users where username like 'bench%@example.com') as bench
    join (select leases.id, row_number() over (order by leases.id) as rank
          from leases join units on units.id = leases.unit_id
          join properties on properties.id = units.property_id
          where properties.slug = ${BUILDING} and units.number like 'B%') as new_leases
      on new_leases.rank = (bench.rank + 1) / 2`);
  const counted = await db.execute(sql`
    select count(distinct lease_signers.user_id)::int as n, min(properties.id) as property
    from lease_signers
    join leases on leases.id = lease_signers.lease_id join units on units.id = leases.unit_id
    join properties on properties.id = units.property_id where properties.slug = ${BUILDING}`);
  const rows = Array.isArray(counted) ? counted : counted.rows;
  await database.close();
  return { residents: rows[0].n, property: rows[0].property };
}

async function api(base, method, path, token, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const login = async (base, username, password) =>
  (await api(base, 'POST', '/api/login_check', null, { username, password })).token;

/** Residents reading their inbox, each request with the next token, until stopped. */
function readInboxes(base, tokens) {
  let next = 0;
  let stop;
  const result = new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: Number(process.env.FANOUT_CONNECTIONS ?? 4),
        ...(process.env.FANOUT_RATE ? { overallRate: Number(process.env.FANOUT_RATE) } : {}),
        duration: 600,
        requests: [
          {
            method: 'GET',
            path: '/api/notifications?perPage=30',
            setupRequest: (request) => ({
              ...request,
              headers: {
                ...request.headers,
                authorization: `Bearer ${tokens[next++ % tokens.length]}`,
              },
            }),
          },
        ],
      },
      (error, figures) => (error ? reject(error) : resolve(figures)),
    );
    stop = () => instance.stop();
  });
  return { stop: () => stop(), result };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process's CPU seconds so far (user + system), from /proc; null where there is none. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function run(label, serverOptions) {
  const dataDir = mkdtempSync(join(tmpdir(), 'habitat-fanout-'));
  const seedStarted = performance.now();
  const { residents, property } = await seed({ dataDir, databaseUrl: serverOptions.databaseUrl });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const profile = process.env.FANOUT_CPU_PROF;
  const server = await startAppServer({
    dataDir,
    databaseUrl: serverOptions.databaseUrl,
    nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [],
  });
  try {
    const { base } = server;
    const manager = await login(base, 'manager@example.com', 'manager');
    const tokens = [];
    for (const n of [1, 2, 3, 4, 5, 6])
      tokens.push(await login(base, `bench${n}@example.com`, PASSWORD));
    const outbox = join(dataDir, 'outbox');
    const mailsNow = () => (existsSync(outbox) ? readdirSync(outbox).length : 0);
    const mailsBefore = mailsNow();

    const readers = readInboxes(base, tokens);
    await sleep(1000);
    const started = performance.now();
    const cpuBefore = cpuSeconds(server.pid);
    let cpuAfter = null;
    const news = await api(base, 'POST', `/api/manage/news?property=${property}`, manager, {
      title: { fr: 'Coupure d’eau générale', en: 'Building-wide water shut-off' },
      body: { fr: 'Demain de 9 h à 11 h.', en: 'Tomorrow 9 to 11 am.' },
      status: 'in_progress',
      urgent: true,
    });
    let inboxSeconds = null;
    let mailSeconds = null;
    const deadline = started + 300_000;
    while ((inboxSeconds === null || mailSeconds === null) && performance.now() < deadline) {
      await sleep(250);
      const elapsed = (performance.now() - started) / 1000;
      if (inboxSeconds === null) {
        const reach = await api(base, 'GET', `/api/manage/news/${news.id}/reach`, manager);
        if (reach.reached >= residents) inboxSeconds = elapsed;
      }
      if (mailSeconds === null && mailsNow() - mailsBefore >= residents) mailSeconds = elapsed;
      if (inboxSeconds !== null && mailSeconds !== null) cpuAfter = cpuSeconds(server.pid);
    }
    readers.stop();
    const list = await readers.result;
    const figures = {
      database: label,
      residents,
      listRate: process.env.FANOUT_RATE ? Number(process.env.FANOUT_RATE) : 'flat out',
      seedSeconds: Number(seedSeconds.toFixed(1)),
      inboxSeconds: inboxSeconds && Number(inboxSeconds.toFixed(1)),
      mailSeconds: mailSeconds && Number(mailSeconds.toFixed(1)),
      mails: mailsNow() - mailsBefore,
      serverCpuSeconds:
        cpuBefore === null || cpuAfter === null ? null : Number((cpuAfter - cpuBefore).toFixed(1)),
      listRequests: list.requests.total,
      listNon2xx: list.non2xx,
      listP50Ms: list.latency.p50,
      listP99Ms: list.latency.p99,
      listMaxMs: list.latency.max,
    };
    console.log(JSON.stringify(figures));
    const fanout = Math.max(inboxSeconds ?? Infinity, mailSeconds ?? Infinity);
    if (fanout > GOALS.fanoutSeconds || list.latency.p99 > GOALS.listP99Ms || list.non2xx > 0) {
      console.log(
        `goal missed: fan-out ≤ ${GOALS.fanoutSeconds} s, list p99 ≤ ${GOALS.listP99Ms} ms`,
      );
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--postgres')) {
  const own = process.env.TEST_DATABASE_URL ? null : await startPostgres();
  const serverUrl = process.env.TEST_DATABASE_URL ?? own.url;
  const name = `habitat_fanout_${Date.now()}`;
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await run('PostgreSQL', { databaseUrl: url.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    own?.stop();
  }
} else {
  await run('PGlite', {});
}
