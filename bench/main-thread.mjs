// The main thread of a cold visit on a slow phone, read from Chromium's own trace: an A/B of
// builds that Lighthouse's score cannot settle on a shared machine, where its TBT follows the
// machine's speed of the moment more than the build (docs/decisions/038-zone-rules.md).
//
// Usage: npm run build, then
//   node bench/main-thread.mjs [--builds apps/web/dist,/tmp/other-dist] [--pages /home,/billboard]
//                              [--rounds 3] [--cpu 4]
// Each build gets its own server (WEB_DIST) on a fresh demo database. Every round visits each
// page once with each build, in turn, so a slow spell of the machine falls on all of them. A visit
// is Lighthouse's mobile one without its simulation: a 412×823 phone viewport, the CPU slowed
// down `--cpu` times by DevTools, every cache cleared but the session, the page opened once before
// (its early reads recorded, as bench/lighthouse.mjs does). From the trace of the main thread:
//   blocking  the sum over 50 ms of each task after the first contentful paint (TBT's measure,
//             on real tasks rather than Lighthouse's simulated ones);
//   longest   the longest task; busy  every task's time until the network is idle;
//   after     every task's time from the first contentful paint on: what Lighthouse's mobile
//             simulation multiplies by four, and at `--cpu 1` the steadiest figure of an A/B on a
//             shared machine, where its TBT follows the machine more than the build.
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, FIRST_PAGES, signInAsResident } from './lib/pages.mjs';
import { startAppServer } from './lib/processes.mjs';

const { values: args } = parseArgs({
  options: {
    builds: { type: 'string', default: 'apps/web/dist' },
    pages: { type: 'string', default: '/home,/billboard' },
    rounds: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '4' },
  },
});
const builds = args.builds.split(',');
const pages = FIRST_PAGES.filter((page) => args.pages.split(',').includes(page.path));
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'];

/** Blocking time after FCP, longest task and busy time of the renderer's main thread. */
function mainThreadFigures(trace) {
  const events = JSON.parse(trace).traceEvents;
  // The page's main thread is the one that recorded its first contentful paint.
  const paints = events.filter((event) => event.name === 'firstContentfulPaint');
  const onMain = (event) =>
    paints.some((paint) => paint.pid === event.pid && paint.tid === event.tid);
  const firstPaint = Math.min(...paints.map((event) => event.ts));
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && onMain(e));
  const ms = (task) => task.dur / 1000;
  return {
    blocking: tasks
      .filter((task) => task.ts >= firstPaint)
      .reduce((sum, task) => sum + Math.max(0, ms(task) - 50), 0),
    longest: Math.max(...tasks.map(ms)),
    busy: tasks.reduce((sum, task) => sum + ms(task), 0),
    after: tasks.filter((task) => task.ts >= firstPaint).reduce((sum, task) => sum + ms(task), 0),
  };
}

async function visit(browser, base, page) {
  const warm = await browser.newPage();
  await warm.setViewport(PHONE);
  await warm.goto(`${base}${page.path}`, { waitUntil: 'networkidle0' });
  const warmCdp = await warm.createCDPSession();
  await warmCdp.send('Network.clearBrowserCache');
  await warmCdp.send('Storage.clearDataForOrigin', {
    origin: base,
    storageTypes: `cache_storage,service_workers,indexeddb${page.signedIn ? '' : ',local_storage'}`,
  });
  await warm.close();

  const tab = await browser.newPage();
  await tab.setViewport(PHONE);
  const cdp = await tab.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(args.cpu) });
  await tab.tracing.start({ categories: TRACE_CATEGORIES });
  await tab.goto(`${base}${page.path}`, { waitUntil: 'networkidle0' });
  const trace = await tab.tracing.stop();
  await tab.close();
  return mainThreadFigures(Buffer.from(trace).toString());
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const servers = [];
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
try {
  for (const build of builds) servers.push(await startAppServer({ env: { WEB_DIST: build } }));
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const results = new Map();
  /** The servers whose origin holds the resident's session (a visit signed out clears it). */
  const signedIn = new Set();
  console.log(
    `CPU ×${args.cpu}, phone viewport; ms: blocking after FCP / longest task / busy / busy after FCP`,
  );
  for (let round = 1; round <= Number(args.rounds); round++) {
    for (const page of pages) {
      for (const [index, build] of builds.entries()) {
        const { base } = servers[index];
        if (page.signedIn && !signedIn.has(base)) await signInAsResident(browser, base);
        if (page.signedIn) signedIn.add(base);
        else signedIn.delete(base);
        const figures = await visit(browser, base, page);
        const key = `${page.path} ${build}`;
        results.set(key, [...(results.get(key) ?? []), figures]);
        const text = [figures.blocking, figures.longest, figures.busy, figures.after]
          .map(Math.round)
          .join(' / ');
        console.log(`round ${round}  ${page.path.padEnd(10)} ${build.padEnd(24)} ${text}`);
      }
    }
  }
  console.log('median');
  for (const [key, runs] of results) {
    const text = ['blocking', 'longest', 'busy', 'after']
      .map((name) => `${name} ${Math.round(median(runs.map((run) => run[name])))}`)
      .join('  ');
    console.log(`  ${key.padEnd(36)} ${text}`);
  }
  await browser.disconnect();
} finally {
  await chrome.kill();
  for (const server of servers) await server.stop();
}
