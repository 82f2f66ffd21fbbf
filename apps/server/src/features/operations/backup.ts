/**
 * Backup and restore (npm run backup / restore, cli/). A backup is a folder:
 *   manifest.json   what it holds: database kind, every file with its size and SHA-256
 *   database.tar.gz PGlite: the data folder as PGlite's own dumpDataDir() writes it
 *   database.pgdump PostgreSQL: pg_dump --format=custom
 *   uploads/        every stored file (the local folder or the S3 bucket's objects)
 *   secrets/        the secrets generated into DATA_DIR when not configured (jwt-secret, VAPID)
 * PGlite is one process's database, so its backup and restore need the server stopped (they take
 * the data folder's lock); PostgreSQL is dumped live (pg_dump reads one snapshot).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TConfig } from '#server/config';
import { lockDataDir } from '#server/db/data-dir-lock';
import { createStorage, type TStorage } from '#server/lib/storage/index';
import { mediaTypeOf } from '#server/lib/uploads';

const run = promisify(execFile);

export class BackupError extends Error {}

type TDatabaseKind = 'pglite' | 'postgresql';

export type TBackupManifest = {
  format: 1;
  createdAt: string;
  version: string;
  database: TDatabaseKind;
  files: { name: string; size: number; sha256: string }[];
  secrets: string[];
};

/** Generated into DATA_DIR when JWT_SECRET / the VAPID keys are not configured. */
const SECRET_FILES = ['jwt-secret', 'web-push-vapid.json'];
const DATABASE_FILE: Record<TDatabaseKind, string> = {
  pglite: 'database.tar.gz',
  postgresql: 'database.pgdump',
};

const kindOf = (config: TConfig): TDatabaseKind => (config.databaseUrl ? 'postgresql' : 'pglite');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const pgliteDir = (config: TConfig) => join(config.dataDir, 'db');

async function isEmptyDir(dir: string) {
  return !existsSync(dir) || (await readdir(dir)).length === 0;
}

/** pg_dump / pg_restore: PG_BIN, else Debian's newest client, else the PATH's. */
function pgTool(name: 'pg_dump' | 'pg_restore') {
  const dirs = [
    process.env.PG_BIN,
    ...['17', '16', '15'].map((v) => `/usr/lib/postgresql/${v}/bin`),
  ];
  for (const dir of dirs) if (dir && existsSync(join(dir, name))) return join(dir, name);
  return name;
}

/** The URL without its password, which goes in PGPASSWORD: a command line is visible to all. */
function pgConnection(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, PGPASSWORD: password } };
}

