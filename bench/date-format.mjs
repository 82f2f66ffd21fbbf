// The date formatters of the lists (packages/shared/src/format/dates.ts) against dayjs's own
// `.tz()`, which they replace: 2,000 instants an hour apart (across a daylight-saving change),
// formatted as the billboard and news show them. Prints both times and checks the results agree.
//
// Usage: npm run bench:dates
import { formatLongDateTime } from '../packages/shared/src/format/dates.ts';
import { dayjs } from '../packages/shared/src/format/dayjs.ts';

const ZONE = 'America/Toronto';
const FORMAT = 'DD MMMM YYYY | HH:mm';
const instants = Array.from({ length: 2000 }, (_, i) =>
  new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
);
const withDayjsTz = (value) => dayjs.utc(value).tz(ZONE).locale('fr').format(FORMAT);
const withFormatter = (value) => formatLongDateTime(value, 'fr', ZONE);

function time(format) {
  const started = performance.now();
  for (const value of instants) format(value);
  return performance.now() - started;
}

const mismatches = instants.filter((value) => withDayjsTz(value) !== withFormatter(value));
const runs = Array.from({ length: 5 }, () => [time(withDayjsTz), time(withFormatter)]);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const dayjsMs = median(runs.map(([ms]) => ms));
const formatterMs = median(runs.map(([, ms]) => ms));
console.log(`${instants.length} dates, median of ${runs.length}:`);
console.log(`  dayjs .tz()          ${dayjsMs.toFixed(1)} ms`);
console.log(
  `  formatLongDateTime   ${formatterMs.toFixed(1)} ms  (${(dayjsMs / formatterMs).toFixed(1)}× faster)`,
);
console.log(`  same text: ${instants.length - mismatches.length} / ${instants.length}`);
if (mismatches.length > 0) process.exitCode = 1;
