// Reports the gzip size of what the first page downloads (index.html's scripts and styles)
// and of every chunk of the built web app. Run after `npm run build`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
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
