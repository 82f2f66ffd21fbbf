import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm/logger';
import type pg from 'pg';
import * as bookingTables from './bookings-schema';
import { lockDataDir } from './data-dir-lock';
import type { Database, Db } from './db-types';
import * as notificationTables from './notifications-schema';
import { pgliteModule } from './pglite-module';
import * as coreTables from './schema';

const schema = { ...coreTables, ...bookingTables, ...notificationTables };

export type { Database, Db, TDbOrTx } from './db-types';

const writeCounters = new WeakMap<Db, () => number>();

/**
 * A counter of the writes to an embedded PGlite database (undefined on PostgreSQL, where other
 * instances and people write too): it moves when a statement that may write, a multi-statement
 * script or a transaction starts, and again when it has ended, so a read that began after the
 * counter took its value saw every write of the moments the counter still shows. PGlite is this
 * process's database alone (data-dir-lock.ts) and every statement goes through the methods
 * wrapped in countWrites (drizzle, the job queue, maintenance): nothing writes behind it.
 */
export const writeCounterOf = (db: Db): (() => number) | undefined => writeCounters.get(db);

/** PGlite has no autovacuum: the server that opened it runs its maintenance (db/pglite-maintenance.ts). */
export const isPglite = (db: Db) => writeCounters.has(db);

/**
 * Statements that only read: a plain select. A select may call a function that writes (the job
 * queue's, or the content versions' of migration 0009): those count as writes.
 */
const WRITING_FUNCTIONS = /pgboss\.|bump_content_versions|watch_content/i;
const isReadOnly = (text: string) => /^\s*select\b/i.test(text) && !WRITING_FUNCTIONS.test(text);

function countWrites(client: PGlite): () => number {
  let writes = 0;
  const counting =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      writes += 1;
      try {
        return await run(...args);
      } finally {
        writes += 1;
      }
    };
  const query = client.query.bind(client);
  const countedQuery = counting(query);
  client.query = ((text: string, ...rest: unknown[]) =>
    isReadOnly(text)
      ? query(text, ...(rest as []))
      : countedQuery(text, ...(rest as []))) as PGlite['query'];
  client.exec = counting(client.exec.bind(client));
  client.transaction = counting(client.transaction.bind(client)) as PGlite['transaction'];
  return () => writes;
}

// fileURLToPath decodes %20 etc.; URL.pathname would break on a folder with a space.
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PostgreSQL when a URL is given, else embedded PGlite in `dataDir/db` (or in memory), which
 * the server vacuums and analyzes itself (pglite-maintenance.ts).
 * A logger sees every query (tests count them). Only the chosen driver is loaded: the other
 * one would hold memory for nothing.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  logger?: Logger;
  /** An in-memory PGlite's first contents, a data folder PGlite dumped (the tests' template). */
  pgliteContents?: Blob;
}): Promise<Database> {
  const { logger } = options;
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closes (a restart, a failover) is dropped and replaced on
    // the next query; unhandled, its 'error' event would stop the whole process.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema, casing: 'snake_case', logger });
    await migrateAlone(pool, () => migratePg(db, { migrationsFolder }));
    return { db: db as unknown as Db, close: () => pool.end() };
  }
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }, wasmModule] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
      pgliteModule(),
    ]);
  const unlock = options.dataDir ? lockDataDir(options.dataDir, 'server') : () => {};
  try {
    const client = options.dataDir
      ? new PGlite(join(options.dataDir, 'db'), { wasmModule })
      : new PGlite({ wasmModule, loadDataDir: options.pgliteContents });
    const writes = countWrites(client);
    const db = drizzlePglite(client, { schema, casing: 'snake_case', logger });
    writeCounters.set(db as unknown as Db, writes);
    await migratePglite(db, { migrationsFolder });
    const close = async () => {
      await client.close();
      unlock();
    };
    return { db: db as unknown as Db, close };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * Instances started together on one database take turns (a session advisory lock), so the
 * second finds the migrations applied instead of failing halfway through the same ones.
 */
async function migrateAlone(pool: pg.Pool, migrate: () => Promise<void>) {
  const lock = await pool.connect();
  try {
    await lock.query("SELECT pg_advisory_lock(hashtext('habitat migrations'))");
    await migrate();
  } finally {
    await lock.query("SELECT pg_advisory_unlock(hashtext('habitat migrations'))").catch(() => {});
    lock.release();
  }
}
