import { basename } from 'node:path';
import { deleteFileRows, insertFileRows } from '#server/data/files';
import { countPostPhotosOfAuthorSince } from '#server/data/posts';
import { countRequestPhotosOfAuthorSince } from '#server/data/user-requests';
import type { Db } from '#server/db/client';
import { fileUrl, storeFile } from '#server/lib/files';
import { processImageData } from '#server/lib/images';
import { enforceDailyQuota, quotaWindowStart, type TQuotas } from '#server/lib/quota';
import type { TStorage } from '#server/lib/storage/index';

export type TSavedImage = { fileId: number; url: string; mediaType: string; extension: string };

/** Refuses the upload (429) once the user sent their images of the day, before any decoding. */
async function enforceUploadQuota(options: { db: Db; quotas: TQuotas; userId: number }) {
  const { db, quotas, userId } = options;
  const used = await countImagesOfUserSince(db, userId, quotaWindowStart());
  enforceDailyQuota({ quotas, name: 'uploads', used });
}

/**
 * Images a user attached since `since`. Files do not record who sent them; the posts and
 * requests that carry them do, and those are the only ways a resident uploads.
 */
async function countImagesOfUserSince(db: Db, userId: number, since: Date) {
  const [inPosts, inRequests] = await Promise.all([
    countPostPhotosOfAuthorSince(db, userId, since),
    countRequestPhotosOfAuthorSince(db, userId, since),
  ]);
  return inPosts + inRequests;
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
  const owner = { organizationId: options.organizationId, propertyId: options.propertyId };
  const [fileId] = await insertFileRows(options.db, owner, [
    {
      kind: 'image',
      name: null,
      storedName: stored.storedName,
      mediaType: image.mediaType,
      size: stored.size,
      sha256: stored.sha256,
    },
  ]);
  if (fileId === undefined) throw new Error('insert returned no row');
  return {
    fileId,
    url: fileUrl(stored.storedName),
    mediaType: image.mediaType,
    extension: image.extension,
  };
}

async function discardImage(upload: { db: Db; storage: TStorage }, image: TSavedImage) {
  await deleteFileRows(upload.db, [image.fileId]);
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
