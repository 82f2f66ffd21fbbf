import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  decodeImageData,
  IMAGE_CONCURRENCY,
  imageWorkRunning,
  MAX_INPUT_PIXELS,
  processImageData,
  sniffImageFormat,
} from './images';

const photo = (format: 'png' | 'jpeg' | 'gif', width = 2000, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .toFormat(format)
    .toBuffer();
const asDataUrl = (bytes: Buffer, type = 'image/png') =>
  `data:${type};base64,${bytes.toString('base64')}`;

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  return error as { statusCode: number; code: string } | null;
}

describe('processImageData', () => {
  it.each(['png', 'jpeg', 'gif'] as const)(
    'accepts %s and resizes it to 1000 px at most',
    async (format) => {
      const image = await processImageData((await photo(format)).toString('base64'));
      expect(image.mediaType).toBe(`image/${format}`);
      expect(Math.max(image.width, image.height)).toBe(1000);
      expect(sniffImageFormat(image.bytes)).toBe(format);
    },
  );

  it('keeps small images at their size', async () => {
    const image = await processImageData(asDataUrl(await photo('png', 300, 200)));
    expect([image.width, image.height]).toEqual([300, 200]);
  });

  it('drops EXIF and GPS metadata', async () => {
    const withGps = await sharp(await photo('jpeg', 800, 600))
      .withExif({
        IFD0: { Make: 'PhoneMaker', Copyright: 'Camille' },
        IFD3: { GPSLatitudeRef: 'N' },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const image = await processImageData(withGps.toString('base64'));
    const metadata = await sharp(image.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(image.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('judges the type by the bytes, not the claimed media type', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    for (const bytes of [pdf, svg, webp]) {
      expect(await rejection(processImageData(asDataUrl(bytes, 'image/png')))).toMatchObject({
        statusCode: 415,
        code: 'file_type_image',
      });
    }
  });

  it('refuses a corrupt image that only starts like one', async () => {
    const jpeg = await photo('jpeg', 400, 300);
    const broken = Buffer.concat([jpeg.subarray(0, 40), Buffer.alloc(200, 7)]);
    expect(await rejection(processImageData(broken.toString('base64')))).toMatchObject({
      statusCode: 415,
    });
  });

  it('refuses more than 2 MB with 413 file_size', async () => {
    const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const big = Buffer.concat([header, Buffer.alloc(2_097_152, 1)]);
    expect(await rejection(processImageData(big.toString('base64')))).toMatchObject({
      statusCode: 413,
      code: 'file_size',
    });
  });

  it('refuses a decompression bomb: a tiny file claiming a huge picture', async () => {
    const png = await photo('png', 64, 64);
    // Rewrite the IHDR width and height to 30000 × 30000 and fix its checksum.
    const ihdr = png.subarray(12, 29);
    ihdr.writeUInt32BE(30_000, 4);
    ihdr.writeUInt32BE(30_000, 8);
    png.writeUInt32BE(crc32(ihdr) >>> 0, 29);
    expect(png.length).toBeLessThan(10_000);
    expect(await rejection(processImageData(png.toString('base64')))).toMatchObject({
      statusCode: 413,
      code: 'file_size',
    });
  });

  it('refuses a picture whose decoded pixels would take 237 MB (7700 × 7700 RGBA)', async () => {
    const png = await sharp({
      create: { width: 64, height: 64, channels: 4, background: '#3a7bd5' },
    })
      .png()
      .toBuffer();
    const ihdr = png.subarray(12, 29);
    ihdr.writeUInt32BE(7700, 4);
    ihdr.writeUInt32BE(7700, 8);
    png.writeUInt32BE(crc32(ihdr) >>> 0, 29);
    expect(7700 * 7700).toBeGreaterThan(MAX_INPUT_PIXELS);
    expect(await rejection(processImageData(png.toString('base64')))).toMatchObject({
      statusCode: 413,
      code: 'file_size',
    });
  });

  it('re-encodes at most IMAGE_CONCURRENCY images at once', async () => {
    const data = (await photo('png', 1600, 1200)).toString('base64');
    let peak = 0;
    const spy = setInterval(() => {
      peak = Math.max(peak, imageWorkRunning());
    }, 1);
    await Promise.all(Array.from({ length: 6 }, () => processImageData(data)));
    clearInterval(spy);
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(IMAGE_CONCURRENCY);
  });

  it('refuses text that is not base64', () => {
    expect(() => decodeImageData('not base64 at all!')).toThrow(/PNG, JPEG and GIF/);
  });
});
