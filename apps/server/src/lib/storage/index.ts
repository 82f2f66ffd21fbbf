import { STORED_NAME, uploadsDir } from '../files';
import { createLocalStorage } from './local';
import type { TS3Config } from './s3';
import type { TStorage } from './types';

export type { TStorage, TStoredObject } from './types';

/** STORAGE and its S3_* settings, parsed by config.ts. */
export type TStorageConfig = { kind: 'local' } | ({ kind: 's3' } & TS3Config);

/**
 * The configured storage, taking only server-made stored names: no caller can reach a path
 * or key outside it, whatever the adapter.
 */
export function createStorage(options: { config: TStorageConfig; dataDir: string }): TStorage {
  const { config } = options;
  const adapter =
    config.kind === 's3'
      ? loadedOnFirstUse(config)
      : createLocalStorage(uploadsDir(options.dataDir));
  const checked = (name: string) => {
    if (!STORED_NAME.test(name)) throw new Error(`not a stored file name: ${name}`);
    return name;
  };
  return {
    put: async (name, bytes, mediaType) => adapter.put(checked(name), bytes, mediaType),
    get: async (name) => adapter.get(checked(name)),
    exists: async (name) => adapter.exists(checked(name)),
    delete: async (name) => adapter.delete(checked(name)),
    // Only server-made names: anything else in the folder or bucket is not the app's.
    list: async () => (await adapter.list()).filter((name) => STORED_NAME.test(name)),
    close: () => adapter.close(),
  };
}

/**
 * The S3 adapter, its SDK (0.15 s of CPU and ~25 MB once loaded) loaded by the first call
 * rather than at boot: the first answers need no file.
 */
function loadedOnFirstUse(config: TS3Config): TStorage {
  let adapter: Promise<TStorage> | undefined;
  const load = () =>
    (adapter ??= import('./s3').then(({ createS3Storage }) => createS3Storage(config)));
  return {
    put: async (name, bytes, mediaType) => (await load()).put(name, bytes, mediaType),
    get: async (name) => (await load()).get(name),
    exists: async (name) => (await load()).exists(name),
    delete: async (name) => (await load()).delete(name),
    list: async () => (await load()).list(),
    close: () => void adapter?.then((loaded) => loaded.close()),
  };
}
