/** Owns audit_log: who changed what in the console, and how. */
import type { TAuditEntity } from '@habitat/shared';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db, TDbOrTx } from '#server/db/client';
import { auditLog } from '#server/db/schema';
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
/** An entry as the histories show it: the change, when, and who made it. */
const entryColumns = {
  id: auditLog.id,
  action: auditLog.action,
  before: auditLog.before,
  after: auditLog.after,
  createdAt: auditLog.createdAt,
  actorId: actor.id,
  actorFirstName: actor.firstName,
  actorLastName: actor.lastName,
};

/** Newest first, each with who made the change. */
export async function findAuditEntries(db: Db, scope: TAuditItemScope, limit: number) {
  return db
    .select(entryColumns)
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

/** A building's history: its entries and its organization's, narrowed by the filters given. */
export type TAuditLogFilter = {
  organizationId: number;
  propertyId: number;
  actorId?: number;
  entity?: TAuditEntity;
  entityId?: number;
  /** From this instant (included) to that one (excluded). */
  since?: Date;
  until?: Date;
};

const inBuilding = (filter: Pick<TAuditLogFilter, 'organizationId' | 'propertyId'>) =>
  and(
    eq(auditLog.organizationId, filter.organizationId),
    or(isNull(auditLog.propertyId), eq(auditLog.propertyId, filter.propertyId)),
  );

const logEntries = (filter: TAuditLogFilter) =>
  and(
    inBuilding(filter),
    filter.actorId === undefined ? undefined : eq(auditLog.actorId, filter.actorId),
    filter.entity === undefined ? undefined : eq(auditLog.entityType, filter.entity),
    filter.entityId === undefined ? undefined : eq(auditLog.entityId, filter.entityId),
    filter.since === undefined ? undefined : gte(auditLog.createdAt, filter.since),
    filter.until === undefined ? undefined : lt(auditLog.createdAt, filter.until),
  );

/** Newest first, each with the item it is about and who made the change. */
export async function findAuditLog(
  db: Db,
  filter: TAuditLogFilter,
  window: { limit: number; offset: number },
) {
  return db
    .select({ ...entryColumns, entity: auditLog.entityType, entityId: auditLog.entityId })
    .from(auditLog)
    .innerJoin(actor.table, actor.on(auditLog.actorId))
    .where(logEntries(filter))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countAuditLog(db: Db, filter: TAuditLogFilter) {
  const [row] = await db.select({ n: count() }).from(auditLog).where(logEntries(filter));
  return row?.n ?? 0;
}

/** Everyone who changed something in the building's history, by name. */
export async function findAuditLogActors(
  db: Db,
  filter: Pick<TAuditLogFilter, 'organizationId' | 'propertyId'>,
) {
  return db
    .selectDistinct({ id: actor.id, firstName: actor.firstName, lastName: actor.lastName })
    .from(auditLog)
    .innerJoin(actor.table, actor.on(auditLog.actorId))
    .where(inBuilding(filter))
    .orderBy(asc(actor.lastName), asc(actor.firstName), asc(actor.id));
}
