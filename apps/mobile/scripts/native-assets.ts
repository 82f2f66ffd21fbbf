/**
 * The launcher icons, splash screens and Android notification icon of one brand, rendered
 * offline from the brand's SVG icon (apps/web/public) with sharp, into the native projects.
 * (@capacitor/assets would need an older sharp that installs with a script; this needs none.)
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { SPLASH_BACKGROUND, type TMobileBrand } from '../brands';

const MOBILE = join(import.meta.dirname, '..');
const ANDROID_RES = join(MOBILE, 'android/app/src/main/res');
const IOS_ASSETS = join(MOBILE, 'ios/App/App/Assets.xcassets');
const WEB_PUBLIC = join(MOBILE, '../web/public');

const DENSITIES = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 } as const;
/** Launcher icon 48 dp; adaptive foreground 108 dp, whose centre 66 dp every mask keeps. */
const LAUNCHER_DP = 48;
const FOREGROUND_DP = 108;
const FOREGROUND_SAFE = 66 / 108;
const NOTIFICATION_DP = 24;
/** Luminance (0–255) above which a pixel of the icon belongs to its symbol. */
const LIGHT_THRESHOLD = 200;
/** The Android splash per density, portrait (landscape swaps them); mdpi is also the fallback. */
const SPLASH_MDPI = { width: 320, height: 480 };
const IOS_ICON = 1024;
const IOS_SPLASH = 2732;
/** The icon takes this share of the splash's shorter side. */
const SPLASH_ICON_SHARE = 0.3;

export type TNativeAsset = { path: string; width: number; height: number; opaque: boolean };

async function rasterize(svg: Buffer, size: number) {
  const { width = size } = await sharp(svg).metadata();
  return sharp(svg, { density: (72 * size) / width })
    .resize(size, size)
    .png()
    .toBuffer();
}

async function centred(svg: Buffer, width: number, height: number, inner: number, bg: string) {
  const icon = await rasterize(svg, Math.round(inner));
  return sharp({ create: { width, height, channels: 4, background: bg } })
    .composite([{ input: icon, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * Android draws status-bar icons from their alpha only: the light shapes of the icon (the brand
 * icons are a light symbol on a coloured tile) in white, the tile left out.
 */
async function silhouette(svg: Buffer, size: number) {
  const raster = await rasterize(svg, size);
  const light = await sharp(raster)
    .flatten({ background: '#000000' })
    .greyscale()
    .threshold(LIGHT_THRESHOLD)
    .extractChannel(0)
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 3, background: '#ffffff' } })
    .joinChannel(light)
    .png()
    .toBuffer();
}

async function circle(png: Buffer, size: number) {
  const mask = Buffer.from(
    `<svg width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}"/></svg>`,
  );
  return sharp(png)
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

/** Every file, by its path under apps/mobile, with what it must measure. */
export async function renderNativeAssets(brand: TMobileBrand) {
  const svg = await readFile(join(WEB_PUBLIC, brand.iconPath));
  const files: { asset: TNativeAsset; body: Promise<Buffer> }[] = [];
  const add = (
    path: string,
    width: number,
    height: number,
    opaque: boolean,
    body: Promise<Buffer>,
  ) => files.push({ asset: { path, width, height, opaque }, body });

  for (const [density, scale] of Object.entries(DENSITIES)) {
    const launcher = Math.round(LAUNCHER_DP * scale);
    const foreground = Math.round(FOREGROUND_DP * scale);
    const square = centred(svg, launcher, launcher, launcher, brand.themeColor);
    const mipmap = `android/app/src/main/res/mipmap-${density}`;
    add(`${mipmap}/ic_launcher.png`, launcher, launcher, true, square);
    add(
      `${mipmap}/ic_launcher_round.png`,
      launcher,
      launcher,
      false,
      square.then((png) => circle(png, launcher)),
    );
    add(
      `${mipmap}/ic_launcher_foreground.png`,
      foreground,
      foreground,
      false,
      centred(svg, foreground, foreground, foreground * FOREGROUND_SAFE, '#00000000'),
    );
    const notification = Math.round(NOTIFICATION_DP * scale);
    add(
      `android/app/src/main/res/drawable-${density}/ic_stat_notify.png`,
      notification,
      notification,
      false,
      silhouette(svg, notification),
    );
    const width = Math.round(SPLASH_MDPI.width * scale);
    const height = Math.round(SPLASH_MDPI.height * scale);
    const inner = Math.min(width, height) * SPLASH_ICON_SHARE;
    add(
      `android/app/src/main/res/drawable-port-${density}/splash.png`,
      width,
      height,
      true,
      centred(svg, width, height, inner, SPLASH_BACKGROUND),
    );
    add(
      `android/app/src/main/res/drawable-land-${density}/splash.png`,
      height,
      width,
      true,
      centred(svg, height, width, inner, SPLASH_BACKGROUND),
    );
  }
  const fallback = SPLASH_MDPI.width * SPLASH_ICON_SHARE;
  add(
    'android/app/src/main/res/drawable/splash.png',
    SPLASH_MDPI.height,
    SPLASH_MDPI.width,
    true,
    centred(svg, SPLASH_MDPI.height, SPLASH_MDPI.width, fallback, SPLASH_BACKGROUND),
  );

  // The App Store refuses an icon with transparency: the icon on a full square of the brand colour.
  add(
    'ios/App/App/Assets.xcassets/AppIcon.appiconset/AppIcon-512@2x.png',
    IOS_ICON,
    IOS_ICON,
    true,
    centred(svg, IOS_ICON, IOS_ICON, IOS_ICON, brand.themeColor),
  );
  const splash = centred(svg, IOS_SPLASH, IOS_SPLASH, IOS_SPLASH * 0.15, SPLASH_BACKGROUND);
  for (const name of ['splash-2732x2732.png', 'splash-2732x2732-1.png', 'splash-2732x2732-2.png']) {
    add(
      `ios/App/App/Assets.xcassets/Splash.imageset/${name}`,
      IOS_SPLASH,
      IOS_SPLASH,
      true,
      splash,
    );
  }
  return files;
}

/** Writes the brand's icons and splash screens into android/ and ios/. */
export async function writeNativeAssets(brand: TMobileBrand): Promise<TNativeAsset[]> {
  const files = await renderNativeAssets(brand);
  await Promise.all(
    files.map(async ({ asset, body }) => {
      const target = join(MOBILE, asset.path);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, await body);
    }),
  );
  return files.map((file) => file.asset);
}

export { ANDROID_RES, IOS_ASSETS, MOBILE };
