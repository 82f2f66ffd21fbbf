/** Owns account_requests: visitors' requests for an account, and the managers' decisions. */
import type { TAccountRequestStatus } from '@habitat/shared';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db, TDbOrTx } from '#server/db/client';
import { accountRequests } from '#server/db/schema';
import { userJoin } from './users';

const isPending = eq(accountRequests.status, 'pending');

export async function insertAccountRequest(
  db: TDbOrTx,
  values: typeof accountRequests.$inferInsert,
) {
  const [row] = await db
    .insert(accountRequests)
    .values(values)
    .returning({ id: accountRequests.id });
  if (!row) throw new Error('insert returned no row');
  return row;
}

const decider = userJoin('decider');
const account = userJoin('account');

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
      locale: accountRequests.locale,
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
    .leftJoin(decider.table, decider.on(accountRequests.decidedBy))
    .leftJoin(account.table, account.on(accountRequests.userId));
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

/** The property's account requests in this status (pending: still to decide). */
export async function countAccountRequests(
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
    .where(and(eq(accountRequests.id, decision.id), isPending))
    .returning({ id: accountRequests.id });
  return rows.length === 1;
}
