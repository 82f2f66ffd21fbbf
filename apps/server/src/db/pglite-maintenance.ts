/**
 * What autovacuum does on PostgreSQL, done by the server on PGlite, which has no background
 * workers: without it a table keeps the statistics of its creation (the planner then guesses a
 * few rows and reads a building's 10,000 inbox rows to return 30) and never reclaims its dead
 * rows (the job queue's, the rate limits'). Every few minutes (a timer of the jobs module), each table whose size on disk
 * changed since it was last vacuumed (or that never was) gets VACUUM (ANALYZE), one at a time,
 * with other work let in between.
 */
import { setImmediate } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { timerJob } from '#server/lib/jobs/define';
import type { Db } from './db-types';
import { selectRows } from './rows';

const MAINTENANCE_INTERVAL_MS = 5 * 60_000;

/** One pass; answers the tables it vacuumed ("schema"."table"). */
export async function vacuumChangedTables(db: Db) {
  const tables = await selectRows<{ name: string }>(
    db,
    sql`
    select format('%I.%I', n.nspname, c.relname) as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema')
      and (c.reltuples < 0
        or pg_relation_size(c.oid) <> c.relpages::bigint * current_setting('block_size')::bigint)
    order by 1`,
  );
  const names = tables.map((table) => table.name);
  for (const name of names) {
    await setImmediate();
    await db.execute(sql.raw(`vacuum (analyze) ${name}`));
  }
  return names;
}

/** A pass every few minutes, on the server that holds the PGlite database (the jobs module's timer). */
export const pgliteMaintenanceJobs = (db: Db) => [
  timerJob({
    name: 'pglite-maintenance',
    every: { ms: MAINTENANCE_INTERVAL_MS },
    handler: () =>
      vacuumChangedTables(db).catch((error: Error) =>
        console.warn(`PGlite maintenance failed: ${error.message}`),
      ),
  }),
];
