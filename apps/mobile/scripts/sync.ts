/**
 * npm run mobile:sync — the web app built for the wrapper (VITE_API_ORIGIN from HABITAT_API_URL,
 * VITE_NATIVE=1) into www/, the brand's icons, splash screens and iOS build settings written into
 * the native projects, then `cap sync` for Android and iOS (web assets, config, plugins).
 * Env: BRAND, HABITAT_API_URL, MOBILE_APP_ID (brands.ts). `--skip-web` reuses www/ (the web
 * build is the same for every brand: the app takes its brand from /api/config).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiOrigin, mobileBrand } from '../brands';
import { MOBILE, writeNativeAssets } from './native-assets';

const WEB = join(MOBILE, '../web');
const WWW = join(MOBILE, 'www');
/** Precompressed copies are for the server's Accept-Encoding; the WebView reads the files. */
const PRECOMPRESSED = /\.(br|gz)$/;

const run = (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) =>
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });

function removePrecompressed(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) removePrecompressed(path);
    else if (PRECOMPRESSED.test(entry.name)) rmSync(path);
  }
}

/** The iOS build settings of the brand (ios/debug.xcconfig and release.xcconfig include it). */
function writeIosBrand(appId: string, appName: string, linkHost: string) {
  const lines = [
    '// Written by npm run mobile:sync for the brand of the build: do not edit.',
    `HABITAT_APP_ID = ${appId}`,
    `HABITAT_APP_NAME = ${appName}`,
    `HABITAT_LINK_HOST = ${linkHost}`,
  ];
  writeFileSync(join(MOBILE, 'ios/brand.xcconfig'), `${lines.join('\n')}\n`);
}

async function main() {
  const brand = mobileBrand();
  const api = apiOrigin();
  console.log(`mobile:sync — brand ${brand.id} (${brand.appId}), API ${api.origin}`);
  if (!process.argv.includes('--skip-web')) {
    run('npx', ['vite', 'build', '--outDir', WWW, '--emptyOutDir'], WEB, {
      VITE_API_ORIGIN: api.origin,
      VITE_NATIVE: '1',
      BRAND: brand.id,
    });
    removePrecompressed(WWW);
  }
  const assets = await writeNativeAssets(brand);
  console.log(`${assets.length} icons and splash screens written for ${brand.id}`);
  writeIosBrand(brand.appId, brand.appName, api.host);
  run('npx', ['cap', 'sync', 'android'], MOBILE);
  run('npx', ['cap', 'sync', 'ios'], MOBILE);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
