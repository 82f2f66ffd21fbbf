import { MAX_UPLOAD_BYTES } from '@habitat/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  checkImageType,
  fittedSize,
  prepareImage,
  sniffImageType,
  type TImageCodec,
} from './prepare-image';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const GIF = [...'GIF89a'].map((c) => c.charCodeAt(0));

/** A file starting with `head`, padded to `size` bytes. */
function aFile(head: number[], options: { type: string; size?: number }) {
  const bytes = new Uint8Array(options.size ?? 64);
  bytes.set(head);
  return new File([bytes], 'photo', { type: options.type });
}

/** A codec that reports `size` and encodes to blobs of the given byte sizes per media type. */
function fakeCodec(options: {
  size?: { width: number; height: number };
  encoded?: Partial<Record<'image/jpeg' | 'image/png', number>>;
  undecodable?: boolean;
}) {
  return {
    measure: vi.fn(async () => {
      if (options.undecodable) throw new Error('broken');
      return options.size ?? { width: 800, height: 600 };
    }),
    encode: vi.fn(async (_file: Blob, _size: unknown, mediaType: 'image/jpeg' | 'image/png') => {
      const bytes = options.encoded?.[mediaType] ?? 1000;
      return new Blob([new Uint8Array(bytes)], { type: mediaType });
    }),
  } satisfies TImageCodec;
}

describe('sniffImageType', () => {
  it('knows PNG, JPEG and GIF by their first bytes', () => {
    expect(sniffImageType(new Uint8Array(PNG))).toBe('image/png');
    expect(sniffImageType(new Uint8Array(JPEG))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array(GIF))).toBe('image/gif');
  });

  it('refuses anything else (text, PDF, WebP, an empty file)', () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    expect(sniffImageType(encode('not really a png'))).toBeNull();
    expect(sniffImageType(encode('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(encode('RIFF....WEBP'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('checkImageType', () => {
  it('needs image bytes, whatever the file claims', async () => {
    const fake = new File(['not really a png'], 'fake.png', { type: 'image/png' });
    expect(await checkImageType(fake)).toBeNull();
    expect(await checkImageType(aFile(PNG, { type: 'image/png' }))).toBe('image/png');
  });

  it('needs an accepted media type too, when the system gives one', async () => {
    expect(await checkImageType(aFile(PNG, { type: 'image/webp' }))).toBeNull();
    expect(await checkImageType(aFile(JPEG, { type: 'application/pdf' }))).toBeNull();
    // Some pickers give no type: the bytes decide.
    expect(await checkImageType(aFile(GIF, { type: '' }))).toBe('image/gif');
  });
});

describe('fittedSize', () => {
  it('brings the long side down to 1000 px, keeping the proportions', () => {
    expect(fittedSize({ width: 4000, height: 3000 })).toEqual({ width: 1000, height: 750 });
    expect(fittedSize({ width: 1200, height: 2400 })).toEqual({ width: 500, height: 1000 });
  });

  it('never enlarges', () => {
    expect(fittedSize({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
    expect(fittedSize({ width: 1000, height: 10 })).toEqual({ width: 1000, height: 10 });
  });
});

describe('prepareImage (docs/product.md: Field rules Images)', () => {
  it('refuses a file that is not a PNG, JPEG or GIF with errors.file_type_image', async () => {
    const codec = fakeCodec({});
    const fake = new File(['<svg></svg>'], 'fake.png', { type: 'image/png' });
    expect(await prepareImage(fake, codec)).toEqual({ ok: false, code: 'file_type_image' });
    expect(codec.measure).not.toHaveBeenCalled();
  });

  it('sends a small photo as it is', async () => {
    const codec = fakeCodec({ size: { width: 800, height: 600 } });
    const result = await prepareImage(aFile(JPEG, { type: 'image/jpeg', size: 500 }), codec);
    expect(result).toMatchObject({ ok: true, mediaType: 'image/jpeg', width: 800, bytes: 500 });
    expect(result.ok && result.dataUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(codec.encode).not.toHaveBeenCalled();
  });

  it('shrinks a large photo to 1000 px before upload, JPEG staying JPEG', async () => {
    const codec = fakeCodec({
      size: { width: 4032, height: 3024 },
      encoded: { 'image/jpeg': 300_000 },
    });
    const photo = aFile(JPEG, { type: 'image/jpeg', size: 5 * 1024 * 1024 });
    const result = await prepareImage(photo, codec);
    expect(result).toMatchObject({ ok: true, mediaType: 'image/jpeg', width: 1000, height: 750 });
    expect(result.ok && result.bytes).toBe(300_000);
    expect(codec.encode).toHaveBeenCalledWith(photo, { width: 1000, height: 750 }, 'image/jpeg');
  });

  it('redraws a heavy image even when it is small enough in pixels', async () => {
    const codec = fakeCodec({
      size: { width: 900, height: 900 },
      encoded: { 'image/png': 800_000 },
    });
    const heavy = aFile(PNG, { type: 'image/png', size: MAX_UPLOAD_BYTES + 1 });
    expect(await prepareImage(heavy, codec)).toMatchObject({
      ok: true,
      mediaType: 'image/png',
      bytes: 800_000,
    });
  });

  it('falls back to JPEG when the redrawn PNG is still over 2 MB', async () => {
    const codec = fakeCodec({
      size: { width: 3000, height: 3000 },
      encoded: { 'image/png': MAX_UPLOAD_BYTES + 1, 'image/jpeg': 400_000 },
    });
    const result = await prepareImage(aFile(GIF, { type: 'image/gif' }), codec);
    expect(result).toMatchObject({ ok: true, mediaType: 'image/jpeg' });
    expect(codec.encode.mock.calls.map((call) => call[2])).toEqual(['image/png', 'image/jpeg']);
  });

  it('refuses with errors.file_size what stays over 2 MB after resizing', async () => {
    const codec = fakeCodec({
      size: { width: 3000, height: 3000 },
      encoded: { 'image/jpeg': MAX_UPLOAD_BYTES + 1 },
    });
    const result = await prepareImage(aFile(JPEG, { type: 'image/jpeg', size: 9_000_000 }), codec);
    expect(result).toEqual({ ok: false, code: 'file_size' });
  });

  it('refuses with errors.file_size an image that cannot be decoded (a resize failure)', async () => {
    const codec = fakeCodec({ undecodable: true });
    expect(await prepareImage(aFile(PNG, { type: 'image/png' }), codec)).toEqual({
      ok: false,
      code: 'file_size',
    });
  });
});
