/**
 * npm run mobile:check — are the native projects in step with capacitor.config.ts for this
 * BRAND / HABITAT_API_URL? Plugins listed on both platforms, web assets copied, config and app
 * ids per brand, icons of the right sizes, deep links and push wired. `--committed` also fails
 * when `cap sync` changed a committed file (CI: what is committed is what sync writes).
 * It reads files only: these machines cannot build the binaries (no Android SDK, no Xcode).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { APP_LINK_PATHS } from '@habitat/shared';
import sharp from 'sharp';
import { MOBILE_BRANDS } from '../brands';
import { MOBILE, renderNativeAssets } from './native-assets';

const problems: string[] = [];
const expect = (ok: boolean, message: string) => {
  if (!ok) problems.push(message);
};
const read = (path: string) => {
  const file = join(MOBILE, path);
  if (!existsSync(file)) {
    problems.push(`${path} is missing (run npm run mobile:sync)`);
    return '';
  }
  return readFileSync(file, 'utf8');
};
const json = <T>(path: string): T | null => {
  const text = read(path);
  return text ? (JSON.parse(text) as T) : null;
};

type TCapConfig = {
  appId: string;
  appName: string;
  plugins: { HabitatApp: { brand: string; linkHost: string; apiOrigin: string } };
};

/** The config as the Capacitor CLI itself reads it (capacitor.config.ts with this env). */
function capacitorConfig(): TCapConfig {
  const out = execFileSync('npx', ['cap', 'config', '--json'], { cwd: MOBILE, encoding: 'utf8' });
  return JSON.parse(out).app.extConfig;
}

/** The official plugins the app depends on: every @capacitor/* except the core and platforms. */
function pluginPackages(): string[] {
  const pkg = JSON.parse(readFileSync(join(MOBILE, 'package.json'), 'utf8'));
  const platforms = new Set([
    '@capacitor/core',
    '@capacitor/cli',
    '@capacitor/android',
    '@capacitor/ios',
  ]);
  return Object.keys(pkg.dependencies ?? {}).filter(
    (name) => name.startsWith('@capacitor/') && !platforms.has(name),
  );
}

const pascal = (name: string) =>
  name.replace('@capacitor/', '').replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

function checkPlugins(plugins: string[]) {
  const settings = read('android/capacitor.settings.gradle');
  const build = read('android/app/capacitor.build.gradle');
  const androidList = json<{ pkg: string }[]>('android/app/src/main/assets/capacitor.plugins.json');
  const packageSwift = read('ios/App/CapApp-SPM/Package.swift');
  const iosConfig = json<{ packageClassList?: string[] }>('ios/App/App/capacitor.config.json');
  for (const plugin of plugins) {
    const project = `:capacitor-${plugin.replace('@capacitor/', '')}`;
    expect(settings.includes(`include '${project}'`), `android settings.gradle lacks ${project}`);
    expect(
      build.includes(`implementation project('${project}')`),
      `capacitor.build.gradle lacks ${project}`,
    );
    expect(
      androidList?.some((entry) => entry.pkg === plugin) ?? false,
      `android capacitor.plugins.json lacks ${plugin}`,
    );
    const spm = `Capacitor${pascal(plugin)}`;
    expect(packageSwift.includes(`.package(name: "${spm}"`), `Package.swift lacks ${spm}`);
    expect(packageSwift.includes(`.product(name: "${spm}"`), `Package.swift's target lacks ${spm}`);
  }
  expect(
    (iosConfig?.packageClassList?.length ?? 0) >= plugins.length,
    'iOS packageClassList is short',
  );
}

