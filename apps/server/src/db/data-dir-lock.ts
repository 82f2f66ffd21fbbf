import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * PGlite is one process's database: two processes on one folder (a second server, a backup
 * while the server runs) would corrupt it, and PGlite itself does not refuse. Whoever opens
 * DATA_DIR/db holds DATA_DIR/db.lock; a lock left by a process that is gone is taken over.
 */
export class DataDirInUseError extends Error {}

type THolder = { pid: number; host: string; what: string };

const isAlive = (holder: THolder) => {
  // Another machine's process cannot be checked from here: believe it.
  if (holder.host !== hostname()) return true;
  // A container restarted on the same folder gets the same pid as its crashed predecessor.
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the lock of `dataDir` for `what` (server, backup, restore); answers how to let it go. */
export function lockDataDir(dataDir: string, what: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'db.lock');
  const me: THolder = { pid: process.pid, host: hostname(), what };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder: THolder | undefined;
    try {
      holder = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      holder = undefined; // Half-written by a process that died: stale.
    }
    if (holder && isAlive(holder)) {
      throw new DataDirInUseError(
        `${dataDir} is in use by a ${holder.what} (pid ${holder.pid} on ${holder.host}); stop it first`,
      );
    }
    rmSync(file, { force: true });
  }
  throw new DataDirInUseError(`${dataDir}: another process took the lock at the same time`);
}
