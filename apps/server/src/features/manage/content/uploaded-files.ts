import { basename } from 'node:path';
import {
  DOCUMENT_MAX_BYTES,
  MAX_UPLOAD_BYTES,
  PDF_MEDIA_TYPE,
  PDF_SIGNATURE,
} from '@habitat/shared';
import { AppError } from '#server/lib/errors';
import { storeFile } from '#server/lib/files';
import { processImageData, sniffImageFormat } from '#server/lib/images';
import type { TStorage } from '#server/lib/storage/index';

/** A file checked by its bytes and ready to store: nothing is written yet. */
export type TCheckedFile = { bytes: Buffer; mediaType: string; extension: string };

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const tooLarge = (maxBytes: number) =>
  new AppError(413, 'file_size', `The file must be at most ${maxBytes} bytes`);
export const notAPdf = () => new AppError(415, 'file_type_pdf', 'Only PDF documents are accepted');
const notADocument = () =>
  new AppError(415, 'file_type_document', 'Only PDF documents and PNG, JPEG or GIF images');

/** Plain base64 or a data URL, decoded; larger than `maxBytes` → 413 before decoding. */
function decodeFileData(data: string, maxBytes: number, badType: () => AppError): Buffer {
  const base64 = data.replace(/^data:[\w/+.-]*;base64,/, '').replace(/\s/g, '');
  if (!BASE64.test(base64) || base64.length % 4 === 1) throw badType();
  if (Math.floor((base64.length * 3) / 4) > maxBytes + 2) throw tooLarge(maxBytes);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > maxBytes) throw tooLarge(maxBytes);
  return bytes;
}

const isPdf = (bytes: Buffer) =>
  bytes.subarray(0, PDF_SIGNATURE.length).toString('latin1') === PDF_SIGNATURE;

/** A news attachment: a PDF (its first bytes say so) of at most DOCUMENT_MAX_BYTES. */
export function checkPdf(data: string): TCheckedFile {
  const bytes = decodeFileData(data, DOCUMENT_MAX_BYTES, notAPdf);
  if (!isPdf(bytes)) throw notAPdf();
  return { bytes, mediaType: PDF_MEDIA_TYPE, extension: 'pdf' };
}

/** A photo, through the one image pipeline (docs/decisions/006-image-pipeline.md). */
export async function checkImage(data: string): Promise<TCheckedFile> {
  const image = await processImageData(data);
  return { bytes: image.bytes, mediaType: image.mediaType, extension: image.extension };
}

/**
 * A building document: a PDF as it is, or an image re-encoded by the image pipeline (which
 * keeps its own 2 MB limit).
 */
export async function checkDocument(data: string): Promise<TCheckedFile> {
  const bytes = decodeFileData(data, DOCUMENT_MAX_BYTES, notADocument);
  if (isPdf(bytes)) return { bytes, mediaType: PDF_MEDIA_TYPE, extension: 'pdf' };
  if (!sniffImageFormat(bytes)) throw notADocument();
  if (bytes.length > MAX_UPLOAD_BYTES) throw tooLarge(MAX_UPLOAD_BYTES);
  return checkImage(data);
}

export type TStoredFile = TCheckedFile & { storedName: string; size: number; sha256: string };

/**
 * Stores checked files, then runs `write` (the rows that record them); when it fails, the bytes
 * go again, so a refused write leaves no orphan file.
 */
export async function withStoredFiles<T>(
  storage: TStorage,
  checked: readonly TCheckedFile[],
  write: (stored: TStoredFile[]) => Promise<T>,
): Promise<T> {
  const stored: TStoredFile[] = [];
  try {
    for (const file of checked)
      stored.push({ ...file, ...(await storeFile({ storage, ...file })) });
    return await write(stored);
  } catch (error) {
    await deleteStoredFiles(
      storage,
      stored.map((file) => file.storedName),
    );
    throw error;
  }
}

/** Best effort: a missing object is no error. */
export async function deleteStoredFiles(storage: TStorage, storedNames: readonly string[]) {
  await Promise.all(
    storedNames.map((name) => storage.delete(basename(name)).catch(() => undefined)),
  );
}
