/** Owns notification_settings: each person's channels, quiet hours, language and digest. */

import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, TDbOrTx } from '#server/db/client';
import { notificationSettings } from '#server/db/notifications-schema';
import { aliasedJoin } from './aliased-join';
import { userJoin } from './users';

/** A person's settings joined in another module's query (under the alias `as`). */
export function settingsJoin<TAlias extends string>(as: TAlias) {
  return aliasedJoin({
    table: notificationSettings,
    as,
    on: 'userId',
    columns: ['userId', 'locale', 'choices', 'quietStart', 'quietEnd', 'dailyDigest'],
  });
}

export type TNotificationSettingsRow = typeof notificationSettings.$inferSelect;
export type TNotificationSettingsValues = Pick<
  TNotificationSettingsRow,
  'locale' | 'choices' | 'quietStart' | 'quietEnd' | 'dailyDigest'
>;

export async function findNotificationSettings(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row ?? null;
}

/**
 * Changes a person's settings from what they are now (the defaults when they had none), the
 * row locked meanwhile, so two partial changes at once both hold.
 */
export async function updateNotificationSettings(
  db: Db,
  userId: number,
  change: (current: TNotificationSettingsRow) => TNotificationSettingsValues,
) {
  return db.transaction(async (tx) => {
    await tx.insert(notificationSettings).values({ userId }).onConflictDoNothing();
    const [current] = await tx
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId))
      .for('update');
    const [row] = await tx
      .update(notificationSettings)
      .set({ ...change(current!), updatedAt: sql`now()` })
      .where(eq(notificationSettings.userId, userId))
      .returning();
    return row!;
  });
}

/** Managers who chose the daily digest, with when they last got one. */
export async function findDigestReaders(db: TDbOrTx) {
  const reader = userJoin('reader');
  return db
    .select({
      userId: notificationSettings.userId,
      email: reader.email,
      locale: notificationSettings.locale,
      lastDigestAt: notificationSettings.lastDigestAt,
    })
    .from(notificationSettings)
    .innerJoin(reader.table, reader.on(notificationSettings.userId))
    .where(eq(notificationSettings.dailyDigest, true));
}

/** Claims today's digest: false when another run already claimed it since `notBefore`. */
export async function claimDigest(db: TDbOrTx, userId: number, notBefore: Date, now: Date) {
  const rows = await db
    .update(notificationSettings)
    .set({ lastDigestAt: now })
    .where(
      and(
        eq(notificationSettings.userId, userId),
        or(
          isNull(notificationSettings.lastDigestAt),
          lt(notificationSettings.lastDigestAt, notBefore),
        ),
      ),
    )
    .returning({ userId: notificationSettings.userId });
  return rows.length === 1;
}
