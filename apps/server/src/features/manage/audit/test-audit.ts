import type { TAuditEntity } from '@habitat/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { auditLog } from '#server/db/schema';

/** The audit rows of one item, oldest first (tests). */
export const auditRowsOf = (db: Db, entity: TAuditEntity, entityId: number) =>
  db
    .select({
      actorId: auditLog.actorId,
      propertyId: auditLog.propertyId,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entity), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.id));
