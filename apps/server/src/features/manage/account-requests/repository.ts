import type { TAccountRequestStatus } from '@habitat/shared';
import { and, asc, count, desc, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import {
  accountRequests,
  leaseSigners,
  leases,
  loginNames,
  passwordResetTokens,
  units,
  users,
} from '../../../db/schema';

const decider = alias(users, 'decider');
const account = alias(users, 'account');

/** A request with who decided it and the account it created: one query for any number of rows. */
const selectRequests = (db: Db) =>
  db
    .select({
      id: accountRequests.id,
      propertyId: accountRequests.propertyId,
      name: accountRequests.name,
      address: accountRequests.address,
      unit: accountRequests.unit,
      phone: accountRequests.phone,
      email: accountRequests.email,
      note: accountRequests.note,
      createdAt: accountRequests.createdAt,
      status: accountRequests.status,
      decidedAt: accountRequests.decidedAt,
      declineReason: accountRequests.declineReason,
      decidedById: decider.id,
      decidedByFirstName: decider.firstName,
      decidedByLastName: decider.lastName,
      userId: account.id,
      userEmail: account.email,
    })
    .from(accountRequests)
    .leftJoin(decider, eq(decider.id, accountRequests.decidedBy))
    .leftJoin(account, eq(account.id, accountRequests.userId));
export type TAccountRequestRow = NonNullable<Awaited<ReturnType<typeof findAccountRequest>>>;

const inList = (propertyId: number, status: TAccountRequestStatus) =>
  and(eq(accountRequests.propertyId, propertyId), eq(accountRequests.status, status));

/** Pending ones oldest first (the queue); decided ones most recently decided first. */
export async function findAccountRequests(
  db: Db,
  options: { propertyId: number; status: TAccountRequestStatus; limit: number; offset: number },
) {
  const order =
    options.status === 'pending'
      ? [asc(accountRequests.createdAt), asc(accountRequests.id)]
      : [desc(accountRequests.decidedAt), desc(accountRequests.id)];
  return selectRequests(db)
    .where(inList(options.propertyId, options.status))
    .orderBy(...order)
    .limit(options.limit)
    .offset(options.offset);
}

export async function countAccountRequestsIn(
  db: Db,
  propertyId: number,
  status: TAccountRequestStatus,
) {
  const [row] = await db
    .select({ n: count() })
    .from(accountRequests)
    .where(inList(propertyId, status));
  return row?.n ?? 0;
}

export async function findAccountRequest(db: Db, id: number) {
  const [row] = await selectRequests(db).where(eq(accountRequests.id, id));
  return row ?? null;
}

export async function findUnitsOfProperty(db: Db, propertyId: number) {
  return db
    .select({ id: units.id, number: units.number })
    .from(units)
    .where(eq(units.propertyId, propertyId))
    .orderBy(sql`length(${units.number})`, asc(units.number), asc(units.id));
}

export async function findUnit(db: Db, unitId: number) {
  const [row] = await db
    .select({ id: units.id, propertyId: units.propertyId })
    .from(units)
    .where(eq(units.id, unitId));
  return row ?? null;
}

/** Whether someone already signs in with this name (a username or an e-mail, login_names). */
export async function loginNameTaken(db: Db, email: string) {
  const [row] = await db
    .select({ userId: loginNames.userId })
    .from(loginNames)
    .where(eq(loginNames.name, email.toLowerCase()));
  return row !== undefined;
}

/** The unit's lease in force on `today`, the one that started last if several. */
export async function findLeaseCovering(db: Db, unitId: number, today: string) {
  const [row] = await db
    .select({ id: leases.id })
    .from(leases)
    .where(
      and(
        eq(leases.unitId, unitId),
        lte(leases.startAt, today),
        or(isNull(leases.endAt), gte(leases.endAt, today)),
        or(isNull(leases.earlyCancelAt), gt(leases.earlyCancelAt, today)),
      ),
    )
    .orderBy(desc(leases.startAt), desc(leases.id))
    .limit(1);
  return row ?? null;
}

export async function insertLease(db: Db, values: { unitId: number; startAt: string }) {
  const [row] = await db.insert(leases).values(values).returning({ id: leases.id });
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function insertTenant(db: Db, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function insertLeaseSigner(
  db: Db,
  values: { leaseId: number; userId: number; signed: boolean },
) {
  await db.insert(leaseSigners).values(values);
}

export async function insertInvitationToken(
  db: Db,
  values: { userId: number; tokenHash: string; expiresAt: Date },
) {
  await db.insert(passwordResetTokens).values(values);
}

/**
 * Records the decision only if the request is still pending (two decisions at once: the second
 * finds nothing to update). Answers whether it did.
 */
export async function recordAccountDecision(
  db: Db,
  decision: {
    id: number;
    status: Exclude<TAccountRequestStatus, 'pending'>;
    by: number;
    at: Date;
    declineReason: string | null;
    userId: number | null;
  },
) {
  const rows = await db
    .update(accountRequests)
    .set({
      status: decision.status,
      decidedBy: decision.by,
      decidedAt: decision.at,
      declineReason: decision.declineReason,
      userId: decision.userId,
    })
    .where(and(eq(accountRequests.id, decision.id), eq(accountRequests.status, 'pending')))
    .returning({ id: accountRequests.id });
  return rows.length === 1;
}
