/**
 * Shared by every form that uploads a photo (billboard posts, requests): the docs/product.md: Field rules image
 * rules live here once. The browser's pixels come through a `TImageCodec` (browser-codec.ts).
 */
import { IMAGE_MAX_DIMENSION_PX, IMAGE_MEDIA_TYPES, MAX_UPLOAD_BYTES } from '@habitat/shared';

export type TImageMediaType = (typeof IMAGE_MEDIA_TYPES)[number];
export type TImageErrorCode = 'file_type_image' | 'file_size';

/** A photo ready to send as `imageData`, or why it was refused (docs/product.md: Field rules, Errors). */
export type TPreparedImage =
  | { ok: true; dataUrl: string; mediaType: string; width: number; height: number; bytes: number }
  | { ok: false; code: TImageErrorCode };

/**
 * What the browser does with pixels, behind a seam so the rules below can be tested without a
 * real decoder (jsdom has none).
 */
export type TImageCodec = {
  /** The image's size in pixels, as displayed (EXIF orientation applied); rejects if undecodable. */
  measure: (file: Blob) => Promise<{ width: number; height: number }>;
  /** The image drawn at `size` and encoded as `mediaType`; rejects on failure. */
  encode: (
    file: Blob,
    size: { width: number; height: number },
    mediaType: 'image/jpeg' | 'image/png',
  ) => Promise<Blob>;
};

/** The first bytes of each accepted format (the server checks the same way). */
const SIGNATURES: readonly [TImageMediaType, readonly number[]][] = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/gif', [0x47, 0x49, 0x46, 0x38]],
];
const SIGNATURE_LENGTH = 8;

/** The real type of the bytes, whatever the file's name or claimed type. */
export function sniffImageType(bytes: Uint8Array): TImageMediaType | null {
  const match = SIGNATURES.find(([, magic]) => magic.every((byte, i) => bytes[i] === byte));
  return match?.[0] ?? null;
}

function readBlob(blob: Blob, as: 'arrayBuffer' | 'dataUrl'): Promise<FileReader['result']> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.onerror = () => reject(reader.error);
    if (as === 'arrayBuffer') reader.readAsArrayBuffer(blob);
    else reader.readAsDataURL(blob);
  });
}

async function readHead(blob: Blob): Promise<Uint8Array> {
  const result = await readBlob(blob.slice(0, SIGNATURE_LENGTH), 'arrayBuffer');
  return result === null || typeof result === 'string' ? new Uint8Array() : new Uint8Array(result);
}

async function readDataUrl(blob: Blob): Promise<string> {
  const result = await readBlob(blob, 'dataUrl');
  return typeof result === 'string' ? result : '';
}

const isAcceptedType = (type: string): type is TImageMediaType =>
  IMAGE_MEDIA_TYPES.some((accepted) => accepted === type);

/**
 * The type check: the bytes must start like a PNG, JPEG or GIF, and the declared media type
 * (when the system gives one) must be one of those too.
 */
export async function checkImageType(file: File): Promise<TImageMediaType | null> {
  if (file.type !== '' && !isAcceptedType(file.type)) return null;
  return sniffImageType(await readHead(file));
}

/** The size that fits in IMAGE_MAX_DIMENSION_PX on the long side, never enlarged. */
export function fittedSize(size: { width: number; height: number }) {
  const scale = Math.min(1, IMAGE_MAX_DIMENSION_PX / Math.max(size.width, size.height));
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/**
 * Checks and shrinks a photo before upload (docs/product.md: Field rules): PNG, JPEG or GIF by its bytes, at most
 * IMAGE_MAX_DIMENSION_PX on the long side, at most MAX_UPLOAD_BYTES sent. A photo that already
 * fits goes as is; a larger one is redrawn (JPEG stays JPEG; PNG and GIF become PNG, then JPEG
 * if the PNG is still too heavy). A photo that cannot be decoded or shrunk enough is refused
 * with errors.file_size ("a resize failure gives errors.file_size").
 */
export async function prepareImage(file: File, codec: TImageCodec): Promise<TPreparedImage> {
  const type = await checkImageType(file);
  if (type === null) return { ok: false, code: 'file_type_image' };

  let natural: { width: number; height: number };
  try {
    natural = await codec.measure(file);
  } catch {
    return { ok: false, code: 'file_size' };
  }
  const size = fittedSize(natural);
  const fits = size.width === natural.width && size.height === natural.height;
  if (fits && file.size <= MAX_UPLOAD_BYTES) {
    const dataUrl = await readDataUrl(file);
    return { ok: true, dataUrl, mediaType: type, ...size, bytes: file.size };
  }

  const attempts: ('image/jpeg' | 'image/png')[] =
    type === 'image/jpeg' ? ['image/jpeg'] : ['image/png', 'image/jpeg'];
  for (const mediaType of attempts) {
    let blob: Blob;
    try {
      blob = await codec.encode(file, size, mediaType);
    } catch {
      return { ok: false, code: 'file_size' };
    }
    if (blob.size <= MAX_UPLOAD_BYTES) {
      const dataUrl = await readDataUrl(blob);
      return { ok: true, dataUrl, mediaType, ...size, bytes: blob.size };
    }
  }
  return { ok: false, code: 'file_size' };
}
