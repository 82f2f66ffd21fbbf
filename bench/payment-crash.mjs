// Paid bookings through kill -9: the crash test of apps/server (features/booking/
// crash.test.ts) at full size, on PGlite, then on PostgreSQL 15.
//   node bench/payment-crash.mjs                 300 bookings × 3 rounds on both databases
//   node bench/payment-crash.mjs --pglite        PGlite only
//   node bench/payment-crash.mjs --postgres      PostgreSQL only
//   CRASH_BOOKINGS=100 CRASH_ROUNDS=1 CRASH_SEED=42 node bench/payment-crash.mjs
// For each database it starts the real server, has residents pay for bookings (a quarter of
// what gets no answer is never retried), kills the server with SIGKILL at random points and
// restarts it, then checks that every charge ended as exactly one booking or one refund, that
// every booking answered exists once and that no Idempotency-Key was charged twice. PostgreSQL:
// TEST_DATABASE_URL, or a throwaway cluster (root, PG_BIN) when it is unset. Prints one JSON
// line of figures per database; exits 1 when an invariant broke.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PG_BIN, startPostgres } from './lib/processes.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const env = {
  ...process.env,
  CRASH_BOOKINGS: process.env.CRASH_BOOKINGS ?? '300',
  CRASH_ROUNDS: process.env.CRASH_ROUNDS ?? '3',
};

function run(label, extraEnv) {
  console.log(`\n${label}: ${env.CRASH_BOOKINGS} paid bookings × ${env.CRASH_ROUNDS} rounds`);
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'server',
      'apps/server/src/features/booking/crash.test.ts',
      '--reporter',
      'dot',
    ],
    { cwd: ROOT, env: { ...env, ...extraEnv }, encoding: 'utf8' },
  );
  const output = `${result.stdout}\n${result.stderr}`;
  const figures = output.split('\n').filter((line) => line.startsWith('{"database"'));
  for (const line of figures) console.log(line);
  if (result.status !== 0 || figures.length === 0) {
    console.log(output.slice(-4000));
    process.exitCode = 1;
  }
}

const only = (flag) => process.argv.includes(flag);
const pglite = !only('--postgres');
const postgres = !only('--pglite');

if (pglite) run('PGlite (embedded, files in DATA_DIR)', { TEST_DATABASE_URL: '' });
if (postgres) {
  if (process.env.TEST_DATABASE_URL) {
    run('PostgreSQL (TEST_DATABASE_URL)', {});
  } else if (
    spawnSync(`${PG_BIN}/initdb`, ['--version']).status === 0 &&
    process.getuid?.() === 0
  ) {
    const pg = await startPostgres();
    try {
      run('PostgreSQL 15 (throwaway cluster)', { TEST_DATABASE_URL: pg.url });
    } finally {
      pg.stop();
    }
  } else {
    console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL, or run as root with PG_BIN)');
  }
}
