// Every JS byte a first visit downloads until the network is idle, per page and per file, as a
// phone meets it: the entry's graph, the lazy chunks the route pulls in, the locale, the worker.
// `bench:bundle` counts only index.html's static graph; this counts what the browser fetched.
//
// Usage: npm run build, then `npm run bench:first-visit` (starts its own server on a fresh demo
// database), or `-- --url http://127.0.0.1:3000` for a running one; `--pages /login,/home`;
// `--files` lists each file. A signed-in page is visited with the session already in
// localStorage (the resident signed in before) and every cache cleared: a cold visit.

import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, FIRST_PAGES, signInAsResident } from './lib/pages.mjs';
import { startAppServer } from './lib/processes.mjs';

const GOAL_KIB = 100;

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    pages: { type: 'string' },
    files: { type: 'boolean', default: false },
  },
});
const pages = args.pages
  ? FIRST_PAGES.filter((page) => args.pages.split(',').includes(page.path))
  : FIRST_PAGES;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The JS files a cold visit of `path` fetched until the network was idle, with their sizes. */
async function visit(browser, base, path, session) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
  await page.setCacheEnabled(false);
  if (session) {
    await page.goto(`${base}/manifest.webmanifest`);
    await page.evaluate((saved) => {
      for (const [key, value] of Object.entries(JSON.parse(saved))) {
        // The reads recorded on an earlier visit stay: a returning resident's first paint.
        localStorage.setItem(key, value);
      }
    }, session);
  }
  const scripts = new Map();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    const isScript =
      response.request().resourceType() === 'script' ||
      /\.m?js$/.test(url.pathname) ||
      (response.headers()['content-type'] ?? '').includes('javascript');
    if (!isScript || url.origin !== base) return;
    try {
      const body = await response.buffer();
      scripts.set(url.pathname, { bytes: body.length, gzip: gzipSync(body, { level: 9 }).length });
    } catch {
      scripts.set(url.pathname, { bytes: 0, gzip: 0 });
    }
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle0', timeout: 60_000 });
  const landed = new URL(page.url()).pathname;
  await context.close();
  return { scripts, landed };
}

const server = args.url ? { base: args.url, stop() {} } : await startAppServer();
const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
let failures = 0;
try {
  const session = pages.some((p) => p.signedIn)
    ? await signInAsResident(browser, server.base)
    : null;
  console.log(`First visit, JS until network idle (gzip -9 of each file); goal ≤ ${GOAL_KIB} KiB`);
  for (const page of pages) {
    const { scripts, landed } = await visit(
      browser,
      server.base,
      page.path,
      page.signedIn ? session : null,
    );
    const total = [...scripts.values()].reduce((sum, s) => sum + s.gzip, 0);
    const pass = total <= GOAL_KIB * 1024 && landed === page.path;
    if (!pass) failures++;
    console.log(
      `${page.path.padEnd(11)} ${String(scripts.size).padStart(2)} files  ${kib(total).padStart(10)}  goal ≤ ${GOAL_KIB} KiB  ${pass ? 'PASS' : 'FAIL'}${landed === page.path ? '' : `  (landed on ${landed}!)`}`,
    );
    if (args.files) {
      const sorted = [...scripts.entries()].sort((a, b) => b[1].gzip - a[1].gzip);
      for (const [file, size] of sorted) {
        console.log(`    ${file.padEnd(56)} ${kib(size.gzip).padStart(10)}`);
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
process.exitCode = failures === 0 ? 0 : 1;
