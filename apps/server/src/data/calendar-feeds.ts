/** Owns the table calendar_feeds: one private feed per user, of which only the token's hash is kept. */
import { eq } from 'drizzle-orm';
import { calendarFeeds } from '#server/db/bookings-schema';
import type { Db, TDbOrTx } from '#server/db/client';

export async function findFeedOfUser(db: Db, userId: number) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

export async function findFeedByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
  return row ?? null;
}

/** Creates the user's feed or gives it a new token (the old one stops at once). */
export async function saveFeed(db: Db, values: { userId: number; tokenHash: string; now: Date }) {
  const { userId, tokenHash, now } = values;
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now } })
    .returning();
  return row!;
}

export async function deleteFeed(db: TDbOrTx, userId: number) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