async function runPgTool(name: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string) {
  const { dbname, env } = pgConnection(databaseUrl);
  try {
    await run(pgTool(name), [...args, '--dbname', dbname], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
    throw new BackupError(`${name} failed: ${detail}`);
  }
}

async function readAll(storage: TStorage, name: string) {
  const object = await storage.get(name);
  if (!object) throw new BackupError(`${name} vanished while it was copied`);
  return Buffer.concat(await object.body.toArray());
}

export async function backup(config: TConfig, dir: string): Promise<TBackupManifest> {
  if (!(await isEmptyDir(dir)))
    throw new BackupError(`${dir} is not empty: back up into a new folder`);
  const kind = kindOf(config);
  const unlock = kind === 'pglite' ? lockDataDir(config.dataDir, 'backup') : () => {};
  try {
    await mkdir(join(dir, 'uploads'), { recursive: true });
    await mkdir(join(dir, 'secrets'), { recursive: true });
    if (kind === 'pglite') await dumpPglite(config, join(dir, DATABASE_FILE.pglite));
    else {
      const file = join(dir, DATABASE_FILE.postgresql);
      await runPgTool(
        'pg_dump',
        ['--format=custom', '--no-owner', '--no-privileges', '--file', file],
        config.databaseUrl!,
      );
    }
    const files = await copyUploads(config, join(dir, 'uploads'));
    const secrets: string[] = [];
    for (const name of SECRET_FILES) {
      const from = join(config.dataDir, name);
      if (!existsSync(from)) continue;
      await writeFile(join(dir, 'secrets', name), await readFile(from), { mode: 0o600 });
      secrets.push(name);
    }
    const manifest: TBackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      version: config.version,
      database: kind,
      files,
      secrets,
    };
    await writeFile(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } catch (error) {
    // No half-made backup is left to be mistaken for a good one (the folder was empty).
    await rm(dir, { recursive: true, force: true });
    throw error;
  } finally {
    unlock();
  }
}

async function dumpPglite(config: TConfig, file: string) {
  if (await isEmptyDir(pgliteDir(config))) {
    throw new BackupError(`no database in ${pgliteDir(config)}: is DATA_DIR right?`);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(pgliteDir(config));
  try {
    const dump = await client.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  } finally {
    await client.close();
  }
}

async function copyUploads(config: TConfig, dir: string) {
  const storage = createStorage({ config: config.storage, dataDir: config.dataDir });
  try {
    const files: TBackupManifest['files'] = [];
    for (const name of (await storage.list()).sort()) {
      const bytes = await readAll(storage, name);
      await writeFile(join(dir, name), bytes);
      files.push({ name, size: bytes.length, sha256: sha256(bytes) });
    }
    return files;
  } finally {
    storage.close();
  }
}

/**
 * Checks the whole backup and the target first (bad input changes nothing), then restores the
 * database, the files and the secrets. Without `force` the target must be empty; with it, a
 * PGlite folder is kept aside as db.before-restore-<time> and a PostgreSQL database is emptied.
 */
export async function restore(
  config: TConfig,
  dir: string,
  options: { force: boolean },
): Promise<TBackupManifest> {
  const manifest = await readManifest(dir);
  const kind = kindOf(config);
  if (manifest.database !== kind) {
    throw new BackupError(
      `this backup holds a ${manifest.database} database but the server is configured for ${kind}`,
    );
  }
  const databaseFile = join(dir, DATABASE_FILE[kind]);
  if (!existsSync(databaseFile)) throw new BackupError(`${databaseFile} is missing`);
  for (const file of manifest.files) {
    const bytes = await readFile(join(dir, 'uploads', file.name)).catch(() => null);
    if (!bytes || sha256(bytes) !== file.sha256) {
      throw new BackupError(`uploads/${file.name} is missing or differs from the manifest`);
    }
  }
  const unlock = kind === 'pglite' ? lockDataDir(config.dataDir, 'restore') : () => {};
  const storage = createStorage({ config: config.storage, dataDir: config.dataDir });
  try {
    const occupied =
      kind === 'pglite'
        ? !(await isEmptyDir(pgliteDir(config)))
        : await pgHasTables(config.databaseUrl!);
    const filesPresent = (await storage.list()).length > 0;
    if ((occupied || filesPresent) && !options.force) {
      throw new BackupError(
        `the ${occupied ? 'database' : 'file storage'} is not empty: restore into an empty one, or pass --force to replace it`,
      );
    }
    if (kind === 'pglite') await loadPglite(config, databaseFile);
    else {
      if (occupied) await emptyPg(config.databaseUrl!);
      await runPgTool(
        'pg_restore',
        ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', databaseFile],
        config.databaseUrl!,
      );
    }
    for (const file of manifest.files) {
      const bytes = await readFile(join(dir, 'uploads', file.name));
      await storage.delete(file.name);
      await storage.put(file.name, bytes, mediaTypeOf(file.name));
    }
    for (const name of manifest.secrets) {
      await writeFile(join(config.dataDir, name), await readFile(join(dir, 'secrets', name)), {
        mode: 0o600,
      });
    }
    return manifest;
  } finally {
    storage.close();
    unlock();
  }
}

async function readManifest(dir: string): Promise<TBackupManifest> {
  const text = await readFile(join(dir, 'manifest.json'), 'utf8').catch(() => null);
  if (text === null) throw new BackupError(`${dir} holds no manifest.json: not a Habitat backup`);
  const manifest = JSON.parse(text) as TBackupManifest;
  if (manifest.format !== 1) throw new BackupError(`unknown backup format ${manifest.format}`);
  return manifest;
}

async function loadPglite(config: TConfig, file: string) {
  const target = pgliteDir(config);
  const aside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  const hadOne = existsSync(target);
  if (hadOne) await rename(target, aside);
  const { PGlite } = await import('@electric-sql/pglite');
  try {
    const client = new PGlite(target, { loadDataDir: new Blob([await readFile(file)]) });
    await client.query('SELECT 1');
    await client.close();
  } catch (error) {
    // Nothing half-restored stays: the previous folder comes back.
    await rm(target, { recursive: true, force: true });
    if (hadOne) await rename(aside, target);
    throw new BackupError(`the database could not be restored: ${(error as Error).message}`);
  }
}

async function withPg<T>(databaseUrl: string, work: (client: import('pg').Client) => Promise<T>) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const APP_SCHEMAS = ['public', 'drizzle', 'pgboss'];

const pgHasTables = (databaseUrl: string) =>
  withPg(databaseUrl, async (client) => {
    const { rows } = await client.query(
      'SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = ANY($1)',
      [APP_SCHEMAS],
    );
    return rows[0].n > 0;
  });

const emptyPg = (databaseUrl: string) =>
  withPg(databaseUrl, async (client) => {
    await client.query(
      'BEGIN; DROP SCHEMA IF EXISTS drizzle, pgboss, public CASCADE; CREATE SCHEMA public; COMMIT;',
    );
  });

/** Sizes for the command's summary. */
export async function backupSize(dir: string) {
  let bytes = 0;
  const walk = async (path: string) => {
    for (const entry of await readdir(path, { withFileTypes: true })) {
      const child = join(path, entry.name);
      if (entry.isDirectory()) await walk(child);
      else bytes += (await stat(child)).size;
    }
  };
  await walk(dir);
  return bytes;
}
