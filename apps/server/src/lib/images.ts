import { IMAGE_MAX_DIMENSION_PX, MAX_UPLOAD_BYTES } from '@habitat/shared';
import type Sharp from 'sharp';
import { AppError } from './errors';
import { createQueue } from './queue';

type TImageFormat = 'png' | 'jpeg' | 'gif';
export type TProcessedImage = {
  bytes: Buffer;
  mediaType: `image/${TImageFormat}`;
  extension: 'png' | 'jpg' | 'gif';
  width: number;
  height: number;
};

const SIGNATURES: [TImageFormat, number[]][] = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['gif', [0x47, 0x49, 0x46, 0x38]],
];
const EXTENSIONS = { png: 'png', jpeg: 'jpg', gif: 'gif' } as const;
/**
 * 4096 × 4096: above any photo that fits in 2 MB (a 12 MP phone photo), while a decompression
 * bomb (a 230 KB PNG claiming 60 MP decodes to 237 MB) is refused before it is decoded.
 */
export const MAX_INPUT_PIXELS = 4096 * 4096;
/** Images decoded at once; more wait their turn, so a burst cannot take all memory and CPU. */
export const IMAGE_CONCURRENCY = 2;
/**
 * sharp (and libvips, ~20 MB resident) is loaded by the first image, not at start-up. Each upload
 * is new: sharp's cache of decoded inputs would only hold memory.
 */
let loadedSharp: Promise<typeof Sharp> | undefined;
export const loadSharp = () => {
  loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loadedSharp;
};
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const fileTooLarge = () =>
  new AppError(413, 'file_size', 'The image must be at most 2 MB and resizable');
export const notAnImage = () =>
  new AppError(415, 'file_type_image', 'Only PNG, JPEG and GIF images are accepted');

/** The real type of the bytes, whatever name or media type the client claimed. */
export function sniffImageFormat(bytes: Buffer): TImageFormat | null {
  const match = SIGNATURES.find(([, magic]) => magic.every((byte, i) => bytes[i] === byte));
  return match?.[0] ?? null;
}

/** Accepts plain base64 or a data URL; the decoded size is what the 2 MB limit applies to. */
export function decodeImageData(imageData: string): Buffer {
  const base64 = imageData.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s/g, '');
  if (!BASE64.test(base64) || base64.length % 4 === 1) throw notAnImage();
  if (Math.floor((base64.length * 3) / 4) > MAX_UPLOAD_BYTES + 2) throw fileTooLarge();
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_UPLOAD_BYTES) throw fileTooLarge();
  return bytes;
}

/**
 * Checks an uploaded image by its bytes, then re-encodes it: orientation applied, metadata
 * (EXIF, GPS) dropped, at most 1000 px on the long side. Animated GIFs keep their first frame.
 */
export async function processImageData(imageData: string): Promise<TProcessedImage> {
  return imageQueue.run(() => reencode(imageData));
}

const imageQueue = createQueue(IMAGE_CONCURRENCY);
/** Images being re-encoded right now. */
export const imageWorkRunning = () => imageQueue.running;

async function reencode(imageData: string): Promise<TProcessedImage> {
  const bytes = decodeImageData(imageData);
  const format = sniffImageFormat(bytes);
  if (!format) throw notAnImage();
  const sharp = await loadSharp();
  let pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({
      width: IMAGE_MAX_DIMENSION_PX,
      height: IMAGE_MAX_DIMENSION_PX,
      fit: 'inside',
      withoutEnlargement: true,
    });
  pipeline =
    format === 'jpeg'
      ? pipeline.jpeg({ quality: 82, mozjpeg: true })
      : format === 'png'
        ? pipeline.png({ compressionLevel: 9 })
        : pipeline.gif();
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      mediaType: `image/${format}`,
      extension: EXTENSIONS[format],
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw fileTooLarge();
    throw notAnImage();
  }
}
