// What a first visit downloads, as the running server sends it: index.html, the scripts and
// styles it links, and the scripts those import statically (not the lazy route chunks), each in
// identity, gzip and brotli, with its Cache-Control. Builds nothing: start the server first
// (`npm start`), then `npm run bench:static [baseUrl]` (or BASE_URL=…); default http://127.0.0.1:3000.
import http from 'node:http';
import https from 'node:https';

const base = process.argv[2] ?? process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const GOAL_JS_GZIP_KIB = 120;

/** The bytes on the wire (no decompression) and the headers, for one Accept-Encoding. */
function get(path, acceptEncoding) {
  const url = new URL(path, base);
  const client = url.protocol === 'https:' ? https : http;
  const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
  return new Promise((resolve, reject) => {
    client
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${path}: HTTP ${res.statusCode}`));
          else resolve({ body: Buffer.concat(chunks), headers: res.headers });
        });
      })
      .on('error', reject);
  });
}

async function measure(path) {
  const [identity, gzip, br] = await Promise.all([
    get(path, undefined),
    get(path, 'gzip'),
    get(path, 'br'),
  ]);
  const sent = (r, encoding) => ({
    bytes: r.body.length,
    // A server that ignores Accept-Encoding sends the file itself: shown with a '*'.
    compressed: r.headers['content-encoding'] === encoding,
  });
  return {
    path,
    raw: identity.body.length,
    gzip: sent(gzip, 'gzip'),
    br: sent(br, 'br'),
    cacheControl: identity.headers['cache-control'] ?? '(none)',
    vary: br.headers.vary ?? '(none)',
    text: identity.body.toString('utf8'),
  };
}

const index = await measure('/');
const linked = [
  ...index.text.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...index.text.matchAll(/<link[^>]+rel="(?:stylesheet|modulepreload)"[^>]*href="([^"]+)"/g),
  ...index.text.matchAll(/<link[^>]+href="([^"]+)"[^>]*rel="(?:stylesheet|modulepreload)"/g),
].map((m) => new URL(m[1], new URL('/', base)).pathname);

// Follow static imports (`import … from "./x.js"`, `import "./x.js"`), never `import("./x.js")`.
const assets = [];
const seen = new Set();
const queue = [...new Set(linked)];
while (queue.length > 0) {
  const path = queue.shift();
  if (seen.has(path)) continue;
  seen.add(path);
  const asset = await measure(path);
  assets.push(asset);
  if (!path.endsWith('.js')) continue;
  for (const m of asset.text.matchAll(/\b(?:from|import)\s*["']([./][^"']+\.js)["']/g)) {
    queue.push(new URL(m[1], new URL(path, base)).pathname);
  }
}

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const cell = (s) => `${kib(s.bytes)}${s.compressed ? '' : '*'}`;
const name = (p) => (p.length > 44 ? `…${p.slice(-43)}` : p);
console.log(`Static assets of the first page, as served by ${base}\n`);
console.log(
  `${'file'.padEnd(44)} ${'raw'.padStart(11)} ${'gzip'.padStart(11)} ${'br'.padStart(11)}  cache-control`,
);
for (const a of [index, ...assets]) {
  console.log(
    `${name(a.path).padEnd(44)} ${kib(a.raw).padStart(11)} ${cell(a.gzip).padStart(11)} ${cell(a.br).padStart(11)}  ${a.cacheControl}`,
  );
}
const sum = (list, pick) => list.reduce((total, a) => total + pick(a), 0);
const js = assets.filter((a) => a.path.endsWith('.js'));
const css = assets.filter((a) => a.path.endsWith('.css'));
const all = [index, ...assets];
console.log('');
console.log(
  `first-page JS  (${js.length} files): raw ${kib(sum(js, (a) => a.raw))}, gzip ${kib(sum(js, (a) => a.gzip.bytes))} (goal ≤ ${GOAL_JS_GZIP_KIB} KiB gzip${sum(js, (a) => a.gzip.bytes) > GOAL_JS_GZIP_KIB * 1024 ? ', OVER' : ', met'}), br ${kib(sum(js, (a) => a.br.bytes))}`,
);
console.log(
  `first-page CSS (${css.length} files): raw ${kib(sum(css, (a) => a.raw))}, gzip ${kib(sum(css, (a) => a.gzip.bytes))}, br ${kib(sum(css, (a) => a.br.bytes))}`,
);
console.log(
  `everything     (${all.length} files): raw ${kib(sum(all, (a) => a.raw))}, gzip ${kib(sum(all, (a) => a.gzip.bytes))}, br ${kib(sum(all, (a) => a.br.bytes))}`,
);
console.log(`Vary on the brotli answers: ${[...new Set(all.map((a) => a.vary))].join(', ')}`);
if (all.some((a) => !a.gzip.compressed || !a.br.compressed)) {
  console.log('* sent uncompressed (file under 1 KB, or a server that does not precompress)');
}
