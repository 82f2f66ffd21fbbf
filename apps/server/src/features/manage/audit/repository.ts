import type { TAuditEntity } from '@habitat/shared';
import { and, count, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { auditLog, users } from '../../../db/schema';

type TItemScope = {
  entity: TAuditEntity;
  entityId: number;
  organizationId: number;
  /** The caller's managed properties; entries of the whole organization are readable too. */
  propertyIds: number[];
};

/** The item's entries the caller may read: on the entity index, then filtered by scope. */
function itemFilter(scope: TItemScope) {
  return and(
    eq(auditLog.entityType, scope.entity),
    eq(auditLog.entityId, scope.entityId),
    eq(auditLog.organizationId, scope.organizationId),
    or(isNull(auditLog.propertyId), inArray(auditLog.propertyId, scope.propertyIds)),
  );
}

export async function findAuditEntries(db: Db, scope: TItemScope, limit: number) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      actorId: users.id,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
    })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(itemFilter(scope))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

export async function countAuditEntries(db: Db, scope: TItemScope) {
  const [row] = await db.select({ n: count() }).from(auditLog).where(itemFilter(scope));
  return row?.n ?? 0;
}
