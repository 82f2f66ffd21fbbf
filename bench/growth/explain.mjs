// EXPLAIN of every query a list runs: the real app is built in this process on the database with
// a query logger (the hook the server tests use to count queries), each list is asked once through
// app.inject, and each SELECT it ran is explained with its own parameters (so the planner sees
// the values the server sent, as it does for the unnamed statements of node-postgres).
import pg from 'pg';

/** A seq scan of a table this big fails; smaller ones are read whole faster than via an index. */
export const LARGE_TABLE_ROWS = 1000;

async function inProcessApp(databaseUrl, dataDir, logger) {
  const { loadConfig } = await import('../../apps/server/src/config.ts');
  const { openDatabase } = await import('../../apps/server/src/db/client.ts');
  const { buildApp } = await import('../../apps/server/src/app.ts');
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED: 'none',
    LOGIN_RATE_LIMIT: '1000',
  });
  const database = await openDatabase({ ...config, logger });
  const app = await buildApp({ config, db: database.db, logger: false });
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

async function signIn(app, username, password) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login_check',
    body: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json().token}` };
}

/** Estimated rows per table (pg_class.reltuples, fresh after ANALYZE). */
async function tableRows(pool) {
  const { rows } = await pool.query(
    `SELECT relname, reltuples::bigint AS n FROM pg_class
     WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace`,
  );
  return new Map(rows.map((r) => [r.relname, Number(r.n)]));
}

/** The plan as one line: Node[table via index](children…). */
function describe(node) {
  const target = node['Relation Name'] ?? '';
  const via = node['Index Name'] ? `${target ? ' via ' : ''}${node['Index Name']}` : '';
  const label = target || via ? `${node['Node Type']}[${target}${via}]` : node['Node Type'];
  const children = (node.Plans ?? []).map(describe);
  return children.length ? `${label}(${children.join(', ')})` : label;
}

/** Seq scans with the rows they are expected to keep (per process in a parallel plan). */
function seqScans(node, processes = 1, out = []) {
  if (node['Node Type'] === 'Seq Scan') {
    out.push({ table: node['Relation Name'], kept: node['Plan Rows'] * processes });
  }
  const below = node['Workers Planned'] ? node['Workers Planned'] + 1 : processes;
  for (const child of node.Plans ?? []) seqScans(child, below, out);
  return out;
}

const hasLimit = (node) => node['Node Type'] === 'Limit' || (node.Plans ?? []).some(hasLimit);

/**
 * A large table read whole is a missing index unless the query needs most of its rows anyway: a
 * count (no LIMIT) of at least half the table costs O(rows) whatever the index.
 */
const needsMostRows = (plan, scan, rows) => !hasLimit(plan) && scan.kept >= rows / 2;

async function explain(pool, rows, { query, params }) {
  const { rows: result } = await pool.query(`EXPLAIN (FORMAT JSON) ${query}`, params);
  const plan = result[0]['QUERY PLAN'][0].Plan;
  const scans = seqScans(plan).map((scan) => ({ ...scan, rows: rows.get(scan.table) ?? 0 }));
  const large = scans.filter((s) => s.rows >= LARGE_TABLE_ROWS);
  return {
    sql: query.replace(/\s+/g, ' '),
    plan: describe(plan),
    large: large.filter((s) => !needsMostRows(plan, s, s.rows)),
    whole: large.filter((s) => needsMostRows(plan, s, s.rows)),
    small: scans.filter((s) => s.rows < LARGE_TABLE_ROWS),
  };
}

/**
 * Each list once, as `user`; answers per list its explained queries. `lists` are
 * { name, path } with the resident's ids already in the paths.
 */
export async function explainLists({ databaseUrl, dataDir, user, lists }) {
  const ran = [];
  const logger = { logQuery: (query, params) => ran.push({ query, params }) };
  const { app, close } = await inProcessApp(databaseUrl, dataDir, logger);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const headers = await signIn(app, user.username, user.password);
    const rows = await tableRows(pool);
    const results = [];
    for (const list of lists) {
      ran.length = 0;
      const res = await app.inject({ method: 'GET', url: list.path, headers });
      if (res.statusCode !== 200) throw new Error(`${list.path}: ${res.statusCode} ${res.body}`);
      const selects = ran.filter((q) => /^\s*(select|with)\b/i.test(q.query));
      const queries = [];
      for (const q of selects) queries.push(await explain(pool, rows, q));
      results.push({ name: list.name, queries });
    }
    return results;
  } finally {
    await pool.end();
    await close();
  }
}
