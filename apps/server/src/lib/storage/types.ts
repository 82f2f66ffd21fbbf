import type { Readable } from 'node:stream';

/** A stored object as read back: its bytes as a stream, their count and when it was written. */
export type TStoredObject = { body: Readable; size: number; lastModified: Date };

/**
 * Where uploaded and seeded files live, under their stored names (lib/files): a local folder
 * or an S3-compatible bucket. Every instance of the app must reach the same one.
 */
export type TStorage = {
  put: (name: string, bytes: Buffer, mediaType: string) => Promise<void>;
  /** The object, or null when there is none; the caller reads or destroys the body. */
  get: (name: string) => Promise<TStoredObject | null>;
  exists: (name: string) => Promise<boolean>;
  /** Every stored name (backups read them all). */
  list: () => Promise<string[]>;
  /** Removes the object; nothing happens when it is already gone. */
  delete: (name: string) => Promise<void>;
  /** Lets go of connections (app shutdown). */
  close: () => void;
};