function checkConfigCopies(config: TCapConfig) {
  for (const path of [
    'android/app/src/main/assets/capacitor.config.json',
    'ios/App/App/capacitor.config.json',
  ]) {
    const copy = json<TCapConfig>(path);
    if (!copy) continue;
    expect(
      copy.appId === config.appId,
      `${path}: appId ${copy.appId}, config says ${config.appId}`,
    );
    expect(
      copy.appName === config.appName,
      `${path}: appName ${copy.appName}, config says ${config.appName}`,
    );
    expect(
      JSON.stringify(copy.plugins?.HabitatApp) === JSON.stringify(config.plugins.HabitatApp),
      `${path}: brand/link host/API differ from capacitor.config.ts`,
    );
  }
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

function checkWebAssets(config: TCapConfig) {
  const www = join(MOBILE, 'www');
  const built = filesUnder(www);
  expect(built.includes('index.html'), 'www/index.html is missing (run npm run mobile:sync)');
  expect(!built.some((f) => /\.(br|gz)$/.test(f)), 'www holds precompressed copies');
  for (const copy of ['android/app/src/main/assets/public', 'ios/App/App/public']) {
    const dir = join(MOBILE, copy);
    const copied = filesUnder(dir).filter((f) => !f.startsWith('cordova'));
    const missing = built.filter((f) => !copied.includes(f));
    expect(
      missing.length === 0,
      `${copy} lacks ${missing.length} files of www (${missing.slice(0, 3).join(', ')})`,
    );
    for (const f of built.filter((f) => f.endsWith('.html') || f.endsWith('.js'))) {
      if (copied.includes(f))
        expect(digest(join(www, f)) === digest(join(dir, f)), `${copy}/${f} differs from www`);
    }
  }
  // The web code that calls the API from the app has the server's origin built in.
  const usesOrigin = readdirSync(join(MOBILE, '../web/src'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .some((f) => readFileSync(join(MOBILE, '../web/src', f), 'utf8').includes('VITE_API_ORIGIN'));
  if (usesOrigin) {
    const scripts = built.filter((f) => f.endsWith('.js'));
    expect(
      scripts.some((f) =>
        readFileSync(join(www, f), 'utf8').includes(config.plugins.HabitatApp.apiOrigin),
      ),
      `no script of www calls ${config.plugins.HabitatApp.apiOrigin} (built for another HABITAT_API_URL?)`,
    );
  }
}

function checkNativeIdentity(config: TCapConfig) {
  const gradle = read('android/app/build.gradle');
  expect(
    gradle.includes('applicationId capacitorConfig.appId'),
    'build.gradle does not take applicationId from the config',
  );
  expect(
    gradle.includes('manifestPlaceholders = [appLinkHost: habitat.linkHost]'),
    'build.gradle does not set the link host',
  );
  const xcconfig = read('ios/brand.xcconfig');
  expect(
    xcconfig.includes(`HABITAT_APP_ID = ${config.appId}\n`),
    `ios/brand.xcconfig is not ${config.appId}`,
  );
  expect(
    xcconfig.includes(`HABITAT_APP_NAME = ${config.appName}\n`),
    `ios/brand.xcconfig is not named ${config.appName}`,
  );
  expect(
    xcconfig.includes(`HABITAT_LINK_HOST = ${config.plugins.HabitatApp.linkHost}\n`),
    'ios/brand.xcconfig has another link host',
  );
  const pbxproj = read('ios/App/App.xcodeproj/project.pbxproj');
  expect(
    (pbxproj.match(/PRODUCT_BUNDLE_IDENTIFIER = "\$\(HABITAT_APP_ID\)";/g) ?? []).length === 2,
    'the Xcode target does not take its bundle id from brand.xcconfig (Debug and Release)',
  );
  expect(
    (pbxproj.match(/CODE_SIGN_ENTITLEMENTS = App\/App.entitlements;/g) ?? []).length === 2,
    'entitlements not signed in',
  );
  for (const file of ['ios/debug.xcconfig', 'ios/release.xcconfig']) {
    expect(
      read(file).includes('#include? "brand.xcconfig"'),
      `${file} does not include brand.xcconfig`,
    );
  }
  expect(
    read('ios/App/App/Info.plist').includes('<string>$(HABITAT_APP_NAME)</string>'),
    'Info.plist has a fixed name',
  );
}

function checkLinksAndPush() {
  const manifest = read('android/app/src/main/AndroidManifest.xml');
  const prefixes = [...manifest.matchAll(/android:pathPrefix="([^"]+)"/g)].map((m) => m[1]);
  expect(
    JSON.stringify(prefixes) === JSON.stringify([...APP_LINK_PATHS]),
    `AndroidManifest's App Links paths differ from APP_LINK_PATHS: ${prefixes.join(' ')}`,
  );
  expect(manifest.includes('android:autoVerify="true"'), 'the App Links filter is not autoVerify');
  expect(
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a Gradle manifest placeholder, not JS.
    manifest.includes('android:host="${appLinkHost}"'),
    'the App Links filter has a fixed host',
  );
  expect(
    manifest.includes('android.permission.POST_NOTIFICATIONS'),
    'POST_NOTIFICATIONS is not declared',
  );
  const entitlements = read('ios/App/App/App.entitlements');
  expect(entitlements.includes('<key>aps-environment</key>'), 'iOS lacks the push entitlement');
  expect(entitlements.includes('applinks:$(HABITAT_LINK_HOST)'), 'iOS lacks the associated domain');
  const delegate = read('ios/App/App/AppDelegate.swift');
  expect(
    delegate.includes('.capacitorDidRegisterForRemoteNotifications'),
    'AppDelegate does not hand the APNs token to the plugin',
  );
}

/** The brand's icons are there, at their sizes, and are this brand's (the same pixels again). */
async function checkIcons(brandId: string) {
  const brand = MOBILE_BRANDS[brandId as keyof typeof MOBILE_BRANDS];
  if (!brand) return expect(false, `unknown brand ${brandId}`);
  const expected = await renderNativeAssets({ ...brand });
  await Promise.all(
    expected.map(async ({ asset, body }) => {
      const file = join(MOBILE, asset.path);
      if (!existsSync(file))
        return expect(false, `${asset.path} is missing (run npm run mobile:sync)`);
      const meta = await sharp(file).metadata();
      expect(
        meta.width === asset.width && meta.height === asset.height,
        `${asset.path} is ${meta.width}×${meta.height}`,
      );
      if (asset.opaque)
        expect((await sharp(file).stats()).isOpaque, `${asset.path} has transparency`);
      expect(
        digest(file) ===
          createHash('sha256')
            .update(await body)
            .digest('hex'),
        `${asset.path} is not the ${brandId} brand's`,
      );
    }),
  );
}

function checkCommitted() {
  const changed = execFileSync('git', ['status', '--porcelain', '--', 'android', 'ios'], {
    cwd: MOBILE,
    encoding: 'utf8',
  }).trim();
  expect(changed === '', `cap sync changed committed files of the native projects:\n${changed}`);
}

async function main() {
  const config = capacitorConfig();
  const plugins = pluginPackages();
  checkPlugins(plugins);
  checkConfigCopies(config);
  checkWebAssets(config);
  checkNativeIdentity(config);
  checkLinksAndPush();
  await checkIcons(config.plugins.HabitatApp.brand);
  if (process.argv.includes('--committed')) checkCommitted();
  if (problems.length > 0) {
    console.error(`mobile:check — ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(
    `mobile:check — ${config.appId} (${config.appName}) in step: ${plugins.length} plugins on Android and iOS, web assets copied, API ${config.plugins.HabitatApp.apiOrigin}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
