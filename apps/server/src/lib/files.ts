import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { TStorage } from './storage/types';

/** Where the local storage (STORAGE=local) keeps files: DATA_DIR/uploads/<stored name>. */
export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');

/** The public url of a stored file; stored names never change content, so it is cached for good. */
export const fileUrl = (storedName: string) => `/uploads/${storedName}`;

/** 32 hex characters, a dot and a lower-case extension: the only names /uploads serves. */
export const STORED_NAME = /^[0-9a-f]{32}\.[a-z0-9]{1,8}$/;

export const extensionOf = (storedName: string) => storedName.split('.').pop() ?? '';

/**
 * Writes bytes under a random server-made name (16 random bytes in hex plus the extension),
 * so a client never chooses a path and a name is never reused for other content.
 */
export async function storeFile(options: {
  storage: TStorage;
  bytes: Buffer;
  extension: string;
  mediaType: string;
}): Promise<{ storedName: string; size: number; sha256: string }> {
  const extension = options.extension.toLowerCase().replace(/^\./, '');
  if (!/^[a-z0-9]{1,8}$/.test(extension)) throw new Error(`bad file extension: ${extension}`);
  const storedName = `${randomBytes(16).toString('hex')}.${extension}`;
  await options.storage.put(storedName, options.bytes, options.mediaType);
  return {
    storedName,
    size: options.bytes.length,
    sha256: createHash('sha256').update(options.bytes).digest('hex'),
  };
}
