import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deviceTokens, users } from '../../db/schema';

export type TUserRow = typeof users.$inferSelect;

/** Residents sign in with their username or their e-mail, in any letter case. */
export async function findUserByLogin(db: Db, login: string) {
  const value = login.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, value), eq(sql`lower(${users.email})`, value)))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row ?? null;
}

export async function updateUserEmail(db: Db, userId: number, email: string) {
  await db.update(users).set({ email }).where(eq(users.id, userId));
}

/** A new password also ends every session signed with the old one. */
export async function updateUserPasswordHash(db: Db, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}

export async function revokeSessions(db: Db, userId: number) {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}

/** A device token belongs to the last user who signed in on that device. */
export async function upsertDeviceToken(db: Db, userId: number, token: string) {
  await db
    .insert(deviceTokens)
    .values({ userId, token })
    .onConflictDoUpdate({ target: deviceTokens.token, set: { userId, createdAt: new Date() } });
}
