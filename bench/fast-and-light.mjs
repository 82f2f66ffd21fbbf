// Issue 27's goals in one run ("fast on a slower phone, light and operable on a small server"):
// each bench below prints its figures next to their goals, and this prints, at the end, which
// of them held. Run after `npm run build`, as root (for the throwaway PostgreSQL 15 cluster),
// with nothing else running: the pages' figures follow the machine's speed of the moment.
//   node bench/fast-and-light.mjs [--with-growth]
// 1. first-visit: every JS byte a first visit downloads until the network is idle, per page;
// 2. lighthouse: mobile and desktop, median of 5, with the run's benchmarkIndex;
// 3. server-footprint: builds, restart, boot and memory of `npm start`, PGlite and PostgreSQL;
// 4. api-throughput: the API against a bare node:http server, on PGlite, then on PostgreSQL;
// 5. with --with-growth, growth: the lists at 100 buildings, on PostgreSQL (the longest step).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { PG_BIN, startPostgres } from './lib/processes.mjs';

const { values: args } = parseArgs({
  options: { 'with-growth': { type: 'boolean', default: false } },
});

/** Runs one bench in its own process, its output as it comes; answers whether its goals held. */
function run(name, command, commandArgs) {
  console.log(`\n== ${name}: ${[command, ...commandArgs].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code === 0));
  });
}

if (!existsSync('apps/web/dist/index.html')) {
  console.error('Build first: npm run build');
  process.exit(2);
}
const canRunPostgres = process.getuid?.() === 0 && existsSync(`${PG_BIN}/initdb`);
const results = [];
const step = async (name, command, commandArgs) =>
  results.push({ name, pass: await run(name, command, commandArgs) });

await step('first visit', 'node', ['bench/first-visit.mjs']);
await step('Lighthouse', 'node', ['bench/lighthouse.mjs']);
await step('server footprint', 'node', ['bench/server-footprint.mjs']);
await step('API throughput, PGlite', 'node', ['bench/api-throughput.mjs']);
if (canRunPostgres) {
  const pg = await startPostgres();
  try {
    await step('API throughput, PostgreSQL', 'node', ['bench/api-throughput.mjs', '--pg', pg.url]);
    if (args['with-growth']) {
      await step('growth', 'node', ['--import', 'tsx', 'bench/growth.mjs', '--db', pg.url]);
    }
  } finally {
    pg.stop();
  }
} else {
  console.log('\nPostgreSQL steps skipped: run as root with PostgreSQL 15 installed');
}

console.log('\n== issue 27, goals of this run');
for (const { name, pass } of results) console.log(`${pass ? 'PASS' : 'FAIL'}  ${name}`);
process.exitCode = results.every((r) => r.pass) ? 0 : 1;
