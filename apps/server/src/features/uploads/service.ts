import type { Db } from '../../db/client';
import { fileUrl, storeFile } from '../../lib/files';
import { processImageData } from '../../lib/images';
import { insertFile } from './repository';

export type TSavedImage = { fileId: number; url: string; mediaType: string; extension: string };

/**
 * The one way an uploaded image enters the app (billboard posts, requests, ...): checked,
 * re-encoded, written under a server-made name and recorded in `files`.
 */
export async function saveUploadedImage(options: {
  db: Db;
  dataDir: string;
  organizationId: number;
  propertyId: number | null;
  imageData: string;
}): Promise<TSavedImage> {
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
