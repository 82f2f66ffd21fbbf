import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeIco } from './ico';

const square = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 4, background: '#0f766e' } })
    .png()
    .toBuffer();

describe('encodeIco', () => {
  it('writes the ICONDIR header, one entry per image and the PNGs after them', async () => {
    const images = await Promise.all(
      [16, 32, 48, 256].map(async (size) => ({ size, png: await square(size) })),
    );
    const ico = encodeIco(images);
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(4);
    let expectedOffset = 6 + 16 * images.length;
    images.forEach((image, index) => {
      const entry = 6 + 16 * index;
      expect(ico.readUInt8(entry)).toBe(image.size === 256 ? 0 : image.size);
      expect(ico.readUInt8(entry + 1)).toBe(image.size === 256 ? 0 : image.size);
      expect(ico.readUInt16LE(entry + 4)).toBe(1);
      expect(ico.readUInt16LE(entry + 6)).toBe(32);
      expect(ico.readUInt32LE(entry + 8)).toBe(image.png.length);
      expect(ico.readUInt32LE(entry + 12)).toBe(expectedOffset);
      const embedded = ico.subarray(expectedOffset, expectedOffset + image.png.length);
      expect(Buffer.compare(embedded, Buffer.from(image.png))).toBe(0);
      expectedOffset += image.png.length;
    });
    expect(ico.length).toBe(expectedOffset);
  });

  it('refuses no image and sizes an icon cannot hold', () => {
    expect(() => encodeIco([])).toThrow();
    expect(() => encodeIco([{ size: 512, png: new Uint8Array(8) }])).toThrow(/512/);
  });
});
