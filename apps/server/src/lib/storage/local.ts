import { mkdir, open, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TStorage } from './types';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files in one folder (DATA_DIR/uploads by default); instances share it only on a shared disk. */
export function createLocalStorage(root: string): TStorage {
  return {
    put: async (name, bytes) => {
      await mkdir(root, { recursive: true });
      await writeFile(join(root, name), bytes, { flag: 'wx' });
    },
    get: async (name) => {
      // Opened first and measured through the handle, so a delete in between cannot split them.
      const handle = await open(join(root, name), 'r').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const { size, mtime } = await handle.stat();
        return { body: handle.createReadStream(), size, lastModified: mtime };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    exists: async (name) =>
      stat(join(root, name)).then(
        (found) => found.isFile(),
        (error: unknown) => {
          if (isMissing(error)) return false;
          throw error;
        },
      ),
    list: async () =>
      readdir(root).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      }),
    delete: (name) => rm(join(root, name), { force: true }),
    close: () => {},
  };
}
