import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { contentVersions } from '#server/db/schema';

/**
 * Makes every list kept in memory out of date, as a write to its content would: the next read
 * of each goes to the database (tests that count a list's queries).
 */
export async function outdateKeptLists(db: Db) {
  await db.update(contentVersions).set({ version: sql`${contentVersions.version} + 1` });
}
