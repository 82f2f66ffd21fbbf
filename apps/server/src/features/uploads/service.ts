import type { Db } from '../../db/client';
import { fileUrl, storeFile } from '../../lib/files';
import { processImageData } from '../../lib/images';
import { enforceDailyQuota, quotaWindowStart, type TQuotas } from '../../lib/quota';
import { countImagesOfUserSince, insertFile } from './repository';

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
export async function saveUploadedImage(options: {
  db: Db;
  dataDir: string;
  /** Who sends it, and their daily upload quota. */
  userId: number;
  quotas: TQuotas;
  organizationId: number;
  propertyId: number | null;
  imageData: string;
}): Promise<TSavedImage> {
  await enforceUploadQuota(options);
  const image = await processImageData(options.imageData);
  const stored = await storeFile({ dataDir: options.dataDir, ...image });
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
