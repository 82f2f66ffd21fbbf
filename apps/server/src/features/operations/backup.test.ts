import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type TConfig } from '#server/config';
import { type Database, openDatabase } from '#server/db/client';
import { sqlExecutor } from '#server/lib/jobs/queue';
import { createStorage } from '#server/lib/storage/index';
import { seedDemo } from '#server/seed/seed';
import { createEmptyPostgresDatabase } from '#server/test/harness';
import { startS3StandIn } from '#server/test/s3-stand-in';
import { BackupError, backup, restore } from './backup';

const serverUrl = process.env.TEST_DATABASE_URL;
const tempDir = (name: string) => mkdtempSync(join(tmpdir(), `habitat-${name}-`));

/** Every table of the app's schemas, as a count and a digest of its rows in a stable order. */
async function contents(database: Database) {
  const sql = sqlExecutor(database.db);
  const { rows: tables } = await sql.executeSql(
    `SELECT schemaname || '.' || tablename AS name FROM pg_tables
     WHERE schemaname IN ('public', 'drizzle') ORDER BY 1`,
  );
  const digest: Record<string, string> = {};
  for (const { name } of tables as { name: string }[]) {
    const { rows } = await sql.executeSql(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM ${name} t`,
    );
    const row = rows[0] as { n: number; h: string };
    digest[name] = `${row.n} ${row.h}`;
  }
  return digest;
}

async function filesOf(config: TConfig) {
  const storage = createStorage({ config: config.storage, dataDir: config.dataDir });
  try {
    const files: Record<string, string> = {};
    for (const name of (await storage.list()).sort()) {
      const object = await storage.get(name);
      files[name] = Buffer.concat(await object!.body.toArray()).toString('base64');
    }
    return files;
  } finally {
    storage.close();
  }
}

/** A deployment's settings: its own DATA_DIR, and its own empty database on PostgreSQL. */
async function deployment(storageEnv: Record<string, string>) {
  const postgres = serverUrl ? await createEmptyPostgresDatabase(serverUrl) : undefined;
  const config = loadConfig({
    DATA_DIR: tempDir('backup-data'),
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...storageEnv,
  });
  return {
    config,
    cleanup: async () => {
      rmSync(config.dataDir, { recursive: true, force: true });
      await postgres?.drop();
    },
  };
}

let s3: Awaited<ReturnType<typeof startS3StandIn>>;
beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(() => s3.close());

describe.each([
  { storage: 'local folder', env: () => ({}) },
  { storage: 'S3 bucket', env: () => s3.env },
])(
  `backup and restore (${serverUrl ? 'PostgreSQL' : 'PGlite'}, files in a $storage)`,
  ({ env }) => {
    const cleanups: (() => Promise<void> | void)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('backs up, and a wiped deployment restored from it has the same rows, files and secrets', {
      timeout: 180_000,
    }, async () => {
      const source = await deployment(env());
      cleanups.push(source.cleanup);
      const database = await openDatabase(source.config);
      const storage = createStorage({
        config: source.config.storage,
        dataDir: source.config.dataDir,
      });
      await seedDemo({ db: database.db, storage });
      storage.close();
      const rowsBefore = await contents(database);
      await database.close();
      const filesBefore = await filesOf(source.config);
      expect(Object.keys(filesBefore).length).toBeGreaterThan(3);
      expect(rowsBefore['public.users']).toMatch(/^[1-9]/);

      const dir = join(tempDir('backup'), 'nightly');
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      const manifest = await backup(source.config, dir);
      expect(manifest.files.map((file) => file.name)).toEqual(Object.keys(filesBefore));
      expect(manifest.secrets).toContain('jwt-secret');

      // Wiped: the data folder, the database and the bucket's objects are gone.
      const wipedStorage = createStorage({
        config: source.config.storage,
        dataDir: source.config.dataDir,
      });
      for (const name of await wipedStorage.list()) await wipedStorage.delete(name);
      wipedStorage.close();
      const secret = readFileSync(join(source.config.dataDir, 'jwt-secret'), 'utf8');
      rmSync(source.config.dataDir, { recursive: true, force: true });
      if (source.config.databaseUrl) {
        const { default: pg } = await import('pg');
        const client = new pg.Client({ connectionString: source.config.databaseUrl });
        await client.connect();
        await client.query(
          'DROP SCHEMA IF EXISTS drizzle, pgboss, public CASCADE; CREATE SCHEMA public',
        );
        await client.end();
      }
      // The same settings on a fresh machine (loading them makes a new secret, the restore puts
      // the old one back).
      const config = loadConfig({
        DATA_DIR: source.config.dataDir,
        ...(source.config.databaseUrl ? { DATABASE_URL: source.config.databaseUrl } : {}),
        ...env(),
      });
      expect(readFileSync(join(config.dataDir, 'jwt-secret'), 'utf8')).not.toBe(secret);

      await restore(config, dir, { force: false });
      const restored = await openDatabase(config);
      try {
        expect(await contents(restored)).toEqual(rowsBefore);
      } finally {
        await restored.close();
      }
      expect(await filesOf(config)).toEqual(filesBefore);
      expect(readFileSync(join(config.dataDir, 'jwt-secret'), 'utf8')).toBe(secret);

      // A second restore over it is refused without --force, and changes nothing.
      await expect(restore(config, dir, { force: false })).rejects.toThrow(/not empty.*--force/);
      // A backup whose file was altered is refused before anything is touched, --force or not.
      const altered = manifest.files[0]!.name;
      writeFileSync(join(dir, 'uploads', altered), 'not the same bytes');
      await expect(restore(config, dir, { force: true })).rejects.toThrow(
        new RegExp(`uploads/${altered} is missing or differs`),
      );
      expect((await filesOf(config))[altered]).toBe(filesBefore[altered]);
    });
  },
);

describe('backup refusals', () => {
  it('refuses a folder that is not empty, and on PGlite a data folder a server holds', {
    timeout: 120_000,
  }, async () => {
    const { config, cleanup } = await deployment({});
    try {
      const dir = tempDir('backup-busy');
      writeFileSync(join(dir, 'something'), 'x');
      await expect(backup(config, dir)).rejects.toThrow(BackupError);
      if (config.databaseUrl) return;
      await (await openDatabase(config)).close();
      // A server in another process (here: the test runner's parent, alive) holds the folder.
      const lock = join(config.dataDir, 'db.lock');
      writeFileSync(lock, JSON.stringify({ pid: process.ppid, host: hostname(), what: 'server' }));
      await expect(backup(config, join(dir, 'new'))).rejects.toThrow(/in use by a server.*stop it/);
      // One that is gone (killed, crashed) holds nothing.
      const gone = spawnSync(process.execPath, ['-e', '0']).pid;
      writeFileSync(lock, JSON.stringify({ pid: gone, host: hostname(), what: 'server' }));
      await expect(backup(config, join(dir, 'new'))).resolves.toMatchObject({ database: 'pglite' });
    } finally {
      await cleanup();
    }
  });

  it('refuses a backup of the other database kind', async () => {
    const { config, cleanup } = await deployment({});
    try {
      const dir = tempDir('backup-kind');
      const other = config.databaseUrl ? 'pglite' : 'postgresql';
      writeFileSync(
        join(dir, 'manifest.json'),
        JSON.stringify({ format: 1, database: other, files: [], secrets: [] }),
      );
      await expect(restore(config, dir, { force: true })).rejects.toThrow(
        new RegExp(`holds a ${other} database`),
      );
    } finally {
      await cleanup();
    }
  });
});
