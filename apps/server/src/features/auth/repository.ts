import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deviceTokens, emailChangeTokens, loginNames, users } from '../../db/schema';

export type TUserRow = typeof users.$inferSelect;

/**
 * Residents sign in with their username or their e-mail, in any letter case. Both are names in
 * one namespace (login_names, kept by a trigger on users), so a name finds one user at most.
 */
export async function findUserByLogin(db: Db, login: string) {
  const [row] = await db
    .select({ user: users })
    .from(loginNames)
    .innerJoin(users, eq(users.id, loginNames.userId))
    .where(eq(loginNames.name, sql`lower(${login.trim()})`));
  return row?.user ?? null;
}

/** The id of the user who holds this username or e-mail (any letter case), or null. */
export async function findLoginNameOwner(db: Db, name: string) {
  const [row] = await db
    .select({ userId: loginNames.userId })
    .from(loginNames)
    .where(eq(loginNames.name, sql`lower(${name.trim()})`));
  return row?.userId ?? null;
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

/** A new password also ends every session signed with the old one; answers the new version. */
export async function updateUserPasswordHash(db: Db, userId: number, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion });
  return row?.sessionVersion ?? null;
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

/** Issues a new e-mail change token and retires the user's older unused ones. */
export async function replaceEmailChangeToken(
  db: Db,
  values: { userId: number; newEmail: string; tokenHash: string; expiresAt: Date },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(emailChangeTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(emailChangeTokens.userId, values.userId), isNull(emailChangeTokens.usedAt)));
    await tx.insert(emailChangeTokens).values(values);
  });
}

const UNIQUE_VIOLATION = '23505';

/** Drizzle wraps the driver's error; the SQLSTATE is on it or on one of its causes. */
function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  while (typeof e === 'object' && e !== null) {
    if ('code' in e && e.code === UNIQUE_VIOLATION) return true;
    e = 'cause' in e ? e.cause : undefined;
  }
  return false;
}

/**
 * Spends a live token and sets its address as the user's e-mail, in one transaction: when the
 * address has meanwhile become another user's login name, nothing changes and the token stays.
 */
export async function applyEmailChange(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ email: string } | 'not_found' | 'taken'> {
  try {
    return await db.transaction(async (tx) => {
      const [token] = await tx
        .update(emailChangeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailChangeTokens.tokenHash, tokenHash),
            isNull(emailChangeTokens.usedAt),
            gt(emailChangeTokens.expiresAt, now),
          ),
        )
        .returning({ userId: emailChangeTokens.userId, newEmail: emailChangeTokens.newEmail });
      if (!token) return 'not_found' as const;
      await tx.update(users).set({ email: token.newEmail }).where(eq(users.id, token.userId));
      return { email: token.newEmail };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}
