/** Owns audit_log: who changed what in the console, and how. */
import type { TAuditEntity } from '@habitat/shared';
import { and, count, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db, TDbOrTx } from '../db/client';
import { auditLog } from '../db/schema';
import { userJoin } from './users';

export async function insertAuditEntry(tx: TDbOrTx, values: typeof auditLog.$inferInsert) {
  await tx.insert(auditLog).values(values);
}

export type TAuditItemScope = {
  entity: TAuditEntity;
  entityId: number;
  organizationId: number;
  /** The caller's managed properties; entries of the whole organization are readable too. */
  propertyIds: number[];
};

/** The item's entries the caller may read: on the entity index, then filtered by scope. */
const readableEntriesOf = (scope: TAuditItemScope) =>
  and(
    eq(auditLog.entityType, scope.entity),
    eq(auditLog.entityId, scope.entityId),
    eq(auditLog.organizationId, scope.organizationId),
    or(isNull(auditLog.propertyId), inArray(auditLog.propertyId, scope.propertyIds)),
  );

const actor = userJoin('actor');

/** Newest first, each with who made the change. */
export async function findAuditEntries(db: Db, scope: TAuditItemScope, limit: number) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      actorId: actor.id,
      actorFirstName: actor.firstName,
      actorLastName: actor.lastName,
    })
    .from(auditLog)
    .innerJoin(actor.table, actor.on(auditLog.actorId))
    .where(readableEntriesOf(scope))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

export async function countAuditEntries(db: Db, scope: TAuditItemScope) {
  const [row] = await db.select({ n: count() }).from(auditLog).where(readableEntriesOf(scope));
  return row?.n ?? 0;
}
