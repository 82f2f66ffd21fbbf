import { basename } from 'node:path';
import type { Db } from '../../db/client';
import { fileUrl, storeFile } from '../../lib/files';
import { processImageData } from '../../lib/images';
import { enforceDailyQuota, quotaWindowStart, type TQuotas } from '../../lib/quota';
import type { TStorage } from '../../lib/storage';
import { countImagesOfUserSince, deleteFileRow, insertFile } from './repository';

export type TSavedImage = { fileId: number; url: string; mediaType: string; extension: string };

/** Refuses the upload (429) once the user sent their images of the day, before any decoding. */
async function enforceUploadQuota(options: { db: Db; quotas: TQuotas; userId: number }) {
  const { db, quotas, userId } = options;
  const used = await countImagesOfUserSince(db, userId, quotaWindowStart());
  enforceDailyQuota({ quotas, name: 'uploads', used });
}

/**
 * The one way an uploaded image enters the app (billboard posts, requests, ...): within the
 * sender's daily quota, checked, re-encoded, written under a server-made name and recorded in
 * `files`.
 */
type TImageUpload = {
  db: Db;
  storage: TStorage;
  /** Who sends it, and their daily upload quota. */
  userId: number;
  quotas: TQuotas;
  organizationId: number;
  propertyId: number | null;
  imageData: string;
};

export async function saveUploadedImage(options: TImageUpload): Promise<TSavedImage> {
  await enforceUploadQuota(options);
  const image = await processImageData(options.imageData);
  const stored = await storeFile({ storage: options.storage, ...image });
  const { id } = await insertFile(options.db, {
    organizationId: options.organizationId,
    propertyId: options.propertyId,
    kind: 'image',
    name: null,
    storedName: stored.storedName,
    mediaType: image.mediaType,
    size: stored.size,
    sha256: stored.sha256,
  });
  return {
    fileId: id,
    url: fileUrl(stored.storedName),
    mediaType: image.mediaType,
    extension: image.extension,
  };
}

async function discardImage(upload: { db: Db; storage: TStorage }, image: TSavedImage) {
  await deleteFileRow(upload.db, image.fileId);
  await upload.storage.delete(basename(image.url));
}

/**
 * Stores the image when one is sent, then writes what carries it (a post, a request); when that
 * write fails the image goes again, row and bytes, so a refused insert leaves no orphan file.
 */
export async function withUploadedImage<T>(
  upload: Omit<TImageUpload, 'imageData'> & { imageData: string | null | undefined },
  write: (image: TSavedImage | null) => Promise<T>,
): Promise<T> {
  const { imageData } = upload;
  const image = imageData ? await saveUploadedImage({ ...upload, imageData }) : null;
  try {
    return await write(image);
  } catch (error) {
    if (image) await discardImage(upload, image);
    throw error;
  }
}
