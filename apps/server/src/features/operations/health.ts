/**
 * Health for load balancers and orchestrators. live: the process answers (no database). ready:
 * the database answers, every migration of this build is applied, the job queue runs when this
 * instance runs the worker, and no shutdown has begun. Neither is rate-limited or logged at info.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Db, migrationsFolder } from '#server/db/client';
import { sqlExecutor } from '#server/lib/jobs/queue';

type TCheck = 'ok' | 'failed' | 'pending' | 'stopped' | 'not_run_here' | 'shutting_down';

/** A readiness probe that cannot answer in this long is a failed check, not a hung probe. */
const CHECK_TIMEOUT_MS = 2000;

/** The creation time (drizzle's `folderMillis`) of this build's latest migration. */
function latestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  const entries = journal.entries as { when: number }[];
  return Math.max(...entries.map((entry) => entry.when));
}

/** One round trip: reachable, and the newest migration drizzle recorded as applied. */
async function migrationsCheck(db: Db, latest: number): Promise<'ok' | 'pending'> {
  const { rows } = await sqlExecutor(db).executeSql(
    'SELECT max(created_at)::text AS applied FROM drizzle.__drizzle_migrations',
  );
  const applied = Number((rows[0] as { applied: string | null } | undefined)?.applied ?? 0);
  return applied >= latest ? 'ok' : 'pending';
}

const withTimeout = <T>(work: Promise<T>, ms: number) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref()),
  ]);

export function registerHealthRoutes(
  app: FastifyInstance,
  options: {
    db: Db;
    /** Whether the job queue runs; undefined when this instance does not run the worker. */
    jobsRunning: (() => boolean) | undefined;
    shuttingDown: () => boolean;
  },
) {
  const latest = latestMigrationMillis();
  const quiet = { logLevel: 'warn' as const };
  app.get('/api/health/live', quiet, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'live' };
  });
  app.get('/api/health/ready', quiet, async (_request, reply) => {
    const checks: Record<string, TCheck> = {};
    checks.database = 'ok';
    checks.migrations = await withTimeout(
      migrationsCheck(options.db, latest),
      CHECK_TIMEOUT_MS,
    ).catch(() => {
      checks.database = 'failed';
      return 'failed' as const;
    });
    checks.jobs = options.jobsRunning ? (options.jobsRunning() ? 'ok' : 'stopped') : 'not_run_here';
    checks.shutdown = options.shuttingDown() ? 'shutting_down' : 'ok';
    const ready = Object.values(checks).every(
      (check) => check === 'ok' || check === 'not_run_here',
    );
    reply.header('cache-control', 'no-store').code(ready ? 200 : 503);
    return { status: ready ? 'ready' : 'unavailable', checks };
  });
}
