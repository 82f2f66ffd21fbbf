import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { alternateBrand } from '../src/brand/alternate-brand';
import { defaultBrand } from '../src/brand/default-brand';
import type { TBrandContent } from '../src/brand/types';
import { brandWelcome } from '../src/features/welcome/brand-welcome';
import { encodeIco } from './ico';

export const BRANDS: readonly TBrandContent[] = [defaultBrand, alternateBrand];

/** The names every brand folder gets; the server answers the root ones with its brand's. */
export const BRAND_FILES = {
  manifest: 'manifest.webmanifest',
  icon192: 'icon-192.png',
  icon512: 'icon-512.png',
  maskable512: 'icon-maskable-512.png',
  appleTouch: 'apple-touch-icon.png',
  favicon: 'favicon.ico',
} as const;

/** The background of the boot shell (index.html): the splash screen matches it. */
const BACKGROUND = '#f8f9fa';
/** Maskable icons keep what matters inside the centre 80% (the circle every mask keeps). */
const MASKABLE_SAFE_ZONE = 0.8;
const FAVICON_SIZES = [16, 32, 48];
const APPLE_TOUCH_SIZE = 180;

export const brandDir = (brand: TBrandContent) => `/brand/${brand.id}`;

/** The web app manifest of one brand; the server sends it as /manifest.webmanifest. */
export function brandManifest(brand: TBrandContent) {
  const dir = brandDir(brand);
  return {
    id: '/',
    name: brand.appTitle,
    short_name: brand.appTitle,
    description: brandWelcome[brand.id].description.fr,
    lang: 'fr',
    dir: 'ltr',
    // The guard sends a signed-in resident on to /home, a visitor to the login page.
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND,
    theme_color: brand.themeColor,
    icons: [
      { src: `${dir}/${BRAND_FILES.icon192}`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${dir}/${BRAND_FILES.icon512}`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: `${dir}/${BRAND_FILES.maskable512}`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
      { src: brand.iconPath, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

/** Rasterizes the SVG at `size` px: librsvg draws at a density that gives that size, not 64 px stretched. */
async function rasterize(svg: Buffer, size: number): Promise<sharp.Sharp> {
  const { width = size } = await sharp(svg).metadata();
  return sharp(svg, { density: (72 * size) / width }).resize(size, size);
}

const png = (image: sharp.Sharp) => image.png({ compressionLevel: 9 }).toBuffer();

/** The icon shrunk into the safe zone on a full square of the brand colour. */
async function onBrandSquare(svg: Buffer, size: number, color: string, scale: number) {
  const inner = Math.round(size * scale);
  const icon = await png(await rasterize(svg, inner));
  return png(
    sharp({ create: { width: size, height: size, channels: 4, background: color } }).composite([
      { input: icon, gravity: 'center' },
    ]),
  );
}

/** Every generated file of one brand, by its path in the build (`brand/<id>/…`). */
export async function renderBrandAssets(
  brand: TBrandContent,
  publicDir: string,
): Promise<Map<string, Buffer>> {
  const svg = await readFile(join(publicDir, brand.iconPath));
  const dir = brandDir(brand).slice(1);
  const favicons = await Promise.all(
    FAVICON_SIZES.map(async (size) => ({ size, png: await png(await rasterize(svg, size)) })),
  );
  const [icon192, icon512, maskable, appleTouch] = await Promise.all([
    png(await rasterize(svg, 192)),
    png(await rasterize(svg, 512)),
    onBrandSquare(svg, 512, brand.themeColor, MASKABLE_SAFE_ZONE),
    // iOS rounds the corners itself and shows transparency as black: an opaque full square.
    png((await rasterize(svg, APPLE_TOUCH_SIZE)).flatten({ background: brand.themeColor })),
  ]);
  const manifest = Buffer.from(`${JSON.stringify(brandManifest(brand), null, 2)}\n`);
  return new Map([
    [`${dir}/${BRAND_FILES.manifest}`, manifest],
    [`${dir}/${BRAND_FILES.icon192}`, icon192],
    [`${dir}/${BRAND_FILES.icon512}`, icon512],
    [`${dir}/${BRAND_FILES.maskable512}`, maskable],
    [`${dir}/${BRAND_FILES.appleTouch}`, appleTouch],
    [`${dir}/${BRAND_FILES.favicon}`, encodeIco(favicons)],
  ]);
}

async function renderAll(publicDir: string): Promise<Map<string, Buffer>> {
  const maps = await Promise.all(BRANDS.map((brand) => renderBrandAssets(brand, publicDir)));
  return new Map(maps.flatMap((map) => [...map]));
}

const CONTENT_TYPES: Record<string, string> = {
  webmanifest: 'application/manifest+json',
  png: 'image/png',
  ico: 'image/x-icon',
};

/**
 * Writes, per brand, the web manifest, PNG icons (192, 512, maskable 512, apple-touch) and a
 * favicon.ico rendered from `public/brand/<id>/icon.svg` (sharp), into `brand/<id>/` of the
 * build. The server answers /manifest.webmanifest, /favicon.ico and /apple-touch-icon.png with
 * its deployment's brand (apps/server/src/lib/static-assets.ts); the dev server with BRAND's.
 */
export function brandAssets(): Plugin {
  let publicDir = 'public';
  let rendered: Promise<Map<string, Buffer>> | null = null;
  const assets = () => {
    rendered ??= renderAll(publicDir);
    return rendered;
  };
  return {
    name: 'habitat:brand-assets',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle() {
      for (const [fileName, source] of await assets()) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
    configureServer(server) {
      const brand = BRANDS.find((b) => b.id === process.env.BRAND) ?? defaultBrand;
      const rootFiles: Record<string, string> = {
        [`/${BRAND_FILES.manifest}`]: BRAND_FILES.manifest,
        [`/${BRAND_FILES.favicon}`]: BRAND_FILES.favicon,
        [`/${BRAND_FILES.appleTouch}`]: BRAND_FILES.appleTouch,
      };
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        const rootFile = rootFiles[path];
        const file = rootFile ? `${brandDir(brand).slice(1)}/${rootFile}` : path.slice(1);
        assets()
          .then((map) => {
            const body = map.get(file);
            if (!body) return next();
            const extension = file.split('.').pop() ?? '';
            response.setHeader(
              'content-type',
              CONTENT_TYPES[extension] ?? 'application/octet-stream',
            );
            response.end(body);
          })
          .catch(next);
      });
    },
  };
}
