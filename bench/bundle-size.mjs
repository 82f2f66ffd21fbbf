// Reports the gzip size of what the first page downloads (index.html's scripts and styles)
// and of every chunk of the built web app. Run after `npm run build`, or point it at another
// build with `--dist <folder>` (e.g. one built with `vite build --outDir <folder>`).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const { values: args } = parseArgs({ options: { dist: { type: 'string' } } });
const dist = args.dist
  ? resolve(args.dist)
  : new URL('../apps/web/dist/', import.meta.url).pathname;
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const firstPage = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
  (m) => m[1],
);
const firstTotal = firstPage.reduce((sum, file) => sum + gz(file), 0);

const assets = readdirSync(join(dist, 'assets'))
  .filter((f) => /\.(js|css)$/.test(f))
  .map((f) => ({
    file: `assets/${f}`,
    raw: statSync(join(dist, 'assets', f)).size,
    gzip: gz(`assets/${f}`),
  }))
  .sort((a, b) => b.gzip - a.gzip);

console.log('First page (index.html entry + preloads):');
for (const file of firstPage) console.log(`  ${file.padEnd(48)} ${kb(gz(file))} gzip`);
console.log(`  total ${kb(firstTotal)} gzip\n`);
console.log('All chunks:');
for (const a of assets)
  console.log(`  ${a.file.padEnd(48)} ${kb(a.raw).padStart(10)} ${kb(a.gzip).padStart(10)} gzip`);

// Goals of issue 10: the first page's JS and every lazily loaded chunk, gzip.
const GOAL_FIRST_PAGE_JS = 120 * 1024;
const GOAL_CHUNK = 60 * 1024;
const firstPageJs = firstPage.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0);
const lazyJs = assets.filter((a) => a.file.endsWith('.js') && !firstPage.includes(a.file));
const largestLazy = lazyJs[0];
const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
console.log('\nGoals:');
console.log(
  `  first page JS ${kb(firstPageJs)} gzip, goal ≤ ${kb(GOAL_FIRST_PAGE_JS)}  ${verdict(firstPageJs <= GOAL_FIRST_PAGE_JS)}`,
);
console.log(
  `  largest lazy chunk ${largestLazy.file} ${kb(largestLazy.gzip)} gzip, goal ≤ ${kb(GOAL_CHUNK)}  ${verdict(largestLazy.gzip <= GOAL_CHUNK)}`,
);
