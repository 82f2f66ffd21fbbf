import { resolve } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { alternateBrand } from '../src/brand/alternate-brand';
import { defaultBrand } from '../src/brand/default-brand';
import { BRAND_FILES, BRANDS, brandManifest, renderBrandAssets } from './brand-assets';

const publicDir = resolve(__dirname, '../public');

describe('brand manifests', () => {
  it('name, colours, start URL and icons come from each brand', () => {
    expect(BRANDS.map((brand) => brand.id)).toEqual(['default', 'alternate']);
    const manifest = brandManifest(alternateBrand);
    expect(manifest).toMatchObject({
      name: 'Laurentia',
      short_name: 'Laurentia',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: alternateBrand.themeColor,
      lang: 'fr',
    });
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ src: '/brand/alternate/icon-192.png', sizes: '192x192' }),
        expect.objectContaining({ src: '/brand/alternate/icon-512.png', sizes: '512x512' }),
        expect.objectContaining({
          src: '/brand/alternate/icon-maskable-512.png',
          purpose: 'maskable',
        }),
      ]),
    );
  });
});

describe('brand icons', () => {
  it('renders every file of a brand at its size, from its SVG', async () => {
    const files = await renderBrandAssets(defaultBrand, publicDir);
    const at = (name: string) => {
      const file = files.get(`brand/default/${name}`);
      if (!file) throw new Error(`${name} not rendered`);
      return file;
    };
    expect([...files.keys()].sort()).toEqual(
      Object.values(BRAND_FILES)
        .map((name) => `brand/default/${name}`)
        .sort(),
    );
    for (const [name, size] of [
      [BRAND_FILES.icon192, 192],
      [BRAND_FILES.icon512, 512],
      [BRAND_FILES.maskable512, 512],
      [BRAND_FILES.appleTouch, 180],
    ] as const) {
      const meta = await sharp(at(name)).metadata();
      expect([name, meta.format, meta.width, meta.height]).toEqual([name, 'png', size, size]);
    }
    // A maskable icon and an apple-touch icon have no transparent corner (the OS masks them).
    for (const name of [BRAND_FILES.maskable512, BRAND_FILES.appleTouch]) {
      const { data, info } = await sharp(at(name)).ensureAlpha().raw().toBuffer({
        resolveWithObject: true,
      });
      expect([name, data[info.channels - 1]]).toEqual([name, 255]);
    }
    // The plain icon keeps the SVG's rounded, transparent corners.
    const plain = await sharp(at(BRAND_FILES.icon512)).ensureAlpha().raw().toBuffer();
    expect(plain[3]).toBe(0);
    expect(JSON.parse(at(BRAND_FILES.manifest).toString())).toEqual(brandManifest(defaultBrand));
    const ico = at(BRAND_FILES.favicon);
    expect(ico.readUInt16LE(4)).toBe(3);
    expect([ico.readUInt8(6), ico.readUInt8(22), ico.readUInt8(38)]).toEqual([16, 32, 48]);
  });
});
