/**
 * Owns users, login_names, device_tokens, email_change_tokens, password_reset_tokens and
 * session_revocations.
 */
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, TDbOrTx } from '#server/db/client';
import {
  deviceTokens,
  emailChangeTokens,
  loginNames,
  passwordResetTokens,
  sessionRevocations,
  users,
} from '#server/db/schema';
import { contentVersionJoin } from '#server/lib/list-cache';
import { aliasedJoin } from './aliased-join';
import { sessionRows } from './session-rows';
import { isUniqueViolation } from './unique-violation';

export type TUserRow = typeof users.$inferSelect;

/**
 * A user joined in another aggregate's query (under the alias `as`: the author, the decider…),
 * with what it shows of them.
 */
export function userJoin<TAlias extends string>(as: TAlias) {
  return aliasedJoin({
    table: users,
    as,
    on: 'id',
    columns: ['id', 'firstName', 'lastName', 'email', 'phone', 'role', 'deactivatedAt'],
  });
}

/* ---------- Accounts ---------- */

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

/** The account whose e-mail or username is this (lower-cased) e-mail, or null. */
export async function findAccountByEmailOrUsername(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, organizationId: users.organizationId })
    .from(users)
    .where(sql`lower(${users.email}) = ${email} or lower(${users.username}) = ${email}`);
  return row ?? null;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Deactivates the account (`at`) or reactivates it (null); deactivating also ends every session.
 * An account already so is left as it is (`changed` false). Null: no such user.
 */
export async function setUserDeactivated(tx: TDbOrTx, userId: number, at: Date | null) {
  const [before] = await tx
    .select({ deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!before) return null;
  if ((before.deactivatedAt === null) === (at === null)) {
    return { before, after: before, changed: false };
  }
  await tx.update(users).set({ deactivatedAt: at }).where(eq(users.id, userId));
  if (at) await revokeSessions(tx, userId);
  return { before, after: { deactivatedAt: at }, changed: true };
}

/** What a manager may change of a resident's account from the console. */
export type TUserProfileChange = Partial<{
  firstName: string;
  lastName: string;
  phone: string | null;
  email: string;
}>;

/**
 * Changes the given fields of the account, its row locked; answers them as they were and are
 * (null: no such user). An e-mail someone else signs in with fails with a unique violation
 * (login_names), which aborts the transaction.
 */
export async function updateUserProfile(tx: TDbOrTx, userId: number, change: TUserProfileChange) {
  const [before] = await tx
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!before) return null;
  const after = { ...before, ...change };
  await tx.update(users).set(change).where(eq(users.id, userId));
  return { before, after };
}

/* ---------- Sessions ---------- */

/**
 * The session versions of many users, with the content version of each one's organization and
 * which of the tokens asked about (`tokenIds`) each has signed out: a prepared statement, run
 * once per batch of requests (lib/auth.ts). Revocations are read by their primary key.
 */
export function prepareSessionStates(db: Db) {
  const version = contentVersionJoin('content_version');
  const r = sessionRevocations;
  return db
    .select({
      id: users.id,
      sessionVersion: users.sessionVersion,
      organizationId: users.organizationId,
      contentVersion: version.version,
      revokedTokenIds: sql<string[]>`array(select ${r.tokenId} from ${r}
        where ${r.userId} = ${users.id} and ${r.tokenId} = any(${sql.placeholder('tokenIds')}))`,
    })
    .from(users)
    .leftJoin(version.table, version.on(users.organizationId))
    .where(sql`${users.id} = any(${sql.placeholder('userIds')})`)
    .prepare('session_versions');
}

/** A new password also ends every session signed with the old one; answers the new version. */
export async function updateUserPasswordHash(db: TDbOrTx, userId: number, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion });
  return row?.sessionVersion ?? null;
}

/**
 * Ends one token before it expires (signing out on its device); the user's other tokens go on.
 * The user's revocations of tokens that have expired meanwhile are dropped.
 */
