/**
 * The job queue: pg-boss 10 on the app's own database (docs/decisions/028-notifications.md).
 * pg-boss speaks to PostgreSQL through `executeSql(text, values)`; this thin adapter lends it the
 * app's connections, the pg.Pool on PostgreSQL or the one PGlite instance, so jobs live in the
 * same database (and the same transactions) as the rows they are about.
 */
import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Db, TDbOrTx } from '#server/db/client';

export type TSqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
};

type TRawClient = {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec?(text: string): Promise<{ rows: unknown[] }[]>;
};

/** pg.Pool / pg.PoolClient, or PGlite / its transaction. */
function executorOf(client: TRawClient): TSqlExecutor {
  const { exec } = client;
  return {
    executeSql: async (text, values) => {
      // PGlite's query() takes one statement; pg-boss's schema is many, sent without values.
      if (exec && !values?.length) return (await exec.call(client, text)).at(-1) ?? { rows: [] };
      return client.query(text, values);
    },
  };
}

/** The database's own client (what drizzle was opened on). */
export const sqlExecutor = (db: Db) =>
  executorOf((db as unknown as { $client: TRawClient }).$client);

/**
 * The connection of a drizzle transaction in progress, so that jobs inserted through it commit
 * or roll back with the transaction's other writes.
 */
export const transactionExecutor = (tx: TDbOrTx) =>
  executorOf((tx as unknown as { session: { client: TRawClient } }).session.client);

export type TJobs = PgBoss;

export async function startJobs(
  db: Db,
  log: { error: (error: unknown, message: string) => void },
): Promise<TJobs> {
  const boss = new PgBoss({
    db: sqlExecutor(db) as PgBoss.Db,
    schema: 'pgboss',
    // Archive and delete sooner than the defaults: delivered notifications need no job history.
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => log.error(error, 'job queue error'));
  await boss.start();
  return boss;
}

/** Waits for the jobs in progress to finish (or fails them back to the queue after `timeoutMs`). */
export async function stopJobs(boss: TJobs, timeoutMs = 10_000) {
  await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
}

/** Creates the queue, or brings an existing one's options up to date (a restart with new ones). */
export async function ensureQueue(boss: TJobs, name: string, options: Omit<PgBoss.Queue, 'name'>) {
  if (await boss.getQueue(name)) return boss.updateQueue(name, { name, ...options });
  try {
    await boss.createQueue(name, { name, ...options });
  } catch (error) {
    // Another instance starting at the same moment created it first.
    if (!(await boss.getQueue(name))) throw error;
  }
}

/** A job id derived from a kind and an id: the same work always gets the same job. */
export function deterministicJobId(kind: string, id: number | string): string {
  const h = createHash('sha256').update(`${kind}:${id}`).digest('hex');
  const variant = ((Number.parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  // Shaped as a version 5 UUID (pg-boss's ids are uuid).
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Jobs per queue and state (created, retry, active, completed, cancelled, failed) in the queue's
 * table; none before the queue was first started here.
 */
export async function jobCounts(
  db: Db,
): Promise<{ queue: string; state: string; count: number }[]> {
  const { rows } = await sqlExecutor(db).executeSql(
    `SELECT (to_regclass('pgboss.job') IS NOT NULL) AS "exists"`,
  );
  if (!(rows[0] as { exists: boolean } | undefined)?.exists) return [];
  const counts = await sqlExecutor(db).executeSql(
    'SELECT name AS queue, state::text AS state, count(*)::int AS count FROM pgboss.job GROUP BY 1, 2',
  );
  return counts.rows as { queue: string; state: string; count: number }[];
}
