/** Owns rate_limits: the hit counters of the rate limiter kept in the database. */
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rateLimits } from '#server/db/schema';

const PURGE_EVERY_MS = 60_000;

export type THit = { hits: number; ttlMs: number };

export type THitCounters = {
  /**
   * Counts one hit on `key` and answers the hits of its window and the time left in it. A window
   * starts with the first hit; `slide` restarts it on every hit, so only a quiet `windowMs` resets
   * the count.
   */
  hit: (key: string, options: { windowMs: number; slide?: boolean }) => Promise<THit>;
  /** The hits of the key's current window (0 once it ended). */
  count: (key: string) => Promise<number>;
  clear: (key: string) => Promise<void>;
  /** Deletes every key that starts with `prefix`. */
  clearPrefix: (prefix: string) => Promise<void>;
};

/**
 * Hit counters in the rate_limits table, so that every instance on the database counts
 * together. A hit is one atomic upsert; the database clock decides windows, so instances whose
 * clocks differ still agree. Ended windows count as zero and their rows are deleted at most once
 * a minute per instance, on a hit.
 */
export function createHitCounters(db: Db, now: () => number = Date.now): THitCounters {
  let lastPurge = now();
  const purgeWhenDue = async () => {
    if (now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now();
    await db.delete(rateLimits).where(lte(rateLimits.resetAt, sql`now()`));
  };

  return {
    hit: async (key, options) => {
      await purgeWhenDue();
      return upsertHit(db, key, options);
    },
    count: async (key) => {
      const [row] = await db
        .select({ hits: rateLimits.hits })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
      return row?.hits ?? 0;
    },
    clear: async (key) => {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
    clearPrefix: async (prefix) => {
      await db.delete(rateLimits).where(sql`starts_with(${rateLimits.key}, ${prefix})`);
    },
  };
}

async function upsertHit(
  db: Db,
  key: string,
  options: { windowMs: number; slide?: boolean },
): Promise<THit> {
  const windowEnd = sql`now() + ${options.windowMs}::double precision * interval '1 millisecond'`;
  const ended = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: options.slide
          ? windowEnd
          : sql`case when ${ended} then ${windowEnd} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      ttlMs: sql<number>`ceil(extract(epoch from ${rateLimits.resetAt} - now()) * 1000)`.mapWith(
        Number,
      ),
    });
  if (!row) throw new Error('rate limit upsert returned no row');
  return row;
}