export async function revokeToken(
  db: TDbOrTx,
  token: { userId: number; tokenId: string; expiresAt: Date },
  now: Date,
) {
  await db.insert(sessionRevocations).values(token).onConflictDoNothing();
  await db
    .delete(sessionRevocations)
    .where(
      and(eq(sessionRevocations.userId, token.userId), lte(sessionRevocations.expiresAt, now)),
    );
}

/** Ends every session of the user (their revocations are then moot). False without the user. */
export async function revokeSessions(db: TDbOrTx, userId: number) {
  const ended = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  await db.delete(sessionRevocations).where(eq(sessionRevocations.userId, userId));
  return ended.length > 0;
}

/**
 * A device token belongs to the last user (and session) that signed in on that device; the
 * platform says which push service takes it (null: told apart by the token's shape).
 */
export async function upsertDeviceToken(
  db: Db,
  values: { userId: number; token: string; platform?: 'ios' | 'android'; sessionId: string },
) {
  const row = { ...values, platform: values.platform ?? null };
  await db
    .insert(deviceTokens)
    .values(row)
    .onConflictDoUpdate({
      target: deviceTokens.token,
      set: {
        userId: row.userId,
        platform: row.platform,
        sessionId: row.sessionId,
        createdAt: new Date(),
      },
    });
}

const ofDeviceTokens = sessionRows(deviceTokens);

/** Signing out of one session stops pushing to the device it ran on. */
export const deleteSessionDeviceTokens = ofDeviceTokens.deleteOfSession;

/** Signing out everywhere stops pushing to every device of the account (but the one kept). */
export const deleteUserDeviceTokens = ofDeviceTokens.deleteOfAccount;

/** A session that goes on under a new token (a password change) keeps its device's token. */
export const moveSessionDeviceTokens = ofDeviceTokens.move;

/** The device tokens of some users (a subquery of their ids), for the notifications' fan-out. */
export async function findDeviceTokensOf(db: TDbOrTx, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: deviceTokens.userId,
      token: deviceTokens.token,
      platform: deviceTokens.platform,
    })
    .from(deviceTokens)
    .where(inArray(deviceTokens.userId, userIds));
}

/** The push service said the token is gone (app uninstalled): it is never used again. */
export async function deleteDeviceToken(db: TDbOrTx, token: string) {
  await db.delete(deviceTokens).where(eq(deviceTokens.token, token));
}

/* ---------- Login names ---------- */

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

/** Whether someone already signs in with this name (a username or an e-mail). */
export async function loginNameTaken(db: Db, email: string) {
  const [row] = await db
    .select({ userId: loginNames.userId })
    .from(loginNames)
    .where(eq(loginNames.name, email.toLowerCase()));
  return row !== undefined;
}

/* ---------- Password tokens (resets and invitations) ---------- */

export async function insertPasswordToken(
  db: Db,
  values: { userId: number; tokenHash: string; expiresAt: Date },
) {
  await db.insert(passwordResetTokens).values(values);
}

/** Issues a new token and retires the user's older unused ones. */
export async function replacePasswordToken(
  db: Db,
  values: { userId: number; tokenHash: string; expiresAt: Date },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(eq(passwordResetTokens.userId, values.userId), isNull(passwordResetTokens.usedAt)),
      );
    await tx.insert(passwordResetTokens).values(values);
  });
}

/** Marks a live token used and answers its user, or null; one statement, so a token works once. */
export async function consumePasswordToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

/* ---------- E-mail change tokens ---------- */

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

/** Retires every unused e-mail change link of the user (a new password outranks them). */
export async function retireEmailChangeTokens(db: TDbOrTx, userId: number, now: Date) {
  await db
    .update(emailChangeTokens)
    .set({ usedAt: now })
    .where(and(eq(emailChangeTokens.userId, userId), isNull(emailChangeTokens.usedAt)));
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
